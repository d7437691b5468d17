import { describe, expect, it } from 'vitest';
import { isOptionValue, labelOf, optionValues } from './option';
import { NOA_STATUSES } from './commercial.options';

describe('labelOf', () => {
  it('returns the label of a known value', () => {
    expect(labelOf(NOA_STATUSES, 'NOA_RECEIVED')).toBe('Yes');
    expect(labelOf(NOA_STATUSES, 'NOA_NOT_RECEIVED')).toBe('No');
  });

  it('returns the value itself when the list does not know it', () => {
    expect(labelOf(NOA_STATUSES, 'NOA_PENDING')).toBe('NOA_PENDING');
  });

  it('returns an empty string for a missing value', () => {
    expect(labelOf(NOA_STATUSES, null)).toBe('');
    expect(labelOf(NOA_STATUSES, undefined)).toBe('');
  });
});

describe('optionValues and isOptionValue', () => {
  it('lists values in order', () => {
    expect(optionValues(NOA_STATUSES)).toEqual(['NOA_RECEIVED', 'NOA_NOT_RECEIVED']);
  });

  it('recognises only the list values', () => {
    expect(isOptionValue(NOA_STATUSES, 'NOA_RECEIVED')).toBe(true);
    expect(isOptionValue(NOA_STATUSES, 'Yes')).toBe(false);
    expect(isOptionValue(NOA_STATUSES, 3)).toBe(false);
  });
});
