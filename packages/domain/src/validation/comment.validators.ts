import type { TextInput } from './validator';

export const COMMENT_SPECIAL_CHARACTERS_MESSAGE = 'Please avoid special charatcters like <, >, and &.';
export const COMMENT_MAX_LENGTH = 5000;
export const COMMENT_TOO_LONG_MESSAGE = 'Length should not exceed 5000 chars.';

/** Matches a comment free of <, > and & (they would be interpreted as markup downstream). */
export const COMMENT_SAFE_PATTERN = /^[^<>&]*$/;

export function validateComment(value: TextInput): string | null {
  const text = value ?? '';
  if (!COMMENT_SAFE_PATTERN.test(text)) return COMMENT_SPECIAL_CHARACTERS_MESSAGE;
  if (text.length > COMMENT_MAX_LENGTH) return COMMENT_TOO_LONG_MESSAGE;
  return null;
}

export function isValidComment(value: TextInput): boolean {
  return validateComment(value) === null;
}
