import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import dayjs, { type Dayjs } from 'dayjs';
import type { FieldPath, FieldValues, UseControllerProps } from 'react-hook-form';
import { usePickerField } from './picker-field';
import { PICKER_DATE_FORMAT, PICKER_TIME_ZONE, PickerProvider } from './picker-provider';

/** Text that a date the person has not finished typing leaves in the form; schemas reject it. */
export const INVALID_DATE_TEXT = 'Invalid Date';

export function isoDateToDayjs(value: unknown): Dayjs | null {
  if (typeof value !== 'string' || value === '' || value === INVALID_DATE_TEXT) return null;
  const parsed = dayjs.tz(value, PICKER_TIME_ZONE);
  return parsed.isValid() ? parsed : null;
}

export function dayjsToIsoDate(value: Dayjs | null): string {
  if (value === null) return '';
  return value.isValid() ? value.tz(PICKER_TIME_ZONE).format('YYYY-MM-DD') : INVALID_DATE_TEXT;
}

export type DateFormFieldProps<T extends FieldValues, N extends FieldPath<T>> = UseControllerProps<T, N> & {
  label: string;
  required?: boolean;
  disabled?: boolean;
  helperText?: string;
  /** 'YYYY-MM-DD' bounds, inclusive. */
  minDate?: string;
  maxDate?: string;
  disableFuture?: boolean;
  disablePast?: boolean;
};

/** A calendar day kept in the form as 'YYYY-MM-DD' (an IST day), shown as "5 Mar, 2025". */
export function DateFormField<T extends FieldValues, N extends FieldPath<T>>({
  label,
  disabled,
  minDate,
  maxDate,
  disableFuture,
  disablePast,
  ...controller
}: DateFormFieldProps<T, N>) {
  const { field, textField } = usePickerField(controller);
  return (
    <PickerProvider>
      <DatePicker
        label={label}
        value={isoDateToDayjs(field.value)}
        onChange={(value) => field.onChange(dayjsToIsoDate(value))}
        onClose={field.onBlur}
        inputRef={field.ref}
        format={PICKER_DATE_FORMAT}
        timezone={PICKER_TIME_ZONE}
        disabled={disabled}
        disableFuture={disableFuture}
        disablePast={disablePast}
        minDate={isoDateToDayjs(minDate) ?? undefined}
        maxDate={isoDateToDayjs(maxDate) ?? undefined}
        slotProps={{ textField }}
      />
    </PickerProvider>
  );
}
