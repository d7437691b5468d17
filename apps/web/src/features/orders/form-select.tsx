import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { FieldPath, FieldValues, UseControllerProps } from 'react-hook-form';
import { useFormField } from '../../components/form/use-form-field';
import type { FilterOption } from '../../components/filter-bar/filter-types';

export type FormSelectProps<T extends FieldValues, N extends FieldPath<T>> = UseControllerProps<T, N> & {
  label: string;
  options: readonly FilterOption[];
  required?: boolean;
  disabled?: boolean;
};

/** A select of a react-hook-form field; the error shows once the field was left or the form sent. */
export function FormSelect<T extends FieldValues, N extends FieldPath<T>>({
  name,
  control,
  label,
  options,
  required,
  disabled,
}: FormSelectProps<T, N>) {
  const { field, errorText } = useFormField({ name, control });
  return (
    <TextField
      select
      fullWidth
      size="small"
      label={label}
      required={required}
      disabled={disabled}
      name={field.name}
      // Until the options arrive a preset value is held back, so the select never shows an unknown one.
      value={
        typeof field.value === 'string' && options.some((o) => o.value === field.value) ? field.value : ''
      }
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={errorText !== undefined}
      helperText={errorText}
    >
      {options.map((o) => (
        <MenuItem key={o.value} value={o.value}>
          {o.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
