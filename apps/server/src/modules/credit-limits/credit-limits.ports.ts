import type { BuyerLimits } from '@dom/contract';
import { istDateOf } from '@dom/domain';
import type { DbOrTx } from '../../platform/db/database';
import { buyerCreditCommands } from '../credit';
import type { BuyerCreditPort } from '../orders';
import { creditStateOf } from './credit-position.repo';

/**
 * The limits tab's figures (the parties area's port): the credit position, so the tab, the ledger
 * and the credit check show one utilisation — the ledger's outstanding.
 */
export async function buyerLimitsOf(db: DbOrTx, buyerId: string, now: Date): Promise<BuyerLimits> {
  const state = await creditStateOf(db, buyerId, istDateOf(now));
  const f = state?.figures;
  return {
    hasCreditAccount: state?.receivables.hasAccount ?? false,
    creditLimitPaise: (f ? f.limitPaise + f.enhancersPaise + f.adhocPaise : 0n).toString(),
    utilisedPaise: (f?.utilisedPaise ?? 0n).toString(),
    availablePaise: (f?.availablePaise ?? 0n).toString(),
    updatedAt: istDateOf(now),
  };
}

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
