import type {
  AutomationLine,
  AutomationPreview,
  AutomationRule,
  AutomationSent,
  DiscoverPriceQuery,
  DiscoveredOffer,
  DiscoveredPrices,
  Page,
  PricingProduct,
  SharePrice,
  SharedPrice,
  SharedPriceQuery,
} from '@dom/contract';
import {
  BUSINESS_UNITS,
  type BusinessUnit,
  DEFAULT_QUOTATION_MIN_MARGIN_BP,
  RFQ_OPERATIONS,
  isPriceExpired,
  validateSellerPriceValidity,
  istDateOf,
  landedPricePaise,
  marginBasisPoints,
  rankPrices,
  rfqOperationAllowed,
} from '@dom/domain';
import { recordAudit } from '../../platform/audit';
import type { Caller } from '../../platform/caller';
import type { Db, DbOrTx } from '../../platform/db/database';
import { AppError, badRequest } from '../../platform/errors';
import { productsByIds, searchActiveProducts } from '../catalogue';
import { likePattern } from '../identity';
import { cappedCount, findSeller, pageFrom } from '../parties';
import { formatMilli, toMilli } from '../orders';
import {
  type AutomatedPick,
  type EnquiryForPricing,
  answeredPricesOfProduct,
  enquiryForPricing,
  quoteFromAutomation,
} from '../rfq';
import {
  type SellerPriceRow,
  automationRules,
  deleteSellerPrice,
  pageOfSharedPrices,
  saveAutomationRule,
  sharedPriceWhere,
  upsertSellerPrice,
  validPricesOf,
} from './pricing.repo';
import { sellerPrices } from './pricing.schema';

const today = () => istDateOf(new Date());
const iso = (d: Date | string) => (d instanceof Date ? d : new Date(d)).toISOString();

function presentPrice(r: SellerPriceRow): SharedPrice {
  return {
    id: r.id,
    sellerId: r.sellerId,
    sellerName: r.sellerName,
    productId: r.productId,
    sku: r.sku,
    productName: r.productName,
    unit: r.unit,
    region: r.region,
    exWorksPaise: r.exWorksPaise.toString(),
    freightPaise: r.freightPaise.toString(),
    validUntil: r.validUntil,
    valid: r.validUntil >= today(),
    updatedAt: iso(r.updatedAt),
  };
}

// ---------------------------------------------------------------------------------------------
// Share price (the seller portal)

export async function listSharedPrices(
  db: Db,
  caller: Caller,
  q: SharedPriceQuery,
): Promise<Page<SharedPrice>> {
  const where = sharedPriceWhere(caller.scope, q.search ? likePattern(q.search) : undefined);
  const rows = await pageOfSharedPrices(db, where, q.pageSize, q.pageNumber * q.pageSize);
  return pageFrom(rows.map(presentPrice), q, await cappedCount(db, sellerPrices, where));
}

export async function sharePrice(tx: DbOrTx, caller: Caller, body: SharePrice): Promise<SharedPrice> {
  // A seller shares its own price; staff name the seller.
  const sellerId = caller.scope.sellerId ?? body.sellerId;
  if (!sellerId) throw badRequest([{ field: 'sellerId', message: 'Choose the seller' }]);
  const seller = await findSeller(tx, caller.scope, sellerId);
  const [product] = await productsByIds(tx, [body.productId]);
  const fields = [];
  if (!seller) fields.push({ field: 'sellerId', message: 'No such seller' });
  if (!product || !product.isActive) fields.push({ field: 'productId', message: 'No such product' });
  if (BigInt(body.exWorksPaise) <= 0n)
    fields.push({ field: 'exWorksPaise', message: 'Enter a price above 0' });
  // A shared price holds from today to 180 days ahead, as a seller's answer to an enquiry (issue 30 §4).
  const validity = validateSellerPriceValidity(body.validUntil, today());
  if (validity) fields.push({ field: 'validUntil', message: validity });
  if (fields.length > 0 || !seller || !product) throw badRequest(fields);
  const saved = await upsertSellerPrice(tx, {
    sellerId: seller.id,
    sellerName: seller.name,
    productId: product.id,
    sku: product.sku,
    productName: product.name,
    unit: product.unit,
    region: body.region,
    exWorksPaise: BigInt(body.exWorksPaise),
    freightPaise: BigInt(body.freightPaise),
    validUntil: body.validUntil,
    updatedBy: caller.userId,
  });
  await recordAudit(tx, {
    ...caller.actor,
    action: 'pricing.sharePrice',
    entityType: 'seller',
    entityId: seller.id,
    after: {
      sku: product.sku,
      region: body.region,
      exWorksPaise: body.exWorksPaise,
      freightPaise: body.freightPaise,
      validUntil: body.validUntil,
    },
  });
  return presentPrice(saved);
}

export async function removePrice(tx: DbOrTx, caller: Caller, id: string) {
  const removed = await deleteSellerPrice(tx, caller.scope, id);
  if (!removed) throw new AppError('NOT_FOUND', 'Price not found');
  return { removed };
}

export async function pricingProducts(db: Db, search: string | undefined): Promise<PricingProduct[]> {
  const rows = await searchActiveProducts(db, search ? likePattern(search) : undefined, 20);
  return rows.map((p) => ({ id: p.id, sku: p.sku, name: p.name, unit: p.unit }));
}

// ---------------------------------------------------------------------------------------------
// Discover price (staff)

export async function discoverPrice(db: Db, q: DiscoverPriceQuery): Promise<DiscoveredPrices> {
  const [product] = await productsByIds(db, [q.productId]);
  if (!product) throw new AppError('NOT_FOUND', 'Product not found');
  const listed = await validPricesOf(db, [product.id], q.region, today());
  // Lapsed answers are never ranked: price discovery shows what holds today, as for price lists.
  const answered = (await answeredPricesOfProduct(db, product.id, q.region)).filter(
    (a) => !isPriceExpired(a.validUntil, today()),
  );
  const offers: Omit<DiscoveredOffer, 'rank'>[] = [
    ...listed.map((p) => ({
      source: 'PRICE_LIST' as const,
      sellerId: p.sellerId,
      sellerName: p.sellerName,
      region: p.region,
      exWorksPaise: p.exWorksPaise.toString(),
      freightPaise: p.freightPaise.toString(),
      landedPaise: (p.exWorksPaise + p.freightPaise).toString(),
      validUntil: p.validUntil,
      rfqKey: null,
      at: iso(p.updatedAt),
    })),
    ...answered.map((a) => ({
      source: 'RFQ_ANSWER' as const,
      sellerId: a.sellerId,
      sellerName: a.sellerName,
      region: a.buyerStateCode,
      exWorksPaise: a.exWorksPaise.toString(),
      freightPaise: a.freightPaise.toString(),
      landedPaise: (a.exWorksPaise + a.freightPaise).toString(),
      validUntil: a.validUntil,
      rfqKey: a.rfqKey,
      at: a.respondedAt ? a.respondedAt.toISOString() : '',
    })),
  ];
  const ranks = rankPrices(offers.map((o) => BigInt(o.landedPaise)));
  const ranked = offers
    .map((o, i) => ({ ...o, rank: ranks[i]! }))
    .sort((a, b) => a.rank - b.rank || a.sellerName.localeCompare(b.sellerName));
  return {
    product: { id: product.id, sku: product.sku, name: product.name, unit: product.unit },
    region: q.region ?? null,
    offers: ranked,
  };
}

// ---------------------------------------------------------------------------------------------
// Quotation automation

const defaultRule = (businessUnit: BusinessUnit): AutomationRule => ({
  businessUnit,
  minMarginBp: DEFAULT_QUOTATION_MIN_MARGIN_BP,
  useAnswers: true,
  enabled: true,
});

export async function listAutomationRules(db: DbOrTx) {
  const saved = await automationRules(db);
  return BUSINESS_UNITS.map((u) => {
    const row = saved.find((r) => r.businessUnit === u.value);
    return row
      ? {
          businessUnit: row.businessUnit,
          minMarginBp: row.minMarginBp,
          useAnswers: row.useAnswers,
          enabled: row.enabled,
          updatedAt: iso(row.updatedAt),
        }
      : { ...defaultRule(u.value), updatedAt: null };
  });
}

export async function setAutomationRule(tx: DbOrTx, caller: Caller, body: AutomationRule) {
  await saveAutomationRule(tx, { ...body, updatedBy: caller.userId });
  await recordAudit(tx, {
    ...caller.actor,
    action: 'pricing.automationRule',
    entityType: 'quotation-automation',
    entityId: body.businessUnit,
    after: { ...body },
  });
  return listAutomationRules(tx);
}

async function ruleOf(db: DbOrTx, unit: BusinessUnit): Promise<AutomationRule> {
  const rules = await listAutomationRules(db);
  const { updatedAt: _ignored, ...rule } = rules.find((r) => r.businessUnit === unit) ?? {
    ...defaultRule(unit),
    updatedAt: null,
  };
  return rule;
}

interface Candidate extends AutomatedPick {
  landed: bigint;
}

/** Per line, the lowest landed price among valid price lists (buyer's state or All India) and answers. */
async function pricedLines(db: DbOrTx, enquiry: EnquiryForPricing, rule: AutomationRule) {
  const listed = await validPricesOf(
    db,
    enquiry.lines.map((l) => l.productId),
    enquiry.buyerStateCode,
    today(),
  );
  return enquiry.lines.map((line) => {
    const candidates: Candidate[] = [
      ...listed
        .filter((p) => p.productId === line.productId)
        .map((p) => ({
          lineId: line.lineId,
          sellerId: p.sellerId,
          sellerName: p.sellerName,
          source: 'PRICE_LIST' as const,
          exWorksPaise: p.exWorksPaise,
          freightPaise: p.freightPaise,
          landed: landedPricePaise(enquiry.pricingBasis, p.exWorksPaise, p.freightPaise),
        })),
      ...(rule.useAnswers
        ? enquiry.answers
            // A lapsed answer is never ranked, so never chosen.
            .filter((a) => a.lineId === line.lineId && !isPriceExpired(a.validUntil, today()))
            .map((a) => ({
              lineId: line.lineId,
              sellerId: a.sellerId,
              sellerName: a.sellerName,
              source: 'RFQ_ANSWER' as const,
              exWorksPaise: a.exWorksPaise,
              freightPaise: a.freightPaise,
              landed: landedPricePaise(enquiry.pricingBasis, a.exWorksPaise, a.freightPaise),
            }))
        : []),
    ];
    // Lowest landed price; on a tie the seller's own answer, then the name.
    candidates.sort(
      (a, b) =>
        (a.landed < b.landed ? -1 : a.landed > b.landed ? 1 : 0) ||
        (a.source === b.source ? 0 : a.source === 'RFQ_ANSWER' ? -1 : 1) ||
        a.sellerName.localeCompare(b.sellerName),
    );
    const best = candidates[0] ?? null;
    const marginBp = best ? marginBasisPoints(line.buyerPricePaise, best.landed) : null;
    const outcome: AutomationLine['outcome'] = !best
      ? 'NO_PRICE'
      : marginBp! < rule.minMarginBp
        ? 'BELOW_MARGIN'
        : 'OK';
    return { line, best, marginBp, outcome };
  });
}

export async function automationPreview(db: Db, caller: Caller, rfqKey: string): Promise<AutomationPreview> {
  const enquiry = await enquiryForPricing(db, caller, rfqKey);
  const rule = await ruleOf(db, enquiry.businessUnit);
  const priced = await pricedLines(db, enquiry, rule);
  let total = 0n;
  let cost = 0n;
  for (const p of priced) {
    if (!p.best) continue;
    const milli = toMilli(p.line.quantity);
    total += (milli * p.line.buyerPricePaise) / 1000n;
    cost += (milli * p.best.landed) / 1000n;
  }
  const blockedReason = blockedBy(enquiry, rule, priced);
  return {
    rfqKey: enquiry.rfqKey,
    buyerName: enquiry.buyerName,
    businessUnit: enquiry.businessUnit,
    pricingBasis: enquiry.pricingBasis,
    status: enquiry.status,
    rule,
    lines: priced.map((p) => ({
      lineId: p.line.lineId,
      productName: p.line.productName,
      quantity: formatMilli(toMilli(p.line.quantity)),
      unit: p.line.unit,
      buyerPricePaise: p.line.buyerPricePaise.toString(),
      outcome: p.outcome,
      source: p.best?.source ?? null,
      sellerId: p.best?.sellerId ?? null,
      sellerName: p.best?.sellerName ?? null,
      exWorksPaise: p.best?.exWorksPaise.toString() ?? null,
      freightPaise: p.best?.freightPaise.toString() ?? null,
      landedPaise: p.best?.landed.toString() ?? null,
      marginBp: p.marginBp,
    })),
    totalPaise: total.toString(),
    costPaise: cost.toString(),
    marginBp: marginBasisPoints(total, cost),
    maySend: blockedReason === null,
    blockedReason,
  };
}

function blockedBy(
  enquiry: EnquiryForPricing,
  rule: AutomationRule,
  priced: Awaited<ReturnType<typeof pricedLines>>,
): string | null {
  if (!rule.enabled) return `Quotation automation is off for ${enquiry.businessUnit}.`;
  if (!rfqOperationAllowed('createQuotation', enquiry.status))
    return `A quotation is drawn once the sourcer accepted: the enquiry is ${enquiry.status} (allowed: ${RFQ_OPERATIONS.createQuotation.statuses.join(', ')}).`;
  if (enquiry.openQuotationKey)
    return `Quotation ${enquiry.openQuotationKey} is still open: cancel it before drawing another.`;
  const missing = priced.filter((p) => p.outcome === 'NO_PRICE').length;
  if (missing) return `${missing} line(s) have no seller price.`;
  const low = priced.filter((p) => p.outcome === 'BELOW_MARGIN').length;
  if (low) return `${low} line(s) are below the ${rule.minMarginBp / 100}% margin.`;
  return null;
}

export async function automationSend(tx: DbOrTx, caller: Caller, rfqKey: string): Promise<AutomationSent> {
  const enquiry = await enquiryForPricing(tx, caller, rfqKey);
  const rule = await ruleOf(tx, enquiry.businessUnit);
  const priced = await pricedLines(tx, enquiry, rule);
  const blocked = blockedBy(enquiry, rule, priced);
  if (blocked) {
    // Lines without a price or below the margin name the line; the rest is the enquiry's state.
    const lineProblems = priced.flatMap((p, i) =>
      p.outcome === 'OK'
        ? []
        : [
            {
              field: `lines[${i}]`,
              message:
                p.outcome === 'NO_PRICE'
                  ? 'No seller prices this line'
                  : `Margin ${(p.marginBp ?? 0) / 100}% is below the rule’s ${rule.minMarginBp / 100}%`,
            },
          ],
    );
    if (rule.enabled && rfqOperationAllowed('createQuotation', enquiry.status) && !enquiry.openQuotationKey)
      throw badRequest(lineProblems);
    throw new AppError(
      enquiry.openQuotationKey ? 'CONFLICT' : 'RFQ_NOT_ALLOWED_NOW',
      blocked,
      undefined,
      409,
    );
  }
  const picks = priced.map((p) => p.best!);
  const quotation = await quoteFromAutomation(
    tx,
    caller,
    rfqKey,
    picks.map(({ landed: _landed, ...pick }) => pick),
    `${rule.businessUnit}: margin ≥ ${rule.minMarginBp} bp${rule.useAnswers ? ', answers used' : ''}`,
  );
  return {
    rfqKey,
    quotationKey: quotation.quotationKey,
    totalPaise: quotation.totalPaise,
    marginBp: quotation.marginBp,
  };
}
