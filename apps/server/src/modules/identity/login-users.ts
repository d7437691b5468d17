import { eq, sql } from 'drizzle-orm';
import type { LoginType } from '@dom/contract';
import type { DbOrTx } from '../../platform/db/database';
import { users } from './users.schema';

export type LoginUser = typeof users.$inferSelect;

const SELLER_OR_BUYER_ROLES = new Set(['SELLER', 'SELLER_CSR', 'SELLER_ONBOARDED', 'BUYER']);

/** By login name, else by e-mail address when exactly one user has it. */
export async function findLoginUser(db: DbOrTx, loginName: string): Promise<LoginUser | null> {
  const name = loginName.trim().toLowerCase();
  const [byName] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.username}) = ${name}`);
  if (byName) return byName;
  if (!name.includes('@')) return null;
  const byEmail = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${name}`)
    .limit(2);
  return byEmail.length === 1 ? (byEmail[0] ?? null) : null;
}

export async function findUserById(db: DbOrTx, id: string): Promise<LoginUser | null> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row ?? null;
}

export function isSellerUser(user: Pick<LoginUser, 'sellerId' | 'roles'>): boolean {
  return user.sellerId !== null || user.roles.some((r) => r === 'SELLER' || r === 'SELLER_CSR');
}

/**
 * Employee login is for staff only; corporate-ID login is for seller users (they land on the short
 * corporate menu); the plain username login is for anyone.
 */
export function loginTypeAllows(user: LoginUser, type: LoginType): boolean {
  if (type === 'EMPLOYEE') {
    return (
      user.sellerId === null && user.buyerId === null && !user.roles.some((r) => SELLER_OR_BUYER_ROLES.has(r))
    );
  }
  if (type === 'CORPORATE_ID') return isSellerUser(user);
  return true;
}
