import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import type { ChangeEvent, FocusEvent, InputHTMLAttributes, ReactNode, Ref } from 'react';
import { useId } from 'react';

export interface BasicTextFieldProps {
  label: ReactNode;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  onBlur?: (event: FocusEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  inputRef?: Ref<HTMLInputElement | HTMLTextAreaElement>;
  name?: string;
  type?: string;
  required?: boolean;
  disabled?: boolean;
  autoFocus?: boolean;
  autoComplete?: string;
  placeholder?: string;
  error?: boolean;
  helperText?: ReactNode;
  multiline?: boolean;
  minRows?: number;
  maxRows?: number;
  startAdornment?: ReactNode;
  endAdornment?: ReactNode;
  htmlInput?: InputHTMLAttributes<HTMLInputElement> & Record<`data-${string}`, string>;
}

/**
 * An outlined text input, looking exactly like MUI's TextField. TextField also carries Select and
 * with it Menu, Popover and Modal; form fields built on this one leave those out of pages that
 * have no dropdown, the sign-in page above all.
 */
export function BasicTextField({
  label,
  value,
  onChange,
  onBlur,
  inputRef,
  name,
  type = 'text',
  required,
  disabled,
  autoFocus,
  autoComplete,
  placeholder,
  error,
  helperText,
  multiline,
  minRows,
  maxRows,
  startAdornment,
  endAdornment,
  htmlInput,
}: BasicTextFieldProps) {
  const id = useId();
  const helperId = `${id}-helper`;
  return (
    <FormControl
      variant="outlined"
      size="small"
      fullWidth
      required={required}
      disabled={disabled}
      error={error}
    >
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput
        id={id}
        name={name}
        type={type}
        label={label}
        value={value}
        onChange={onChange}
        onBlur={onBlur}
        inputRef={inputRef}
        autoFocus={autoFocus}
        autoComplete={autoComplete}
        placeholder={placeholder}
        multiline={multiline}
        minRows={minRows}
        maxRows={maxRows}
        startAdornment={startAdornment}
        endAdornment={endAdornment}
        inputProps={{ ...htmlInput, 'aria-describedby': helperText ? helperId : undefined }}
      />
      {helperText && <FormHelperText id={helperId}>{helperText}</FormHelperText>}
    </FormControl>
  );
}
