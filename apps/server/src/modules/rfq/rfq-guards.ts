import { type EnquiryStatus, type RfqOperation, RFQ_OPERATIONS, rfqOperationAllowed } from '@dom/domain';
import type { Caller } from '../../platform/caller';
import type { DbOrTx } from '../../platform/db/database';
import { AppError } from '../../platform/errors';
import { type RfqRow, findRfq, quotationsOf } from './rfq.repo';

export const notAllowedNow = (what: string, status: EnquiryStatus) =>
  new AppError('RFQ_NOT_ALLOWED_NOW', `Cannot ${what} when the enquiry is ${status}.`, { status }, 409);

/** Checks an operation's permission (403) and state (409) on the RFQ found in scope. */
export function guardOperation(caller: Caller, operation: RfqOperation, row: RfqRow): void {
  const guard = RFQ_OPERATIONS[operation];
  if (!caller.permissions.has(guard.permission))
    throw new AppError('TRANSITION_FORBIDDEN', `You may not ${operation} on this enquiry.`, undefined, 403);
  if (!rfqOperationAllowed(operation, row.status)) throw notAllowedNow(operation, row.status);
}

export async function requireRfq(
  db: DbOrTx,
  caller: Caller,
  rfqKey: string,
  forUpdate = false,
): Promise<RfqRow> {
  const row = await findRfq(db, caller.scope, rfqKey, { forUpdate });
  if (!row) throw new AppError('NOT_FOUND', 'RFQ not found');
  return row;
}

/**
 * The RFQ a new quotation is drawn for: in the caller's scope and locked, the caller allowed to
 * create a quotation in its state, and no quotation of it still open (409 naming that one).
 */
export async function rfqReadyForQuotation(tx: DbOrTx, caller: Caller, rfqKey: string): Promise<RfqRow> {
  const rfq = await requireRfq(tx, caller, rfqKey, true);
  guardOperation(caller, 'createQuotation', rfq);
  const open = (await quotationsOf(tx, rfq.id)).find((q) => q.status !== 'CLOSED');
  if (open)
    throw new AppError(
      'CONFLICT',
      `Quotation ${open.quotationKey} is still open: cancel it before drawing another.`,
      { quotationKey: open.quotationKey },
      409,
    );
  return rfq;
}
