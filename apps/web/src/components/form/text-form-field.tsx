import type { ReactNode } from 'react';
import type { FieldPath, FieldValues, UseControllerProps } from 'react-hook-form';
import { useFormField } from './use-form-field';
import { BasicTextField } from './basic-text-field';
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
  const { field, errorText } = useFormField({ name, control, rules, defaultValue, shouldUnregister });
  const value = typeof field.value === 'string' ? field.value : '';
  const count = maxLength === undefined ? null : `${value.length}/${maxLength}`;
  const helper = errorText ?? helperText;
  return (
    <BasicTextField
      {...inputProps}
      name={field.name}
      value={value}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={errorText !== undefined}
      helperText={helper || count ? <HelperRow text={helper} count={count} /> : undefined}
      htmlInput={{ maxLength }}
    />
  );
}
