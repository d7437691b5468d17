import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorToast } from '../../lib/use-error-toast';
import { applyServerErrors } from '../form/server-errors';
import { useNotify } from '../notifications/notifications-context';
import { useActionMutation } from './use-action-mutation';

/**
 * The save and delete of a record edited in an `ActionDialog` (an admin's report, resource,
 * permission group…): each call with its Idempotency-Key, the list's query refreshed, a toast
 * `<messages>.saved` / `.deleted` with the record's `{{name}}`, the dialog closed; a refusal's field
 * messages under the form's fields (a 409 under `conflictField`), any other error a toast
 * `<messages>.saveFailed` / `.deleteFailed`. `asking` drives the delete's ConfirmDialog.
 */
export function useRecordEditor<TForm, TSaved extends { name: string }, F extends string>(options: {
  messages: string;
  listKey: string;
  save: (values: TForm, idempotencyKey: string) => Promise<TSaved>;
  remove?: (idempotencyKey: string) => Promise<unknown>;
  name: string;
  fields: readonly F[];
  setError: (field: F, error: { message: string }) => void;
  conflictField: F;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const notify = useNotify();
  const showError = useErrorToast();
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState(false);
  const { messages, onClose } = options;
  const refresh = () => void queryClient.invalidateQueries({ queryKey: [options.listKey] });

  const save = useActionMutation({
    mutationFn: options.save,
    onSuccess: (saved) => {
      refresh();
      notify.success(t(`${messages}.saved`, { name: saved.name }));
      onClose();
    },
    onError: (error) => {
      if (!applyServerErrors(error, options.fields, options.setError, options.conflictField))
        showError(error, t(`${messages}.saveFailed`));
    },
  });
  const remove = useActionMutation({
    mutationFn: (_: void, idempotencyKey) =>
      options.remove ? options.remove(idempotencyKey) : Promise.reject(new Error('no delete')),
    onSuccess: () => {
      refresh();
      notify.success(t(`${messages}.deleted`, { name: options.name }));
      onClose();
    },
    onError: (error) => {
      setAsking(false);
      showError(error, t(`${messages}.deleteFailed`));
    },
  });
  return { save, remove, busy: save.isPending || remove.isPending, asking, setAsking };
}
