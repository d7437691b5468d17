import { patternPredicate, patternValidator, type PatternRule } from './validator';

export const PIN_CODE_MESSAGE = 'Enter a valid 6-digit pin code';

/**
 * Six digits, the first not zero. People write "400 001" or "400-001", so one space or hyphen
 * may sit between the third and fourth digits; the spec allows a single character there and
 * we read it as a separator rather than any character.
 */
export const PIN_CODE_PATTERN = /^[1-9]\d{2}[ -]?\d{3}$/;

export const PIN_CODE_RULE: PatternRule = { pattern: PIN_CODE_PATTERN, message: PIN_CODE_MESSAGE };

export const validatePinCode = patternValidator(PIN_CODE_RULE);
export const isPinCode = patternPredicate(PIN_CODE_RULE);

/** The six digits without a separator, as stored. */
export function normalizePinCode(value: string): string {
  return value.replace(/[ -]/g, '');
}
