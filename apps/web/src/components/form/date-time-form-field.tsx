import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import dayjs, { type Dayjs } from 'dayjs';
import type { FieldPath, FieldValues, UseControllerProps } from 'react-hook-form';
import { INVALID_DATE_TEXT } from './date-form-field';
import { usePickerField } from './picker-field';
import { PICKER_DATE_TIME_FORMAT, PICKER_TIME_ZONE, PickerProvider } from './picker-provider';

export function instantToDayjs(value: unknown): Dayjs | null {
  if (typeof value !== 'string' || value === '' || value === INVALID_DATE_TEXT) return null;
  const parsed = dayjs(value);
  return parsed.isValid() ? parsed.tz(PICKER_TIME_ZONE) : null;
}

export function dayjsToInstant(value: Dayjs | null): string {
  if (value === null) return '';
  return value.isValid() ? value.toISOString() : INVALID_DATE_TEXT;
}

export type DateTimeFormFieldProps<T extends FieldValues, N extends FieldPath<T>> = UseControllerProps<
  T,
  N
> & {
  label: string;
  required?: boolean;
  disabled?: boolean;
  helperText?: string;
  /** Keeps later days out of the calendar; pair with `notFutureDateTime()` for the time of today. */
  disableFuture?: boolean;
};

/**
 * A moment kept in the form as an ISO instant ("2025-03-05T09:00:00.000Z"), chosen and shown in
 * IST. With `disableFuture` the picker stops at today and the schema's future-time rule catches a
 * later time today ('You have selected a future time.').
 */
export function DateTimeFormField<T extends FieldValues, N extends FieldPath<T>>({
  label,
  disabled,
  disableFuture,
  ...controller
}: DateTimeFormFieldProps<T, N>) {
  const { field, textField } = usePickerField(controller);
  return (
    <PickerProvider>
      <DateTimePicker
        label={label}
        value={instantToDayjs(field.value)}
        onChange={(value) => field.onChange(dayjsToInstant(value))}
        onClose={field.onBlur}
        inputRef={field.ref}
        format={PICKER_DATE_TIME_FORMAT}
        timezone={PICKER_TIME_ZONE}
        disabled={disabled}
        maxDate={disableFuture ? dayjs().tz(PICKER_TIME_ZONE).endOf('day') : undefined}
        ampm
        slotProps={{ textField }}
      />
    </PickerProvider>
  );
}
