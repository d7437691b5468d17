import type { BusinessUserOptionsQuery } from '@dom/contract';
import { BUSINESS_USER_TYPES, type BusinessUnit } from '@dom/domain';
import { type SQL, and, asc, eq, ilike, isNotNull, or, sql } from 'drizzle-orm';
import type { Caller } from '../../platform/caller';
import type { DbOrTx } from '../../platform/db/database';
import { badRequest } from '../../platform/errors';
import { likePattern, users, usersServingUnit } from '../identity';
import { requireRfq } from './rfq-guards';

type BusinessUserType = (typeof BUSINESS_USER_TYPES)[number];

export const RM_TYPE = BUSINESS_USER_TYPES.find((t) => t.value === 'RM')!;
export const businessUserType = (value: string): BusinessUserType =>
  BUSINESS_USER_TYPES.find((t) => t.value === value)!;

/** Holds the team role: as the user's team role or among their roles. */
const holdsRole = (teamRole: string) =>
  or(eq(users.teamRole, teamRole), sql`${teamRole} = ANY(${users.roles})`);

/**
 * Active users holding a business-user type's team role, 20 by name or e-mail ("Name · email");
 * `among` narrows them further (the RMs serving a unit).
 */
export async function businessUserOptions(
  db: DbOrTx,
  type: BusinessUserType,
  search: string | undefined,
  except?: string | null,
  among?: SQL,
) {
  const rows = await db
    .select({ email: users.email, name: users.displayName })
    .from(users)
    .where(
      and(
        eq(users.isActive, true),
        isNotNull(users.email),
        holdsRole(type.teamRole),
        except ? sql`lower(${users.email}) <> ${except.toLowerCase()}` : undefined,
        among,
        search
          ? or(ilike(users.displayName, likePattern(search)), ilike(users.email, likePattern(search)))
          : undefined,
      ),
    )
    .orderBy(asc(users.displayName), asc(users.email))
    .limit(20);
  return rows.map((u) => ({ value: u.email!.toLowerCase(), label: `${u.name} · ${u.email!.toLowerCase()}` }));
}

/**
 * `GET /enquiry/businessUsers`: whom the reassign dialog may hand an enquiry in scope to (404
 * otherwise) — active users with the type's team role, the current holder left out.
 */
export async function enquiryBusinessUserOptions(
  db: DbOrTx,
  caller: Caller,
  query: BusinessUserOptionsQuery,
) {
  const rfq = await requireRfq(db, caller, query.rfqKey);
  const type = businessUserType(query.businessUserType);
  const current = { RM: rfq.rmEmail, CM: rfq.cmEmail, SOURCER: rfq.sourcerEmail }[type.value];
  return businessUserOptions(db, type, query.search, current);
}

/**
 * The active user with this e-mail holding the type's team role, as its stored (lower-case) e-mail;
 * 400 on `field` otherwise. With `unit`, the user must also serve it (their scope reaches the unit's
 * records, `usersServingUnit`): "Priya Nair does not serve UBS" otherwise.
 */
export async function requireBusinessUser(
  db: DbOrTx,
  type: BusinessUserType,
  email: string,
  field: string,
  unit?: BusinessUnit,
): Promise<string> {
  const [user] = await db
    .select({
      email: users.email,
      name: users.displayName,
      teamRole: users.teamRole,
      roles: users.roles,
      serves: unit ? sql<boolean>`${usersServingUnit(unit)}` : sql<boolean>`true`,
    })
    .from(users)
    .where(and(sql`lower(${users.email}) = ${email.toLowerCase()}`, eq(users.isActive, true)))
    .limit(1);
  if (!user) throw badRequest([{ field, message: 'No active user has this email' }]);
  if (user.teamRole !== type.teamRole && !user.roles.includes(type.teamRole))
    throw badRequest([{ field, message: `This user is not a ${type.label}` }]);
  if (unit && !user.serves) throw badRequest([{ field, message: `${user.name} does not serve ${unit}` }]);
  return user.email!.toLowerCase();
}
