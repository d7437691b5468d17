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
 * decimals, trailing zeros dropped. The unit is the largest one the amount reaches (₹999.99 stays
 * in rupees); a value that rounds up to a whole larger unit is shown in that unit (₹99,999.99 is
 * ₹1L, not ₹100K). Crores keep growing: ₹1,234.5Cr. Ties round away from zero.
 */
export function formatCompactInr(paise: bigint, options: { symbol?: boolean } = {}): string {
  const symbol = options.symbol === false ? '' : RUPEE_SYMBOL;
  const magnitude = paise < 0n ? -paise : paise;
  const index = UNITS.findIndex((candidate) => magnitude >= candidate.paise);
  const reached = UNITS[index] ?? UNITS[3];
  const larger = UNITS[index - 1];
  // Rounding can reach a whole larger unit: ₹99,999.99 is 100.00K, shown as 1L.
  const unit =
    larger !== undefined && hundredthsOf(magnitude, reached.paise) * reached.paise >= larger.paise * 100n
      ? larger
      : reached;
  const hundredths = hundredthsOf(magnitude, unit.paise);
  const sign = paise < 0n ? '-' : '';
  return `${sign}${symbol}${trimmed(hundredths)}${unit.suffix}`;
}
