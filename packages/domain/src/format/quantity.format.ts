import { scaledIntegerToText, toScaledInteger } from './decimal-text';
import { groupIndianDigits } from './inr.format';
import { EMPTY_PLACEHOLDER } from './placeholder.format';

export const DEFAULT_WEIGHT_UNIT = 'MT';
export const QUANTITY_DECIMALS = 3;

/**
 * "1,234.5" — up to three decimals (quantities keep 3), en-IN grouping, trailing zeros dropped,
 * ties away from zero. Equals Intl.NumberFormat('en-IN', { maximumFractionDigits: 3 }) on the
 * decimal text. Missing or unreadable values show the dash placeholder.
 */
export function formatQuantity(value: number | string | null | undefined): string {
  if (value === null || value === undefined) return EMPTY_PLACEHOLDER;
  const scaled = toScaledInteger(value, QUANTITY_DECIMALS);
  if (scaled === null) return EMPTY_PLACEHOLDER;
  return scaledIntegerToText(scaled, QUANTITY_DECIMALS, groupIndianDigits);
}

/** "12.5 MT"; the unit defaults to metric tonnes. */
export function formatWeight(
  value: number | string | null | undefined,
  unit: string = DEFAULT_WEIGHT_UNIT,
): string {
  const quantity = formatQuantity(value);
  return quantity === EMPTY_PLACEHOLDER ? EMPTY_PLACEHOLDER : `${quantity} ${unit}`;
}
