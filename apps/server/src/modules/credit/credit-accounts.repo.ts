import { eq, sql } from 'drizzle-orm';
import type { BuyerCreditPort } from '../orders';
import { buyerCreditAccounts } from './credit.schema';

/**
 * The buyer credit account's commands: the only writes of `buyer_credit_accounts`. Orders reaches
 * them through its `buyerCredit` port (order approval reserves, a cancel releases).
 */
export const buyerCreditCommands: BuyerCreditPort = {
  async lockAvailable(tx, buyerId) {
    const [account] = await tx
      .select()
      .from(buyerCreditAccounts)
      .where(eq(buyerCreditAccounts.buyerId, buyerId))
      .for('update');
    return account ? account.limitPaise - account.utilisedPaise : 0n;
  },
  async reserve(tx, buyerId, amountPaise) {
    await tx
      .update(buyerCreditAccounts)
      .set({
        utilisedPaise: sql`${buyerCreditAccounts.utilisedPaise} + ${amountPaise}`,
        updatedAt: new Date(),
      })
      .where(eq(buyerCreditAccounts.buyerId, buyerId));
  },
  async release(tx, buyerId, amountPaise) {
    await tx
      .update(buyerCreditAccounts)
      .set({
        utilisedPaise: sql`greatest(0, ${buyerCreditAccounts.utilisedPaise} - ${amountPaise})`,
        updatedAt: new Date(),
      })
      .where(eq(buyerCreditAccounts.buyerId, buyerId));
  },
};
