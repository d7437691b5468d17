import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { type FieldPath, type FieldValues, type UseControllerProps, useController } from 'react-hook-form';
import type { FilterOption } from '../../components/filter-bar/filter-types';
import { shownError } from '../../components/form/field-error';
import { useMessageText } from '../../i18n/message-text';

/** A dropdown of fixed options on react-hook-form, with the form fields' error rules. */
export function SelectFormField<T extends FieldValues, N extends FieldPath<T>>({
  name,
  control,
  label,
  options,
  required,
  disabled,
}: UseControllerProps<T, N> & {
  label: string;
  options: readonly FilterOption[];
  required?: boolean;
  disabled?: boolean;
}) {
  const messageText = useMessageText();
  const { field, fieldState, formState } = useController({ name, control });
  const error = shownError(fieldState, formState.isSubmitted);
  return (
    <TextField
      select
      name={field.name}
      value={typeof field.value === 'string' ? field.value : ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      label={label}
      required={required}
      disabled={disabled}
      error={error !== undefined}
      helperText={error !== undefined ? messageText(error) : undefined}
    >
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
