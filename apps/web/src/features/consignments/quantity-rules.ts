import { isDiscreteUnit, unitQuantityError, validateNumberInput } from '@dom/domain';

/**
 * The whole-number rule of discrete units (BAG, BOX, PCS, SHEET, NOS) as the server checks it on
 * every consignment quantity, for the dialogs' refinements: the domain's message (translated by
 * the field) or null when the text is blank, malformed (its own rule says so) or allowed.
 */
export function wholeQuantityIssue(unit: string, text: string): string | null {
  const value = text.trim();
  if (value === '' || validateNumberInput(value) !== null) return null;
  return unitQuantityError(unit, value);
}

/** Every line of the consignment is counted in whole pieces. */
export const allDiscrete = (units: readonly string[]): boolean =>
  units.length > 0 && units.every(isDiscreteUnit);

/**
 * The rule for a quantity across the consignment's lines (the quantity with issue of a POD, a
 * vehicle's share of the e-way bill): whole when every line is in pieces, as the server has it.
 */
export function consignmentWholeIssue(units: readonly string[], text: string): string | null {
  return allDiscrete(units) ? wholeQuantityIssue(units[0] ?? '', text) : null;
}

/** The step of a quantity input: whole pieces step by 1; measures (MT, CUM…) have none. */
export const quantityStep = (discrete: boolean): number | undefined => (discrete ? 1 : undefined);

/** A line's quantity as a form starts with it: whole pieces without the zero decimals ("10", not "10.000"). */
export const formQuantity = (quantity: string, unit: string): string =>
  isDiscreteUnit(unit) ? quantity.replace(/\.0*$/, '') : quantity;
