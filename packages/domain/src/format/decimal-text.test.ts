import { describe, expect, it } from 'vitest';
import { scaledIntegerToText, toScaledInteger } from './decimal-text';

describe('decimal text', () => {
  it.each<[number | string, number, bigint | null]>([
    ['1.0005', 3, 1001n],
    [1.0005, 3, 1001n],
    ['1.0004', 3, 1000n],
    ['-1.0005', 3, -1001n],
    ['12', 3, 12000n],
    ['.5', 0, 1n],
    ['0.4', 0, 0n],
    ['0.0005', 3, 1n],
    ['0.00049', 3, 0n],
    [1e-7, 3, 0n],
    [1.5e21, 0, 1500000000000000000000n],
    ['2.5e-1', 1, 3n],
    ['', 3, null],
    ['.', 3, null],
    ['1,000', 3, null],
    ['abc', 3, null],
    [Number.NaN, 3, null],
  ])('scales %s by 10^%s to %s', (value, scale, expected) => {
    expect(toScaledInteger(value, scale)).toBe(expected);
  });

  it('writes scaled integers back without trailing zeros', () => {
    const plain = (digits: string) => digits;
    expect(scaledIntegerToText(1500n, 3, plain)).toBe('1.5');
    expect(scaledIntegerToText(-1001n, 3, plain)).toBe('-1.001');
    expect(scaledIntegerToText(12000n, 3, plain)).toBe('12');
    expect(scaledIntegerToText(5n, 3, plain)).toBe('0.005');
  });
});
