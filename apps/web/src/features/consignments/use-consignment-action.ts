import type { AllowedAction, ConsignmentActionResult, ConsignmentDetail } from '@dom/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotify } from '../../components/notifications/notifications-context';
import { ApiError } from '../../lib/api-error';
import { CONSIGNMENTS_KEY, runConsignmentAction } from './consignments-api';
import { consignmentStatusText } from './consignment-status';

export interface ActionDialogProps {
  consignment: ConsignmentDetail;
  action: AllowedAction;
  onClose: () => void;
}

/** The JSON body of an action's call. */
export type ActionBody = Record<string, unknown>;

export interface ConsignmentActionOptions {
  /** Called with a refusal and the body refused, e.g. to put field messages under their fields. */
  onError?: (error: unknown, body: ActionBody) => void;
}

/**
 * The server keeps a refusal (4xx) under its Idempotency-Key, so the corrected form would be
 * refused as "key already used with a different request": a settled refusal changed nothing, and
 * the next try gets a new key. A request still running keeps its key.
 */
export function isSettledRefusal(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    error.status >= 400 &&
    error.status < 500 &&
    error.errorCode !== 'IDEMPOTENCY_KEY_IN_PROGRESS'
  );
}

/** A split answers the key of the consignment it made. */
function newConsignmentKeyOf(result: ConsignmentActionResult): string | null {
  const key = (result as { newConsignmentKey?: unknown }).newConsignmentKey;
  return typeof key === 'string' ? key : null;
}

/**
 * Sends one allowed action to the path the server named, with one Idempotency-Key for the life
 * of the dialog (a new one after a refusal); on success the consignment is read again and the new
 * state announced.
 */
export function useConsignmentAction(
  { consignment, action, onClose }: ActionDialogProps,
  { onError }: ConsignmentActionOptions = {},
) {
  const { t } = useTranslation();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [idempotencyKey, setIdempotencyKey] = useState(() => crypto.randomUUID());
  return useMutation({
    mutationFn: (body: ActionBody): Promise<ConsignmentActionResult> =>
      runConsignmentAction(action.path, consignment.consignmentKey, body, idempotencyKey),
    onError: (error, body) => {
      if (isSettledRefusal(error)) setIdempotencyKey(crypto.randomUUID());
      onError?.(error, body);
    },
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
