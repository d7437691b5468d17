import { describe, expect, it } from 'vitest';
import {
  CIN_MESSAGE,
  isCin,
  isLlpin,
  LLPIN_MESSAGE,
  validateCin,
  validateLlpin,
} from './company-id.validators';

describe('CIN (1 letter, 5 digits, 2 letters, 4 digits, 3 letters, 6 digits)', () => {
  it.each(['U72200MH2009PTC123456', 'L17110MH1973PLC019786'])('accepts %s', (value) => {
    expect(validateCin(value)).toBeNull();
    expect(isCin(value)).toBe(true);
  });

  it.each([
    '',
    'U72200MH2009PTC12345',
    'U72200MH2009PTC1234567',
    '172200MH2009PTC123456',
    'U7220MHH2009PTC123456',
    'u72200mh2009ptc123456',
  ])('rejects %s', (value) => {
    expect(validateCin(value)).toBe(CIN_MESSAGE);
    expect(isCin(value)).toBe(false);
  });
});

describe('LLPIN (three uppercase letters, hyphen, 4 digits)', () => {
  it('accepts AAB-1234', () => {
    expect(validateLlpin('AAB-1234')).toBeNull();
    expect(isLlpin('AAB-1234')).toBe(true);
  });

  it.each(['', 'AAB1234', 'AA-1234', 'AAB-123', 'AAB-12345', 'aab-1234', 'AAB_1234'])(
    'rejects %s',
    (value) => {
      expect(validateLlpin(value)).toBe(LLPIN_MESSAGE);
      expect(isLlpin(value)).toBe(false);
    },
  );
});
