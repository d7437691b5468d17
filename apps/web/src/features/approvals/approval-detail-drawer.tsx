import { APPROVAL_ENDPOINTS } from '@dom/contract';
import { call } from '../../lib/api-client';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import type { ApprovalAction, ApprovalAllowedAction } from '@dom/contract';
import { APPROVAL_ITEM_STATUSES, APPROVAL_STATUSES } from '@dom/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Amount } from '../../components/amount/amount';
import { DateText } from '../../components/date-text/date-text';
import { Fact, FactGrid } from '../../components/fact-grid/fact-grid';
import { StatusChip } from '../../components/status-chip/status-chip';
import { Timeline } from '../../components/timeline/timeline';
import { useViewport } from '../../lib/use-viewport';
import { ApprovalDecisionDialog } from './approval-decision-dialog';
import { APPROVALS_KEY } from './approvals-keys';
import '../../i18n/parts/approvals';

const ACTION_ORDER: readonly ApprovalAction[] = ['approve', 'requestChanges', 'reject', 'cancel'];

/** One request beside the log: summary, metadata, steps, timeline and the caller's actions. */
export function ApprovalDetailDrawer({ approvalKey, onClose }: { approvalKey: string; onClose: () => void }) {
  const { t } = useTranslation();
  const phone = useViewport() === 'mobile';
  const [acting, setActing] = useState<ApprovalAllowedAction | null>(null);
  const detail = useQuery({
    queryKey: [APPROVALS_KEY, 'detail', approvalKey],
    queryFn: () => call(APPROVAL_ENDPOINTS.detail, { params: { approvalKey } }),
  });
  const a = detail.data;
  return (
    <Drawer
      anchor="right"
      open
      onClose={onClose}
      // Above the shell's header (which sits over the navigation drawer), below the dialogs.
      sx={{ zIndex: (theme) => theme.zIndex.drawer + 2 }}
      slotProps={{
        paper: { sx: { width: phone ? '100%' : 560, p: 2 }, 'aria-label': approvalKey } as object,
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 2 }}>
        <Typography variant="h2" sx={{ flexGrow: 1 }}>
          {t('approvals.detail.heading', { key: approvalKey })}
        </Typography>
        <IconButton aria-label={t('approvals.detail.close')} onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </Box>
      {detail.isPending && <CircularProgress aria-label={t('approvals.detail.loading')} />}
      {detail.isError && <Alert severity="error">{t('approvals.detail.failed')}</Alert>}
      {a && (
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
            <StatusChip statuses={APPROVAL_STATUSES} value={a.status} />
            <Typography variant="body2">{a.summary}</Typography>
          </Box>
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            {ACTION_ORDER.flatMap((x) => a.allowedActions.filter((action) => action.action === x)).map(
              (action) => (
                <Button
                  key={action.action}
                  variant={action.action === 'approve' ? 'contained' : 'outlined'}
                  color={action.action === 'reject' || action.action === 'cancel' ? 'error' : 'primary'}
                  onClick={() => setActing(action)}
                >
                  {t(`approvals.actions.${action.action}.button`)}
                </Button>
              ),
            )}
          </Box>
          <FactGrid>
            <Fact label={t('approvals.fields.entityType')}>{a.entityType}</Fact>
            <Fact label={t('approvals.fields.entityId')}>{a.entityId}</Fact>
            <Fact label={t('approvals.fields.businessValue')}>
              <Amount value={a.businessValue} coloured={false} />
            </Fact>
            <Fact label={t('approvals.fields.requestedBy')}>{a.requestedBy.name}</Fact>
            <Fact label={t('approvals.fields.createdAt')}>
              <DateText value={a.createdAt} />
            </Fact>
            <Fact label={t('approvals.fields.currentStep')}>{a.currentStep ?? '—'}</Fact>
            <Fact label={t('approvals.fields.enhancerType')}>{a.enhancerType ?? '—'}</Fact>
            <Fact label={t('approvals.fields.comment')}>{a.comment ?? '—'}</Fact>
          </FactGrid>
          <Typography variant="h3">{t('approvals.detail.metaData')}</Typography>
          <FactGrid>
            {a.metaData.map((m) => (
              <Fact key={m.label} label={m.label}>
                {m.value}
              </Fact>
            ))}
          </FactGrid>
          <Typography variant="h3">{t('approvals.detail.steps')}</Typography>
          <Box component="ol" sx={{ m: 0, pl: 3 }}>
            {a.steps.map((s) => (
              <Box component="li" key={s.position} sx={{ mb: 1 }}>
                <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                  <Typography variant="body2" sx={{ fontWeight: 600 }}>
                    {s.label}
                  </Typography>
                  <StatusChip statuses={APPROVAL_ITEM_STATUSES} value={s.status} />
                  <Typography variant="caption" color="text.secondary">
                    {t('approvals.detail.approvals', { count: s.approvals, required: s.requiredApprovals })}
                  </Typography>
                </Box>
              </Box>
            ))}
          </Box>
          <Typography variant="h3">{t('approvals.detail.timeline')}</Typography>
          <Timeline
            items={a.timeline.map((e, i) => ({
              id: String(i),
              step: e.step,
              title: e.title,
              at: e.at,
              description: [e.by, e.comment].filter(Boolean).join(' — ') || undefined,
            }))}
          />
        </Box>
      )}
      {acting && (
        <ApprovalDecisionDialog approvalKey={approvalKey} action={acting} onClose={() => setActing(null)} />
      )}
    </Drawer>
  );
}
