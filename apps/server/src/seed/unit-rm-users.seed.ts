import type { BusinessUnit } from '@dom/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../platform/db/database';
import { users } from '../platform/db/schema/index';
import { demoEmail } from './demo-users';

/**
 * Relationship managers of one business unit beyond the demo `rm` (DIRECT): a new draft buyer's RM
 * must serve the buyer's unit (docs/rfq.md "New buyer"), so the UBS territory manager needs a UBS RM
 * to give a UBS buyer to. They own no demo buyer (the demo's UBS buyers have none). Same shared
 * password as the other demo logins.
 */
export interface UnitRmUser {
  username: string;
  displayName: string;
  businessUnit: BusinessUnit;
  phone: string;
}

export const UNIT_RM_USERS: readonly UnitRmUser[] = [
  { username: 'rmubs', displayName: 'Nikhil Bhosale', businessUnit: 'UBS', phone: '9820011011' },
];

/** Adds the unit RMs (reporting to `hr`, as the other staff do); `passwordHash` is the demo password's. */
export async function seedUnitRmUsers(db: Db, passwordHash: string): Promise<void> {
  const [hr] = await db.select({ id: users.id }).from(users).where(eq(users.username, 'hr'));
  await db.insert(users).values(
    UNIT_RM_USERS.map((u) => ({
      username: u.username,
      displayName: u.displayName,
      email: demoEmail(u.username),
      phone: u.phone,
      passwordHash,
      roles: ['RELATIONSHIP_MANAGER'],
      teamRole: 'RELATIONSHIP_MANAGER',
      businessUnits: [u.businessUnit],
      managerId: hr?.id ?? null,
    })),
  );
}
