import type { ConversionResult, QuotationKeyBody, RfqDetail } from '@dom/contract';
import { and, desc, eq } from 'drizzle-orm';
import type { Caller } from '../../platform/caller';
import type { Db } from '../../platform/db/database';
import { AppError } from '../../platform/errors';
import { applyMove, assertMove } from '../../platform/moves';
import { makeOrders, orderGroups } from './quotation.service';
import { assertQuotationMov } from './rfq-mov.service';
import { ENQUIRY_MACHINES, QUOTATION_MACHINES } from './rfq-machines';
import { type QuotationRow, findQuotation, findRfq } from './rfq.repo';
import { quotations, rfqOrders } from './rfq.schema';
import { rfqDetail } from './rfq.service';
import { requireRfq } from './rfq-guards';

/**
 * Split into child orders (`quotation/split/buyerRFQ`, doc 3 §4 step 7): the sent quotation is to
 * become one sales order per consignment and seller instead of one per seller. The enquiry moves
 * RESPONSE_SUBMITTED → CHILDREN_ORDER_PENDING through the runner; the audit names the children.
 * The quotation stays SENT_TO_SELLER until the children are placed.
 */
export async function splitIntoChildOrders(
  db: Db,
  caller: Caller,
  body: QuotationKeyBody,
): Promise<RfqDetail> {
  const q = await findQuotation(db, caller.scope, body.quotationKey);
  if (!q) throw new AppError('NOT_FOUND', 'Quotation not found');
  const rfq = await findRfq(db, caller.scope, q.rfqKey);
  if (!rfq) throw new AppError('NOT_FOUND', 'Quotation not found');
  // The quotation must be the one sent to the buyer: its own place-order move must be open.
  assertMove(QUOTATION_MACHINES[q.businessUnit], q.status, 'placeOrder', caller);
  const groups = await orderGroups(db, rfq, q, true);
  await db.transaction(async (tx) => {
    await applyMove(tx, ENQUIRY_MACHINES[rfq.businessUnit], {
      key: rfq.rfqKey,
      action: 'splitIntoChildOrders',
      caller,
      detail: {
        quotationKey: q.quotationKey,
        children: groups.map((g) => ({
          consignment: g.consignment?.label ?? null,
          sellerRfqKey: g.seller.sellerRfqKey,
          lines: g.lines.length,
        })),
        ...(body.comment ? { comment: body.comment } : {}),
      },
    });
  });
  return rfqDetail(db, caller, rfq.rfqKey);
}

/** The quotation a split enquiry waits on: its latest one still sent to the buyer. */
async function splitQuotation(db: Db, rfqId: string): Promise<QuotationRow | undefined> {
  const [q] = await db
    .select()
    .from(quotations)
    .where(and(eq(quotations.rfqId, rfqId), eq(quotations.status, 'SENT_TO_SELLER')))
    .orderBy(desc(quotations.createdAt))
    .limit(1);
  return q;
}

/**
 * Child order placed (`PUT childrenOrderPlaced/buyerRFQ/:rfqKey`): one sales order per consignment
 * and seller (`createOrder`, source id `QT…/SRFQ…/C<n>`, so a retry finds what is made), linked in
 * `rfq_orders`; the quotation closes (placeOrder) and the enquiry becomes CHILDREN_ORDER_PLACED.
 */
export async function childrenOrderPlaced(
  db: Db,
  caller: Caller,
  rfqKey: string,
  body: { comment?: string },
): Promise<ConversionResult> {
  const rfq = await requireRfq(db, caller, rfqKey);
  // The moves' own checks first (409 / 403), before any order is made.
  assertMove(ENQUIRY_MACHINES[rfq.businessUnit], rfq.status, 'childrenOrderPlaced', caller);
  const q = await splitQuotation(db, rfq.id);
  if (!q)
    throw new AppError(
      'RFQ_NOT_ALLOWED_NOW',
      'No quotation sent to the buyer waits on these child orders',
      undefined,
      409,
    );
  assertMove(QUOTATION_MACHINES[q.businessUnit], q.status, 'placeOrder', caller);
  // The minimum order values hold for child orders as for one order per seller.
  await assertQuotationMov(db, rfq.id, q);
  const groups = await orderGroups(db, rfq, q, true);
  const made = await makeOrders(db, caller, rfq, q, groups);
  const orderKeys = made.map((m) => m.orderKey);
  await db.transaction(async (tx) => {
    await tx
      .insert(rfqOrders)
      .values(
        made.map((m) => ({ rfqId: rfq.id, quotationId: q.id, sellerId: m.sellerId, orderKey: m.orderKey })),
      )
      .onConflictDoNothing();
    await applyMove(tx, QUOTATION_MACHINES[q.businessUnit], {
      key: q.quotationKey,
      action: 'placeOrder',
      caller,
      detail: { orderKeys, split: true },
      change: () => ({ orderKeys }),
    });
    await applyMove(tx, ENQUIRY_MACHINES[rfq.businessUnit], {
      key: rfq.rfqKey,
      action: 'childrenOrderPlaced',
      caller,
      detail: {
        quotationKey: q.quotationKey,
        orderKeys,
        ...(body.comment ? { comment: body.comment } : {}),
      },
    });
  });
  return { rfqKey: rfq.rfqKey, quotationKey: q.quotationKey, orderKeys };
}
