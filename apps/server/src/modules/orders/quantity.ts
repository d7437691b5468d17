/**
 * Quantities carry 3 decimals (numeric(14,3)); arithmetic on them is done in thousandths as
 * bigint so 0.1 + 0.2 stays 0.3.
 */
export function toMilli(text: string): bigint {
  const m = /^(-?)(\d+)(?:\.(\d{1,3}))?\d*$/.exec(text.trim());
  if (!m) throw new Error(`Not a quantity: ${text}`);
  const whole = BigInt(m[2] ?? '0') * 1000n + BigInt((m[3] ?? '').padEnd(3, '0'));
  return m[1] === '-' ? -whole : whole;
}

export function formatMilli(milli: bigint): string {
  const sign = milli < 0n ? '-' : '';
  const abs = milli < 0n ? -milli : milli;
  return `${sign}${abs / 1000n}.${(abs % 1000n).toString().padStart(3, '0')}`;
}
