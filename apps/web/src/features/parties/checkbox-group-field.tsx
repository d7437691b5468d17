import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { useFormField } from '../../components/form/use-form-field';

export interface CheckboxGroupFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  options: readonly { value: string; label: string }[];
  required?: boolean;
}

/** A multi-choice field as checkboxes (roles, channels): every choice visible, easy to tap on a phone. */
export function CheckboxGroupField<T extends FieldValues>({
  control,
  name,
  label,
  options,
  required = false,
}: CheckboxGroupFieldProps<T>) {
  const { field, errorText } = useFormField({ control, name });
  const selected: string[] = Array.isArray(field.value) ? (field.value as string[]) : [];
  const toggle = (value: string, on: boolean) =>
    field.onChange(on ? [...selected, value] : selected.filter((v) => v !== value));
  return (
    <FormControl component="fieldset" error={Boolean(errorText)} required={required}>
      <FormLabel component="legend">{label}</FormLabel>
      <FormGroup row>
        {options.map((option) => (
          <FormControlLabel
            key={option.value}
            label={option.label}
            control={
              <Checkbox
                checked={selected.includes(option.value)}
                onChange={(e) => toggle(option.value, e.target.checked)}
                onBlur={field.onBlur}
              />
            }
          />
        ))}
      </FormGroup>
      {errorText && <FormHelperText>{errorText}</FormHelperText>}
    </FormControl>
  );
}
