import { describe, expect, it } from 'vitest';
import { formatFileSize } from './file-size.format';

describe('file size', () => {
  it.each([
    [0, '0 B'],
    [512, '512 B'],
    [1023, '1023 B'],
    [1024, '1 K'],
    [1536, '1.5 K'],
    [5 * 1024 * 1024, '5 M'],
    [12.25 * 1024 * 1024, '12.25 M'],
    [1024 ** 3 * 2.5, '2.5 G'],
    [1024 ** 4 * 3, '3 T'],
    [1024 ** 5, '1024 T'],
    [1024 * 1024 - 1, '1 M'],
  ])('shows %s bytes as %s', (bytes, text) => {
    expect(formatFileSize(bytes)).toBe(text);
  });

  it('refuses negative or non-finite sizes', () => {
    expect(() => formatFileSize(-1)).toThrow(RangeError);
    expect(() => formatFileSize(Number.NaN)).toThrow(RangeError);
  });
});
