import type { BuyerLimits } from '@dom/contract';
import { istDateOf } from '@dom/domain';
import type { DbOrTx } from '../../platform/db/database';
import { type CreditPorts, buyerCreditCommands } from '../credit';
import type { BuyerCreditPort } from '../orders';
import { creditStateOf, drawableOf } from './credit-position.repo';

/**
 * The limits tab's figures (the parties area's port): the credit position, so the tab, the ledger
 * and the credit check show one utilisation — the ledger's outstanding.
 */
export async function buyerLimitsOf(db: DbOrTx, buyerId: string, now: Date): Promise<BuyerLimits> {
  const d = drawableOf(await creditStateOf(db, buyerId, istDateOf(now)));
  return {
    hasCreditAccount: d.hasAccount,
    creditLimitPaise: d.limitPaise.toString(),
    utilisedPaise: d.utilisedPaise.toString(),
    availablePaise: d.availablePaise.toString(),
    updatedAt: istDateOf(now),
  };
}

/**
 * The credit area's balance calls (its port): the operational balance answers the same drawable
 * figures as the Limits tab and the position.
 */
export const buyerDrawablePort: CreditPorts = {
  drawable: async (db, buyerId, today) => drawableOf(await creditStateOf(db, buyerId, today)),
};

/**
 * Order approval's view of the buyer's credit (the orders area's port): the account row is locked
 * as before and what is available is the derived position (limit, enhancers and ad-hoc limits in
 * force, less the ledger's outstanding). Reserve and release keep the account's reservation counter.
 */
export const buyerCreditPort: BuyerCreditPort = {
  ...buyerCreditCommands,
  async lockAvailable(tx, buyerId) {
    await buyerCreditCommands.lockAvailable(tx, buyerId);
    const state = await creditStateOf(tx, buyerId, istDateOf(new Date()));
    return state?.receivables.hasAccount ? state.figures.availablePaise : 0n;
  },
};
