import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  GSTIN_MESSAGE,
  GSTIN_PATTERN,
  GSTIN_SHAPE_PATTERN,
  GSTIN_STATE_CODES,
  gstinCheckCharacter,
  gstinPan,
  gstinStateCode,
  isValidGstin,
  normalizeGstin,
  validateGstin,
} from './gstin.validators';

const REAL_GSTINS = ['27AAPFU0939F1ZV', '27AAACR5055K1Z7', '09AAACH7409R1ZZ', '24AAACC1206D1ZM'];
const ALPHANUMERIC = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const LETTERS = ALPHANUMERIC.slice(10);

const letter = fc.constantFrom(...LETTERS);
const digit = fc.constantFrom(...'0123456789');
const pan = fc
  .tuple(
    fc.array(letter, { minLength: 3, maxLength: 3 }),
    fc.constantFrom(...'PCHFATBLJG'),
    letter,
    fc.array(digit, { minLength: 4, maxLength: 4 }),
    letter,
  )
  .map(
    ([first, holder, fifth, digits, last]) => `${first.join('')}${holder}${fifth}${digits.join('')}${last}`,
  );

/** State code + PAN + entity number + 'Z' + the computed check character. */
const validGstin = fc
  .tuple(
    fc.constantFrom(...GSTIN_STATE_CODES),
    pan,
    fc.constantFrom(...'123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ'),
  )
  .map(([state, holderPan, entity]) => {
    const first14 = `${state}${holderPan}${entity}Z`;
    return `${first14}${gstinCheckCharacter(first14)}`;
  });

describe('GSTIN', () => {
  it.each(REAL_GSTINS)('accepts the real GSTIN %s', (gstin) => {
    expect(isValidGstin(gstin)).toBe(true);
    expect(validateGstin(gstin)).toBeNull();
  });

  it('computes the GSTN check character', () => {
    expect(gstinCheckCharacter('27AAPFU0939F1Z')).toBe('V');
    expect(gstinCheckCharacter('27AAACR5055K1Z')).toBe('7');
    expect(() => gstinCheckCharacter('27aapfu0939f1z')).toThrow(RangeError);
    expect(() => gstinCheckCharacter('27AAPFU0939F1')).toThrow(RangeError);
  });

  it.each([
    ['', 'empty'],
    ['27AAPFU0939F1ZW', 'wrong check character'],
    ['27aapfu0939f1zv', 'lower case'],
    ['27AAPFU0939F1Z', 'too short'],
    ['27AAPFU0939F1ZVX', 'too long'],
    ['27AAPFU0939F1Z-', 'symbol'],
  ])('rejects %s (%s)', (gstin) => {
    expect(validateGstin(gstin)).toBe(GSTIN_MESSAGE);
    expect(isValidGstin(gstin)).toBe(false);
  });

  it('knows the state codes 01–38, 96 and 97 only', () => {
    expect(GSTIN_STATE_CODES).toHaveLength(40);
    for (let code = 0; code < 100; code += 1) {
      const state = String(code).padStart(2, '0');
      expect(GSTIN_PATTERN.test(`${state}AAPFU0939F1ZV`)).toBe(GSTIN_STATE_CODES.includes(state));
    }
    for (const state of ['00', '39', '95', '98', '99']) {
      const first14 = `${state}AAPFU0939F1Z`;
      expect(isValidGstin(`${first14}${gstinCheckCharacter(first14)}`)).toBe(false);
    }
    for (const state of ['01', '38', '96', '97']) {
      const first14 = `${state}AAPFU0939F1Z`;
      expect(isValidGstin(`${first14}${gstinCheckCharacter(first14)}`)).toBe(true);
    }
  });

  it('reads the state code and PAN of a valid GSTIN only', () => {
    expect(gstinStateCode('27AAPFU0939F1ZV')).toBe('27');
    expect(gstinPan('27AAPFU0939F1ZV')).toBe('AAPFU0939F');
    expect(gstinStateCode('27AAPFU0939F1ZW')).toBeNull();
    expect(gstinPan(null)).toBeNull();
  });

  it('exports the 15-character shape the spec names', () => {
    expect(GSTIN_SHAPE_PATTERN.test('27AAPFU0939F1ZW')).toBe(true);
    expect(GSTIN_SHAPE_PATTERN.test('27aapfu0939f1zv')).toBe(false);
    expect(GSTIN_SHAPE_PATTERN.test('27AAPFU0939F1Z')).toBe(false);
  });

  it('normalises pasted text', () => {
    expect(normalizeGstin(' 27aapfu0939f1zv ')).toBe('27AAPFU0939F1ZV');
  });

  it('accepts every generated valid GSTIN', () => {
    fc.assert(
      fc.property(validGstin, (gstin) => isValidGstin(gstin) && gstinStateCode(gstin) === gstin.slice(0, 2)),
    );
  });

  it('rejects any single-character change of a valid GSTIN', () => {
    const change = fc.tuple(
      validGstin,
      fc.integer({ min: 0, max: 14 }),
      fc.oneof(fc.constantFrom(...ALPHANUMERIC), fc.constantFrom(...'az-# ')),
    );
    fc.assert(
      fc.property(change, ([gstin, position, replacement]) => {
        fc.pre(gstin.charAt(position) !== replacement);
        const changed = `${gstin.slice(0, position)}${replacement}${gstin.slice(position + 1)}`;
        return !isValidGstin(changed);
      }),
      { numRuns: 2000 },
    );
  });
});
