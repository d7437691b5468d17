import type {
  ConversionResult,
  Quotation,
  QuotationKeyBody,
  QuotationListQuery,
  QuotationAllowedAction,
  AnyEndpoint,
} from '@dom/contract';
import { RFQ_ENDPOINTS, allowedAction } from '@dom/contract';
import {
  type ApprovalStepPlan,
  type EnquiryAction,
  type MovRule,
  DEFAULT_QUOTATION_MIN_MARGIN_BP,
  type QuotationAction,
  formatInrWithSymbol,
  landedPricePaise,
  marginBasisPoints,
  quotationNeedsApproval,
} from '@dom/domain';
import { type SQL, and, desc, eq, ilike, inArray, or } from 'drizzle-orm';
import { recordAudit } from '../../platform/audit';
import type { Caller } from '../../platform/caller';
import type { Db, DbOrTx } from '../../platform/db/database';
import { AppError, type FieldError, badRequest } from '../../platform/errors';
import { type MoveActor, SYSTEM, applyMove, assertMove } from '../../platform/moves';
import { type ApprovalCaller, registerApprovalPolicy, subjectEnded } from '../approvals';
import { likePattern } from '../identity';
import { cappedCount, pageFrom } from '../parties';
import { formatMilli, toMilli } from '../orders';
import { createOrder } from '../orders';
import { ENQUIRY_MACHINES, QUOTATION_MACHINES } from './rfq-machines';
import {
  type QuotationRow,
  type RfqRow,
  type SellerRfqRow,
  findQuotation,
  findRfq,
  linesOf,
  nextKey,
  pricesOf,
  quotationLinesOf,
  quotationScope,
  quotationsOf,
  sellerRfqsOf,
} from './rfq.repo';
import { quotationLines, quotations, rfqOrders } from './rfq.schema';
import { rfqReadyForQuotation } from './rfq-guards';
import { assertMovMet, loadMovRules, quotationMovChecks } from './rfq-mov.service';

/** Raises an approval request in the caller's transaction (the approvals engine's `raiseApprovalIn`); answers its key. */
export type ApprovalRaiser = (
  tx: DbOrTx,
  caller: ApprovalCaller,
  body: { subjectType: string; subjectKey: string; comment: string },
) => Promise<string>;

/** The subject type of a quotation sent to the approvals engine. */
export const QUOTATION_APPROVAL_SUBJECT = 'rfq/quotation';

/** The deployment's quotation rules: below the margin, or above the value band, a second person approves. */
export interface QuotationRules {
  minMarginBp: number;
  valueBandPaise: bigint;
}
export const DEFAULT_QUOTATION_RULES: QuotationRules = {
  minMarginBp: DEFAULT_QUOTATION_MIN_MARGIN_BP,
  // ₹50,00,000.
  valueBandPaise: 500_000_000n,
};

/** The sales leadership approves a quotation (the requester never approves their own). */
export const QUOTATION_APPROVAL_STEPS: ApprovalStepPlan[] = [
  {
    code: 'SALES_LEAD',
    label: 'Sales lead',
    participants: (['SALES_LEAD', 'SALES_LEADERSHIP', 'ADMIN'] as const).map((roleCode) => ({
      participation: 'APPROVER' as const,
      roleCode,
    })),
    requiredApprovals: 1,
  },
];

const iso = (d: Date | string | null): string =>
  d instanceof Date ? d.toISOString() : d ? new Date(d).toISOString() : '';

const QUOTATION_ACTION_ENDPOINTS: Partial<Record<QuotationAction, AnyEndpoint>> = {
  sendForApproval: RFQ_ENDPOINTS.sendForApproval,
  sendToSeller: RFQ_ENDPOINTS.sendToBuyer,
  cancel: RFQ_ENDPOINTS.cancelQuotation,
  placeOrder: RFQ_ENDPOINTS.placeOrder,
};

/**
 * Quotation moves the service makes together with an enquiry move: offered only while that move is
 * open too (a split enquiry is placed by its child orders, not by the quotation's Place order).
 */
const ENQUIRY_MOVE_OF: Partial<Record<QuotationAction, EnquiryAction>> = { placeOrder: 'placeOrder' };

function allowedQuotationActions(caller: Caller, q: QuotationRow, rfq: RfqRow): QuotationAllowedAction[] {
  const table = QUOTATION_MACHINES[q.businessUnit].transitions;
  const enquiry = ENQUIRY_MACHINES[rfq.businessUnit].transitions;
  const out: QuotationAllowedAction[] = [];
  // The calls take the quotation's key in their body (no path params).
  for (const [action, endpoint] of Object.entries(QUOTATION_ACTION_ENDPOINTS)) {
    const move = table.moves.find((m) => m.action === action && m.from === q.status);
    if (!move || !caller.permissions.has(move.permission)) continue;
    const paired = ENQUIRY_MOVE_OF[action as QuotationAction];
    if (paired && !enquiry.moves.some((m) => m.action === paired && m.from === rfq.status)) continue;
    out.push(allowedAction(action, endpoint, { quotationKey: q.quotationKey }, move.to));
  }
  return out;
}

export async function presentQuotations(
  db: DbOrTx,
  caller: Caller,
  rfq: RfqRow,
  answers: readonly SellerRfqRow[],
  lines: Awaited<ReturnType<typeof linesOf>>,
): Promise<Quotation[]> {
  const quotes = await quotationsOf(db, rfq.id);
  const qLines = await quotationLinesOf(
    db,
    quotes.map((q) => q.id),
  );
  const rules = await loadMovRules(db);
  return quotes.map((q) => presentQuotation(caller, q, rfq, qLines, answers, lines, rules));
}

/** The quotation's own fields, as the list and the detail show them. */
function quotationSummary(q: QuotationRow) {
  return {
    quotationKey: q.quotationKey,
    rfqKey: q.rfqKey,
    buyerName: q.buyerName,
    businessUnit: q.businessUnit,
    status: q.status,
    totalPaise: q.totalPaise.toString(),
    costPaise: q.costPaise.toString(),
    marginBp: q.marginBp,
    needsApproval: q.needsApproval > 0,
    approvalKey: q.approvalKey,
    orderKeys: q.orderKeys,
    createdAt: iso(q.createdAt),
  };
}

function presentQuotation(
  caller: Caller,
  q: QuotationRow,
  rfq: RfqRow,
  qLines: Awaited<ReturnType<typeof quotationLinesOf>>,
  answers: readonly SellerRfqRow[],
  lines: Awaited<ReturnType<typeof linesOf>>,
  rules: readonly MovRule[],
): Quotation {
  return {
    ...quotationSummary(q),
    lines: qLines
      .filter((l) => l.quotationId === q.id)
      .map((l) => {
        const line = lines.find((x) => x.line.id === l.lineId)?.line;
        const seller = answers.find((a) => a.id === l.sellerRfqId);
        return {
          lineId: l.lineId,
          productName: line?.productName ?? '',
          quantity: line ? formatMilli(toMilli(line.quantity)) : '0',
          sellerRfqKey: seller?.sellerRfqKey ?? '',
          sellerName: seller?.sellerName ?? '',
          buyerPricePaise: l.buyerPricePaise.toString(),
          sellerPricePaise: l.sellerPricePaise.toString(),
          marginBp: l.marginBp,
        };
      }),
    mov: quotationMovChecks(rules, q, qLines, answers, lines),
    allowedActions: allowedQuotationActions(caller, q, rfq),
  };
}

async function quotationAnswer(db: DbOrTx, caller: Caller, quotationKey: string): Promise<Quotation> {
  const q = await findQuotation(db, caller.scope, quotationKey);
  if (!q) throw new AppError('NOT_FOUND', 'Quotation not found');
  const rfq = await findRfq(db, null, q.rfqKey);
  if (!rfq) throw new AppError('NOT_FOUND', 'Quotation not found');
  const answers = await sellerRfqsOf(db, rfq.id);
  const lines = await linesOf(db, rfq.id);
  const qLines = await quotationLinesOf(db, [q.id]);
  return presentQuotation(caller, q, rfq, qLines, answers, lines, await loadMovRules(db));
}

// ---------------------------------------------------------------------------------------------
// Create from the picks

export async function createQuotation(tx: DbOrTx, caller: Caller, rfqKey: string, rules: QuotationRules) {
  const rfq = await rfqReadyForQuotation(tx, caller, rfqKey);
  const lines = await linesOf(tx, rfq.id);
  const answers = await sellerRfqsOf(tx, rfq.id);
  const prices = await pricesOf(
    tx,
    answers.map((a) => a.id),
  );
  const fields: FieldError[] = [];
  let total = 0n;
  let cost = 0n;
  const rows = lines.map(({ line }, i) => {
    const price = prices.find((p) => p.sellerRfqId === line.pickedSellerRfqId && p.lineId === line.id);
    if (!price) {
      fields.push({ field: `lines[${i}].pickedSellerRfqKey`, message: 'Pick a seller for this line' });
      return null;
    }
    const landed = landedPricePaise(rfq.pricingBasis, price.exWorksPaise, price.freightPaise);
    const milli = toMilli(line.quantity);
    total += (milli * line.buyerPricePaise) / 1000n;
    cost += (milli * landed) / 1000n;
    return {
      lineId: line.id,
      sellerRfqId: price.sellerRfqId,
      buyerPricePaise: line.buyerPricePaise,
      sellerPricePaise: landed,
      marginBp: marginBasisPoints(line.buyerPricePaise, landed),
    };
  });
  if (fields.length > 0) throw badRequest(fields);
  const margin = marginBasisPoints(total, cost);
  const quotationKey = await nextKey(tx, 'quotation_key_seq', 'QT-');
  const [q] = await tx
    .insert(quotations)
    .values({
      quotationKey,
      rfqId: rfq.id,
      rfqKey: rfq.rfqKey,
      buyerName: rfq.buyerName,
      rmEmail: rfq.rmEmail,
      tmEmail: rfq.tmEmail,
      businessUnit: rfq.businessUnit,
      totalPaise: total,
      costPaise: cost,
      marginBp: margin,
      needsApproval: quotationNeedsApproval(margin, total, rules) ? 1 : 0,
      createdBy: caller.userId,
    })
    .returning({ id: quotations.id });
  await tx.insert(quotationLines).values(rows.map((r) => ({ ...r!, quotationId: q!.id })));
  await recordAudit(tx, {
    ...caller.actor,
    action: 'quotation.create',
    entityType: 'rfq',
    entityId: rfq.rfqKey,
    after: { status: 'CREATED', quotationKey, totalPaise: total.toString(), marginBp: margin },
  });
  return quotationAnswer(tx, caller, quotationKey);
}

// ---------------------------------------------------------------------------------------------
// Moves

async function requireQuotation(db: DbOrTx, caller: Caller, key: string) {
  const q = await findQuotation(db, caller.scope, key);
  if (!q) throw new AppError('NOT_FOUND', 'Quotation not found');
  const rfq = await findRfq(db, null, q.rfqKey);
  if (!rfq) throw new AppError('NOT_FOUND', 'Quotation not found');
  return { q, rfq };
}

/**
 * Send for approval: the quotation goes to APPROVAL_PENDING and its enquiry to SENT_FOR_APPROVAL.
 * Below the margin (or above the value band) the approvals engine gets a request; otherwise the
 * system approves both at once (audited as `approve` by the system).
 */
export async function sendForApproval(
  tx: DbOrTx,
  caller: ApprovalCaller & Caller,
  body: QuotationKeyBody,
  approvals: ApprovalRaiser,
) {
  const { q, rfq } = await requireQuotation(tx, caller, body.quotationKey);
  const approvalNeeded = q.needsApproval > 0;
  const detail = body.comment ? { comment: body.comment } : undefined;
  await applyMove(tx, QUOTATION_MACHINES[q.businessUnit], {
    key: q.quotationKey,
    action: 'sendForApproval',
    caller,
    detail,
    ...(approvalNeeded ? {} : { then: 'approve' as const }),
  });
  await applyMove(tx, ENQUIRY_MACHINES[rfq.businessUnit], {
    key: rfq.rfqKey,
    action: 'sendForApproval',
    caller,
    detail: { ...detail, quotationKey: q.quotationKey },
    ...(approvalNeeded ? {} : { then: 'approve' as const }),
  });
  if (approvalNeeded) {
    // In the same transaction: a request that cannot be raised leaves both where they were.
    const approvalKey = await approvals(tx, caller, {
      subjectType: QUOTATION_APPROVAL_SUBJECT,
      subjectKey: q.quotationKey,
      comment: body.comment ?? `Margin ${(q.marginBp / 100).toFixed(2)}% on ${q.rfqKey}`,
    });
    await tx.update(quotations).set({ approvalKey }).where(eq(quotations.id, q.id));
  }
  return quotationAnswer(tx, caller, q.quotationKey);
}

async function backToChanges(tx: DbOrTx, quotationKey: string, rfq: RfqRow, by: MoveActor) {
  await applyMove(tx, QUOTATION_MACHINES[rfq.businessUnit], {
    key: quotationKey,
    action: 'requestChanges',
    caller: SYSTEM,
    onBehalfOf: by,
  });
  await applyMove(tx, ENQUIRY_MACHINES[rfq.businessUnit], {
    key: rfq.rfqKey,
    action: 'requestChanges',
    caller: SYSTEM,
    onBehalfOf: by,
  });
}

/** Send the approved quotation out: the enquiry's response is submitted. Needs the unit's send permission. */
export async function sendToBuyer(tx: DbOrTx, caller: Caller, body: QuotationKeyBody) {
  const { q, rfq } = await requireQuotation(tx, caller, body.quotationKey);
  await applyMove(tx, QUOTATION_MACHINES[q.businessUnit], {
    key: q.quotationKey,
    action: 'sendToSeller',
    caller,
    detail: body.comment ? { comment: body.comment } : undefined,
  });
  await applyMove(tx, ENQUIRY_MACHINES[rfq.businessUnit], {
    key: rfq.rfqKey,
    action: 'submitResponse',
    caller,
    detail: { quotationKey: q.quotationKey },
  });
  return quotationAnswer(tx, caller, q.quotationKey);
}

export async function cancelQuotation(tx: DbOrTx, caller: Caller, body: QuotationKeyBody) {
  const { q, rfq } = await requireQuotation(tx, caller, body.quotationKey);
  await applyMove(tx, QUOTATION_MACHINES[q.businessUnit], {
    key: q.quotationKey,
    action: 'cancel',
    caller,
    detail: body.comment ? { comment: body.comment } : undefined,
  });
  // Its approval, if pending, is withdrawn: nobody is left to approve a closed quotation.
  await subjectEnded(tx, caller, QUOTATION_APPROVAL_SUBJECT, q.quotationKey);
  // An enquiry waiting on this quotation's approval goes back to enrichment.
  const now = await findRfq(tx, null, rfq.rfqKey, { forUpdate: true });
  if (now?.status === 'SENT_FOR_APPROVAL')
    await applyMove(tx, ENQUIRY_MACHINES[rfq.businessUnit], {
      key: rfq.rfqKey,
      action: 'requestChanges',
      caller: SYSTEM,
      onBehalfOf: caller.actor,
      detail: { quotationKey: q.quotationKey },
    });
  return quotationAnswer(tx, caller, q.quotationKey);
}

/** One sales order to make from a quotation: its seller RFQ, the lines, and (split) the consignment. */
export interface OrderGroup {
  seller: SellerRfqRow;
  consignment: { id: string; position: number; label: string; deliveryDate: string | null } | null;
  lines: { productId: string; quantity: string; buyerPricePaise: bigint; sellerPricePaise: bigint }[];
}

/**
 * What placing a quotation's orders reads, each row once, in the placing transaction: the quotation
 * and its enquiry locked (a second placement waits, then finds them moved), the sellers' answers, the
 * enquiry's lines, the quotation's lines and the minimum order value rules.
 */
export interface Placement {
  q: QuotationRow;
  rfq: RfqRow;
  answers: SellerRfqRow[];
  lines: Awaited<ReturnType<typeof linesOf>>;
  qLines: Awaited<ReturnType<typeof quotationLinesOf>>;
  rules: MovRule[];
}

/** Loads a placement: the quotation in the caller's scope (404 otherwise) and its enquiry, locked. */
export async function loadPlacement(tx: DbOrTx, caller: Caller, quotationKey: string): Promise<Placement> {
  const q = await findQuotation(tx, caller.scope, quotationKey, { forUpdate: true });
  if (!q) throw new AppError('NOT_FOUND', 'Quotation not found');
  return placementOf(tx, q);
}

/** Loads the rest of a placement of a quotation the caller found and locked (and its enquiry, if found). */
export async function placementOf(tx: DbOrTx, q: QuotationRow, found?: RfqRow): Promise<Placement> {
  const rfq = found ?? (await findRfq(tx, null, q.rfqKey, { forUpdate: true }));
  if (!rfq) throw new AppError('NOT_FOUND', 'Quotation not found');
  return {
    q,
    rfq,
    answers: await sellerRfqsOf(tx, rfq.id),
    lines: await linesOf(tx, rfq.id),
    qLines: await quotationLinesOf(tx, [q.id]),
    rules: await loadMovRules(tx),
  };
}

/** A seller below its minimum order value gets no order: 400 on `quotationKey` before any order is made. */
export function assertPlacementMov(p: Placement): void {
  assertMovMet(quotationMovChecks(p.rules, p.q, p.qLines, p.answers, p.lines));
}

/**
 * The orders a quotation becomes: one per seller, or (split) one per consignment and seller, in a
 * stable order (consignment position, then seller RFQ key).
 */
export function orderGroups(p: Placement, byConsignment: boolean): OrderGroup[] {
  const groups = new Map<string, OrderGroup>();
  for (const l of p.qLines) {
    const seller = p.answers.find((a) => a.id === l.sellerRfqId);
    const found = p.lines.find((x) => x.line.id === l.lineId);
    if (!seller || !found)
      throw new AppError('INTERNAL', 'The quotation names a line or seller RFQ that is gone');
    const id = byConsignment ? `${found.line.consignmentId}/${seller.id}` : seller.id;
    const group = groups.get(id) ?? {
      seller,
      consignment: byConsignment
        ? {
            id: found.line.consignmentId,
            position: found.consignmentPosition,
            label: found.consignmentLabel,
            deliveryDate: found.consignmentDeliveryDate,
          }
        : null,
      lines: [],
    };
    group.lines.push({
      productId: found.line.productId,
      quantity: formatMilli(toMilli(found.line.quantity)),
      buyerPricePaise: l.buyerPricePaise,
      sellerPricePaise: l.sellerPricePaise,
    });
    groups.set(id, group);
  }
  return [...groups.values()].sort(
    (a, b) =>
      (a.consignment?.position ?? 0) - (b.consignment?.position ?? 0) ||
      a.seller.sellerRfqKey.localeCompare(b.seller.sellerRfqKey),
  );
}

/** The source id of a group's order: the quotation and seller RFQ (and the consignment of a split). */
export const orderSourceId = (q: QuotationRow, g: OrderGroup): string =>
  `${q.quotationKey}/${g.seller.sellerRfqKey}${g.consignment ? `/C${g.consignment.position}` : ''}`;

/**
 * Make the sales orders of the groups with the orders module's `createOrder`, in the caller's
 * transaction (all of them or none), and link them to the enquiry in `rfq_orders`. Each order's
 * source id names the quotation, seller RFQ (and consignment), its buyer PO the RFQ. An enquiry with
 * a shipping address ships its orders there; billing stays the buyer's. Answers the order keys in
 * the groups' order.
 */
export async function makeOrders(
  tx: DbOrTx,
  caller: Caller,
  p: Placement,
  groups: readonly OrderGroup[],
): Promise<string[]> {
  const { rfq, q } = p;
  const made: { sellerId: string; orderKey: string }[] = [];
  const today = new Date().toISOString().slice(0, 10);
  for (const g of groups) {
    const eta = g.consignment?.deliveryDate;
    const order = await createOrder(
      tx,
      {
        buyerId: rfq.buyerId,
        // Billed to the buyer's billing address, shipped to the enquiry's shipping address when it
        // carries one (the orders module books it: one of the buyer's SHIPPING addresses).
        ...(rfq.shippingAddressId
          ? { billingAddressSame: false, shippingAddressId: rfq.shippingAddressId }
          : { billingAddressSame: true }),
        warehouseId: g.seller.warehouseId,
        shippingMode: 'SELLER_SHIPPED',
        logisticsProvider: '3PL',
        paymentTerms: rfq.paymentTerms,
        buyerCreditDays: rfq.buyerCreditDays,
        poReceivedAt: new Date().toISOString(),
        buyerPONumber: rfq.rfqKey,
        orderCategory: rfq.pricingBasis === 'FOR' ? 'FOR' : 'EXW',
        ...(eta && eta >= today ? { maxEta: eta } : {}),
        lines: g.lines.map((l) => ({
          productId: l.productId,
          orderedQuantity: l.quantity,
          buyerPricePerUnitPaise: l.buyerPricePaise.toString(),
          sellerPricePerUnitPaise: l.sellerPricePaise.toString(),
        })),
        charges: [],
      },
      caller.actor,
      { scope: caller.scope, sourceSystemOrderId: orderSourceId(q, g) },
    );
    made.push({ sellerId: g.seller.sellerId, orderKey: order.orderKey });
  }
  await tx
    .insert(rfqOrders)
    .values(
      made.map((m) => ({ rfqId: rfq.id, quotationId: q.id, sellerId: m.sellerId, orderKey: m.orderKey })),
    )
    .onConflictDoNothing();
  return made.map((m) => m.orderKey);
}

/**
 * Place the order, in the caller's transaction: one sales order per seller from the quotation's
 * lines (the orders module's `createOrder`), linked in `rfq_orders`; the quotation closes and the
 * enquiry is CONVERTED_TO_ORDER. A failure anywhere (a seller's order refused, a move refused) leaves
 * nothing: no order, no link, no move, no event.
 */
export async function placeOrder(
  tx: DbOrTx,
  caller: Caller,
  body: QuotationKeyBody,
): Promise<ConversionResult> {
  const p = await loadPlacement(tx, caller, body.quotationKey);
  const { q, rfq } = p;
  // The moves' own checks first (403 / 409), before any order is made.
  assertMove(QUOTATION_MACHINES[q.businessUnit], q.status, 'placeOrder', caller);
  assertMove(ENQUIRY_MACHINES[rfq.businessUnit], rfq.status, 'placeOrder', caller);
  assertPlacementMov(p);
  const orderKeys = (await makeOrders(tx, caller, p, orderGroups(p, false))).sort();
  await applyMove(tx, QUOTATION_MACHINES[q.businessUnit], {
    key: q.quotationKey,
    action: 'placeOrder',
    caller,
    detail: { orderKeys },
    change: () => ({ orderKeys }),
  });
  await applyMove(tx, ENQUIRY_MACHINES[rfq.businessUnit], {
    key: rfq.rfqKey,
    action: 'placeOrder',
    caller,
    detail: { quotationKey: q.quotationKey, orderKeys },
  });
  return { rfqKey: rfq.rfqKey, quotationKey: q.quotationKey, orderKeys };
}

// ---------------------------------------------------------------------------------------------
// List

export async function listQuotations(db: DbOrTx, caller: Caller, query: QuotationListQuery) {
  const parts: (SQL | undefined)[] = [quotationScope(caller.scope)];
  if (query.search) {
    const like = likePattern(query.search);
    parts.push(
      or(
        ilike(quotations.quotationKey, like),
        ilike(quotations.rfqKey, like),
        ilike(quotations.buyerName, like),
      ),
    );
  }
  if (query.statuses && query.statuses.length > 0) parts.push(inArray(quotations.status, query.statuses));
  const where = and(...parts);
  const rows = await db
    .select()
    .from(quotations)
    .where(where)
    .orderBy(desc(quotations.createdAt), desc(quotations.id))
    .limit(query.pageSize)
    .offset(query.pageNumber * query.pageSize);
  const counted = await cappedCount(db, quotations, where);
  return pageFrom(rows.map(quotationSummary), query, counted);
}

// ---------------------------------------------------------------------------------------------
// The approvals engine's policy

export function registerQuotationApprovalPolicy(db: Db): void {
  registerApprovalPolicy(db, {
    subjectType: QUOTATION_APPROVAL_SUBJECT,
    label: 'Quotation',
    describe: async (tx, key, requester) => {
      const q = await findQuotation(tx, requester.scope, key);
      if (!q) return undefined;
      if (q.status !== 'APPROVAL_PENDING')
        throw new AppError(
          'TRANSITION_NOT_ALLOWED',
          `Only a quotation in APPROVAL_PENDING goes for approval; ${key} is ${q.status}.`,
          { status: q.status },
          409,
        );
      return {
        summary: `Quotation ${key} for ${q.rfqKey}, ${q.buyerName}: margin ${(q.marginBp / 100).toFixed(2)}%`,
        businessValuePaise: q.totalPaise,
        metaData: [
          { label: 'Quotation', value: key, enhancerType: null },
          { label: 'RFQ', value: q.rfqKey, enhancerType: null },
          { label: 'Buyer', value: q.buyerName, enhancerType: null },
          { label: 'Quotation value', value: formatInrWithSymbol(q.totalPaise), enhancerType: null },
          { label: 'Margin', value: `${(q.marginBp / 100).toFixed(2)}%`, enhancerType: null },
          { label: 'Business unit', value: q.businessUnit, enhancerType: null },
        ],
      };
    },
    steps: () => QUOTATION_APPROVAL_STEPS,
    onDecided: async (tx, request, outcome, by) => {
      const q = await findQuotation(tx, null, request.subjectKey, { forUpdate: true });
      // A quotation cancelled meanwhile takes no decision.
      if (!q || q.status !== 'APPROVAL_PENDING') return undefined;
      const rfq = await findRfq(tx, null, q.rfqKey);
      if (!rfq) return undefined;
      if (outcome === 'APPROVED') {
        const detail = { approvalKey: request.approvalKey };
        await applyMove(tx, QUOTATION_MACHINES[q.businessUnit], {
          key: q.quotationKey,
          action: 'approve',
          caller: SYSTEM,
          onBehalfOf: by,
          detail,
        });
        await applyMove(tx, ENQUIRY_MACHINES[rfq.businessUnit], {
          key: rfq.rfqKey,
          action: 'approve',
          caller: SYSTEM,
          onBehalfOf: by,
          detail,
        });
      } else await backToChanges(tx, q.quotationKey, rfq, by);
      return undefined;
    },
  });
}
