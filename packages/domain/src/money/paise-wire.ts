import type { Paise } from './paise';

/**
 * JSON has no bigint and loses precision above 2^53, so paise travel as decimal-integer strings:
 * "12345678" is ₹1,23,456.78. Canonical form only: no sign on zero, no leading zeros, no "+".
 */
export const PAISE_WIRE_PATTERN = /^(?:0|-?[1-9]\d*)$/;
export const PAISE_WIRE_MESSAGE = 'Amount must be a whole number of paise written as digits';

export function paiseToWire(paise: Paise): string {
  return paise.toString();
}

export function isPaiseWire(text: string): boolean {
  return PAISE_WIRE_PATTERN.test(text);
}

export function paiseFromWire(text: string): Paise {
  if (!PAISE_WIRE_PATTERN.test(text)) throw new RangeError(`${PAISE_WIRE_MESSAGE}: "${text}"`);
  return BigInt(text);
}
