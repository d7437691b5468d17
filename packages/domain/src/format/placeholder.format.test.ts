import { describe, expect, it } from 'vitest';
import { EMPTY_PLACEHOLDER, isEmptyValue, orPlaceholder } from './placeholder.format';

describe('empty placeholder', () => {
  it('is a dash', () => {
    expect(EMPTY_PLACEHOLDER).toBe('-');
  });

  it.each([null, undefined, '', '   ', Number.NaN])('replaces %s', (value) => {
    expect(orPlaceholder(value)).toBe('-');
  });

  it.each([
    [0, '0'],
    [false, 'false'],
    ['x', 'x'],
    [12n, '12'],
  ])('keeps %s', (value, text) => {
    expect(orPlaceholder(value)).toBe(text);
  });

  it('treats empty arrays as empty, objects as values', () => {
    expect(isEmptyValue([])).toBe(true);
    expect(isEmptyValue([0])).toBe(false);
    expect(isEmptyValue({})).toBe(false);
  });
});
