import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { serverFieldErrors } from '../../components/form/server-errors';
import type { ActionDialogProps as ActionDialogFrameProps } from '../../components/action-dialog/action-dialog';
import { isDangerAction } from './consignment-actions';
import { type ActionBody, type ActionDialogProps, useConsignmentAction } from './use-consignment-action';
import '../../i18n/parts/consignments';

/** The words of an action's dialog: its button label, title and question. */
export function useActionWords(action: string) {
  const { t } = useTranslation();
  return {
    label: t(`consignments.actions.${action}.label`),
    title: t(`consignments.actions.${action}.title`),
    question: t(`consignments.actions.${action}.question`, { defaultValue: '' }) || undefined,
    failed: t('consignments.actions.failed'),
  };
}

/** Where the server's field messages go: the form's `setError` and its name for a server field. */
export interface ServerFieldTarget<T extends FieldValues> {
  setError: UseFormSetError<T>;
  /**
   * The form field of a server field name (`lines.0.quantity`) in answer to the body sent, or
   * none to leave the message in the alert.
   */
  fieldOf: (serverField: string, body: ActionBody) => Path<T> | undefined;
}

/** The service names `lines[0].quantity`, the schema check `lines.0.quantity`: one spelling. */
export function serverFieldPath(field: string): string {
  return field.replace(/\[(\d+)\]/g, '.$1');
}

function placedFields<T extends FieldValues>(
  error: unknown,
  body: ActionBody | undefined,
  target: ServerFieldTarget<T>,
) {
  return serverFieldErrors(error).map((f) => ({
    ...f,
    name: body ? target.fieldOf(serverFieldPath(f.field), body) : undefined,
  }));
}

/**
 * What every consignment action dialog shares: its words, the call, and the frame's props. With a
 * target, the server's field messages show under their fields, and the alert only when some
 * message has no field.
 */
export function useActionDialog<T extends FieldValues>(
  props: ActionDialogProps,
  target?: ServerFieldTarget<T>,
) {
  const words = useActionWords(props.action.action);
  const run = useConsignmentAction(props, {
    onError: target
      ? (error, body) => {
          let first = true;
          for (const f of placedFields(error, body, target)) {
            if (!f.name) continue;
            target.setError(f.name, { type: 'server', message: f.message }, { shouldFocus: first });
            first = false;
          }
        }
      : undefined,
  });
  const placed = target ? placedFields(run.error, run.variables, target) : [];
  const allPlaced = placed.length > 0 && placed.every((f) => f.name !== undefined);
  const shell = {
    title: words.title,
    question: words.question,
    submitLabel: words.label,
    danger: isDangerAction(props.action.action),
    busy: run.isPending,
    error: allPlaced ? null : run.error,
    errorFallback: words.failed,
    onClose: props.onClose,
  } satisfies Omit<ActionDialogFrameProps, 'onSubmit'>;
  return { words, run, shell };
}
