import type { MovSellerCheck, MovValidate, MovValidation } from '@dom/contract';
import { type MovRule, type PricingBasis, checkMov, landedPricePaise } from '@dom/domain';
import { and, eq } from 'drizzle-orm';
import type { Caller } from '../../platform/caller';
import type { DbOrTx } from '../../platform/db/database';
import { AppError, badRequest } from '../../platform/errors';
import { toMilli } from '../orders';
import {
  type QuotationRow,
  type SellerPriceRow,
  type SellerRfqRow,
  linesOf,
  pricesOf,
  quotationLinesOf,
  sellerRfqsOf,
} from './rfq.repo';
import { movRules, quotations } from './rfq.schema';
import { requireRfq } from './rfq-guards';

/** All minimum order value rules (one per seller and a default: a small table). */
export async function loadMovRules(db: DbOrTx): Promise<MovRule[]> {
  const rows = await db.select().from(movRules);
  return rows.map((r) => ({ sellerId: r.sellerId, minOrderValuePaise: r.minOrderValuePaise }));
}

/** One seller's share of an order: the lines it supplies and what it is paid for them. */
interface SellerShare {
  seller: SellerRfqRow;
  lineIds: string[];
  valuePaise: bigint;
}

function addShare(shares: Map<string, SellerShare>, seller: SellerRfqRow, lineId: string, value: bigint) {
  const share = shares.get(seller.id) ?? { seller, lineIds: [], valuePaise: 0n };
  share.lineIds.push(lineId);
  share.valuePaise += value;
  shares.set(seller.id, share);
}

function present(rules: readonly MovRule[], shares: Map<string, SellerShare>): MovSellerCheck[] {
  return [...shares.values()]
    .sort((a, b) => a.seller.sellerRfqKey.localeCompare(b.seller.sellerRfqKey))
    .map(({ seller, lineIds, valuePaise }) => {
      const c = checkMov(rules, seller.sellerId, seller.sellerName, valuePaise);
      return {
        sellerId: seller.sellerId,
        sellerName: seller.sellerName,
        sellerRfqKey: seller.sellerRfqKey,
        lineIds,
        orderValuePaise: valuePaise.toString(),
        movPaise: c.movPaise === null ? null : c.movPaise.toString(),
        meets: c.meets,
        shortfallPaise: c.shortfallPaise.toString(),
        message: c.message,
      };
    });
}

/** The MOV check of the current picks: each picked seller's landed price × quantity over its lines. */
export function picksMovChecks(
  rules: readonly MovRule[],
  basis: PricingBasis,
  lines: Awaited<ReturnType<typeof linesOf>>,
  answers: readonly SellerRfqRow[],
  prices: readonly SellerPriceRow[],
): MovSellerCheck[] {
  const shares = new Map<string, SellerShare>();
  for (const { line } of lines) {
    const seller = answers.find((a) => a.id === line.pickedSellerRfqId);
    const price = prices.find((p) => p.sellerRfqId === line.pickedSellerRfqId && p.lineId === line.id);
    if (!seller || !price) continue;
    const landed = landedPricePaise(basis, price.exWorksPaise, price.freightPaise);
    addShare(shares, seller, line.id, (toMilli(line.quantity) * landed) / 1000n);
  }
  return present(rules, shares);
}

/** The MOV check of a quotation: each seller's quoted price × quantity over its lines. */
export function quotationMovChecks(
  rules: readonly MovRule[],
  q: QuotationRow,
  qLines: Awaited<ReturnType<typeof quotationLinesOf>>,
  answers: readonly SellerRfqRow[],
  lines: Awaited<ReturnType<typeof linesOf>>,
): MovSellerCheck[] {
  const shares = new Map<string, SellerShare>();
  for (const l of qLines.filter((x) => x.quotationId === q.id)) {
    const seller = answers.find((a) => a.id === l.sellerRfqId);
    const line = lines.find((x) => x.line.id === l.lineId)?.line;
    if (!seller || !line) continue;
    addShare(shares, seller, l.lineId, (toMilli(line.quantity) * l.sellerPricePaise) / 1000n);
  }
  return present(rules, shares);
}

/** Placing an order refuses a seller below its minimum order value: 400 on `quotationKey`. */
export function assertMovMet(checks: readonly MovSellerCheck[]): void {
  const short = checks.filter((c) => !c.meets);
  if (short.length > 0)
    throw badRequest(short.map((c) => ({ field: 'quotationKey', message: c.message ?? '' })));
}

/**
 * `ops-supply/mov/validate`: per seller, whether its order value meets its minimum order value —
 * of the enquiry's current picks, or of one of its quotations. The enquiry must be in scope (404).
 */
export async function validateMov(db: DbOrTx, caller: Caller, body: MovValidate): Promise<MovValidation> {
  const rfq = await requireRfq(db, caller, body.rfqKey);
  const rules = await loadMovRules(db);
  const lines = await linesOf(db, rfq.id);
  const answers = await sellerRfqsOf(db, rfq.id);
  let sellers: MovSellerCheck[];
  if (body.quotationKey) {
    const [q] = await db
      .select()
      .from(quotations)
      .where(and(eq(quotations.quotationKey, body.quotationKey), eq(quotations.rfqId, rfq.id)));
    if (!q) throw new AppError('NOT_FOUND', 'Quotation not found');
    sellers = quotationMovChecks(rules, q, await quotationLinesOf(db, [q.id]), answers, lines);
  } else {
    const prices = await pricesOf(
      db,
      answers.map((a) => a.id),
    );
    sellers = picksMovChecks(rules, rfq.pricingBasis, lines, answers, prices);
  }
  return {
    rfqKey: rfq.rfqKey,
    quotationKey: body.quotationKey ?? null,
    allMet: sellers.every((s) => s.meets),
    sellers,
  };
}
