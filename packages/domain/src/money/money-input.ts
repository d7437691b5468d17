import { PAISE_WIRE_MESSAGE, PAISE_WIRE_PATTERN } from './paise-wire';

/**
 * The largest amount any one money field takes, either way: ₹1,000 crore. Above it an amount is a
 * slip or a probe, never business (the largest credit limit is a few crore), and any sum of such
 * amounts times a quantity stays far inside PostgreSQL's bigint (issue 30 §3).
 */
export const MONEY_CEILING_PAISE = 1_000_000_000_000n;

export const MONEY_INPUT_MESSAGES = {
  digits: PAISE_WIRE_MESSAGE,
  negative: 'Amount must not be negative',
  aboveZero: 'Amount must be more than zero',
  ceiling: 'Amount must not exceed ₹1,000 crore',
} as const;

export interface MoneyInputRule {
  /** A signed adjustment (a correction, a loss): below zero is allowed, down to minus the ceiling. */
  readonly signed?: boolean;
  /** Zero is refused too. */
  readonly positive?: boolean;
}

/** Why a money field's text is refused (digits, sign, zero, ceiling), or null when it is an amount. */
export function moneyInputProblem(text: string, rule: MoneyInputRule = {}): string | null {
  if (!PAISE_WIRE_PATTERN.test(text)) return MONEY_INPUT_MESSAGES.digits;
  const paise = BigInt(text);
  if (paise < 0n && !rule.signed) return MONEY_INPUT_MESSAGES.negative;
  if (paise === 0n && rule.positive) return MONEY_INPUT_MESSAGES.aboveZero;
  if (paise > MONEY_CEILING_PAISE || paise < -MONEY_CEILING_PAISE) return MONEY_INPUT_MESSAGES.ceiling;
  return null;
}
