import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { InvoiceDetail } from '@dom/contract';
import {
  INVOICE_REVISION_STATUSES,
  INVOICE_REVISION_TRANSITIONS,
  type InvoiceRevisionAction,
  type InvoiceRevisionStatus,
} from '@dom/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../app/session/session-context';
import { Amount } from '../../components/amount/amount';
import { DateText } from '../../components/date-text/date-text';
import { StatusChip } from '../../components/status-chip/status-chip';
import { SimpleTable } from '../../components/simple-table/simple-table';
import {
  CreditDebitNoteDialog,
  DANGEROUS,
  RevisionDecisionDialog,
  type RevisionDecisionAction,
  RevisionModifyDialog,
} from './revision-dialogs';
import { RetryCorrectionDialog } from './retry-correction-dialog';
import { RevisionRequestDialog } from './revision-request-dialog';
import { VoidIrnDialog } from './void-irn-dialog';
import '../../i18n/parts/credit';

// The moves a person makes from the revision table, in the order the buttons show; the system's
// own moves (markCorrected, failCorrection) never show.
const DECISIONS: readonly RevisionDecisionAction[] = [
  'startReview',
  'approve',
  'reject',
  'cancel',
  'requestCancelled',
];
type Summary = InvoiceDetail['revisions'][number];
// An invoice that is void or not yet posted has nothing to correct.
const REVISABLE = new Set(['OPEN', 'DELAYED', 'OVERDUE', 'PAID', 'SETTLED', 'PENDING']);

type Open =
  | { kind: 'request' }
  | { kind: 'decide'; revision: Summary; action: RevisionDecisionAction }
  | { kind: 'modify'; revision: Summary }
  | { kind: 'retry'; revision: Summary }
  | { kind: 'note'; requestId: string }
  | { kind: 'voidIrn'; requestId: string };

/** The invoice's revision requests with the moves the domain table allows this user, and its notes. */
export function InvoiceRevisions({ invoice, canAct }: { invoice: InvoiceDetail; canAct: boolean }) {
  const { t } = useTranslation();
  const { user, hasPermission } = useSession();
  const permissions = user?.permissions ?? [];
  const [open, setOpen] = useState<Open | null>(null);
  const movesOf = (status: InvoiceRevisionStatus): InvoiceRevisionAction[] =>
    canAct ? INVOICE_REVISION_TRANSITIONS.nextActions(status, permissions).map((m) => m.action) : [];
  // A correction the portal has not answered (an outage) is sent again by whoever may make it.
  const canRetry = (r: Summary) =>
    canAct &&
    r.pendingCorrection !== null &&
    hasPermission(
      r.pendingCorrection.kind === 'IRN_VOID' ? 'Allow_Void_Irn_Request' : 'Allow_Credit_Debit_Note',
    );
  const canRequest = canAct && hasPermission('Allow_Invoice_Correction') && REVISABLE.has(invoice.status);

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="h2">{t('credit.revision.title')}</Typography>
        <Box sx={{ flexGrow: 1 }} />
        {canRequest && (
          <Button variant="outlined" onClick={() => setOpen({ kind: 'request' })}>
            {t('credit.revision.request')}
          </Button>
        )}
      </Box>
      <SimpleTable
        label={t('credit.revision.title')}
        emptyText={t('credit.revision.none')}
        headers={[
          { text: t('credit.revision.requestId') },
          { text: t('credit.revision.status') },
          { text: t('credit.revision.reasonCode') },
          { text: t('credit.revision.createdAt') },
          { text: t('credit.revision.actionsLabel') },
        ]}
        rows={invoice.revisions.map((r) => {
          const moves = movesOf(r.status);
          return {
            id: r.requestId,
            cells: [
              r.requestId,
              <StatusChip key="s" statuses={INVOICE_REVISION_STATUSES} value={r.status} />,
              r.reasonCode,
              <DateText key="d" value={r.createdAt} withTime />,
              <Box key="a" sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
                {moves.includes('modify') && (
                  <Button size="small" onClick={() => setOpen({ kind: 'modify', revision: r })}>
                    {t('credit.revision.actions.modify')}
                  </Button>
                )}
                {DECISIONS.filter((a) => moves.includes(a)).map((action) => (
                  <Button
                    key={action}
                    size="small"
                    color={DANGEROUS.includes(action) ? 'error' : 'primary'}
                    onClick={() => setOpen({ kind: 'decide', revision: r, action })}
                  >
                    {t(`credit.revision.actions.${action}`)}
                  </Button>
                ))}
                {canRetry(r) && (
                  <Button
                    size="small"
                    variant="outlined"
                    onClick={() => setOpen({ kind: 'retry', revision: r })}
                  >
                    {t('credit.revision.actions.retry')}
                  </Button>
                )}
                {moves.includes('requestIrnVoid') && invoice.irn && (
                  <Button
                    size="small"
                    color="error"
                    onClick={() => setOpen({ kind: 'voidIrn', requestId: r.requestId })}
                  >
                    {t('credit.voidIrn.open')}
                  </Button>
                )}
                {moves.includes('requestCreditDebitNote') && (
                  <Button size="small" onClick={() => setOpen({ kind: 'note', requestId: r.requestId })}>
                    {t('credit.note.open')}
                  </Button>
                )}
              </Box>,
            ],
          };
        })}
      />
      {invoice.notes.length > 0 && (
        <>
          <Typography variant="h2" sx={{ mt: 1 }}>
            {t('credit.note.listTitle')}
          </Typography>
          <SimpleTable
            label={t('credit.note.listTitle')}
            headers={[
              { text: t('credit.note.number') },
              { text: t('credit.note.type') },
              { text: t('credit.note.date') },
              { text: t('credit.note.amount'), align: 'right' },
            ]}
            rows={invoice.notes.map((n) => ({
              id: n.id,
              cells: [
                n.noteNumber,
                t(`credit.note.types.${n.noteType}`),
                <DateText key="d" value={n.noteDate} />,
                <Amount key="a" value={n.amountPaise} coloured={false} />,
              ],
            }))}
          />
        </>
      )}
      {open?.kind === 'request' && <RevisionRequestDialog invoice={invoice} onClose={() => setOpen(null)} />}
      {open?.kind === 'decide' && (
        <RevisionDecisionDialog revision={open.revision} action={open.action} onClose={() => setOpen(null)} />
      )}
      {open?.kind === 'modify' && (
        <RevisionModifyDialog revision={open.revision} onClose={() => setOpen(null)} />
      )}
      {open?.kind === 'retry' && open.revision.pendingCorrection && (
        <RetryCorrectionDialog
          requestId={open.revision.requestId}
          pending={open.revision.pendingCorrection}
          onClose={() => setOpen(null)}
        />
      )}
      {open?.kind === 'voidIrn' && <VoidIrnDialog requestId={open.requestId} onClose={() => setOpen(null)} />}
      {open?.kind === 'note' && (
        <CreditDebitNoteDialog revision={{ requestId: open.requestId }} onClose={() => setOpen(null)} />
      )}
    </Box>
  );
}
