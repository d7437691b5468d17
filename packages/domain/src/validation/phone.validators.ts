import { patternPredicate, patternValidator, type PatternRule } from './validator';

export const PHONE_MESSAGE = 'Enter a valid 10-digit phone number';

/** Exactly 10 digits, or an Indian mobile: optional +91, first digit 6–9, then 9 digits. */
export const PHONE_PATTERN = /^(?:\d{10}|(?:\+91)?[6-9]\d{9})$/;

export const PHONE_RULE: PatternRule = { pattern: PHONE_PATTERN, message: PHONE_MESSAGE };

export const validatePhone = patternValidator(PHONE_RULE);
export const isPhone = patternPredicate(PHONE_RULE);
