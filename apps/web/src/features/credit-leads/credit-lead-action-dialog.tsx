import TextField from '@mui/material/TextField';
import type { CreditLeadDetail } from '@dom/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionDialog } from '../../components/action-dialog/action-dialog';
import { useActionMutation } from '../../components/action-dialog/use-action-mutation';
import { useNotify } from '../../components/notifications/notifications-context';
import { CREDIT_LEADS_KEY, archiveLead, enrichLead, runAllChecks, submitLead } from './credit-leads-api';
import '../../i18n/parts/credit-leads';

export type LeadAction = 'runChecks' | 'submit' | 'requestEnrichment' | 'enrich' | 'archive';

function send(action: LeadAction, leadKey: string, comment: string, key: string): Promise<CreditLeadDetail> {
  if (action === 'runChecks') return runAllChecks(leadKey, key);
  if (action === 'submit') return submitLead(leadKey, comment, key);
  if (action === 'requestEnrichment') return enrichLead(leadKey, 'REQUEST', comment, key);
  if (action === 'enrich') return enrichLead(leadKey, 'DONE', comment, key);
  return archiveLead(leadKey, comment, key);
}

/** One of the lead's actions (the server named it in allowedActions), with an optional comment. */
export function CreditLeadActionDialog({
  lead,
  action,
  onClose,
}: {
  lead: CreditLeadDetail;
  action: LeadAction;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const notify = useNotify();
  const client = useQueryClient();
  const [comment, setComment] = useState('');
  const mutation = useActionMutation({
    mutationFn: (text: string, key) => send(action, lead.leadKey, text, key),
    onSuccess: async () => {
      notify.success(t(`creditLeads.actions.${action}.done`));
      await client.invalidateQueries({ queryKey: [CREDIT_LEADS_KEY] });
      onClose();
    },
  });
  const title = `${t(`creditLeads.actions.${action}.label`)} ${lead.leadKey}`;
  return (
    <ActionDialog
      title={title}
      question={t(`creditLeads.actions.${action}.question`)}
      submitLabel={t(`creditLeads.actions.${action}.label`)}
      danger={action === 'archive'}
      busy={mutation.isPending}
      error={mutation.error}
      errorFallback={t('creditLeads.actionFailed')}
      onClose={onClose}
      onSubmit={(event) => {
        event.preventDefault();
        mutation.mutate(comment);
      }}
    >
      {action !== 'runChecks' && (
        <TextField
          label={t('creditLeads.comment')}
          value={comment}
          onChange={(e) => setComment(e.target.value)}
          multiline
          minRows={2}
          fullWidth
          slotProps={{ htmlInput: { maxLength: 500 } }}
        />
      )}
    </ActionDialog>
  );
}
