/**
 * Roots of the query cache that more than one area refreshes: a new consignment changes its
 * order, a settled payment or a ledger adjustment changes the buyer's balances. They live here,
 * not in one feature, so another feature can invalidate them without importing that feature.
 */
export const ORDERS_KEY = 'orders';
export const BUYERS_KEY = 'buyers';
