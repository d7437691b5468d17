import { patternPredicate, patternValidator, type PatternRule } from './validator';

export const PAN_MESSAGE = 'Enter a valid PAN';

/**
 * The 4th character is the holder type: P person, C company, H HUF, F firm, A association of
 * persons, T trust, B body of individuals, L local authority, J artificial juridical person,
 * G government.
 */
export const PAN_HOLDER_TYPES = ['P', 'C', 'H', 'F', 'A', 'T', 'B', 'L', 'J', 'G'] as const;
export type PanHolderType = (typeof PAN_HOLDER_TYPES)[number];

export const PAN_PATTERN = /^[A-Z]{3}[PCHFATBLJG][A-Z]\d{4}[A-Z]$/;

export const PAN_RULE: PatternRule = { pattern: PAN_PATTERN, message: PAN_MESSAGE };

export const validatePan = patternValidator(PAN_RULE);
export const isPan = patternPredicate(PAN_RULE);

export function panHolderType(pan: string): PanHolderType | null {
  return PAN_PATTERN.test(pan) ? (pan[3] as PanHolderType) : null;
}
