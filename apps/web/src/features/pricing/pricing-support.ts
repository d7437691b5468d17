import { tryParseRupees } from '@dom/domain';

export const PRICING_KEY = 'pricing';

/** Rupees as typed → paise digits, or null when not a price. */
export function rupeesText(text: string): string | null {
  const r = tryParseRupees(text);
  return r.ok && r.paise >= 0n ? r.paise.toString() : null;
}
