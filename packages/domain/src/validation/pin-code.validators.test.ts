import { describe, expect, it } from 'vitest';
import { isPinCode, normalizePinCode, PIN_CODE_MESSAGE, validatePinCode } from './pin-code.validators';

describe('pin code', () => {
  it.each(['400001', '110 001', '560-034', '999999'])('accepts %s', (value) => {
    expect(validatePinCode(value)).toBeNull();
    expect(isPinCode(value)).toBe(true);
  });

  it.each(['', '040001', '40001', '4000011', '400  001', '400a001', '40 0001', '400001 '])(
    'rejects %s',
    (value) => {
      expect(validatePinCode(value)).toBe(PIN_CODE_MESSAGE);
      expect(isPinCode(value)).toBe(false);
    },
  );

  it('normalises to six digits', () => {
    expect(normalizePinCode('110 001')).toBe('110001');
    expect(normalizePinCode('560-034')).toBe('560034');
  });
});
