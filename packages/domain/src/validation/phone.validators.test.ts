import { describe, expect, it } from 'vitest';
import { isPhone, PHONE_MESSAGE, PHONE_RULE, validatePhone } from './phone.validators';

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
