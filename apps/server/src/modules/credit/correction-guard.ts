import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database';
import { AppError } from '../../platform/errors';
import { invoiceRevisions } from './credit.schema';

/**
 * Refuses (409) a settlement, an adjustment or an invoice cancel while an IRN void or a credit note
 * of the invoice is between its claim and its record: the portal may already have cancelled the
 * IRN or issued the note, so the invoice's balance must not move underneath. Call it holding the
 * invoice's row lock, so the claim (which takes the same lock) has either committed or not begun.
 */
export async function assertNoCorrectionInProgress(tx: DbOrTx, invoiceId: string): Promise<void> {
  const [busy] = await tx
    .select({ requestId: invoiceRevisions.requestId })
    .from(invoiceRevisions)
    .where(
      and(
        eq(invoiceRevisions.invoiceId, invoiceId),
        eq(invoiceRevisions.status, 'IN_PROGRESS'),
        sql`${invoiceRevisions.correction} IN ('IRN_VOID', 'CREDIT_NOTE')`,
      ),
    )
    .limit(1);
  if (busy)
    throw new AppError(
      'CONFLICT',
      `A correction of this invoice is in progress (${busy.requestId}); try again when it is done`,
      { requestId: busy.requestId },
      409,
    );
}
