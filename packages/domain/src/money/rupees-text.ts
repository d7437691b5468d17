import { formatInrWithSymbol } from '../format/inr.format';
import type { Paise } from './paise';

export const RUPEES_EMPTY_MESSAGE = 'Enter an amount';
export const RUPEES_INVALID_MESSAGE = 'Enter an amount in rupees, such as 1,23,456.78';
export const RUPEES_DECIMALS_MESSAGE = 'Enter an amount with at most 2 decimal places';

export class RupeesParseError extends Error {
  constructor(
    message: string,
    readonly input: string,
  ) {
    super(message);
    this.name = 'RupeesParseError';
  }
}

const AMOUNT = /^(-)?(?:₹ ?)?(\d[\d,]*)(?:\.(\d+))?$/;
// Commas must group digits the Indian way (12,34,567) or the international way (1,234,567).
const GROUPED = /^(?:\d+|\d{1,2}(?:,\d{2})*,\d{3}|\d{1,3}(?:,\d{3})+)$/;

export type RupeesParseResult = { ok: true; paise: Paise } | { ok: false; error: string };

/**
 * Reads rupees as people type them: "1,23,456.78", "₹1,23,456.78", "₹ 500", "-₹12.5", "0.05".
 * Anything else (letters, stray commas, more than 2 decimals, spaces inside) is refused.
 */
export function tryParseRupees(text: string): RupeesParseResult {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: false, error: RUPEES_EMPTY_MESSAGE };
  const match = AMOUNT.exec(trimmed);
  if (!match || !GROUPED.test(match[2] ?? '')) return { ok: false, error: RUPEES_INVALID_MESSAGE };
  const fraction = match[3] ?? '';
  if (fraction.length > 2) return { ok: false, error: RUPEES_DECIMALS_MESSAGE };
  const whole = (match[2] ?? '').replace(/,/g, '');
  const paise = BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0'));
  return { ok: true, paise: match[1] ? -paise : paise };
}

/** Like tryParseRupees, throwing a RupeesParseError with the message to show. */
export function parseRupees(text: string): Paise {
  const result = tryParseRupees(text);
  if (!result.ok) throw new RupeesParseError(result.error, text);
  return result.paise;
}

/** "₹1,23,456.78", or without the symbol "1,23,456.78"; both read back by parseRupees. */
export function formatRupees(paise: Paise, options: { symbol?: boolean } = {}): string {
  const text = formatInrWithSymbol(paise);
  return options.symbol === false ? text.replace('₹', '') : text;
}
