import type { Db } from '../platform/db/database';
import { generateCreditAccounts, generateOrders } from '../modules/orders/order-generator';
import { generateJobWorks } from '../modules/orders/order-job-work.generator';

/** Demo orders over every state, unit and manager, some job work, and one credit account per buyer. */
export async function seedOrders(db: Db, count: number, asOf: Date = new Date()): Promise<void> {
  await generateCreditAccounts(db);
  if (count > 0) {
    await generateOrders(db, 1, count, asOf);
    await generateJobWorks(db, 1, count);
  }
}
