import { groupIndianDigits, RUPEE_SYMBOL } from './inr.format';

const UNITS = [
  { suffix: 'Cr', paise: 1_000_000_000n },
  { suffix: 'L', paise: 10_000_000n },
  { suffix: 'K', paise: 100_000n },
  { suffix: '', paise: 100n },
] as const;

/** Hundredths of `unit` in `magnitude` paise, ties rounded up (away from zero). */
function hundredthsOf(magnitude: bigint, unit: bigint): bigint {
  return (magnitude * 200n + unit) / (unit * 2n);
}

function trimmed(hundredths: bigint): string {
  const whole = groupIndianDigits((hundredths / 100n).toString());
  const fraction = (hundredths % 100n).toString().padStart(2, '0').replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : whole;
}

/**
 * "₹4.5K", "₹12.35L", "₹3Cr": thousand, lakh (1,00,000) and crore (1,00,00,000) with at most two
 * decimals, trailing zeros dropped. A value that rounds up to the next unit is shown in that unit
 * (₹99,999.99 is ₹1L, not ₹100K). Crores keep growing: ₹1,234.5Cr.
 */
export function formatCompactInr(paise: bigint, options: { symbol?: boolean } = {}): string {
  const symbol = options.symbol === false ? '' : RUPEE_SYMBOL;
  const magnitude = paise < 0n ? -paise : paise;
  // Largest unit first: the first one the amount reaches after rounding is the one to show.
  const unit = UNITS.find((candidate) => hundredthsOf(magnitude, candidate.paise) >= 100n) ?? UNITS[3];
  const hundredths = hundredthsOf(magnitude, unit.paise);
  const sign = paise < 0n ? '-' : '';
  return `${sign}${symbol}${trimmed(hundredths)}${unit.suffix}`;
}
