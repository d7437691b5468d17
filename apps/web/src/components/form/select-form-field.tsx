import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { useFormField } from './use-form-field';
import type { FilterOption } from '../filter-bar/filter-types';

/** A single choice from a short list of fixed options, with the form fields' error rules. */
export function SelectFormField<T extends FieldValues>({
  control,
  name,
  label,
  options,
  required = false,
  disabled,
  fullWidth = true,
}: {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  options: readonly FilterOption[];
  required?: boolean;
  disabled?: boolean;
  /** Full width by default; `false` keeps the field as wide as its label. */
  fullWidth?: boolean;
}) {
  const { field, errorText } = useFormField({ control, name });
  return (
    <TextField
      select
      label={label}
      required={required}
      disabled={disabled}
      value={typeof field.value === 'string' ? field.value : ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      name={field.name}
      error={errorText !== undefined}
      helperText={errorText}
      fullWidth={fullWidth}
    >
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
