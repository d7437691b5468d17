import {
  isIsoDate,
  tryParseRupees,
  validateNotFutureTime,
  validateNumberInput,
  validatePhone,
} from '@dom/domain';
import { z } from 'zod';
import { dialCodeOf } from '../../lib/country-dial-codes';
import { INVALID_DATE_MESSAGE, REQUIRED_MESSAGE } from './form-messages';
import type { PhoneValue } from './phone-form-field';

export { INVALID_DATE_MESSAGE, REQUIRED_MESSAGE };

/** Text that must not be blank. */
export function requiredText(maxLength?: number) {
  const text = z.string().trim().min(1, REQUIRED_MESSAGE);
  return maxLength === undefined ? text : text.max(maxLength);
}

function checked(validate: (value: string) => string | null, required: boolean) {
  return z.string().superRefine((value, ctx) => {
    if (value.trim() === '') {
      if (required) ctx.addIssue({ code: 'custom', message: REQUIRED_MESSAGE });
      return;
    }
    const message = validate(value);
    if (message) ctx.addIssue({ code: 'custom', message });
  });
}

/** The number field's text: non-negative, at most 3 decimals (the domain's rule). */
export function numberText({ required = true } = {}) {
  return checked(validateNumberInput, required);
}

/** The price field's plain rupee text; read it into paise with `parseRupees` on submit. */
export function rupeesText({ required = true } = {}) {
  return checked((value) => {
    const parsed = tryParseRupees(value);
    return parsed.ok ? null : parsed.error;
  }, required);
}

export function isoDateText({ required = true } = {}) {
  return checked((value) => (isIsoDate(value) ? null : INVALID_DATE_MESSAGE), required);
}

/** A date-time that may not lie later today than now ('You have selected a future time.'). */
export function notFutureDateTime({ required = true, now = () => new Date() } = {}) {
  return checked((value) => {
    if (Number.isNaN(new Date(value).getTime())) return INVALID_DATE_MESSAGE;
    return validateNotFutureTime(value, now());
  }, required);
}

export function phoneValue({ required = true } = {}) {
  return z.object({ country: z.string(), number: z.string() }).superRefine((value, ctx) => {
    if (value.number === '') {
      if (required) ctx.addIssue({ code: 'custom', message: REQUIRED_MESSAGE });
      return;
    }
    const message = validatePhone(value.number);
    if (message) ctx.addIssue({ code: 'custom', message });
  });
}

/** "+919876543210": the dial code of the chosen country and the digits. */
export function toInternationalPhone(value: PhoneValue): string {
  return `${dialCodeOf(value.country)}${value.number}`;
}
