import type { Role } from '@dom/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../platform/db/database';
import { users } from '../platform/db/schema/index';
import { demoEmail } from './demo-users';

/**
 * Demo logins that hold the approval chain's roles (doc 3 §3: a credit lead is approved by sales,
 * finance, credit, the CEO above the configured limit, then co-option), so a demo session can walk
 * a lead raised by `credit` through every step in the Approval Center: the requester never approves
 * their own request, so the credit step needs a second credit-desk user. The credit lead also
 * decides ad-hoc limits (Approve_Adhoc_Limit); `checker`, a second administrator, checks the
 * master-data uploads of `admin`. Same shared password as the other demo logins.
 */
export interface ChainUser {
  username: string;
  displayName: string;
  role: Role;
  /** The approval step(s) this user decides. */
  steps: readonly string[];
  phone: string;
}

export const APPROVAL_CHAIN_USERS: readonly ChainUser[] = [
  {
    username: 'saleslead',
    displayName: 'Rahul Verma',
    role: 'SALES_LEAD',
    steps: ['SALES'],
    phone: '9820011001',
  },
  {
    username: 'financelead',
    displayName: 'Meera Pillai',
    role: 'FINANCE_LEAD',
    steps: ['FINANCE'],
    phone: '9820011002',
  },
  {
    username: 'creditlead',
    displayName: 'Farhan Qureshi',
    role: 'CREDIT_LEAD',
    steps: ['CREDIT'],
    phone: '9820011003',
  },
  {
    username: 'ceo',
    displayName: 'Deepak Menon',
    role: 'PIVOT_LEADERSHIP',
    steps: ['CEO'],
    phone: '9820011004',
  },
  {
    username: 'cooption',
    displayName: 'Lakshmi Rao',
    role: 'CREDIT_LEADERSHIP',
    steps: ['CO_OPTION'],
    phone: '9820011005',
  },
  {
    // Buyer-price and seller-discount uploads are checked by a role holding their upload right and
    // the decision right, which only administrators hold: with `admin` alone, an admin's upload
    // could never be checked (nobody approves their own request).
    username: 'checker',
    displayName: 'Sunil Gokhale',
    role: 'ADMIN',
    steps: ['CHECKER'],
    phone: '9820011006',
  },
];

/** Adds the chain's users (reporting to `hr`, as the other staff do); `passwordHash` is the demo password's. */
export async function seedApprovalChainUsers(db: Db, passwordHash: string): Promise<void> {
  const [hr] = await db.select({ id: users.id }).from(users).where(eq(users.username, 'hr'));
  await db.insert(users).values(
    APPROVAL_CHAIN_USERS.map((u) => ({
      username: u.username,
      displayName: u.displayName,
      email: demoEmail(u.username),
      phone: u.phone,
      passwordHash,
      roles: [u.role],
      teamRole: null,
      businessUnits: ['DIRECT', 'UBS'],
      managerId: hr?.id ?? null,
    })),
  );
}
