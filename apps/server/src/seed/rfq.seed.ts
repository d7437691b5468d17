import { randomUUID } from 'node:crypto';
import {
  type BusinessUnit,
  type EnquiryStatus,
  type QuotationStatus,
  formatInrWithSymbol,
  landedPricePaise,
  marginBasisPoints,
  quotationNeedsApproval,
} from '@dom/domain';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../platform/db/database';
import { auditLog, buyers, orders, products, sellers, users, warehouses } from '../platform/db/schema/index';
import {
  quotationLines,
  quotations,
  rfqConsignments,
  rfqLines,
  rfqOrders,
  rfqs,
  sellerRfqPrices,
  sellerRfqs,
} from '../modules/rfq/rfq.schema';
import { nextApprovalKey, syncAwaiting } from '../modules/approvals/approvals.repo';
import { approvalDecisions, approvalRequests, approvalSteps } from '../modules/approvals/approvals.schema';
import {
  DEFAULT_QUOTATION_RULES,
  QUOTATION_APPROVAL_STEPS,
  QUOTATION_APPROVAL_SUBJECT,
} from '../modules/rfq/quotation.service';
import { Rng } from './random';

/** A quotation that went to the approvals engine, as sendForApproval would have raised it. */
interface SeededApproval {
  quotationId: string;
  quotationKey: string;
  rfqKey: string;
  buyerName: string;
  businessUnit: string;
  totalPaise: bigint;
  marginBp: number;
  status: 'PENDING' | 'APPROVED';
  raisedAt: Date;
  decidedAt: Date | null;
}

/** How the demo's RFQs are spread over the enquiry states (every state, most in the open ones). */
const SPREAD: readonly [EnquiryStatus, number][] = [
  ['DRAFT_REQUEST', 6],
  ['DRAFT', 2],
  ['REQUEST_RECEIVED', 8],
  ['SOURCING_REQUIRED', 14],
  ['SOURCING_COMPLETED', 8],
  ['RESPONSE_ACCEPTED', 6],
  ['SOURCER_ACCEPTED', 6],
  ['QUOTE_ENRICHMENT_PENDING', 3],
  ['SENT_FOR_APPROVAL', 4],
  ['APPROVED', 4],
  ['RESPONSE_SUBMITTED', 5],
  ['CONVERTED_TO_ORDER', 8],
  ['CHILDREN_ORDER_PENDING', 2],
  ['CHILDREN_ORDER_PLACED', 2],
  ['EXPIRED', 4],
  ['CANCELLED', 5],
  ['LOST', 3],
];
const ORDER = SPREAD.map(([s]) => s);
const rank = (s: EnquiryStatus) => ORDER.indexOf(s);
const at = (s: EnquiryStatus) => rank(s) >= rank('SOURCING_REQUIRED') && rank(s) < rank('EXPIRED');

const QUOTATION_OF: Partial<Record<EnquiryStatus, QuotationStatus>> = {
  QUOTE_ENRICHMENT_PENDING: 'CREATED',
  SENT_FOR_APPROVAL: 'APPROVAL_PENDING',
  APPROVED: 'APPROVED',
  RESPONSE_SUBMITTED: 'SENT_TO_SELLER',
  CONVERTED_TO_ORDER: 'CLOSED',
  CHILDREN_ORDER_PENDING: 'CLOSED',
  CHILDREN_ORDER_PLACED: 'CLOSED',
};

const PAYMENT_TERMS = [
  'Advance 100%',
  'Advance 30%, balance on delivery',
  'Credit 15 days',
  'Credit 21 days',
];
const SITES = ['Main site', 'Tower B', 'Warehouse Bhiwandi', 'Phase 2', 'Plant extension'];

/**
 * Demo RFQs for the /rfq, /quotations and /seller-enquiries screens: `count` enquiries spread over
 * every state, each with one or two consignments, shared with three sellers (the demo seller in
 * most), several answers each, picks and a quotation where the state has them. Converted ones link
 * to an order of the same buyer. Bulk inserts: a few hundred RFQs take well under a second.
 */
export async function seedRfqs(
  db: Db,
  count: number,
  seedValue = 2026,
  asOf: Date = new Date(),
): Promise<void> {
  if (count <= 0) return;
  const rng = new Rng(seedValue + 19);
  const buyerRows = await db
    .select({
      id: buyers.id,
      name: buyers.name,
      code: buyers.code,
      stateCode: buyers.stateCode,
      rmEmail: buyers.rmEmail,
      tmEmail: buyers.tmEmail,
      businessUnit: buyers.businessUnit,
    })
    .from(buyers)
    .orderBy(asc(buyers.code))
    .limit(120);
  const productRows = await db.select().from(products).orderBy(asc(products.sku)).limit(60);
  const [demo] = await db
    .select({ sellerId: users.sellerId })
    .from(users)
    .where(eq(users.username, 'seller'));
  const sellerRows = await db
    .select({ id: sellers.id, name: sellers.name })
    .from(sellers)
    .orderBy(asc(sellers.code))
    .limit(12);
  const homes = await db
    .select({ id: warehouses.id, sellerId: warehouses.sellerId })
    .from(warehouses)
    .where(
      inArray(
        warehouses.sellerId,
        sellerRows.map((s) => s.id),
      ),
    );
  const sellersWithHome = sellerRows.filter((s) => homes.some((w) => w.sellerId === s.id));
  const demoSeller = sellersWithHome.find((s) => s.id === demo?.sellerId);
  if (buyerRows.length === 0 || productRows.length === 0 || sellersWithHome.length < 3) return;
  const [actor] = await db.select({ id: users.id }).from(users).where(eq(users.username, 'support'));
  const [approver] = await db.select({ id: users.id }).from(users).where(eq(users.username, 'saleslead'));
  // Nothing is dated after the load: a step that would fall later happens just before it.
  const past = (d: Date, minutesBefore = 60) =>
    new Date(Math.min(d.getTime(), asOf.getTime() - minutesBefore * 60_000));
  const approvals: SeededApproval[] = [];
  const weights = SPREAD.reduce((s, [, w]) => s + w, 0);
  const statusAt = (i: number): EnquiryStatus => {
    let x = (i * 37) % weights;
    for (const [s, w] of SPREAD) {
      if (x < w) return s;
      x -= w;
    }
    return 'DRAFT_REQUEST';
  };

  const R: (typeof rfqs.$inferInsert)[] = [];
  const C: (typeof rfqConsignments.$inferInsert)[] = [];
  const L: (typeof rfqLines.$inferInsert)[] = [];
  const S: (typeof sellerRfqs.$inferInsert)[] = [];
  const P: (typeof sellerRfqPrices.$inferInsert)[] = [];
  const Q: (typeof quotations.$inferInsert)[] = [];
  const QL: (typeof quotationLines.$inferInsert)[] = [];
  const A: (typeof auditLog.$inferInsert)[] = [];
  const converted: { rfqId: string; quotationId: string; buyerId: string }[] = [];

  for (let i = 0; i < count; i++) {
    const status = statusAt(i);
    const buyer = buyerRows[i % buyerRows.length]!;
    const rfqId = randomUUID();
    const rfqKey = `RFQ-${String(10001 + i)}`;
    const basis = rng.chance(0.6) ? ('FOR' as const) : ('EXW' as const);
    const created = new Date(asOf.getTime() - (count - i) * 3_600_000 * 3);
    const lines: { id: string; price: bigint; milli: bigint }[] = [];
    const consignments = rng.int(1, 2);
    for (let c = 0; c < consignments; c++) {
      const cid = randomUUID();
      C.push({ id: cid, rfqId, position: c + 1, label: rng.pick(SITES) });
      const n = rng.int(1, 3);
      for (let k = 0; k < n; k++) {
        const p = rng.pick(productRows);
        const milli = BigInt(rng.int(1, 200) * 1000);
        // The buyer's asking price within ±5 % of the catalogue's list price (whole rupees).
        const price = ((p.listPricePaise * BigInt(rng.int(95, 105))) / 10_000n) * 100n;
        const id = randomUUID();
        lines.push({ id, price, milli });
        L.push({
          id,
          rfqId,
          consignmentId: cid,
          position: k + 1,
          productId: p.id,
          sku: p.sku,
          productName: p.name,
          unit: p.unit,
          hsn: p.hsn,
          gstRateBp: p.gstRateBasisPoints,
          quantity: (Number(milli) / 1000).toFixed(3),
          buyerPricePaise: price,
        });
      }
    }
    // Sharing and answers from sourcing on (closed ones keep what they had).
    const shared =
      at(status) || (['EXPIRED', 'CANCELLED', 'LOST'].includes(status) && rng.chance(0.5))
        ? [
            ...(demoSeller && i % 4 !== 3 ? [demoSeller] : []),
            ...sellersWithHome.filter((s) => s.id !== demoSeller?.id).slice(i % 5, (i % 5) + 3),
          ].slice(0, 3)
        : [];
    const answering = status === 'SOURCING_REQUIRED' ? rng.int(0, shared.length - 1) : shared.length;
    const offers: { sellerRfqId: string; landed: Map<string, bigint> }[] = [];
    shared.forEach((s, k) => {
      const id = randomUUID();
      const responded = k < answering;
      S.push({
        id,
        sellerRfqKey: `SRFQ-${String(50001 + S.length)}`,
        rfqId,
        sellerId: s.id,
        sellerName: s.name,
        warehouseId: homes.find((w) => w.sellerId === s.id)!.id,
        status: responded ? 'RESPONDED' : 'SHARED',
        source: responded ? (k === 2 ? 'OFFLINE' : 'ONLINE') : null,
        capacity: responded ? `${rng.int(50, 900)} MT a month` : null,
        validUntil: responded
          ? new Date(created.getTime() + 20 * 86_400_000).toISOString().slice(0, 10)
          : null,
        sellerCreditDays: responded ? rng.pick([0, 7, 15, 21]) : null,
        preferredPaymentDays: responded ? 0 : null,
        sharedAt: created,
        respondedAt: responded ? past(new Date(created.getTime() + 86_400_000), 180) : null,
      });
      if (!responded) return;
      const landed = new Map<string, bigint>();
      for (const l of lines) {
        const exWorks = (l.price * BigInt(rng.int(82, 99))) / 100n;
        const freight = BigInt(rng.int(0, 30) * 100);
        P.push({ sellerRfqId: id, lineId: l.id, exWorksPaise: exWorks, freightPaise: freight });
        landed.set(l.id, landedPricePaise(basis, exWorks, freight));
      }
      offers.push({ sellerRfqId: id, landed });
    });
    // Picks (L1 per line) once the CM answered; a quotation where the state has one.
    const picking = rank(status) >= rank('SOURCER_ACCEPTED') && offers.length > 0 && at(status);
    let total = 0n;
    let cost = 0n;
    const quoteLines: (typeof quotationLines.$inferInsert)[] = [];
    const qid = randomUUID();
    const bestOf = (l: (typeof lines)[number]) =>
      offers.reduce((a, b) => ((b.landed.get(l.id) ?? 0n) < (a.landed.get(l.id) ?? 0n) ? b : a));
    // A quotation waits for approval only when the rules ask for one: if the buyer's prices would
    // pass, the quotation is priced thin (3 % over the picked seller's landed price).
    if (picking && status === 'SENT_FOR_APPROVAL') {
      const asked = lines.reduce(
        (t, l) => ({
          total: t.total + (l.milli * l.price) / 1000n,
          cost: t.cost + (l.milli * bestOf(l).landed.get(l.id)!) / 1000n,
        }),
        { total: 0n, cost: 0n },
      );
      if (
        !quotationNeedsApproval(
          marginBasisPoints(asked.total, asked.cost),
          asked.total,
          DEFAULT_QUOTATION_RULES,
        )
      )
        for (const l of lines) {
          l.price = ((bestOf(l).landed.get(l.id)! * 103n) / 10_000n) * 100n;
          L.find((x) => x.id === l.id)!.buyerPricePaise = l.price;
        }
    }
    if (picking)
      for (const l of lines) {
        const best = bestOf(l);
        const landed = best.landed.get(l.id)!;
        L.find((x) => x.id === l.id)!.pickedSellerRfqId = best.sellerRfqId;
        total += (l.milli * l.price) / 1000n;
        cost += (l.milli * landed) / 1000n;
        quoteLines.push({
          quotationId: qid,
          lineId: l.id,
          sellerRfqId: best.sellerRfqId,
          buyerPricePaise: l.price,
          sellerPricePaise: landed,
          marginBp: marginBasisPoints(l.price, landed),
        });
      }
    const qStatus = QUOTATION_OF[status];
    if (picking && qStatus) {
      const marginBp = marginBasisPoints(total, cost);
      const needsApproval = quotationNeedsApproval(marginBp, total, DEFAULT_QUOTATION_RULES);
      const quotedAt = past(new Date(created.getTime() + 2 * 86_400_000), 120);
      const quotationKey = `QT-${String(70001 + Q.length)}`;
      // Sent for approval (still pending), or approved by the sales lead before it went on.
      if (needsApproval && qStatus !== 'CREATED')
        approvals.push({
          quotationId: qid,
          quotationKey,
          rfqKey,
          buyerName: buyer.name,
          businessUnit: buyer.businessUnit,
          totalPaise: total,
          marginBp,
          status: qStatus === 'APPROVAL_PENDING' ? 'PENDING' : 'APPROVED',
          raisedAt: past(new Date(quotedAt.getTime() + 3_600_000), 90),
          decidedAt:
            qStatus === 'APPROVAL_PENDING' ? null : past(new Date(quotedAt.getTime() + 86_400_000), 60),
        });
      Q.push({
        id: qid,
        quotationKey,
        rfqId,
        rfqKey,
        buyerName: buyer.name,
        rmEmail: buyer.rmEmail,
        tmEmail: buyer.tmEmail,
        businessUnit: buyer.businessUnit as BusinessUnit,
        status: qStatus,
        totalPaise: total,
        costPaise: cost,
        marginBp,
        needsApproval: needsApproval ? 1 : 0,
        createdAt: quotedAt,
      });
      QL.push(...quoteLines);
      if (qStatus === 'CLOSED') converted.push({ rfqId, quotationId: qid, buyerId: buyer.id });
    }
    const value = lines.reduce((s, l) => s + (l.milli * l.price) / 1000n, 0n);
    R.push({
      id: rfqId,
      rfqKey,
      buyerId: buyer.id,
      buyerName: buyer.name,
      buyerCode: buyer.code,
      buyerStateCode: buyer.stateCode,
      rmEmail: buyer.rmEmail,
      tmEmail: buyer.tmEmail,
      businessUnit: buyer.businessUnit as BusinessUnit,
      pricingBasis: basis,
      salesType: rng.chance(0.5) ? 'tradeSales' : 'projectSales',
      buyerCreditDays: rng.pick([0, 7, 15, 21]),
      paymentTerms: rng.pick(PAYMENT_TERMS),
      status,
      negotiated: status === 'SOURCING_REQUIRED' && i % 5 === 0 ? 1 : 0,
      closeReason:
        status === 'CANCELLED' ? 'BUYER_WITHDREW' : status === 'LOST' ? 'PRICE_NOT_COMPETITIVE' : null,
      lineCount: lines.length,
      sellerCount: shared.length,
      responseCount: offers.length,
      valuePaise: value,
      createdBy: actor?.id ?? null,
      createdAt: created,
      updatedAt: created,
    });
    A.push({
      actorId: actor?.id ?? null,
      action: 'rfq.create',
      entityType: 'rfq',
      entityId: rfqKey,
      after: { status: 'DRAFT_REQUEST', lines: lines.length },
      at: created,
    });
  }

  const chunk = async <T>(list: T[], insert: (c: T[]) => Promise<unknown>) => {
    for (let i = 0; i < list.length; i += 500) await insert(list.slice(i, i + 500));
  };
  await db.transaction(async (tx) => {
    await chunk(R, (c) => tx.insert(rfqs).values(c));
    await chunk(C, (c) => tx.insert(rfqConsignments).values(c));
    await chunk(L, (c) => tx.insert(rfqLines).values(c));
    await chunk(S, (c) => tx.insert(sellerRfqs).values(c));
    await chunk(P, (c) => tx.insert(sellerRfqPrices).values(c));
    await chunk(Q, (c) => tx.insert(quotations).values(c));
    await chunk(QL, (c) => tx.insert(quotationLines).values(c));
    if (actor && approver) await seedQuotationApprovals(tx, approvals, actor.id, approver.id);
    await chunk(A, (c) => tx.insert(auditLog).values(c));
    // Converted enquiries point at an order of their buyer (the demo has no RFQ history of its own).
    for (const c of converted) {
      const [o] = await tx
        .select({ orderKey: orders.orderKey, sellerId: orders.sellerId })
        .from(orders)
        .where(eq(orders.buyerId, c.buyerId))
        .orderBy(asc(orders.orderKey))
        .limit(1);
      if (!o) continue;
      await tx
        .insert(rfqOrders)
        .values({ rfqId: c.rfqId, quotationId: c.quotationId, sellerId: o.sellerId, orderKey: o.orderKey })
        .onConflictDoNothing();
      await tx
        .update(quotations)
        .set({ orderKeys: sql`ARRAY[${o.orderKey}]::text[]` })
        .where(eq(quotations.id, c.quotationId));
    }
  });
}

/**
 * The approval requests of the demo's quotations that needed one (below the margin or above the
 * value band), as the approvals engine records them: the quotation's facts, the sales-lead step,
 * and for those that went on, the sales lead's approval.
 */
async function seedQuotationApprovals(
  tx: DbOrTx,
  approvals: readonly SeededApproval[],
  requesterId: string,
  approverId: string,
): Promise<void> {
  for (const a of approvals) {
    const approvalKey = await nextApprovalKey(tx);
    const margin = `${(a.marginBp / 100).toFixed(2)}%`;
    const [request] = await tx
      .insert(approvalRequests)
      .values({
        approvalKey,
        subjectType: QUOTATION_APPROVAL_SUBJECT,
        subjectKey: a.quotationKey,
        summary: `Quotation ${a.quotationKey} for ${a.rfqKey}, ${a.buyerName}: margin ${margin}`,
        businessValuePaise: a.totalPaise,
        metaData: [
          { label: 'Quotation', value: a.quotationKey, enhancerType: null },
          { label: 'RFQ', value: a.rfqKey, enhancerType: null },
          { label: 'Buyer', value: a.buyerName, enhancerType: null },
          { label: 'Quotation value', value: formatInrWithSymbol(a.totalPaise), enhancerType: null },
          { label: 'Margin', value: margin, enhancerType: null },
          { label: 'Business unit', value: a.businessUnit, enhancerType: null },
        ],
        comment: `Margin ${margin} on ${a.rfqKey}`,
        requestedBy: requesterId,
        status: a.status,
        createdAt: a.raisedAt,
        updatedAt: a.decidedAt ?? a.raisedAt,
        decidedAt: a.decidedAt,
      })
      .returning({ id: approvalRequests.id });
    const steps = await tx
      .insert(approvalSteps)
      .values(
        QUOTATION_APPROVAL_STEPS.map((step, i) => ({
          requestId: request!.id,
          position: i + 1,
          code: step.code,
          label: step.label,
          participants: [...step.participants],
          requiredApprovals: step.requiredApprovals,
          status: a.status === 'APPROVED' ? ('APPROVED' as const) : ('REQUESTED' as const),
          updatedAt: a.decidedAt ?? a.raisedAt,
        })),
      )
      .returning({ id: approvalSteps.id });
    if (a.status === 'APPROVED')
      await tx.insert(approvalDecisions).values({
        requestId: request!.id,
        stepId: steps[0]!.id,
        actorId: approverId,
        action: 'APPROVE',
        createdAt: a.decidedAt!,
      });
    await tx.update(quotations).set({ approvalKey }).where(eq(quotations.id, a.quotationId));
    // Written here, not raised through the service: who may approve each pending one now.
    await syncAwaiting(tx, request!.id);
  }
}
