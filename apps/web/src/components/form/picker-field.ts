import { type FieldPath, type FieldValues, type UseControllerProps, useController } from 'react-hook-form';
import { useMessageText } from '../../i18n/message-text';
import { shownError } from './field-error';

/**
 * What the date and date-time pickers share: the form's controller and the props of their text
 * field (name, required, blur, the error shown by the form fields' rules or else the hint).
 */
export function usePickerField<T extends FieldValues, N extends FieldPath<T>>({
  name,
  control,
  rules,
  defaultValue,
  shouldUnregister,
  required,
  helperText,
}: UseControllerProps<T, N> & { required?: boolean; helperText?: string }) {
  const { field, fieldState, formState } = useController({
    name,
    control,
    rules,
    defaultValue,
    shouldUnregister,
  });
  const messageText = useMessageText();
  const error = shownError(fieldState, formState.isSubmitted);
  return {
    field,
    textField: {
      name: field.name,
      required,
      onBlur: field.onBlur,
      error: error !== undefined,
      helperText: error !== undefined ? messageText(error) : helperText,
      fullWidth: true,
      size: 'small' as const,
    },
  };
}
