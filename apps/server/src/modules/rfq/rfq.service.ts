import type {
  ActivityEntry,
  AnyEndpoint,
  Comparison,
  EnquiryStep,
  FinalizeSeller,
  RegisterResponse,
  RfqAllowedAction,
  RfqClose,
  RfqCreate,
  RfqDetail,
  RfqListQuery,
  SellerAnswer,
  ShareWithSellers,
  SourcingCompleted,
} from '@dom/contract';
import { RFQ_ENDPOINTS, allowedAction } from '@dom/contract';
import {
  type BusinessUnit,
  type EnquiryAction,
  type RfqOperation,
  RFQ_OPERATIONS,
  enquiryDisplayStatus,
  isPriceExpired,
  landedPricePaise,
  marginBasisPoints,
  rankPrices,
  rfqOperationAllowed,
  unitQuantityError,
  validateSellerPriceValidity,
} from '@dom/domain';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { listAuditFor, recordAudit } from '../../platform/audit';
import type { Caller } from '../../platform/caller';
import type { DbOrTx } from '../../platform/db/database';
import { AppError, type FieldError, badRequest } from '../../platform/errors';
import { type MoveActor, applyMove } from '../../platform/moves';
import { productsByIds } from '../catalogue';
import { users } from '../identity';
import { buyers, cappedCount, pageFrom, sellers, warehouses } from '../parties';
import { formatMilli, toMilli } from '../orders';
import { ENQUIRY_MACHINES } from './rfq-machines';
import {
  type RfqRow,
  type SellerRfqRow,
  countResponses,
  nextKey,
  linesOf,
  ordersOf,
  pricesOf,
  rfqListPage,
  rfqListWhere,
  sellerRfqsOf,
  statusCounts,
} from './rfq.repo';
import { rfqConsignments, rfqLines, rfqs, sellerRfqPrices, sellerRfqs } from './rfq.schema';
import { presentQuotations } from './quotation.service';
import { guardOperation, notAllowedNow, requireRfq } from './rfq-guards';
import { loadMovRules, picksMovChecks } from './rfq-mov.service';
import { findBuyerInScope } from './rfq-buyer-options';
import { shippingAddressLabel, shippingAddressOf } from './rfq-draft-buyer.service';
import { presentSellerRfq, sellerEnquiryDetail } from './seller-enquiries.service';

type ProductRow = Awaited<ReturnType<typeof productsByIds>>[number];

const iso = (d: Date | string | null): string | null =>
  d === null ? null : d instanceof Date ? d.toISOString() : new Date(d).toISOString();

// ---------------------------------------------------------------------------------------------
// Create

export async function createRfq(tx: DbOrTx, caller: Caller, body: RfqCreate): Promise<RfqDetail> {
  const [buyer] = await tx.select().from(buyers).where(eq(buyers.id, body.buyerId));
  const inScope = buyer && (await findBuyerInScope(tx, caller, buyer.id));
  const productIds = body.consignments.flatMap((c) => c.lines.map((l) => l.productId));
  const found = await productsByIds(tx, productIds);
  const fields: FieldError[] = [];
  if (!buyer || !inScope) fields.push({ field: 'buyerId', message: 'No such buyer' });
  body.consignments.forEach((c, ci) =>
    c.lines.forEach((l, li) => {
      const product = found.find((p) => p.id === l.productId);
      if (!product)
        fields.push({ field: `consignments[${ci}].lines[${li}].productId`, message: 'No such product' });
      if (toMilli(l.quantity) <= 0n)
        fields.push({
          field: `consignments[${ci}].lines[${li}].quantity`,
          message: 'Enter a quantity above 0',
        });
      // Bags, boxes, pieces, sheets and numbers are asked for in whole pieces, as orders take them.
      const whole = product ? unitQuantityError(product.unit, l.quantity) : null;
      if (whole) fields.push({ field: `consignments[${ci}].lines[${li}].quantity`, message: whole });
    }),
  );
  if (fields.length > 0 || !buyer) throw badRequest(fields);
  // The shipping address must be one of this buyer's (400 on shippingAddressId otherwise).
  const shipping = body.shippingAddressId
    ? await shippingAddressOf(tx, buyer.id, body.shippingAddressId)
    : null;
  const rfqKey = await insertRfq(tx, caller, { buyer, products: found, shipping, body });
  return rfqDetail(tx, caller, rfqKey);
}

/** Who raises an RFQ: the signed-in caller, or the uploader of an RFQ upload task (its bulk run). */
export interface RfqAuthor {
  userId: string | null;
  actor: MoveActor;
}

/**
 * Writes a checked RFQ in the caller's transaction: DRAFT_REQUEST, its owners copied from the
 * buyer, its consignments and lines, audited `rfq.create`. `POST /buyerRFQ` and the RFQ upload
 * (`rfq-upload.task.ts`, with the upload's reference) both raise RFQs through it.
 */
export async function insertRfq(
  tx: DbOrTx,
  author: RfqAuthor,
  input: {
    buyer: typeof buyers.$inferSelect;
    products: readonly ProductRow[];
    shipping: { id: string } | null;
    body: Omit<RfqCreate, 'buyerId' | 'shippingAddressId'>;
    upload?: { reference: string; taskId: string };
  },
): Promise<string> {
  const { buyer, shipping, body } = input;
  const key = await nextKey(tx, 'rfq_key_seq', 'RFQ-');
  const [rfq] = await tx
    .insert(rfqs)
    .values({
      rfqKey: key,
      buyerId: buyer.id,
      buyerName: buyer.name,
      buyerCode: buyer.code,
      buyerStateCode: buyer.stateCode,
      rmEmail: buyer.rmEmail,
      tmEmail: buyer.tmEmail,
      businessUnit: buyer.businessUnit as BusinessUnit,
      pricingBasis: body.pricingBasis,
      salesType: body.salesType,
      buyerCreditDays: body.buyerCreditDays,
      paymentTerms: body.paymentTerms,
      shippingAddressId: shipping?.id ?? null,
      status: 'DRAFT_REQUEST',
      createdBy: author.userId,
      uploadReference: input.upload?.reference ?? null,
    })
    .returning({ id: rfqs.id });
  if (!rfq) throw new Error('rfq insert returned no row');
  const lineCount = await addRfqLines(tx, rfq.id, input.products, body.consignments);
  await recordAudit(tx, {
    ...author.actor,
    action: 'rfq.create',
    entityType: 'rfq',
    entityId: key,
    after: {
      status: 'DRAFT_REQUEST',
      comment: body.comment ?? null,
      lines: lineCount,
      shippingAddressId: shipping?.id ?? null,
      ...(input.upload ? { uploadReference: input.upload.reference, uploadTaskId: input.upload.taskId } : {}),
    },
  });
  return key;
}

/**
 * Adds consignments (numbered from `firstPosition`) and their lines, then recounts the RFQ's lines
 * and value. Answers how many lines it added.
 */
export async function addRfqLines(
  tx: DbOrTx,
  rfqId: string,
  products: readonly ProductRow[],
  consignments: RfqCreate['consignments'],
  firstPosition = 1,
): Promise<number> {
  let added = 0;
  for (const [ci, c] of consignments.entries()) {
    const [cons] = await tx
      .insert(rfqConsignments)
      .values({ rfqId, position: firstPosition + ci, label: c.label, deliveryDate: c.deliveryDate ?? null })
      .returning({ id: rfqConsignments.id });
    if (!cons) throw new Error('consignment insert returned no row');
    await addConsignmentLines(tx, rfqId, cons.id, products, c.lines);
    added += c.lines.length;
  }
  await recountRfq(tx, rfqId);
  return added;
}

/** Lines of a consignment, numbered from `firstPosition`; the products looked up by the caller. */
export async function addConsignmentLines(
  tx: DbOrTx,
  rfqId: string,
  consignmentId: string,
  products: readonly ProductRow[],
  lines: RfqCreate['consignments'][number]['lines'],
  firstPosition = 1,
): Promise<void> {
  if (lines.length === 0) return;
  await tx.insert(rfqLines).values(
    lines.map((l, li) => {
      const p = products.find((x) => x.id === l.productId);
      if (!p) throw new Error(`product ${l.productId} was not looked up`);
      return {
        rfqId,
        consignmentId,
        position: firstPosition + li,
        productId: p.id,
        sku: p.sku,
        productName: p.name,
        unit: p.unit,
        hsn: p.hsn,
        gstRateBp: p.gstRateBasisPoints,
        quantity: formatMilli(toMilli(l.quantity)),
        buyerPricePaise: BigInt(l.buyerPricePaise),
      };
    }),
  );
}

/** The RFQ's line count and value (quantity × the buyer's price per unit) from its lines. */
export async function recountRfq(tx: DbOrTx, rfqId: string): Promise<void> {
  await tx.execute(sql`
    UPDATE rfqs SET
      line_count = (SELECT count(*) FROM rfq_lines WHERE rfq_id = ${rfqId}),
      value_paise = (SELECT coalesce(sum(trunc(quantity * buyer_price_paise)), 0) FROM rfq_lines WHERE rfq_id = ${rfqId})
    WHERE id = ${rfqId}`);
}

// ---------------------------------------------------------------------------------------------
// Enquiry steps (doc 3 §4): each through the runner, audited, from the states the table allows

type StepAction = Extract<
  EnquiryAction,
  'receiveRequest' | 'sourcingRequired' | 'acceptResponse' | 'moveToSourcingRequired' | 'sourcerAccepted'
>;

export async function enquiryStep(tx: DbOrTx, caller: Caller, action: StepAction, body: EnquiryStep) {
  const row = await requireRfq(tx, caller, body.rfqKey);
  await applyMove(tx, ENQUIRY_MACHINES[row.businessUnit], {
    key: body.rfqKey,
    action,
    caller,
    detail: body.comment ? { comment: body.comment } : undefined,
    change: () => (action === 'moveToSourcingRequired' ? { negotiated: 1 } : {}),
  });
  return rfqDetail(tx, caller, body.rfqKey);
}

export async function sourcingCompleted(tx: DbOrTx, caller: Caller, body: SourcingCompleted) {
  const row = await requireRfq(tx, caller, body.rfqKey);
  await applyMove(tx, ENQUIRY_MACHINES[row.businessUnit], {
    key: body.rfqKey,
    action: 'sourcingCompleted',
    caller,
    detail: {
      ...(body.comment ? { comment: body.comment } : {}),
      overrideChecklist: body.overrideChecklist,
    },
    check: async (locked) => {
      // The CM answers with at least one seller's prices, unless an override is checked.
      if (locked.responseCount === 0 && body.overrideChecklist.length === 0)
        throw new AppError(
          'RFQ_NOT_ALLOWED_NOW',
          'No seller has answered yet: register a response or tick an override.',
          undefined,
          409,
        );
    },
    change: () => ({ overrideChecklist: body.overrideChecklist }),
  });
  return rfqDetail(tx, caller, body.rfqKey);
}

export async function closeRfq(tx: DbOrTx, caller: Caller, action: 'cancel' | 'markLost', body: RfqClose) {
  const row = await requireRfq(tx, caller, body.rfqKey);
  await applyMove(tx, ENQUIRY_MACHINES[row.businessUnit], {
    key: body.rfqKey,
    action,
    caller,
    detail: { reason: body.reason, ...(body.comment ? { comment: body.comment } : {}) },
    change: () => ({ closeReason: body.reason }),
  });
  return rfqDetail(tx, caller, body.rfqKey);
}

// ---------------------------------------------------------------------------------------------
// Sharing with sellers and their answers

export async function shareWithSellers(tx: DbOrTx, caller: Caller, body: ShareWithSellers) {
  const row = await requireRfq(tx, caller, body.rfqKey, true);
  guardOperation(caller, 'shareWithSellers', row);
  const ids = [...new Set(body.sellerIds)];
  const found = await tx.select().from(sellers).where(inArray(sellers.id, ids));
  const fields: FieldError[] = [];
  ids.forEach((id, i) => {
    if (!found.some((s) => s.id === id)) fields.push({ field: `sellerIds[${i}]`, message: 'No such seller' });
  });
  const already = await sellerRfqsOf(tx, row.id);
  const fresh = found.filter((s) => !already.some((a) => a.sellerId === s.id));
  const homes = fresh.length
    ? await tx
        .select({ id: warehouses.id, sellerId: warehouses.sellerId })
        .from(warehouses)
        .where(
          inArray(
            warehouses.sellerId,
            fresh.map((s) => s.id),
          ),
        )
        .orderBy(asc(warehouses.name))
    : [];
  fresh.forEach((s) => {
    if (!homes.some((w) => w.sellerId === s.id))
      fields.push({ field: `sellerIds[${ids.indexOf(s.id)}]`, message: 'The seller has no warehouse' });
  });
  if (fields.length > 0) throw badRequest(fields);
  for (const s of fresh) {
    const key = await nextKey(tx, 'seller_rfq_key_seq', 'SRFQ-');
    await tx.insert(sellerRfqs).values({
      sellerRfqKey: key,
      rfqId: row.id,
      sellerId: s.id,
      sellerName: s.name,
      warehouseId: homes.find((w) => w.sellerId === s.id)!.id,
    });
  }
  await tx
    .update(rfqs)
    .set({ sellerCount: already.length + fresh.length, updatedAt: new Date() })
    .where(eq(rfqs.id, row.id));
  await recordAudit(tx, {
    ...caller.actor,
    action: 'rfq.shareEnquiryToSellers',
    entityType: 'rfq',
    entityId: row.rfqKey,
    after: { sellers: fresh.map((s) => s.name) },
  });
  return rfqDetail(tx, caller, body.rfqKey);
}

type AnswerFields = Omit<SellerAnswer, 'sellerRfqKey'>;

/** Writes a seller's answer (prices per line and terms) on its seller RFQ, in the caller's transaction. */
async function saveAnswer(
  tx: DbOrTx,
  caller: Caller,
  rfq: RfqRow,
  seller: SellerRfqRow,
  answer: AnswerFields,
  source: 'ONLINE' | 'OFFLINE',
  today: string,
): Promise<void> {
  const lines = await linesOf(tx, rfq.id);
  const fields: FieldError[] = [];
  const validity = validateSellerPriceValidity(answer.validUntil, today);
  if (validity) fields.push({ field: 'validUntil', message: validity });
  answer.prices.forEach((p, i) => {
    if (!lines.some((l) => l.line.id === p.lineId))
      fields.push({ field: `prices[${i}].lineId`, message: 'No such line on this enquiry' });
    if (BigInt(p.exWorksPaise) <= 0n)
      fields.push({ field: `prices[${i}].exWorksPaise`, message: 'Enter a price above 0' });
  });
  if (fields.length > 0) throw badRequest(fields);
  await tx.delete(sellerRfqPrices).where(eq(sellerRfqPrices.sellerRfqId, seller.id));
  await tx.insert(sellerRfqPrices).values(
    answer.prices.map((p) => ({
      sellerRfqId: seller.id,
      lineId: p.lineId,
      exWorksPaise: BigInt(p.exWorksPaise),
      freightPaise: BigInt(p.freightPaise),
    })),
  );
  await tx
    .update(sellerRfqs)
    .set({
      status: 'RESPONDED',
      source,
      capacity: answer.capacity,
      validUntil: answer.validUntil,
      sellerCreditDays: answer.sellerCreditDays,
      preferredPaymentDays: answer.preferredPaymentDays,
      comment: answer.comment ?? null,
      respondedAt: new Date(),
      respondedBy: caller.userId,
    })
    .where(eq(sellerRfqs.id, seller.id));
  await tx
    .update(rfqs)
    .set({ responseCount: await countResponses(tx, rfq.id), updatedAt: new Date() })
    .where(eq(rfqs.id, rfq.id));
  await recordAudit(tx, {
    ...caller.actor,
    action: source === 'OFFLINE' ? 'rfq.registerResponse' : 'rfq.sellerAnswer',
    entityType: 'rfq',
    entityId: rfq.rfqKey,
    after: { seller: seller.sellerName, source, sellerRfqKey: seller.sellerRfqKey },
  });
}

/** An RM registers an answer a seller gave offline (source OFFLINE); shares the enquiry with it if need be. */
export async function registerResponse(tx: DbOrTx, caller: Caller, body: RegisterResponse, today: string) {
  const row = await requireRfq(tx, caller, body.rfqKey, true);
  guardOperation(caller, 'registerResponse', row);
  let [seller] = await tx
    .select()
    .from(sellerRfqs)
    .where(and(eq(sellerRfqs.rfqId, row.id), eq(sellerRfqs.sellerId, body.sellerId)));
  if (!seller) {
    const [s] = await tx.select().from(sellers).where(eq(sellers.id, body.sellerId));
    const [w] = s
      ? await tx.select().from(warehouses).where(eq(warehouses.sellerId, s.id)).orderBy(asc(warehouses.name))
      : [];
    if (!s || !w) throw badRequest([{ field: 'sellerId', message: 'No such seller' }]);
    [seller] = await tx
      .insert(sellerRfqs)
      .values({
        sellerRfqKey: await nextKey(tx, 'seller_rfq_key_seq', 'SRFQ-'),
        rfqId: row.id,
        sellerId: s.id,
        sellerName: s.name,
        warehouseId: w.id,
      })
      .returning();
    await tx
      .update(rfqs)
      .set({ sellerCount: sql`${rfqs.sellerCount} + 1` })
      .where(eq(rfqs.id, row.id));
  }
  await saveAnswer(tx, caller, row, seller!, body, 'OFFLINE', today);
  return rfqDetail(tx, caller, body.rfqKey);
}

/** A seller answers in its portal: only its own seller RFQ (another's answers 404). */
export async function sellerAnswer(tx: DbOrTx, caller: Caller, body: SellerAnswer, today: string) {
  if (caller.scope.sellerId === undefined)
    throw new AppError(
      'TRANSITION_FORBIDDEN',
      'Only the seller answers in the portal; register an offline response instead.',
      undefined,
      403,
    );
  const [seller] = await tx
    .select()
    .from(sellerRfqs)
    .where(
      and(eq(sellerRfqs.sellerRfqKey, body.sellerRfqKey), eq(sellerRfqs.sellerId, caller.scope.sellerId)),
    )
    .for('update');
  if (!seller) throw new AppError('NOT_FOUND', 'Enquiry not found');
  const [rfq] = await tx.select().from(rfqs).where(eq(rfqs.id, seller.rfqId)).for('update');
  if (!rfq) throw new AppError('NOT_FOUND', 'Enquiry not found');
  if (!rfqOperationAllowed('sellerAnswer', rfq.status)) throw notAllowedNow('answer', rfq.status);
  await saveAnswer(tx, caller, rfq, seller, body, 'ONLINE', today);
  return sellerEnquiryDetail(tx, caller, body.sellerRfqKey);
}

// ---------------------------------------------------------------------------------------------
// Finalize seller (picks per line)

export async function finalizeSeller(tx: DbOrTx, caller: Caller, body: FinalizeSeller) {
  const row = await requireRfq(tx, caller, body.rfqKey, true);
  guardOperation(caller, 'finalizeSeller', row);
  const lines = await linesOf(tx, row.id);
  const answers = await sellerRfqsOf(tx, row.id);
  const prices = await pricesOf(
    tx,
    answers.map((a) => a.id),
  );
  const fields: FieldError[] = [];
  const picks = body.picks.map((p, i) => {
    const line = lines.find((l) => l.line.id === p.lineId);
    const seller = answers.find((a) => a.sellerRfqKey === p.sellerRfqKey && a.status === 'RESPONDED');
    if (!line) fields.push({ field: `picks[${i}].lineId`, message: 'No such line on this enquiry' });
    else if (!seller)
      fields.push({ field: `picks[${i}].sellerRfqKey`, message: 'No answer from this seller' });
    else if (!prices.some((p2) => p2.sellerRfqId === seller.id && p2.lineId === line.line.id))
      fields.push({ field: `picks[${i}].sellerRfqKey`, message: 'The seller did not price this line' });
    return { lineId: p.lineId, sellerRfqId: seller?.id };
  });
  if (fields.length > 0) throw badRequest(fields);
  for (const p of picks)
    await tx
      .update(rfqLines)
      .set({ pickedSellerRfqId: p.sellerRfqId! })
      .where(and(eq(rfqLines.id, p.lineId), eq(rfqLines.rfqId, row.id)));
  await tx.update(rfqs).set({ updatedAt: new Date() }).where(eq(rfqs.id, row.id));
  await recordAudit(tx, {
    ...caller.actor,
    action: 'rfq.finalizeSeller',
    entityType: 'rfq',
    entityId: row.rfqKey,
    after: { picks: body.picks },
  });
  return rfqDetail(tx, caller, body.rfqKey);
}

// ---------------------------------------------------------------------------------------------
// Comparison

export async function comparison(
  db: DbOrTx,
  caller: Caller,
  rfqKey: string,
  today: string,
): Promise<Comparison> {
  const row = await requireRfq(db, caller, rfqKey);
  return compare(db, row, today);
}

/** The answers side by side per line; a lapsed answer is shown as expired and never ranked (rank 0). */
export async function compare(db: DbOrTx, row: RfqRow, today: string): Promise<Comparison> {
  const lines = await linesOf(db, row.id);
  const answers = (await sellerRfqsOf(db, row.id)).filter((a) => a.status === 'RESPONDED');
  const prices = await pricesOf(
    db,
    answers.map((a) => a.id),
  );
  let total = 0n;
  let cost = 0n;
  const out = lines.map(({ line }) => {
    const offers = answers.flatMap((a) => {
      const p = prices.find((x) => x.sellerRfqId === a.id && x.lineId === line.id);
      return p
        ? [
            {
              a,
              p,
              landed: landedPricePaise(row.pricingBasis, p.exWorksPaise, p.freightPaise),
              expired: isPriceExpired(a.validUntil, today),
            },
          ]
        : [];
    });
    const live = offers.filter((o) => !o.expired);
    const liveRanks = rankPrices(live.map((o) => o.landed));
    const ranks = offers.map((o) => (o.expired ? 0 : (liveRanks[live.indexOf(o)] ?? 0)));
    const milli = toMilli(line.quantity);
    const picked = offers.find((o) => o.a.id === line.pickedSellerRfqId);
    if (picked) {
      total += (milli * line.buyerPricePaise) / 1000n;
      cost += (milli * picked.landed) / 1000n;
    }
    return {
      lineId: line.id,
      productName: line.productName,
      quantity: formatMilli(milli),
      unit: line.unit,
      buyerPricePaise: line.buyerPricePaise.toString(),
      offers: offers
        .map((o, i) => ({
          sellerRfqKey: o.a.sellerRfqKey,
          sellerName: o.a.sellerName,
          exWorksPaise: o.p.exWorksPaise.toString(),
          freightPaise: o.p.freightPaise.toString(),
          landedPaise: o.landed.toString(),
          rank: ranks[i] ?? 0,
          marginBp: marginBasisPoints(line.buyerPricePaise, o.landed),
          capacity: o.a.capacity,
          sellerCreditDays: o.a.sellerCreditDays,
          validUntil: o.a.validUntil,
          expired: o.expired,
          picked: o.a.id === line.pickedSellerRfqId,
        }))
        .sort(
          (x, y) =>
            Number(x.expired) - Number(y.expired) ||
            x.rank - y.rank ||
            x.sellerName.localeCompare(y.sellerName),
        ),
    };
  });
  return {
    rfqKey: row.rfqKey,
    pricingBasis: row.pricingBasis,
    lines: out,
    pickedTotalPaise: total.toString(),
    pickedCostPaise: cost.toString(),
    pickedMarginBp: marginBasisPoints(total, cost),
    mov: picksMovChecks(await loadMovRules(db), row.pricingBasis, lines, answers, prices),
  };
}

// ---------------------------------------------------------------------------------------------
// Reading

const STEP_ENDPOINTS: Partial<Record<EnquiryAction, AnyEndpoint>> = {
  receiveRequest: RFQ_ENDPOINTS.receiveRequest,
  sourcingRequired: RFQ_ENDPOINTS.sourcingRequired,
  sourcingCompleted: RFQ_ENDPOINTS.sourcingCompleted,
  acceptResponse: RFQ_ENDPOINTS.acceptResponse,
  moveToSourcingRequired: RFQ_ENDPOINTS.moveToSourcingRequired,
  sourcerAccepted: RFQ_ENDPOINTS.sourcerAccepted,
  cancel: RFQ_ENDPOINTS.cancel,
  markLost: RFQ_ENDPOINTS.decline,
  splitIntoChildOrders: RFQ_ENDPOINTS.splitIntoChildOrders,
  childrenOrderPlaced: RFQ_ENDPOINTS.childrenOrderPlaced,
};

const OPERATION_ENDPOINTS: Partial<Record<RfqOperation, AnyEndpoint>> = {
  shareWithSellers: RFQ_ENDPOINTS.share,
  registerResponse: RFQ_ENDPOINTS.registerResponse,
  finalizeSeller: RFQ_ENDPOINTS.finalizeSeller,
  createQuotation: RFQ_ENDPOINTS.createQuotation,
  reassignBusinessUserType: RFQ_ENDPOINTS.reassignBusinessUserType,
};

/** The buttons the caller may press on this RFQ: the table's moves and the operations, by permission and state. */
export function allowedRfqActions(caller: Caller, row: RfqRow): RfqAllowedAction[] {
  const table = ENQUIRY_MACHINES[row.businessUnit].transitions;
  const out: RfqAllowedAction[] = [];
  // Most calls take the RFQ's key in their body; creating a quotation names it in its path.
  const keys = { rfqKey: row.rfqKey };
  for (const [action, endpoint] of Object.entries(STEP_ENDPOINTS)) {
    const move = table.moves.find((m) => m.action === action && m.from === row.status);
    if (move && caller.permissions.has(move.permission))
      out.push(allowedAction(action, endpoint, keys, move.to));
  }
  for (const [operation, endpoint] of Object.entries(OPERATION_ENDPOINTS)) {
    const op = operation as RfqOperation;
    if (rfqOperationAllowed(op, row.status) && caller.permissions.has(RFQ_OPERATIONS[op].permission))
      out.push(allowedAction(op, endpoint, keys, null));
  }
  return out;
}

async function activityOf(db: DbOrTx, rfqKey: string): Promise<ActivityEntry[]> {
  const rows = await listAuditFor(db, 'rfq', rfqKey, 200);
  const ids = [...new Set(rows.map((r) => r.actorId).filter((x): x is string => !!x))];
  const names = ids.length
    ? await db.select({ id: users.id, name: users.displayName }).from(users).where(inArray(users.id, ids))
    : [];
  const str = (o: unknown, k: string): string | null => {
    const v = o && typeof o === 'object' ? (o as Record<string, unknown>)[k] : undefined;
    return typeof v === 'string' ? v : null;
  };
  return rows.map((r) => ({
    at: iso(r.at) ?? '',
    action: r.action,
    actor: names.find((n) => n.id === r.actorId)?.name ?? null,
    from: str(r.before, 'status'),
    to: str(r.after, 'status'),
    comment: str(r.after, 'comment') ?? str(r.after, 'reason'),
  }));
}

export async function rfqDetail(db: DbOrTx, caller: Caller, rfqKey: string): Promise<RfqDetail> {
  const row = await requireRfq(db, caller, rfqKey);
  const lines = await linesOf(db, row.id);
  const answers = await sellerRfqsOf(db, row.id);
  const prices = await pricesOf(
    db,
    answers.map((a) => a.id),
  );
  const quotes = await presentQuotations(db, caller, row, answers, lines);
  return {
    rfqKey: row.rfqKey,
    buyerId: row.buyerId,
    buyerName: row.buyerName,
    buyerCode: row.buyerCode,
    shippingAddress: await shippingAddressLabel(db, row.shippingAddressId),
    businessUnit: row.businessUnit,
    pricingBasis: row.pricingBasis,
    salesType: row.salesType,
    status: row.status,
    displayStatus: enquiryDisplayStatus(row.status, row.negotiated > 0),
    buyerCreditDays: row.buyerCreditDays,
    paymentTerms: row.paymentTerms,
    closeReason: row.closeReason,
    overrideChecklist: row.overrideChecklist,
    rmEmail: row.rmEmail,
    cmEmail: row.cmEmail,
    sourcerEmail: row.sourcerEmail,
    valuePaise: row.valuePaise.toString(),
    createdAt: iso(row.createdAt) ?? '',
    version: row.version,
    lines: lines.map(({ line, consignmentLabel }) => ({
      id: line.id,
      consignmentLabel,
      position: line.position,
      productId: line.productId,
      sku: line.sku,
      productName: line.productName,
      unit: line.unit,
      hsn: line.hsn,
      quantity: formatMilli(toMilli(line.quantity)),
      buyerPricePaise: line.buyerPricePaise.toString(),
      pickedSellerRfqKey: answers.find((a) => a.id === line.pickedSellerRfqId)?.sellerRfqKey ?? null,
    })),
    sellerRfqs: answers.map((a) => ({
      ...presentSellerRfq(a, prices, row.buyerCreditDays),
      rfqKey: row.rfqKey,
    })),
    quotations: quotes,
    orderKeys: await ordersOf(db, row.id),
    activity: await activityOf(db, row.rfqKey),
    allowedActions: allowedRfqActions(caller, row),
  };
}

export async function listRfqs(db: DbOrTx, caller: Caller, q: RfqListQuery) {
  const where = rfqListWhere(caller.scope, q);
  const rows = await rfqListPage(db, where, q);
  const counted = await cappedCount(db, rfqs, where);
  return pageFrom(
    rows.map((r) => ({
      rfqKey: r.rfqKey,
      buyerName: r.buyerName,
      buyerCode: r.buyerCode,
      businessUnit: r.businessUnit,
      pricingBasis: r.pricingBasis,
      salesType: r.salesType,
      status: r.status,
      displayStatus: enquiryDisplayStatus(r.status, r.negotiated > 0),
      lineCount: r.lineCount,
      sellerCount: r.sellerCount,
      responseCount: r.responseCount,
      valuePaise: r.valuePaise.toString(),
      rmEmail: r.rmEmail,
      createdAt: iso(r.createdAt) ?? '',
    })),
    q,
    counted,
  );
}

export async function rfqStatusCounts(
  db: DbOrTx,
  caller: Caller,
  q: Omit<RfqListQuery, 'statuses' | 'pageNumber' | 'pageSize'>,
) {
  return statusCounts(db, rfqListWhere(caller.scope, q));
}
