import { RUPEE_SYMBOL } from '@dom/domain';
import InputAdornment from '@mui/material/InputAdornment';
import { useLayoutEffect, useRef } from 'react';
import type { FieldPath, FieldValues, UseControllerProps } from 'react-hook-form';
import { useFormField } from './use-form-field';
import { BasicTextField } from './basic-text-field';
import {
  caretAfterGrouping,
  countSignificant,
  groupDecimalText,
  isAcceptableDecimalText,
  ungroup,
} from './decimal-input';

/** Rupees carry paise: two decimals at most. */
const RUPEE_DECIMALS = 2;

export type PriceFormFieldProps<T extends FieldValues, N extends FieldPath<T>> = UseControllerProps<T, N> & {
  label: string;
  placeholder?: string;
  disabled?: boolean;
  autoFocus?: boolean;
  required?: boolean;
  helperText?: string;
};

/**
 * Rupees with a ₹ prefix and lakh grouping as you type ("1,23,456.78"). The form value is the
 * plain text ("123456.78"); read it into paise with the domain's `parseRupees`.
 */
export function PriceFormField<T extends FieldValues, N extends FieldPath<T>>({
  name,
  control,
  rules,
  defaultValue,
  shouldUnregister,
  required,
  helperText,
  ...inputProps
}: PriceFormFieldProps<T, N>) {
  const { field, errorText } = useFormField({ name, control, rules, defaultValue, shouldUnregister });
  const input = useRef<HTMLInputElement | null>(null);
  const caret = useRef<number | null>(null);
  const raw: unknown = field.value;
  const plain = typeof raw === 'string' ? raw : '';
  const display = groupDecimalText(plain);

  useLayoutEffect(() => {
    if (caret.current === null || !input.current) return;
    const position = caretAfterGrouping(display, caret.current);
    input.current.setSelectionRange(position, position);
    caret.current = null;
  }, [display]);

  return (
    <BasicTextField
      {...inputProps}
      name={field.name}
      value={display}
      onChange={(event) => {
        const typed = event.target.value;
        const next = ungroup(typed).trim();
        if (!isAcceptableDecimalText(next, RUPEE_DECIMALS)) return;
        caret.current = countSignificant(typed.slice(0, event.target.selectionStart ?? typed.length));
        field.onChange(next);
      }}
      onBlur={field.onBlur}
      inputRef={(element: HTMLInputElement | null) => {
        input.current = element;
        field.ref(element);
      }}
      required={required}
      error={errorText !== undefined}
      helperText={errorText ?? helperText}
      autoComplete="off"
      htmlInput={{ inputMode: 'decimal' }}
      startAdornment={<InputAdornment position="start">{RUPEE_SYMBOL}</InputAdornment>}
    />
  );
}
