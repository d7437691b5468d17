import type { BuyerCreditLimit, CreditLimitSource } from '@dom/contract';
import { eq } from 'drizzle-orm';
import { recordAudit } from '../../platform/audit';
import type { DbOrTx } from '../../platform/db/database';
import { buyerCreditAccounts } from './credit.schema';

export interface SetBuyerCreditLimit {
  buyerId: string;
  limitPaise: bigint;
  reason: string;
  actorId: string | null;
  source: CreditLimitSource;
  /** The request, for the audit row. */
  requestId?: string | null;
  actingAsId?: string | null;
}

/**
 * The only write of `buyer_credit_accounts.limit_paise`: sets a buyer's credit limit (a manual limit
 * change, an approved credit lead, an enhancer), creating the account when the buyer has none, and
 * records the audit row in the same transaction. The caller has checked the buyer is in scope.
 */
export async function setBuyerCreditLimit(tx: DbOrTx, input: SetBuyerCreditLimit): Promise<BuyerCreditLimit> {
  if (input.limitPaise < 0n) throw new RangeError('A credit limit cannot be negative');
  const [before] = await tx
    .select()
    .from(buyerCreditAccounts)
    .where(eq(buyerCreditAccounts.buyerId, input.buyerId))
    .for('update');
  const now = new Date();
  const [after] = await tx
    .insert(buyerCreditAccounts)
    .values({ buyerId: input.buyerId, limitPaise: input.limitPaise, updatedAt: now })
    .onConflictDoUpdate({
      target: buyerCreditAccounts.buyerId,
      set: { limitPaise: input.limitPaise, updatedAt: now },
    })
    .returning();
  if (!after) throw new Error(`credit account of buyer ${input.buyerId} not written`);
  const previous = before?.limitPaise ?? 0n;
  await recordAudit(tx, {
    actorId: input.actorId,
    actingAsId: input.actingAsId ?? null,
    action: 'credit.limit.set',
    entityType: 'buyer_credit_account',
    entityId: input.buyerId,
    before: before ? { limitPaise: previous.toString() } : null,
    after: { limitPaise: input.limitPaise.toString(), source: input.source, reason: input.reason },
    requestId: input.requestId ?? null,
  });
  return {
    buyerId: input.buyerId,
    limitPaise: after.limitPaise.toString(),
    previousLimitPaise: previous.toString(),
    utilisedPaise: after.utilisedPaise.toString(),
    source: input.source,
    updatedAt: after.updatedAt.toISOString(),
  };
}
