import type { AllowedAction, ConsignmentActionResult, ConsignmentDetail } from '@dom/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotify } from '../../components/notifications/notifications-context';
import { CONSIGNMENTS_KEY, runConsignmentAction } from './consignments-api';
import { consignmentStatusText } from './consignment-status';

export interface ActionDialogProps {
  consignment: ConsignmentDetail;
  action: AllowedAction;
  onClose: () => void;
}

/**
 * Sends one allowed action to the path the server named, with one Idempotency-Key for the life
 * of the dialog; on success the consignment is read again and the new state announced.
 */
export function useConsignmentAction({ consignment, action, onClose }: ActionDialogProps) {
  const { t } = useTranslation();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  return useMutation({
    mutationFn: (body: Record<string, unknown>): Promise<ConsignmentActionResult> =>
      runConsignmentAction(action.path, consignment.consignmentKey, body, idempotencyKey),
    onSuccess: (result) => {
      void queryClient.invalidateQueries({ queryKey: [CONSIGNMENTS_KEY] });
      notify.success(
        result.failureReason
          ? t('consignments.actions.doneWithFailure', {
              status: consignmentStatusText(t, result.status),
              reason: result.failureReason,
            })
          : t('consignments.actions.done', { status: consignmentStatusText(t, result.status) }),
      );
      onClose();
    },
  });
}
