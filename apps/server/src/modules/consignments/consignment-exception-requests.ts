import type { DbOrTx } from '../../platform/db/database';
import { subjectEnded } from '../approvals';
import type { Caller } from './consignment-transition';

/** The subject type of a credit exception asked for through the Approval Center. */
export const CREDIT_EXCEPTION_SUBJECT = 'consignment/credit-exception';

/**
 * A PAYMENT_BLOCKED consignment left that state another way (the credit desk's direct exception, a
 * recheck, undoing the packing, a cancel): a credit exception still waiting in the Approval Center
 * is withdrawn in the same transaction, in the mover's name — approved later it would fail on a
 * consignment that is no longer blocked, or pack one nobody meant to pack.
 */
export async function creditExceptionRequestEnds(
  tx: DbOrTx,
  caller: Caller,
  consignmentKey: string,
): Promise<string | null> {
  return subjectEnded(tx, caller, CREDIT_EXCEPTION_SUBJECT, consignmentKey);
}
