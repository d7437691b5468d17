import { patternPredicate, patternValidator, type PatternRule } from './validator';

/*
 * The spec calls the first code "22-character" but spells out 1 letter, 5 digits, 2 letters,
 * 4 digits, 3 letters and 6 digits, which is 21 characters: the layout of a Corporate
 * Identity Number (listing status, industry code, state, year, company type, registration
 * number). We follow the spelled-out layout. The second code (AAA-1234) is the layout of an
 * LLP Identification Number; both match the registration types CIN and LLP of the spec.
 */

export const CIN_MESSAGE = 'Enter a valid CIN';
export const CIN_PATTERN = /^[A-Z]\d{5}[A-Z]{2}\d{4}[A-Z]{3}\d{6}$/;
export const CIN_RULE: PatternRule = { pattern: CIN_PATTERN, message: CIN_MESSAGE };
export const validateCin = patternValidator(CIN_RULE);
export const isCin = patternPredicate(CIN_RULE);

export const LLPIN_MESSAGE = 'Enter a valid LLPIN';
export const LLPIN_PATTERN = /^[A-Z]{3}-\d{4}$/;
export const LLPIN_RULE: PatternRule = { pattern: LLPIN_PATTERN, message: LLPIN_MESSAGE };
export const validateLlpin = patternValidator(LLPIN_RULE);
export const isLlpin = patternPredicate(LLPIN_RULE);
