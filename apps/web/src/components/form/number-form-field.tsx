import { NUMBER_INPUT_MAX_DECIMALS } from '@dom/domain';
import type { FieldPath, FieldValues, UseControllerProps } from 'react-hook-form';
import { useFormField } from './use-form-field';
import { BasicTextField } from './basic-text-field';
import { isAcceptableDecimalText } from './decimal-input';

export type NumberFormFieldProps<T extends FieldValues, N extends FieldPath<T>> = UseControllerProps<T, N> & {
  label: string;
  placeholder?: string;
  disabled?: boolean;
  autoFocus?: boolean;
  required?: boolean;
  helperText?: string;
  /** Decimals allowed; quantities keep 3 (doc 1 §5). */
  maxDecimals?: number;
  /**
   * What the arrow keys add or take away (1 for the whole pieces of a bag or a box): the input
   * says so (`step`) and, for a whole step, offers the digits-only keypad on a phone.
   */
  step?: number;
};

/** The value after an arrow key: `step` more or less, never below 0, at most `maxDecimals` decimals. */
export function steppedText(text: string, step: number, direction: 1 | -1, maxDecimals: number): string {
  const current = text.trim() === '' ? 0 : Number(text);
  if (!Number.isFinite(current)) return text;
  const next = Math.max(0, current + direction * step);
  return String(Number(next.toFixed(maxDecimals)));
}

/**
 * A non-negative decimal kept as the text typed ("12.125"), so no precision is lost before the
 * schema reads it. Keys that cannot lead to a valid number (a minus, a fourth decimal) are ignored.
 */
export function NumberFormField<T extends FieldValues, N extends FieldPath<T>>({
  name,
  control,
  rules,
  defaultValue,
  shouldUnregister,
  required,
  helperText,
  maxDecimals = NUMBER_INPUT_MAX_DECIMALS,
  step,
  ...inputProps
}: NumberFormFieldProps<T, N>) {
  const { field, errorText } = useFormField({ name, control, rules, defaultValue, shouldUnregister });
  const raw: unknown = field.value;
  const value = typeof raw === 'number' ? String(raw) : typeof raw === 'string' ? raw : '';
  return (
    <BasicTextField
      {...inputProps}
      name={field.name}
      value={value}
      onChange={(event) => {
        const next = event.target.value.trim();
        if (isAcceptableDecimalText(next, maxDecimals)) field.onChange(next);
      }}
      onBlur={field.onBlur}
      inputRef={field.ref}
      required={required}
      error={errorText !== undefined}
      helperText={errorText ?? helperText}
      autoComplete="off"
      htmlInput={
        step === undefined
          ? { inputMode: 'decimal' }
          : {
              inputMode: Number.isInteger(step) ? 'numeric' : 'decimal',
              step,
              onKeyDown: (event) => {
                if (event.key !== 'ArrowUp' && event.key !== 'ArrowDown') return;
                event.preventDefault();
                field.onChange(steppedText(value, step, event.key === 'ArrowUp' ? 1 : -1, maxDecimals));
              },
            }
      }
    />
  );
}
