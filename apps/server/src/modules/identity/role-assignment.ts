import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database';
import { users } from './users.schema';
import { AppError, badRequest } from '../../platform/errors';

/** Checks a manager choice is valid (exists, no loop); who may set one is grant-guard.ts's business. */
export async function assertManager(
  tx: DbOrTx,
  userId: string | null,
  managerId: string | null | undefined,
): Promise<void> {
  if (!managerId) return;
  if (managerId === userId)
    throw badRequest([{ field: 'managerId', message: 'A user cannot manage themself' }]);
  // Walk up from the new manager: meeting the user would make a reporting loop.
  let cursor: string | null = managerId;
  for (let depth = 0; cursor && depth < 100; depth++) {
    const [row] = await tx
      .select({ id: users.id, managerId: users.managerId })
      .from(users)
      .where(eq(users.id, cursor));
    if (!row) throw badRequest([{ field: 'managerId', message: 'No such manager' }]);
    if (userId && row.managerId === userId) {
      throw new AppError('CONFLICT', 'This manager reports to the user already; choose another manager.');
    }
    cursor = row.managerId;
  }
}
