import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isPaiseWire, paiseFromWire, paiseToWire, PAISE_WIRE_PATTERN } from './paise-wire';

describe('paise on the wire', () => {
  it('writes decimal integer strings', () => {
    expect(paiseToWire(12345678n)).toBe('12345678');
    expect(paiseToWire(-5n)).toBe('-5');
    expect(paiseToWire(0n)).toBe('0');
  });

  it('reads canonical strings only', () => {
    expect(paiseFromWire('12345678')).toBe(12345678n);
    expect(paiseFromWire('-5')).toBe(-5n);
    for (const text of ['', '007', '-0', '+5', '1.5', '1e3', ' 5', '12,345', 'abc']) {
      expect(isPaiseWire(text)).toBe(false);
      expect(() => paiseFromWire(text)).toThrow(RangeError);
    }
    expect(PAISE_WIRE_PATTERN.test('90071992547409931234')).toBe(true);
  });

  it('round-trips any amount', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }),
        (paise) => paiseFromWire(paiseToWire(paise)) === paise,
      ),
    );
  });
});
