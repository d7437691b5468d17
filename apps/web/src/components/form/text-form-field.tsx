import type { ReactNode } from 'react';
import { type FieldPath, type FieldValues, type UseControllerProps, useController } from 'react-hook-form';
import { useMessageText } from '../../i18n/message-text';
import { BasicTextField } from './basic-text-field';
import { shownError } from './field-error';
import { HelperRow } from './helper-row';

export type TextFormFieldProps<T extends FieldValues, N extends FieldPath<T>> = UseControllerProps<T, N> & {
  label: string;
  required?: boolean;
  helperText?: string;
  /** Shows "used/max" under the field and stops typing at the limit. */
  maxLength?: number;
  type?: string;
  autoComplete?: string;
  placeholder?: string;
  autoFocus?: boolean;
  disabled?: boolean;
  multiline?: boolean;
  minRows?: number;
  maxRows?: number;
  startAdornment?: ReactNode;
  endAdornment?: ReactNode;
};

export function TextFormField<T extends FieldValues, N extends FieldPath<T>>({
  name,
  control,
  rules,
  defaultValue,
  shouldUnregister,
  helperText,
  maxLength,
  ...inputProps
}: TextFormFieldProps<T, N>) {
  const { field, fieldState, formState } = useController({
    name,
    control,
    rules,
    defaultValue,
    shouldUnregister,
  });
  const messageText = useMessageText();
  const error = shownError(fieldState, formState.isSubmitted);
  const value = typeof field.value === 'string' ? field.value : '';
  const count = maxLength === undefined ? null : `${value.length}/${maxLength}`;
  const helper = error !== undefined ? messageText(error) : helperText;
  return (
    <BasicTextField
      {...inputProps}
      name={field.name}
      value={value}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={error !== undefined}
      helperText={helper || count ? <HelperRow text={helper} count={count} /> : undefined}
      htmlInput={{ maxLength }}
    />
  );
}
