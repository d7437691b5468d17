import { type FieldPath, type FieldValues, type UseControllerProps, useController } from 'react-hook-form';
import { useMessageText } from '../../i18n/message-text';
import { shownError } from './field-error';
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
  const { field, fieldState, formState } = useController({
    name,
    control,
    rules,
    defaultValue,
    shouldUnregister,
  });
  const messageText = useMessageText();
  const error = shownError(fieldState, formState.isSubmitted);
  const raw: unknown = field.value;
  return (
    <OtpInput
      {...inputProps}
      value={typeof raw === 'string' ? raw : ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      error={error !== undefined ? messageText(error) : undefined}
    />
  );
}
