import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import type { OrderDetail } from '@dom/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEventHandler, type ReactNode, useId, useRef, useState } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNotify } from '../../components/notifications/notifications-context';
import { ApiError } from '../../lib/api-error';
import { serverFieldErrors } from '../identity/server-field-errors';
import { DialogError } from '../../components/action-dialog/dialog-error';
import { type OrderEditStep, postOrderEdit } from './order-edit-api';
import { ORDERS_KEY } from './orders-api';

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
  const [attemptKey, setAttemptKey] = useState(() => crypto.randomUUID());
  const [nothingChanged, setNothingChanged] = useState(false);
  const [fieldsTookError, setFieldsTookError] = useState(false);
  const progressRef = useRef<{ done: number; failed: OrderEditStep | undefined }>({
    done: 0,
    failed: undefined,
  });
  const refetch = () => queryClient.invalidateQueries({ queryKey: [ORDERS_KEY] });

  const edit = useMutation({
    mutationFn: async (steps: OrderEditStep[]) => {
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
      // A lost answer keeps the key, so a retry cannot apply twice; an answered call gets a new one.
      if (answered) setAttemptKey(crypto.randomUUID());
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
  const titleId = useId();
  return (
    <Dialog
      open
      onClose={pending ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth={wide ? 'md' : 'sm'}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <form noValidate onSubmit={onSubmit}>
        <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: 1 }}>
          {children}
          {nothingChanged && <Alert severity="info">{t('orders.edit.nothingChanged')}</Alert>}
          <DialogError error={error} fallback={t('orders.edit.failed')} />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={pending}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={pending}>
            {t('orders.edit.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
