/*
 * Amounts are integer paise, so the rupee text is built from digits, never from a float.
 * The output equals Intl.NumberFormat('en-IN', { minimumFractionDigits: 2,
 * maximumFractionDigits: 2 }) for every amount; with the symbol it equals the en-IN INR
 * currency style.
 */

export const RUPEE_SYMBOL = '₹';

/**
 * Indian digit grouping: the last three digits together, then pairs (12,34,56,789).
 * Takes a run of digits without sign.
 */
export function groupIndianDigits(digits: string): string {
  if (digits.length <= 3) return digits;
  const head = digits.slice(0, -3);
  const pairs = head.replace(/\B(?=(\d{2})+$)/g, ',');
  return `${pairs},${digits.slice(-3)}`;
}

function absolute(value: bigint): bigint {
  return value < 0n ? -value : value;
}

/** "1,23,456.78" from 12345678n paise; "-1,23,456.78" when negative. */
export function formatInr(paise: bigint): string {
  const magnitude = absolute(paise);
  const rupees = groupIndianDigits((magnitude / 100n).toString());
  const fraction = (magnitude % 100n).toString().padStart(2, '0');
  return `${paise < 0n ? '-' : ''}${rupees}.${fraction}`;
}

/** "₹1,23,456.78"; the minus goes before the symbol: "-₹1,23,456.78". */
export function formatInrWithSymbol(paise: bigint): string {
  const text = formatInr(paise);
  return text.startsWith('-') ? `-${RUPEE_SYMBOL}${text.slice(1)}` : `${RUPEE_SYMBOL}${text}`;
}
