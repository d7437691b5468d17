import { type FieldPath, type FieldValues, type UseControllerProps, useController } from 'react-hook-form';
import { useMessageText } from '../../i18n/message-text';
import { shownError } from './field-error';

/**
 * What every form field shares: the form's controller and the error to show under the field —
 * by the form fields' rules (after the field was left once, or the form submitted) and in the
 * user's language — or `undefined` when there is none to show.
 */
export function useFormField<T extends FieldValues, N extends FieldPath<T>>(props: UseControllerProps<T, N>) {
  const { field, fieldState, formState } = useController(props);
  const messageText = useMessageText();
  const error = shownError(fieldState, formState.isSubmitted);
  return { field, errorText: error !== undefined ? messageText(error) : undefined };
}
