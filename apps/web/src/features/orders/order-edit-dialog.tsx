import Alert from '@mui/material/Alert';
import type { OrderDetail } from '@dom/contract';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEventHandler, type ReactNode, useRef, useState } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ActionDialog } from '../../components/action-dialog/action-dialog';
import { useActionMutation } from '../../components/action-dialog/use-action-mutation';
import { useNotify } from '../../components/notifications/notifications-context';
import { ApiError } from '../../lib/api-error';
import { serverFieldErrors } from '../../components/form/server-errors';
import { type OrderEditStep, postOrderEdit } from './order-edit-support';
import { ORDERS_KEY } from './orders-support';

/** `lines[0].orderedQuantity` (the service) and `lines.0.orderedQuantity` (the schema) alike. */
const dotted = (field: string) => field.replace(/\[(\d+)\]/g, '.$1');

/**
 * Sends a dialog's edit calls one after the other, each with the version the previous one answered
 * (the first with the detail's, so a stale edit gets the server's 409), under one idempotency key
 * per attempt and call. Server field errors go under the form's fields (`fieldOf` maps them); the
 * rest is shown in the dialog. On success: a toast, the detail refetched, the dialog closed.
 */
export function useOrderEdit<T extends FieldValues>({
  order,
  onClose,
  setError,
  fieldOf,
}: {
  order: OrderDetail;
  onClose: () => void;
  setError: UseFormSetError<T>;
  fieldOf: (step: OrderEditStep, field: string) => Path<T> | undefined;
}) {
  const { t } = useTranslation();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [nothingChanged, setNothingChanged] = useState(false);
  const [fieldsTookError, setFieldsTookError] = useState(false);
  const progressRef = useRef<{ done: number; failed: OrderEditStep | undefined }>({
    done: 0,
    failed: undefined,
  });
  const refetch = () => queryClient.invalidateQueries({ queryKey: [ORDERS_KEY] });

  // One key per attempt (`-0`, `-1`… per step): a lost answer keeps it, so a retry cannot apply a
  // step twice; a refusal gets a new one, so the corrected steps are new requests.
  const edit = useActionMutation({
    mutationFn: async (steps: OrderEditStep[], attemptKey) => {
      let version = order.version;
      const progress = { done: 0, failed: undefined as OrderEditStep | undefined };
      progressRef.current = progress;
      for (const [i, step] of steps.entries()) {
        progress.failed = step;
        version = (await postOrderEdit(step, order.orderKey, version, `${attemptKey}-${i}`)).version;
        progress.done += 1;
      }
      progress.failed = undefined;
    },
    onSuccess: () => {
      void refetch();
      notify.success(t('orders.edit.done'));
      onClose();
    },
    onError: (error) => {
      const answered = error instanceof ApiError && error.status > 0;
      // Calls that went through (or a 409 about a newer version) change what the detail shows.
      const progress = progressRef.current;
      if (progress.done > 0 || (answered && error.status === 409)) void refetch();
      const failed = progress.failed;
      const found = serverFieldErrors(error);
      let placed = 0;
      for (const problem of found) {
        const name = failed ? fieldOf(failed, dotted(problem.field)) : undefined;
        if (!name) continue;
        setError(name, { type: 'server', message: problem.message }, { shouldFocus: placed === 0 });
        placed += 1;
      }
      setFieldsTookError(found.length > 0 && placed === found.length);
    },
  });

  const submit = (steps: OrderEditStep[]) => {
    setNothingChanged(steps.length === 0);
    if (steps.length > 0) edit.mutate(steps);
  };
  return {
    submit,
    pending: edit.isPending,
    error: fieldsTookError ? null : edit.error,
    nothingChanged,
  };
}

/** The frame every edit dialog shares: title, form, the refusal and Save / Cancel. */
export function OrderEditDialog({
  title,
  onClose,
  onSubmit,
  pending,
  error,
  nothingChanged,
  wide = false,
  children,
}: {
  title: string;
  onClose: () => void;
  onSubmit: FormEventHandler<HTMLFormElement>;
  pending: boolean;
  error: unknown;
  nothingChanged: boolean;
  wide?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <ActionDialog
      title={title}
      submitLabel={t('orders.edit.save')}
      closeLabel={t('common.cancel')}
      busy={pending}
      error={error}
      errorFallback={t('orders.edit.failed')}
      onSubmit={onSubmit}
      onClose={onClose}
      wide={wide}
    >
      {children}
      {nothingChanged && <Alert severity="info">{t('orders.edit.nothingChanged')}</Alert>}
    </ActionDialog>
  );
}
