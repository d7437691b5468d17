import type { Quotation } from '@dom/contract';
import type { BusinessUnit, EnquiryStatus, PricingBasis } from '@dom/domain';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { recordAudit } from '../../platform/audit';
import type { Caller } from '../../platform/caller';
import type { DbOrTx } from '../../platform/db/database';
import { type FieldError, badRequest } from '../../platform/errors';
import { warehouses } from '../parties';
import { DEFAULT_QUOTATION_RULES, createQuotation } from './quotation.service';
import { countResponses, linesOf, nextKey, pricesOf, quotationsOf, sellerRfqsOf } from './rfq.repo';
import { rfqLines, rfqs, sellerRfqPrices, sellerRfqs } from './rfq.schema';
import { requireRfq, rfqReadyForQuotation } from './rfq-guards';

/**
 * What the pricing area reads of an enquiry and the one command it calls (issue 19: discover
 * price, quotation automation). The pricing module owns price lists and rules; the enquiry, its
 * answers and its quotations stay here.
 */

export interface EnquiryForPricing {
  rfqKey: string;
  buyerName: string;
  buyerStateCode: string;
  businessUnit: BusinessUnit;
  pricingBasis: PricingBasis;
  status: EnquiryStatus;
  /** A quotation not yet closed (automation does not draw a second). */
  openQuotationKey: string | null;
  lines: {
    lineId: string;
    productId: string;
    productName: string;
    unit: string;
    quantity: string;
    buyerPricePaise: bigint;
  }[];
  answers: {
    sellerId: string;
    sellerName: string;
    lineId: string;
    exWorksPaise: bigint;
    freightPaise: bigint;
    validUntil: string | null;
  }[];
}

/** The enquiry in the caller's scope (404 otherwise), with its lines and the sellers' answered prices. */
export async function enquiryForPricing(
  db: DbOrTx,
  caller: Caller,
  rfqKey: string,
): Promise<EnquiryForPricing> {
  const rfq = await requireRfq(db, caller, rfqKey);
  const lines = await linesOf(db, rfq.id);
  const answered = (await sellerRfqsOf(db, rfq.id)).filter((a) => a.status === 'RESPONDED');
  const prices = await pricesOf(
    db,
    answered.map((a) => a.id),
  );
  const open = (await quotationsOf(db, rfq.id)).find((q) => q.status !== 'CLOSED');
  return {
    rfqKey: rfq.rfqKey,
    buyerName: rfq.buyerName,
    buyerStateCode: rfq.buyerStateCode,
    businessUnit: rfq.businessUnit,
    pricingBasis: rfq.pricingBasis,
    status: rfq.status,
    openQuotationKey: open?.quotationKey ?? null,
    lines: lines.map(({ line }) => ({
      lineId: line.id,
      productId: line.productId,
      productName: line.productName,
      unit: line.unit,
      quantity: line.quantity,
      buyerPricePaise: line.buyerPricePaise,
    })),
    answers: prices.flatMap((p) => {
      const a = answered.find((x) => x.id === p.sellerRfqId);
      return a
        ? [
            {
              sellerId: a.sellerId,
              sellerName: a.sellerName,
              lineId: p.lineId,
              exWorksPaise: p.exWorksPaise,
              freightPaise: p.freightPaise,
              validUntil: a.validUntil,
            },
          ]
        : [];
    }),
  };
}

export interface AnsweredPrice {
  rfqKey: string;
  sellerId: string;
  sellerName: string;
  buyerStateCode: string;
  exWorksPaise: bigint;
  freightPaise: bigint;
  validUntil: string | null;
  respondedAt: Date | null;
}

/** The latest answered prices of a product across enquiries (price discovery; staff only). */
export async function answeredPricesOfProduct(
  db: DbOrTx,
  productId: string,
  stateCode: string | undefined,
  limit = 50,
): Promise<AnsweredPrice[]> {
  const rows = await db
    .select({
      rfqKey: rfqs.rfqKey,
      sellerId: sellerRfqs.sellerId,
      sellerName: sellerRfqs.sellerName,
      buyerStateCode: rfqs.buyerStateCode,
      exWorksPaise: sellerRfqPrices.exWorksPaise,
      freightPaise: sellerRfqPrices.freightPaise,
      validUntil: sellerRfqs.validUntil,
      respondedAt: sellerRfqs.respondedAt,
    })
    .from(sellerRfqPrices)
    .innerJoin(rfqLines, eq(rfqLines.id, sellerRfqPrices.lineId))
    .innerJoin(sellerRfqs, eq(sellerRfqs.id, sellerRfqPrices.sellerRfqId))
    .innerJoin(rfqs, eq(rfqs.id, rfqLines.rfqId))
    .where(
      and(
        eq(rfqLines.productId, productId),
        eq(sellerRfqs.status, 'RESPONDED'),
        stateCode ? eq(rfqs.buyerStateCode, stateCode) : undefined,
      ),
    )
    .orderBy(desc(sellerRfqs.respondedAt))
    .limit(limit);
  return rows.map((r) => ({ ...r, respondedAt: r.respondedAt ? new Date(r.respondedAt) : null }));
}

/** One line priced by the automation: the seller and, for a price-list price, the price itself. */
export interface AutomatedPick {
  lineId: string;
  sellerId: string;
  sellerName: string;
  source: 'PRICE_LIST' | 'RFQ_ANSWER';
  exWorksPaise: bigint;
  freightPaise: bigint;
}

/**
 * Quotation automation's command: records a price-list price as the seller's answer (source
 * OFFLINE, "Seller price list") where the seller has none on the line, picks the seller of each
 * line, then draws the quotation as `createQuotation` does (its permission and states, one open
 * quotation at a time). Audited on the RFQ as `rfq.automatedPricing`.
 */
export async function quoteFromAutomation(
  tx: DbOrTx,
  caller: Caller,
  rfqKey: string,
  picks: readonly AutomatedPick[],
  ruleLabel: string,
): Promise<Quotation> {
  const rfq = await rfqReadyForQuotation(tx, caller, rfqKey);
  const lines = await linesOf(tx, rfq.id);
  const fields: FieldError[] = [];
  lines.forEach(({ line }, i) => {
    if (!picks.some((p) => p.lineId === line.id))
      fields.push({ field: `lines[${i}].sellerId`, message: 'No seller prices this line' });
  });
  if (fields.length > 0) throw badRequest(fields);
  let existing = await sellerRfqsOf(tx, rfq.id);
  const newSellers = [...new Set(picks.map((p) => p.sellerId))].filter(
    (id) => !existing.some((e) => e.sellerId === id),
  );
  if (newSellers.length) {
    const homes = await tx
      .select({ id: warehouses.id, sellerId: warehouses.sellerId })
      .from(warehouses)
      .where(inArray(warehouses.sellerId, newSellers))
      .orderBy(asc(warehouses.name));
    for (const sellerId of newSellers) {
      const home = homes.find((w) => w.sellerId === sellerId);
      if (!home)
        throw badRequest([
          {
            field: `lines[${picks.findIndex((p) => p.sellerId === sellerId)}].sellerId`,
            message: 'The seller has no warehouse',
          },
        ]);
      const pick = picks.find((p) => p.sellerId === sellerId)!;
      await tx.insert(sellerRfqs).values({
        sellerRfqKey: await nextKey(tx, 'seller_rfq_key_seq', 'SRFQ-'),
        rfqId: rfq.id,
        sellerId,
        sellerName: pick.sellerName,
        warehouseId: home.id,
        status: 'RESPONDED',
        source: 'OFFLINE',
        comment: 'Seller price list',
        respondedAt: new Date(),
        respondedBy: caller.userId,
      });
    }
    existing = await sellerRfqsOf(tx, rfq.id);
  }
  for (const pick of picks) {
    const seller = existing.find((e) => e.sellerId === pick.sellerId)!;
    if (pick.source === 'PRICE_LIST')
      await tx
        .insert(sellerRfqPrices)
        .values({
          sellerRfqId: seller.id,
          lineId: pick.lineId,
          exWorksPaise: pick.exWorksPaise,
          freightPaise: pick.freightPaise,
        })
        .onConflictDoNothing();
    await tx
      .update(rfqLines)
      .set({ pickedSellerRfqId: seller.id })
      .where(and(eq(rfqLines.id, pick.lineId), eq(rfqLines.rfqId, rfq.id)));
  }
  await tx
    .update(rfqs)
    .set({
      sellerCount: existing.length,
      responseCount: await countResponses(tx, rfq.id),
      updatedAt: new Date(),
    })
    .where(eq(rfqs.id, rfq.id));
  await recordAudit(tx, {
    ...caller.actor,
    action: 'rfq.automatedPricing',
    entityType: 'rfq',
    entityId: rfq.rfqKey,
    after: {
      rule: ruleLabel,
      picks: picks.map((p) => ({ lineId: p.lineId, seller: p.sellerName, source: p.source })),
    },
  });
  return createQuotation(tx, caller, rfqKey, DEFAULT_QUOTATION_RULES);
}
