import type { ConversionResult, QuotationKeyBody, RfqDetail } from '@dom/contract';
import { and, desc, eq } from 'drizzle-orm';
import type { Caller } from '../../platform/caller';
import type { DbOrTx } from '../../platform/db/database';
import { AppError } from '../../platform/errors';
import { applyMove, assertMove } from '../../platform/moves';
import { assertPlacementMov, makeOrders, orderGroups, placementOf } from './quotation.service';
import { ENQUIRY_MACHINES, QUOTATION_MACHINES } from './rfq-machines';
import { type QuotationRow, findQuotation, findRfq } from './rfq.repo';
import { quotations } from './rfq.schema';
import { rfqDetail } from './rfq.service';
import { requireRfq } from './rfq-guards';

/**
 * Split into child orders (`quotation/split/buyerRFQ`, doc 3 §4 step 7): the sent quotation is to
 * become one sales order per consignment and seller instead of one per seller. The enquiry moves
 * RESPONSE_SUBMITTED → CHILDREN_ORDER_PENDING through the runner; the audit names the children.
 * The quotation stays SENT_TO_SELLER until the children are placed.
 */
export async function splitIntoChildOrders(
  tx: DbOrTx,
  caller: Caller,
  body: QuotationKeyBody,
): Promise<RfqDetail> {
  const q = await findQuotation(tx, caller.scope, body.quotationKey, { forUpdate: true });
  if (!q) throw new AppError('NOT_FOUND', 'Quotation not found');
  // The enquiry must be in the caller's scope too (404 otherwise).
  const rfq = await findRfq(tx, caller.scope, q.rfqKey, { forUpdate: true });
  if (!rfq) throw new AppError('NOT_FOUND', 'Quotation not found');
  const p = await placementOf(tx, q, rfq);
  // The quotation must be the one sent to the buyer: its own place-order move must be open.
  assertMove(QUOTATION_MACHINES[q.businessUnit], q.status, 'placeOrder', caller);
  const groups = orderGroups(p, true);
  await applyMove(tx, ENQUIRY_MACHINES[p.rfq.businessUnit], {
    key: p.rfq.rfqKey,
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
  return rfqDetail(tx, caller, p.rfq.rfqKey);
}

/** The quotation a split enquiry waits on: its latest one still sent to the buyer, locked. */
async function splitQuotation(tx: DbOrTx, rfqId: string): Promise<QuotationRow | undefined> {
  const [q] = await tx
    .select()
    .from(quotations)
    .where(and(eq(quotations.rfqId, rfqId), eq(quotations.status, 'SENT_TO_SELLER')))
    .orderBy(desc(quotations.createdAt))
    .limit(1)
    .for('update');
  return q;
}

/**
 * Child order placed (`PUT childrenOrderPlaced/buyerRFQ/:rfqKey`), in the caller's transaction: one
 * sales order per consignment and seller (`createOrder`, source id `QT…/SRFQ…/C<n>`), linked in
 * `rfq_orders`; the quotation closes (placeOrder) and the enquiry becomes CHILDREN_ORDER_PLACED. All
 * the orders or none: a failure of any leaves no order, no link, no move and no event.
 */
export async function childrenOrderPlaced(
  tx: DbOrTx,
  caller: Caller,
  rfqKey: string,
  body: { comment?: string },
): Promise<ConversionResult> {
  const rfq = await requireRfq(tx, caller, rfqKey, true);
  // The moves' own checks first (409 / 403), before any order is made.
  assertMove(ENQUIRY_MACHINES[rfq.businessUnit], rfq.status, 'childrenOrderPlaced', caller);
  const q = await splitQuotation(tx, rfq.id);
  if (!q)
    throw new AppError(
      'RFQ_NOT_ALLOWED_NOW',
      'No quotation sent to the buyer waits on these child orders',
      undefined,
      409,
    );
  assertMove(QUOTATION_MACHINES[q.businessUnit], q.status, 'placeOrder', caller);
  const p = await placementOf(tx, q, rfq);
  // The minimum order values hold for child orders as for one order per seller.
  assertPlacementMov(p);
  const orderKeys = await makeOrders(tx, caller, p, orderGroups(p, true));
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
  return { rfqKey: rfq.rfqKey, quotationKey: q.quotationKey, orderKeys };
}
