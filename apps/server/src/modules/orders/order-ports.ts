import type { ConsignmentStatus } from '@dom/domain';
import type { DbOrTx } from '../../platform/db/database';

/**
 * What orders asks of areas that depend on orders (credit, consignments). Those areas import
 * orders, so orders may not import them back: the composition root hands their implementations
 * in (src/context.ts `ports`), and the dependency between the areas goes one way.
 */
export interface OrderPorts {
  /** The credit area's buyer credit account (order approval reserves, a cancel releases). */
  readonly buyerCredit: BuyerCreditPort;
  /** The consignments area's view of an order's consignments. */
  readonly shipments: OrderShipmentsPort;
}

export interface BuyerCreditPort {
  /** Locks the buyer's credit account for this transaction; the credit available (0 without one). */
  lockAvailable(tx: DbOrTx, buyerId: string): Promise<bigint>;
  /** Adds to what the buyer has utilised. */
  reserve(tx: DbOrTx, buyerId: string, amountPaise: bigint): Promise<void>;
  /** Gives utilised credit back (never below 0). */
  release(tx: DbOrTx, buyerId: string, amountPaise: bigint): Promise<void>;
}

export interface OrderShipmentsPort {
  /** The statuses of the order's consignments. */
  statusesOf(tx: DbOrTx, orderId: string): Promise<ConsignmentStatus[]>;
  /** The order's open (not yet released) consignments take the buyer's new PO number. */
  followBuyerPo(tx: DbOrTx, orderId: string, buyerPoNumber: string): Promise<void>;
}
