export const NUMBER_INPUT_INVALID_MESSAGE = 'Enter a valid number';
export const NUMBER_INPUT_NEGATIVE_MESSAGE = 'Negative values are not allowed';
export const NUMBER_INPUT_DECIMALS_MESSAGE = 'Enter a number with at most 3 decimal places';
export const NUMBER_INPUT_MAX_DECIMALS = 3;

/** A non-negative number with at most 3 decimals, as typed: "12", "12.5", "0.125". */
export const NUMBER_INPUT_PATTERN = /^\d+(?:\.\d{1,3})?$/;

const ANY_DECIMAL = /^-?\d+(?:\.\d+)?$/;

/**
 * Numbers arrive as typed text or as numbers from a parsed form. A JS number is judged by its
 * shortest decimal spelling, so 0.1 + 0.2 (0.30000000000000004) counts as 17 decimals.
 */
export function validateNumberInput(value: string | number | null | undefined): string | null {
  const text = typeof value === 'number' ? numberText(value) : (value ?? '').trim();
  if (!ANY_DECIMAL.test(text)) return NUMBER_INPUT_INVALID_MESSAGE;
  if (text.startsWith('-')) return /[1-9]/.test(text) ? NUMBER_INPUT_NEGATIVE_MESSAGE : null;
  return NUMBER_INPUT_PATTERN.test(text) ? null : NUMBER_INPUT_DECIMALS_MESSAGE;
}

export function isValidNumberInput(value: string | number | null | undefined): boolean {
  return validateNumberInput(value) === null;
}

function numberText(value: number): string {
  if (!Number.isFinite(value)) return '';
  const text = String(value);
  if (!/e/i.test(text)) return text;
  // Exponent spellings occur from 1e21 (always an integer) and below 1e-6 (always > 3 decimals).
  return Math.abs(value) >= 1 ? BigInt(value).toString() : value.toFixed(20);
}
