import { describe, expect, it } from 'vitest';
import { isPan, PAN_HOLDER_TYPES, PAN_MESSAGE, panHolderType, validatePan } from './pan.validators';

describe('PAN', () => {
  it.each(PAN_HOLDER_TYPES.map((type) => `ABC${type}D1234E`))('accepts holder type in %s', (value) => {
    expect(validatePan(value)).toBeNull();
    expect(isPan(value)).toBe(true);
  });

  it.each([
    '',
    'ABCDE1234F',
    'ABCXD1234E',
    'abcpd1234e',
    'ABCP1234E',
    'ABCPD12345',
    'ABCPD1234EF',
    '1BCPD1234E',
  ])('rejects %s', (value) => {
    expect(validatePan(value)).toBe(PAN_MESSAGE);
    expect(isPan(value)).toBe(false);
  });

  it('reads the holder type', () => {
    expect(panHolderType('AAACR5055K')).toBe('C');
    expect(panHolderType('AAAXR5055K')).toBeNull();
  });
});
