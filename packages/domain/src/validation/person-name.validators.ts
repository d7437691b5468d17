import { patternPredicate, patternValidator, type PatternRule } from './validator';

export const NAME_MESSAGE = 'Name can contain only letters, spaces, apostrophes and hyphens';

/** Letters, spaces, apostrophes and hyphens, with at least one letter so "- '" is not a name. */
export const NAME_PATTERN = /^(?=.*[A-Za-z])[A-Za-z '-]+$/;

export const NAME_RULE: PatternRule = { pattern: NAME_PATTERN, message: NAME_MESSAGE };

export const validateName = patternValidator(NAME_RULE);
export const isName = patternPredicate(NAME_RULE);
