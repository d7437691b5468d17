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

/**
 * A dialog's form fields, derived from its call's body (the contract's schema): each field is one
 * of the body's, by name (a name the body lacks fails tsc), given its text-in-the-form rule with
 * translated messages; where the form's value is already the body's, the rule is piped into the
 * body's own field (`.pipe(Body.shape.x)`). The dialog turns the rest (numbers, dates and empty
 * texts) into the body when it sends. Built from the body's shape, so a body with cross-field rules
 * (which zod refuses to `pick`) qualifies too.
 */
export function bodyFields<Shape extends object, Fields extends { [K in keyof Shape]?: z.ZodType }>(
  body: { shape: Shape },
  fields: Fields & Record<Exclude<keyof Fields, keyof Shape>, never>,
): Fields {
  void body;
  return fields;
}
