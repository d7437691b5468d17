import type { Db } from '../platform/db/database';
import { generateCreditAccounts, generateOrders } from '../modules/orders/order-generator';

/** Demo orders over every state, unit and manager, and one credit account per buyer. */
export async function seedOrders(db: Db, count: number): Promise<void> {
  await generateCreditAccounts(db);
  if (count > 0) await generateOrders(db, 1, count);
}
