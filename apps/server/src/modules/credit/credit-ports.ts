import type { DbOrTx } from '../../platform/db/database';

/**
 * What the credit area asks of credit-limits, which imports it: the buyer's drawable figures (the
 * limit with the enhancers and ad-hoc limits in force, the ledger's outstanding, what is free), so the
 * operational balance answers what the position and the Limits tab answer. Filled in src/context.ts.
 */
export interface CreditPorts {
  readonly drawable: (
    db: DbOrTx,
    buyerId: string,
    today: string,
  ) => Promise<{ hasAccount: boolean; limitPaise: bigint; utilisedPaise: bigint; availablePaise: bigint }>;
}
