import { describe, expect, it } from 'vitest';
import {
  isValidNumberInput,
  NUMBER_INPUT_DECIMALS_MESSAGE,
  NUMBER_INPUT_INVALID_MESSAGE,
  NUMBER_INPUT_NEGATIVE_MESSAGE,
  NUMBER_INPUT_PATTERN,
  validateNumberInput,
} from './number-input.validators';

describe('number input', () => {
  it.each(['0', '12', '12.5', '12.345', '0.001', ' 7 ', 3, 2.125, 0, -0, 1e21])('accepts %s', (value) => {
    expect(validateNumberInput(value)).toBeNull();
    expect(isValidNumberInput(value)).toBe(true);
  });

  it.each(['-1', '-0.5', -3, -1e-7])('rejects the negative %s', (value) => {
    expect(validateNumberInput(value)).toBe(NUMBER_INPUT_NEGATIVE_MESSAGE);
  });

  it.each(['1.2345', '0.0001', 1.2345, 0.1 + 0.2, 1e-7])('rejects more than 3 decimals in %s', (value) => {
    expect(validateNumberInput(value)).toBe(NUMBER_INPUT_DECIMALS_MESSAGE);
  });

  it.each([
    '',
    'abc',
    '1,000',
    '1.',
    '.5',
    '1e3',
    '--1',
    Number.NaN,
    Number.POSITIVE_INFINITY,
    null,
    undefined,
  ])('rejects the non-number %s', (value) => {
    expect(validateNumberInput(value)).toBe(NUMBER_INPUT_INVALID_MESSAGE);
    expect(isValidNumberInput(value)).toBe(false);
  });

  it('treats negative zero as zero', () => {
    expect(validateNumberInput('-0')).toBeNull();
    expect(validateNumberInput('-0.000')).toBeNull();
  });

  it('exports the pattern for schemas', () => {
    expect(NUMBER_INPUT_PATTERN.test('12.345')).toBe(true);
    expect(NUMBER_INPUT_PATTERN.test('12.3456')).toBe(false);
    expect(NUMBER_INPUT_PATTERN.test('-1')).toBe(false);
  });
});
