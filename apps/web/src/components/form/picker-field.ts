import type { FieldPath, FieldValues, UseControllerProps } from 'react-hook-form';
import { useFormField } from './use-form-field';

/**
 * What the date and date-time pickers share: the form's controller and the props of their text
 * field (name, required, blur, the error to show or else the hint).
 */
export function usePickerField<T extends FieldValues, N extends FieldPath<T>>({
  required,
  helperText,
  ...controller
}: UseControllerProps<T, N> & { required?: boolean; helperText?: string }) {
  const { field, errorText } = useFormField(controller);
  return {
    field,
    textField: {
      name: field.name,
      required,
      onBlur: field.onBlur,
      error: errorText !== undefined,
      helperText: errorText ?? helperText,
      fullWidth: true,
      size: 'small' as const,
    },
  };
}
