import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';
import type { FilterOption } from '../filter-bar/filter-types';
import { useMessageText } from '../../i18n/message-text';
import { shownError } from './field-error';

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
  const messageText = useMessageText();
  const { field, fieldState, formState } = useController({ control, name });
  const error = shownError(fieldState, formState.isSubmitted);
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
      error={error !== undefined}
      helperText={error !== undefined ? messageText(error) : undefined}
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
