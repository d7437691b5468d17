import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';
import { shownError } from '../../components/form/field-error';
import { useMessageText } from '../../i18n/message-text';

/** A single choice from a short list, with the form's error rules. */
export function SelectFormField<T extends FieldValues>({
  control,
  name,
  label,
  options,
  required = false,
}: {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  options: readonly { value: string; label: string }[];
  required?: boolean;
}) {
  const messageText = useMessageText();
  const { field, fieldState, formState } = useController({ control, name });
  const error = shownError(fieldState, formState.isSubmitted);
  return (
    <TextField
      select
      label={label}
      required={required}
      value={field.value ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      name={field.name}
      error={Boolean(error)}
      helperText={error ? messageText(error) : undefined}
      fullWidth
    >
      {options.map((o) => (
        <MenuItem key={o.value} value={o.value}>
          {o.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
