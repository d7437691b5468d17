import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import { type ClipboardEvent, type KeyboardEvent, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';

export const DEFAULT_OTP_LENGTH = 6;

/** Puts digits into the boxes from `start`; anything that is not a digit is dropped. */
export function fillOtp(current: string, incoming: string, start: number, length: number): string {
  const digits = incoming.replace(/\D/g, '');
  const boxes = Array.from({ length }, (_, i) => current[i] ?? '');
  for (let i = 0; i < digits.length && start + i < length; i += 1) boxes[start + i] = digits[i] ?? '';
  return boxes.join('');
}

export interface OtpInputProps {
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  length?: number;
  label: string;
  error?: string;
  disabled?: boolean;
  autoFocus?: boolean;
  required?: boolean;
}

/** One digit per box; typing moves on, Backspace moves back, a pasted code fills every box. */
export function OtpInput({
  value,
  onChange,
  onBlur,
  length = DEFAULT_OTP_LENGTH,
  label,
  error,
  disabled,
  autoFocus,
  required,
}: OtpInputProps) {
  const { t } = useTranslation();
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const labelId = useId();
  const errorId = useId();
  const focusBox = (index: number) => {
    const box = boxes.current[Math.max(0, Math.min(length - 1, index))];
    box?.focus();
    box?.select();
  };

  const setDigitAt = (index: number, typed: string) => {
    const existing = value[index];
    // Typing into a filled box whose text was not selected yields old + new: keep the new digit.
    const fresh = existing && typed.length === 2 ? typed.replace(existing, '') : typed;
    const digits = fresh.replace(/\D/g, '');
    if (digits === '') return;
    // More than one digit arrives from autofill or a fast typist: treat it like a paste.
    // Boxes fill in order, so a digit typed past the end lands in the first empty box.
    const start = Math.min(index, value.length);
    const next = fillOtp(value, digits.length > 1 ? digits : digits.slice(-1), start, length);
    onChange(next);
    focusBox(start + digits.length);
  };

  const onKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace') {
      event.preventDefault();
      if (value[index]) onChange(value.slice(0, index) + value.slice(index + 1, length));
      else if (index > 0) {
        onChange(value.slice(0, index - 1) + value.slice(index, length));
        focusBox(index - 1);
      }
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      focusBox(index - 1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      focusBox(index + 1);
    }
  };

  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const digits = event.clipboardData.getData('text').replace(/\D/g, '').slice(0, length);
    if (digits === '') return;
    onChange(fillOtp('', digits, 0, length));
    focusBox(digits.length);
  };

  return (
    <Box role="group" aria-labelledby={labelId} aria-describedby={error ? errorId : undefined}>
      <FormLabel id={labelId} required={required} error={Boolean(error)} sx={{ display: 'block', mb: 1 }}>
        {label}
      </FormLabel>
      <Box sx={{ display: 'flex', gap: { xs: 0.75, sm: 1 } }}>
        {Array.from({ length }, (_, index) => (
          <Box
            key={index}
            component="input"
            ref={(element: HTMLInputElement | null) => {
              boxes.current[index] = element;
            }}
            value={value[index] ?? ''}
            onChange={(event) => setDigitAt(index, event.target.value)}
            onKeyDown={(event) => onKeyDown(index, event)}
            onPaste={onPaste}
            onFocus={(event) => event.target.select()}
            onBlur={onBlur}
            inputMode="numeric"
            autoComplete={index === 0 ? 'one-time-code' : 'off'}
            autoFocus={autoFocus && index === 0}
            disabled={disabled}
            aria-label={t('form.otpDigit', { position: index + 1, total: length })}
            aria-invalid={Boolean(error)}
            sx={{
              width: { xs: 40, sm: 48 },
              height: { xs: 48, sm: 52 },
              textAlign: 'center',
              fontSize: '1.25rem',
              fontFamily: 'inherit',
              border: 1,
              borderColor: error ? 'error.main' : 'grey.500',
              borderRadius: 1,
              bgcolor: 'background.paper',
              color: 'text.primary',
              '&:focus': {
                outline: 2,
                outlineColor: 'primary.main',
                outlineStyle: 'solid',
                borderColor: 'primary.main',
              },
              '&:disabled': { bgcolor: 'action.disabledBackground' },
            }}
          />
        ))}
      </Box>
      {error && (
        <FormHelperText id={errorId} error>
          {error}
        </FormHelperText>
      )}
    </Box>
  );
}
