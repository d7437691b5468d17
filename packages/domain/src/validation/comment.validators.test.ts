import { describe, expect, it } from 'vitest';
import {
  COMMENT_MAX_LENGTH,
  COMMENT_SPECIAL_CHARACTERS_MESSAGE,
  COMMENT_TOO_LONG_MESSAGE,
  isValidComment,
  validateComment,
} from './comment.validators';

describe('comment', () => {
  it('keeps the spec wording, typo included', () => {
    expect(COMMENT_SPECIAL_CHARACTERS_MESSAGE).toBe('Please avoid special charatcters like <, >, and &.');
    expect(COMMENT_TOO_LONG_MESSAGE).toBe('Length should not exceed 5000 chars.');
  });

  it.each([
    '',
    'Delivered to site, signed by Ravi.',
    "Buyer's PO #42 (50%) — ok",
    'x'.repeat(COMMENT_MAX_LENGTH),
  ])('accepts %#', (value) => {
    expect(validateComment(value)).toBeNull();
    expect(isValidComment(value)).toBe(true);
  });

  it.each(['a < b', 'a > b', 'Tom & Jerry', '<script>'])('rejects special characters in %s', (value) => {
    expect(validateComment(value)).toBe(COMMENT_SPECIAL_CHARACTERS_MESSAGE);
    expect(isValidComment(value)).toBe(false);
  });

  it('rejects more than 5000 characters', () => {
    expect(validateComment('x'.repeat(COMMENT_MAX_LENGTH + 1))).toBe(COMMENT_TOO_LONG_MESSAGE);
  });

  it('treats a missing comment as empty', () => {
    expect(validateComment(null)).toBeNull();
    expect(validateComment(undefined)).toBeNull();
  });
});
