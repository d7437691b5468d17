import { describe, expect, it } from 'vitest';
import { isPhone, normalizeMobile, PHONE_MESSAGE, PHONE_RULE, validatePhone } from './phone.validators';

describe('phone', () => {
  it.each(['9876543210', '0123456789', '+919876543210', '+916000000000'])('accepts %s', (value) => {
    expect(validatePhone(value)).toBeNull();
    expect(isPhone(value)).toBe(true);
    expect(PHONE_RULE.pattern.test(value)).toBe(true);
  });

  it.each([
    '',
    '987654321',
    '98765432101',
    '+915876543210',
    '+91987654321',
    '+9198765432101',
    '91 9876543210',
    '98765-43210',
    'abcdefghij',
    null,
  ])('rejects %s', (value) => {
    expect(validatePhone(value)).toBe(PHONE_MESSAGE);
    expect(isPhone(value)).toBe(false);
  });
});

describe('mobile (normalizeMobile)', () => {
  it.each([
    ['9876543210', '9876543210'],
    ['+91 98765 43210', '9876543210'],
    ['+919876543210', '9876543210'],
    ['919876543210', '9876543210'],
    ['09876543210', '9876543210'],
    ['98765-43210', '9876543210'],
    ['6000000000', '6000000000'],
  ])('reads %s as %s', (text, digits) => {
    expect(normalizeMobile(text)).toBe(digits);
  });

  it.each(['', '5876543210', '0123456789', '987654321', '98765432101', '+9158765432100', 'abcdefghij'])(
    'refuses %s',
    (text) => {
      expect(normalizeMobile(text)).toBeNull();
    },
  );
});
