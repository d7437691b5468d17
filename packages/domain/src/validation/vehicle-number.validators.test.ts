import { describe, expect, it } from 'vitest';
import {
  isVehicleNumber,
  normalizeVehicleNumber,
  validateVehicleNumber,
  VEHICLE_NUMBER_MESSAGE,
  VEHICLE_NUMBER_PATTERN,
} from './vehicle-number.validators';

describe('vehicle number', () => {
  it.each(['MH12AB1234', 'DL01C1234', 'KA05MN123', 'UP16ABC1234', 'GJ011234', '22BH1234AB', '21BH0001A'])(
    'accepts %s',
    (value) => {
      expect(validateVehicleNumber(value)).toBeNull();
      expect(VEHICLE_NUMBER_PATTERN.test(value)).toBe(true);
    },
  );

  it('accepts the written forms with spaces, hyphens and lower case', () => {
    expect(isVehicleNumber('mh 12 ab 1234')).toBe(true);
    expect(isVehicleNumber('22-BH-1234-AB')).toBe(true);
    expect(normalizeVehicleNumber('mh 12-ab 1234')).toBe('MH12AB1234');
  });

  it.each([
    '',
    'M12AB1234',
    'MH1AB1234',
    'MH12ABCD1234',
    'MH12AB12',
    'MH12AB12345',
    '22BH1234',
    '22BH123AB',
    '22BH1234ABC',
    '2BH1234AB',
    'MH12AB12#4',
  ])('rejects %s', (value) => {
    expect(validateVehicleNumber(value)).toBe(VEHICLE_NUMBER_MESSAGE);
    expect(isVehicleNumber(value)).toBe(false);
  });
});
