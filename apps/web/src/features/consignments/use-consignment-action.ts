import { callAllowedAction } from '../../lib/allowed-actions';
import type { ConsignmentAllowedAction, ConsignmentActionResult, ConsignmentDetail } from '@dom/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useActionMutation } from '../../components/action-dialog/use-action-mutation';
import { useNotify } from '../../components/notifications/notifications-context';
import { CONSIGNMENTS_KEY } from './consignments-support';
import { consignmentStatusText } from './consignment-status';
import '../../i18n/parts/consignments';

export interface ActionDialogProps {
  consignment: ConsignmentDetail;
  action: ConsignmentAllowedAction;
  onClose: () => void;
}

/** The JSON body of an action's call. */
export type ActionBody = Record<string, unknown>;

export interface ConsignmentActionOptions {
  /** Called with a refusal and the body refused, e.g. to put field messages under their fields. */
  onError?: (error: unknown, body: ActionBody) => void;
}

/** A split answers the key of the consignment it made. */
function newConsignmentKeyOf(result: ConsignmentActionResult): string | null {
  const key = (result as { newConsignmentKey?: unknown }).newConsignmentKey;
  return typeof key === 'string' ? key : null;
}

/**
 * Sends one allowed action to the catalogue endpoint the server named, with the attempt's Idempotency-Key
 * (`useActionMutation`: kept for a retry, new after a refusal); on success the consignment is read again and the new
 * state announced.
 */
export function useConsignmentAction(
  { action, onClose }: ActionDialogProps,
  { onError }: ConsignmentActionOptions = {},
) {
  const { t } = useTranslation();
  const notify = useNotify();
  const queryClient = useQueryClient();
  return useActionMutation({
    mutationFn: (body: ActionBody, idempotencyKey): Promise<ConsignmentActionResult> =>
      callAllowedAction<ConsignmentActionResult>(action, body, { idempotencyKey }),
    onError: (error, body) => onError?.(error, body),
    onSuccess: (result) => {
      void queryClient.invalidateQueries({ queryKey: [CONSIGNMENTS_KEY] });
      const created = newConsignmentKeyOf(result);
      notify.success(
        created
          ? t('consignments.actions.splitDone', { key: created })
          : result.failureReason
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
