import { isIsoDate, percentToBasisPoints, tryParseRupees } from '@dom/domain';
import { inArray } from 'drizzle-orm';
import { z } from 'zod';
import type { DbOrTx } from '../../platform/db/database';
import { activeProductsBySku } from '../catalogue';
import { buyers, sellers } from '../parties';

/** The cells the discount uploads share: days, percentages and rupee amounts as people type them. */

export const dayCell = (what: string) =>
  z
    .string()
    .trim()
    .refine((d) => isIsoDate(d), `Enter the ${what} as a real date, YYYY-MM-DD`);

export const optionalDayCell = z
  .string()
  .trim()
  .refine(
    (d) => d === '' || isIsoDate(d),
    'Enter the last day as a real date, YYYY-MM-DD, or leave it empty',
  );

export type Read<T> = { ok: true; value: T } | { ok: false; error: string };

/** "12.5", "12.50 %", "0", "100": basis points 0–10,000 (at most 2 decimals). */
export function readPercent(text: string): Read<number> {
  const bps = percentToBasisPoints(text.trim().replace(/\s*%$/, ''));
  if (bps === null || bps < 0n || bps > 10_000n)
    return { ok: false, error: 'Enter a percentage from 0 to 100, at most 2 decimals' };
  return { ok: true, value: Number(bps) };
}

/** Rupees as typed ("1,500", "900.50") in paise; `min` 'positive' (> 0) or 'zero' (≥ 0). */
export function readRupees(text: string, min: 'positive' | 'zero', what = 'an amount'): Read<bigint> {
  const parsed = tryParseRupees(text);
  if (!parsed.ok) return { ok: false, error: parsed.error };
  if (min === 'positive' ? parsed.paise <= 0n : parsed.paise < 0n)
    return { ok: false, error: `Enter ${what} ${min === 'positive' ? 'above 0' : 'of 0 or more'}` };
  return { ok: true, value: parsed.paise };
}

/** A cell read by `read`: its message names the cell's column (zod's path). */
export const readCell = <T>(read: (text: string) => Read<T>) =>
  z.string().transform((text, ctx) => {
    const r = read(text);
    if (r.ok) return r.value;
    ctx.addIssue({ code: 'custom', message: r.error });
    return z.NEVER;
  });

export const codeCell = (what: string) =>
  z.string().trim().min(1, `Enter the ${what}`).max(40, 'At most 40 characters');

/** Buyer code → id for the codes on the platform (one query). */
export const buyerIdsByCode = async (db: DbOrTx, codes: readonly string[]) =>
  new Map(
    (
      await db
        .select({ id: buyers.id, code: buyers.code })
        .from(buyers)
        .where(inArray(buyers.code, [...new Set(codes)]))
    ).map((b) => [b.code, b.id]),
  );

/** Seller code → id for the codes on the platform (one query). */
export const sellerIdsByCode = async (db: DbOrTx, codes: readonly string[]) =>
  new Map(
    (
      await db
        .select({ id: sellers.id, code: sellers.code })
        .from(sellers)
        .where(inArray(sellers.code, [...new Set(codes)]))
    ).map((s) => [s.code, s.id]),
  );

/** SKU → the active product (id, unit) for the SKUs active in the catalogue (one query). */
export const productsBySku = async (db: DbOrTx, skus: readonly string[]) =>
  new Map((await activeProductsBySku(db, [...new Set(skus)])).map((p) => [p.sku, p]));
