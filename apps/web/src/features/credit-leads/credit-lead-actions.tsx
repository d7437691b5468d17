import type { CreditLeadDetail, LeadAllowedAction } from '@dom/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { AllowedActions } from '../../components/action-dialog/allowed-actions';
import { useNotify } from '../../components/notifications/notifications-context';
import { CREDIT_LEADS_KEY } from './credit-leads-support';
import '../../i18n/parts/credit-leads';

/** What each action's call takes besides the lead: enrichment's two steps share one call. */
function bodyOf(lead: CreditLeadDetail, action: LeadAllowedAction, comment: string | undefined) {
  if (action.action === 'runChecks') return undefined;
  if (action.action === 'requestEnrichment') return { leadKey: lead.leadKey, step: 'REQUEST', comment };
  if (action.action === 'enrich') return { leadKey: lead.leadKey, step: 'DONE', comment };
  return { leadKey: lead.leadKey, comment };
}

/** The lead's actions the server allows, each with its question and an optional comment. */
export function CreditLeadActions({ lead }: { lead: CreditLeadDetail }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const client = useQueryClient();
  const label = (a: LeadAllowedAction) => t(`creditLeads.actions.${a.action}.label`);
  return (
    <AllowedActions
      actions={lead.allowedActions}
      label={label}
      title={(a) => `${label(a)} ${lead.leadKey}`}
      question={(a) => t(`creditLeads.actions.${a.action}.question`)}
      danger={(a) => a.action === 'archive'}
      variant={(a) => (a.action === 'submit' ? 'contained' : 'outlined')}
      commentLabel={t('creditLeads.comment')}
      commentFor={(a) => a.action !== 'runChecks'}
      commentMaxLength={500}
      body={(a, comment) => bodyOf(lead, a, comment)}
      errorFallback={t('creditLeads.actionFailed')}
      onDone={(a) => {
        notify.success(t(`creditLeads.actions.${a.action}.done`));
        void client.invalidateQueries({ queryKey: [CREDIT_LEADS_KEY] });
      }}
    />
  );
}
