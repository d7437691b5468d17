import { patternPredicate, patternValidator, type PatternRule } from './validator';

export const PHONE_MESSAGE = 'Enter a valid 10-digit phone number';

/** Exactly 10 digits, or an Indian mobile: optional +91, first digit 6–9, then 9 digits. */
export const PHONE_PATTERN = /^(?:\d{10}|(?:\+91)?[6-9]\d{9})$/;

export const PHONE_RULE: PatternRule = { pattern: PHONE_PATTERN, message: PHONE_MESSAGE };

export const validatePhone = patternValidator(PHONE_RULE);
export const isPhone = patternPredicate(PHONE_RULE);

export const MOBILE_MESSAGE = 'Enter a 10-digit mobile number starting with 6, 7, 8 or 9';

/** An Indian mobile number as stored: 10 digits, the first 6–9. */
export const MOBILE_PATTERN = /^[6-9]\d{9}$/;

/**
 * A mobile number as people type it to its 10 digits: spaces and hyphens dropped, then a leading
 * `+91` (or `91` before 10 digits, which is what a spreadsheet keeps of `+91…` typed as a number)
 * or a trunk `0` dropped. Null unless what is left is a mobile number ({@link MOBILE_PATTERN}).
 */
export function normalizeMobile(text: string): string | null {
  const compact = text.replace(/[\s-]+/g, '');
  const digits = compact.startsWith('+91')
    ? compact.slice(3)
    : /^91\d{10}$/.test(compact)
      ? compact.slice(2)
      : /^0\d{10}$/.test(compact)
        ? compact.slice(1)
        : compact;
  return MOBILE_PATTERN.test(digits) ? digits : null;
}
