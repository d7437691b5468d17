import type { Paise } from './paise';

/** 1 basis point = 0.01 %; 10,000 bps = 100 %. */
export const BASIS_POINTS_PER_WHOLE = 10_000n;

export const PERCENT_INVALID_MESSAGE = 'Enter a percentage with at most 2 decimal places';

/**
 * Divides with ties rounded half up on the magnitude: 0.5 paisa becomes 1 paisa and -0.5
 * becomes -1 (commercial rounding, symmetric for credits and debits). Anything below half
 * rounds toward zero.
 */
export function divideRoundHalfUp(numerator: bigint, denominator: bigint): bigint {
  if (denominator === 0n) throw new RangeError('Division by zero');
  const negative = numerator < 0n !== denominator < 0n;
  const n = numerator < 0n ? -numerator : numerator;
  const d = denominator < 0n ? -denominator : denominator;
  const magnitude = (2n * n + d) / (2n * d);
  return negative ? -magnitude : magnitude;
}

/** `basisPoints` of `amount`, in paise, rounded half up: 18 % (1800 bps) of ₹0.05 is ₹0.01. */
export function percentageOf(amount: Paise, basisPoints: bigint | number): Paise {
  return divideRoundHalfUp(amount * BigInt(basisPoints), BASIS_POINTS_PER_WHOLE);
}

/** "18", "18.5", "0.25" (percent, up to 2 decimals) as basis points; null when not such text. */
export function percentToBasisPoints(text: string): bigint | null {
  const match = /^(-)?(\d+)(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  const points = BigInt(match[2] ?? '0') * 100n + BigInt((match[3] ?? '').padEnd(2, '0'));
  return match[1] ? -points : points;
}

/** Basis points as percent text: 1850n → "18.5". */
export function basisPointsToPercent(basisPoints: bigint): string {
  const magnitude = basisPoints < 0n ? -basisPoints : basisPoints;
  const fraction = (magnitude % 100n).toString().padStart(2, '0').replace(/0+$/, '');
  const whole = (magnitude / 100n).toString();
  return `${basisPoints < 0n ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`;
}
