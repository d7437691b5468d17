import { isDiscreteUnit, unitQuantityError } from '@dom/domain';
import { formatMilli, toMilli } from '../orders';

/** Value of a quantity (text, 3 decimals) at a unit price in paise, rounded half up to the paisa. */
export function lineValuePaise(quantity: string, unitPricePaise: bigint): bigint {
  return (toMilli(quantity) * unitPricePaise + 500n) / 1000n;
}

/** GST on a value at a rate in basis points (1800 = 18 %), rounded half up. */
export function taxPaise(valuePaise: bigint, rateBp: number): bigint {
  return (valuePaise * BigInt(rateBp) + 5000n) / 10000n;
}

export function totalsOf(lines: readonly { quantity: string; unitPricePaise: bigint; gstRateBp: number }[]) {
  let value = 0n;
  let tax = 0n;
  for (const l of lines) {
    const v = lineValuePaise(l.quantity, l.unitPricePaise);
    value += v;
    tax += taxPaise(v, l.gstRateBp);
  }
  return { valuePaise: value, taxPaise: tax, totalPaise: value + tax };
}

export const sumQuantities = (quantities: readonly string[]): string =>
  formatMilli(quantities.reduce((a, q) => a + toMilli(q), 0n));

export { formatMilli, toMilli };

/**
 * The whole-number rule of discrete units for a quantity that spans a consignment's lines (the
 * quantity with issue of a POD, a vehicle's share of the e-way bill): whole when every line is
 * counted in pieces (BAG, BOX, PCS…), up to 3 decimals as soon as one is a measure (MT, CUM…).
 * The message is the one each line's own quantity gets (`unitQuantityError`), null when allowed.
 */
export function consignmentQuantityError(units: readonly string[], quantity: string): string | null {
  if (units.length === 0 || !units.every(isDiscreteUnit)) return null;
  return unitQuantityError(units[0] ?? '', quantity);
}

/**
 * The seller's bill in the books system for a consignment's invoice (the list's "Seller Bill Id"
 * filter): one per consignment, assigned when its invoice details are recorded.
 */
export const sellerBillIdOf = (consignmentKey: string): string => `SB/${consignmentKey.replace(/^CN/, '')}`;

/**
 * A consignment's quantity as people read it: one sum per unit, never bags plus tonnes
 * ("120 BAG + 3.500 MT"), pieces as whole numbers, units in alphabetical order.
 */
export function quantityByUnit(lines: readonly { unit: string; quantity: string }[]): string {
  const sums = new Map<string, bigint>();
  for (const l of lines) sums.set(l.unit, (sums.get(l.unit) ?? 0n) + toMilli(l.quantity));
  return [...sums]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(
      ([unit, milli]) =>
        `${isDiscreteUnit(unit) && milli % 1000n === 0n ? String(milli / 1000n) : formatMilli(milli)} ${unit}`,
    )
    .join(' + ');
}
