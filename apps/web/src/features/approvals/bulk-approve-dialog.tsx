import { APPROVAL_ENDPOINTS } from '@dom/contract';
import { call } from '../../lib/api-client';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionDialog } from '../../components/action-dialog/action-dialog';
import { useEndpointMutation } from '../../components/action-dialog/use-endpoint-mutation';
import { useNotify } from '../../components/notifications/notifications-context';
import { formatInrWithSymbol } from '@dom/domain';
import { APPROVALS_KEY } from './approvals-keys';
import '../../i18n/parts/approvals';

/** Approves several requests waiting for the caller whose policy allows it; each answers on its own. */
export function BulkApproveDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [picked, setPicked] = useState<ReadonlySet<string>>(new Set());
  const types = useQuery({
    queryKey: [APPROVALS_KEY, 'subject-types'],
    queryFn: () => call(APPROVAL_ENDPOINTS.subjectTypes),
  });
  const waiting = useQuery({
    queryKey: [APPROVALS_KEY, 'bulk-candidates'],
    queryFn: () => call(APPROVAL_ENDPOINTS.log, { query: { view: 'waiting', pageSize: '50' } }),
  });
  const bulkTypes = new Set((types.data ?? []).filter((s) => s.bulkApprovable).map((s) => s.subjectType));
  const candidates = (waiting.data?.content ?? []).filter((r) => bulkTypes.has(r.entityType));
  const send = useEndpointMutation(APPROVAL_ENDPOINTS.bulkApprove, {
    onSuccess: (answer) => {
      void queryClient.invalidateQueries({ queryKey: [APPROVALS_KEY] });
      const ok = answer.results.filter((r) => r.ok).length;
      notify.success(t('approvals.bulk.done', { ok, total: answer.results.length }));
      onClose();
    },
  });
  const toggle = (key: string) =>
    setPicked((p) => {
      const next = new Set(p);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });
  return (
    <ActionDialog
      title={t('approvals.bulk.title')}
      question={t('approvals.bulk.question')}
      submitLabel={t('approvals.bulk.submit', { count: picked.size })}
      submitDisabled={picked.size === 0}
      busy={send.isPending}
      error={send.error}
      errorFallback={t('approvals.actions.failed')}
      onSubmit={(e) => {
        e.preventDefault();
        send.mutate({ body: { approvalKeys: [...picked], comment: t('approvals.bulk.comment') } });
      }}
      onClose={onClose}
    >
      {candidates.length === 0 ? (
        <Typography variant="body2">{t('approvals.bulk.none')}</Typography>
      ) : (
        <FormGroup>
          {candidates.map((r) => (
            <FormControlLabel
              key={r.approvalKey}
              control={
                <Checkbox checked={picked.has(r.approvalKey)} onChange={() => toggle(r.approvalKey)} />
              }
              label={`${r.approvalKey} · ${r.summary} · ${formatInrWithSymbol(BigInt(r.businessValue))}`}
            />
          ))}
        </FormGroup>
      )}
    </ActionDialog>
  );
}
