import { describe, expect, it } from 'vitest';
import { IFSC_MESSAGE, isIfsc, validateIfsc } from './ifsc.validators';

describe('IFSC', () => {
  it.each(['SBIN0001234', 'HDFC0ABC123', 'ICIC0000001'])('accepts %s', (value) => {
    expect(validateIfsc(value)).toBeNull();
    expect(isIfsc(value)).toBe(true);
  });

  it.each(['', 'SBIN1001234', 'SBI00001234', 'SBIN000123', 'SBIN00012345', 'sbin0001234', 'SBIN0-01234'])(
    'rejects %s',
    (value) => {
      expect(validateIfsc(value)).toBe(IFSC_MESSAGE);
      expect(isIfsc(value)).toBe(false);
    },
  );
});
