export function rangeRequiredMessage(field: string): string {
  return `${field} is required`;
}

export function rangeNegativeMessage(field: string): string {
  return `${field} cannot be negative`;
}

export function rangeAboveMaxMessage(field: string, max: number): string {
  return `${field} cannot exceed ${max}`;
}

/** The spec's range check: a value is flagged when it is missing, negative or above the maximum. */
export function isOutOfRange(value: number | null | undefined, max: number): boolean {
  return value === null || value === undefined || Number.isNaN(value) || value < 0 || value > max;
}

export function validateRange(value: number | null | undefined, max: number, field = 'Value'): string | null {
  if (value === null || value === undefined || Number.isNaN(value)) return rangeRequiredMessage(field);
  if (value < 0) return rangeNegativeMessage(field);
  if (value > max) return rangeAboveMaxMessage(field, max);
  return null;
}
