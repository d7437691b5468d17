import type { UserSummary } from '@dom/contract';
import type { users } from './users.schema';

type UserRow = typeof users.$inferSelect;

/** A user as the admin screens list them (never the password hash). */
export function summaryOf(u: UserRow): UserSummary {
  return {
    id: u.id,
    username: u.username,
    displayName: u.displayName,
    email: u.email,
    phone: u.phone,
    roles: u.roles,
    teamRole: u.teamRole,
    businessUnits: u.businessUnits,
    region: u.region,
    managerId: u.managerId,
    sellerId: u.sellerId,
    isActive: u.isActive,
    createdAt: u.createdAt.toISOString(),
  };
}
