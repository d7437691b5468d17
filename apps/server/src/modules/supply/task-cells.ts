import { GST_STATES, QUANTITY_DECIMALS, unitQuantityError } from '@dom/domain';
import { z } from 'zod';

/** ALL or a two-digit GST state code: the regions BUYER_PRICE and SELLER_PRICES take. */
const REGIONS: readonly string[] = ['ALL', ...GST_STATES.map((s) => s.code)];
export const REGION_MESSAGE = 'Enter ALL or a two-digit GST state code';

/** A region cell: empty is ALL, `9` is read as `09` (a spreadsheet drops the zero), any case. */
export const regionCell = () =>
  z.string().transform((text, ctx) => {
    const v = text.trim().toUpperCase();
    if (v === '') return 'ALL';
    const code = /^\d$/.test(v) ? `0${v}` : v;
    if (REGIONS.includes(code)) return code;
    ctx.addIssue({ code: 'custom', message: REGION_MESSAGE });
    return z.NEVER;
  });

/** Y / Yes / N / No (any case) to true or false; empty is `empty` when given, else refused. */
export const yesNo = (what: string, empty?: boolean) =>
  z.string().transform((text, ctx) => {
    const v = text.trim().toUpperCase();
    if (v === '' && empty !== undefined) return empty;
    if (v === 'Y' || v === 'YES') return true;
    if (v === 'N' || v === 'NO') return false;
    ctx.addIssue({ code: 'custom', message: `Enter Y or N for ${what}` });
    return z.NEVER;
  });

/**
 * A quantity as people type it ("1,250.5", "40"): at most 3 decimals (the column's), answered as
 * plain decimal text for the database; null when the text is not one.
 */
export function quantityText(text: string): string | null {
  const v = text.trim().replace(/,/g, '');
  const match = /^(\d{1,11})(?:\.(\d*))?$/.exec(v);
  if (!match) return null;
  const fraction = (match[2] ?? '').replace(/0+$/, '');
  if (fraction.length > QUANTITY_DECIMALS) return null;
  const whole = match[1]!.replace(/^0+(?=\d)/, '');
  return fraction === '' ? whole : `${whole}.${fraction}`;
}

/** The stored quantity (numeric text, "12.500") as the download writes it: "12.5", "40". */
export const quantityOut = (stored: string): string =>
  stored.includes('.') ? stored.replace(/0+$/, '').replace(/\.$/, '') : stored;

/**
 * The problem of a quantity in a SKU's unit: a box, a bag or a piece is counted whole
 * (`unitQuantityError`), a tonne takes the 3 decimals. Null when the unit allows it.
 */
export const quantityInUnit = (quantity: string, unit: string): string | null => {
  const error = unitQuantityError(unit, quantity);
  return error === null ? null : `${error} (${unit})`;
};

/** Whole days from 0 to `max`; empty is null (the caller decides whether it may be). */
export const wholeDays = (max: number, tooMany: string) =>
  z.string().transform((text, ctx) => {
    const v = text.trim();
    if (v === '') return null;
    if (!/^\d{1,4}$/.test(v)) {
      ctx.addIssue({ code: 'custom', message: `Enter whole days from 0 to ${max}` });
      return z.NEVER;
    }
    if (Number(v) > max) {
      ctx.addIssue({ code: 'custom', message: tooMany });
      return z.NEVER;
    }
    return Number(v);
  });
