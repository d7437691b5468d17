import type { BuyerLimits, PageQuery, SellerPaymentRequestPage } from '@dom/contract';
import type { DbOrTx } from '../../platform/db/database';
import type { OwnerScope } from '../identity';

/**
 * What parties asks of an area that depends on parties (consignments). Consignments imports
 * parties, so parties may not import it back: the composition root hands the implementation in
 * (src/context.ts `ports`), and the dependency goes one way.
 */
export interface PartyPorts {
  /** The seller's open payment requests: delivered consignments whose bill is not paid yet. */
  readonly sellerPaymentRequests: (
    db: DbOrTx,
    scope: OwnerScope,
    sellerId: string,
    q: PageQuery,
  ) => Promise<SellerPaymentRequestPage>;
  /**
   * The buyer's limit, utilised and available as the credit-limits area derives them (the ledger's
   * outstanding is the utilisation), so the limits tab agrees with the ledger and the credit check.
   */
  readonly buyerLimits: (db: DbOrTx, buyerId: string, now: Date) => Promise<BuyerLimits>;
}
