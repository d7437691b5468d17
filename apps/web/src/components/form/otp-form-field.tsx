import type { FieldPath, FieldValues, UseControllerProps } from 'react-hook-form';
import { useFormField } from './use-form-field';
import { OtpInput } from './otp-input';

export type OtpFormFieldProps<T extends FieldValues, N extends FieldPath<T>> = UseControllerProps<T, N> & {
  label: string;
  length?: number;
  required?: boolean;
  disabled?: boolean;
  autoFocus?: boolean;
};

export function OtpFormField<T extends FieldValues, N extends FieldPath<T>>({
  name,
  control,
  rules,
  defaultValue,
  shouldUnregister,
  ...inputProps
}: OtpFormFieldProps<T, N>) {
  const { field, errorText } = useFormField({ name, control, rules, defaultValue, shouldUnregister });
  const raw: unknown = field.value;
  return (
    <OtpInput
      {...inputProps}
      value={typeof raw === 'string' ? raw : ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      error={errorText}
    />
  );
}
