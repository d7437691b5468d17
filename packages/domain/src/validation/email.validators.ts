import { patternPredicate, patternValidator, type PatternRule } from './validator';

export const EMAIL_MESSAGE = 'Enter a valid email address';

/** Loose form of the spec: text, @, text, dot, text, with no spaces anywhere. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Strict form: letters, digits, dot, underscore or hyphen; a domain; a 2–6 letter top-level domain. */
export const EMAIL_STRICT_PATTERN = /^[A-Za-z0-9._-]+@(?:[A-Za-z0-9-]+\.)+[A-Za-z]{2,6}$/;

export const EMAIL_RULE: PatternRule = { pattern: EMAIL_PATTERN, message: EMAIL_MESSAGE };
export const EMAIL_STRICT_RULE: PatternRule = { pattern: EMAIL_STRICT_PATTERN, message: EMAIL_MESSAGE };

export const validateEmail = patternValidator(EMAIL_RULE);
export const isEmail = patternPredicate(EMAIL_RULE);
export const validateEmailStrict = patternValidator(EMAIL_STRICT_RULE);
export const isEmailStrict = patternPredicate(EMAIL_STRICT_RULE);
