/** Basis points as a percentage with two decimals: 1125 → "11.25%". */
export function formatMargin(bp: number): string {
  return `${(bp / 100).toFixed(2)}%`;
}

/** Paise as digits → rupees text for a price field: "45000" → "450.00". */
export function paiseToRupees(paise: string): string {
  const n = BigInt(paise);
  const sign = n < 0n ? '-' : '';
  const abs = n < 0n ? -n : n;
  return `${sign}${(abs / 100n).toString()}.${(abs % 100n).toString().padStart(2, '0')}`;
}

/** Rupees as typed ("450", "450.5") → paise as digits; null when not a price. */
export function rupeesToPaise(text: string): string | null {
  const m = /^(\d{1,12})(?:\.(\d{0,2}))?$/.exec(text.trim());
  if (!m) return null;
  return (BigInt(m[1]!) * 100n + BigInt((m[2] ?? '').padEnd(2, '0') || '0')).toString();
}
