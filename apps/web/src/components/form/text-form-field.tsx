import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { type FieldPath, type FieldValues, type UseControllerProps, useController } from 'react-hook-form';
import { useMessageText } from '../../i18n/message-text';
import { shownError } from './field-error';
import { HelperRow } from './helper-row';

export type TextFormFieldProps<T extends FieldValues, N extends FieldPath<T>> = UseControllerProps<T, N> &
  Pick<TextFieldProps, 'label' | 'placeholder' | 'type' | 'autoComplete' | 'multiline' | 'minRows' | 'maxRows' | 'disabled' | 'autoFocus' | 'slotProps'> & {
    required?: boolean;
    helperText?: string;
    /** Shows "used/max" under the field and stops typing at the limit. */
    maxLength?: number;
  };

export function TextFormField<T extends FieldValues, N extends FieldPath<T>>({
  name,
  control,
  rules,
  defaultValue,
  shouldUnregister,
  required,
  helperText,
  maxLength,
  slotProps,
  ...textFieldProps
}: TextFormFieldProps<T, N>) {
  const { field, fieldState, formState } = useController({ name, control, rules, defaultValue, shouldUnregister });
  const messageText = useMessageText();
  const error = shownError(fieldState, formState.isSubmitted);
  const value = typeof field.value === 'string' ? field.value : '';
  const count = maxLength === undefined ? null : `${value.length}/${maxLength}`;
  return (
    <TextField
      {...textFieldProps}
      name={field.name}
      value={value}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      required={required}
      error={error !== undefined}
      helperText={<HelperRow text={error !== undefined ? messageText(error) : helperText} count={count} />}
      slotProps={{ ...slotProps, htmlInput: { maxLength, ...(slotProps?.htmlInput as object | undefined) } }}
    />
  );
}
