import type { PatternRule, TextInput } from './validator';

export const VEHICLE_NUMBER_MESSAGE = 'Enter a valid vehicle number';

/**
 * Canonical form (uppercase, no separators): state letters, district digits, up to 3 series
 * letters and a 3–4 digit number (MH12AB1234), or the Bharat series: year digits, BH, four
 * digits and one or two letters (22BH1234AB).
 */
export const VEHICLE_NUMBER_PATTERN = /^(?:[A-Z]{2}\d{2}[A-Z]{0,3}\d{3,4}|\d{2}BH\d{4}[A-Z]{1,2})$/;

export const VEHICLE_NUMBER_RULE: PatternRule = {
  pattern: VEHICLE_NUMBER_PATTERN,
  message: VEHICLE_NUMBER_MESSAGE,
};

/** Plates are written "mh 12 ab 1234" or "MH-12-AB-1234"; the rule applies to the canonical form. */
export function normalizeVehicleNumber(value: string): string {
  return value.replace(/[\s-]/g, '').toUpperCase();
}

export function isVehicleNumber(value: TextInput): boolean {
  return VEHICLE_NUMBER_PATTERN.test(normalizeVehicleNumber(value ?? ''));
}

export function validateVehicleNumber(value: TextInput): string | null {
  return isVehicleNumber(value) ? null : VEHICLE_NUMBER_MESSAGE;
}
