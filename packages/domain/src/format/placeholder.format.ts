export const EMPTY_PLACEHOLDER = '-';

/** Null, undefined, NaN, blank text and empty arrays have nothing to show. */
export function isEmptyValue(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'number') return Number.isNaN(value);
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

/** The value as text, or the dash placeholder when it is empty. */
export function orPlaceholder(value: string | number | bigint | boolean | null | undefined): string {
  return isEmptyValue(value) ? EMPTY_PLACEHOLDER : String(value);
}
