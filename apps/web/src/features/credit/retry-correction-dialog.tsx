import { CREDIT_ENDPOINTS } from '@dom/contract';
import { call } from '../../lib/api-client';
import type { PendingCorrection } from '@dom/contract';
import { formatRupees, paiseFromWire } from '@dom/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useActionMutation } from '../../components/action-dialog/use-action-mutation';
import { ConfirmDialog } from '../../components/confirm-dialog/confirm-dialog';
import { useNotify } from '../../components/notifications/notifications-context';
import { ErrorAlert } from '../../components/action-dialog/error-alert';
import { CREDIT_KEY } from './credit-support';
import '../../i18n/parts/credit';

/**
 * Sends again a correction the e-invoice portal did not answer (an outage): the same void or the
 * same note, already confirmed once, so the portal answers the document it may have registered.
 */
export function RetryCorrectionDialog({
  requestId,
  pending,
  onClose,
}: {
  requestId: string;
  pending: PendingCorrection;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const retry = useActionMutation({
    mutationFn: (_: void, idempotencyKey) =>
      pending.kind === 'IRN_VOID'
        ? call(
            CREDIT_ENDPOINTS.voidIrn,
            {
              body: {
                requestId,
                cancelReasonCode: pending.cancelReasonCode ?? 4,
                remark: pending.remark ?? '',
              },
            },
            { idempotencyKey },
          )
        : call(
            CREDIT_ENDPOINTS.creditDebitNote,
            {
              body: {
                requestId,
                noteType: pending.kind === 'CREDIT_NOTE' ? 'CRN' : 'DBN',
                amountPaise: pending.amountPaise ?? '0',
                confirmIrreversible: true,
              },
            },
            { idempotencyKey },
          ),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: [CREDIT_KEY] });
      notify.success(t('credit.revision.done.retry'));
      onClose();
    },
  });
  const what =
    pending.kind === 'IRN_VOID'
      ? t('credit.voidIrn.open')
      : `${t(`credit.note.types.${pending.kind === 'CREDIT_NOTE' ? 'CRN' : 'DBN'}`)} ${formatRupees(
          paiseFromWire(pending.amountPaise ?? '0'),
        )}`;
  return (
    <ConfirmDialog
      open
      title={t('credit.revision.titles.retry', { id: requestId })}
      message={
        <>
          {t('credit.revision.questions.retry', { what })}
          <ErrorAlert error={retry.error} fallback={t('credit.revision.decisionFailed')} />
        </>
      }
      confirmLabel={t('credit.revision.actions.retry')}
      busy={retry.isPending}
      onConfirm={() => retry.mutate()}
      onCancel={onClose}
    />
  );
}
