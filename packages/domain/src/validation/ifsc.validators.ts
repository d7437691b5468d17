import { patternPredicate, patternValidator, type PatternRule } from './validator';

export const IFSC_MESSAGE = 'Enter a valid IFSC';

/** 4-letter bank code, a reserved 0, then a 6-character branch code. */
export const IFSC_PATTERN = /^[A-Z]{4}0[A-Z0-9]{6}$/;

export const IFSC_RULE: PatternRule = { pattern: IFSC_PATTERN, message: IFSC_MESSAGE };

export const validateIfsc = patternValidator(IFSC_RULE);
export const isIfsc = patternPredicate(IFSC_RULE);
