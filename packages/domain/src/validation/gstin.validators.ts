import type { TextInput } from './validator';

export const GSTIN_MESSAGE = 'Enter a valid GSTIN';

/** The shape the spec names: 15 uppercase letters or digits. */
export const GSTIN_SHAPE_PATTERN = /^[0-9A-Z]{15}$/;

/** State and union-territory codes 01–38, plus 96 (foreign country) and 97 (other territory). */
export const GSTIN_STATE_CODES: readonly string[] = [
  ...Array.from({ length: 38 }, (_, index) => String(index + 1).padStart(2, '0')),
  '96',
  '97',
];

/**
 * Shape and state code in one pattern, for schemas: `z.string().regex(GSTIN_PATTERN,
 * GSTIN_MESSAGE).refine(isValidGstin, GSTIN_MESSAGE)` adds the check character.
 */
export const GSTIN_PATTERN = /^(?:0[1-9]|[12]\d|3[0-8]|9[67])[0-9A-Z]{13}$/;
const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const RADIX = ALPHABET.length;

/**
 * The GSTN check character: Luhn mod 36 over the first 14 characters, weights 1 and 2
 * alternating from the left, each product folded as quotient + remainder by 36. Because the
 * fold is a permutation of 0–35, any single-character substitution changes the check.
 */
export function gstinCheckCharacter(first14: string): string {
  if (!/^[0-9A-Z]{14}$/.test(first14)) {
    throw new RangeError('A GSTIN check character needs 14 uppercase letters or digits');
  }
  let sum = 0;
  for (let index = 0; index < 14; index += 1) {
    const product = ALPHABET.indexOf(first14.charAt(index)) * (index % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / RADIX) + (product % RADIX);
  }
  return ALPHABET.charAt((RADIX - (sum % RADIX)) % RADIX);
}

export function isValidGstin(value: TextInput): boolean {
  const gstin = value ?? '';
  if (!GSTIN_PATTERN.test(gstin)) return false;
  return gstinCheckCharacter(gstin.slice(0, 14)) === gstin.charAt(14);
}

export function validateGstin(value: TextInput): string | null {
  return isValidGstin(value) ? null : GSTIN_MESSAGE;
}

/** The two-digit state code of a valid GSTIN, else null. */
export function gstinStateCode(value: TextInput): string | null {
  return isValidGstin(value) ? (value ?? '').slice(0, 2) : null;
}

/** The PAN embedded in characters 3–12 of a valid GSTIN, else null. */
export function gstinPan(value: TextInput): string | null {
  return isValidGstin(value) ? (value ?? '').slice(2, 12) : null;
}

/** People paste GSTINs with spaces or in lower case; the rule applies to the canonical form. */
export function normalizeGstin(value: string): string {
  return value.replace(/\s/g, '').toUpperCase();
}
