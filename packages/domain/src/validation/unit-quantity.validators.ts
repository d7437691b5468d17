/**
 * Units counted in whole pieces: a box, a piece, a sheet, a bag or a number cannot be ordered,
 * packed or shipped in fractions. Weights and volumes (MT, CUM, KG…) take up to 3 decimals.
 */
export const DISCRETE_UNITS = ['BOX', 'PCS', 'SHEET', 'BAG', 'NOS'] as const;

export const WHOLE_QUANTITY_MESSAGE = 'Enter a whole number for this unit';

export function isDiscreteUnit(unit: string): boolean {
  return (DISCRETE_UNITS as readonly string[]).includes(unit.trim().toUpperCase());
}

/**
 * The spec-style message when `quantity` (decimal text or a number) is not allowed in `unit`,
 * null when it is: a discrete unit takes whole numbers only.
 */
export function unitQuantityError(unit: string, quantity: string | number): string | null {
  if (!isDiscreteUnit(unit)) return null;
  const text = String(quantity).trim();
  return /^-?\d+(\.0*)?$/.test(text) ? null : WHOLE_QUANTITY_MESSAGE;
}

/**
 * A quantity as the screens show it beside its unit: whole pieces without the zero decimals the
 * database keeps ("92 BOX", not "92.000 BOX"); measures as given ("3.500 MT").
 */
export function quantityWithUnit(quantity: string, unit: string): string {
  return `${quantityInUnit(quantity, unit)} ${unit}`;
}

/** The figure alone, for a column beside the unit's (printed documents): "92", "3.500". */
export function quantityInUnit(quantity: string, unit: string): string {
  return isDiscreteUnit(unit) ? quantity.replace(/\.0*$/, '') : quantity;
}
