import { EMAIL_MESSAGE, EMAIL_PATTERN, PARTNER_TYPES } from '@dom/domain';
import { asc, eq, gt, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db, DbOrTx } from '../../platform/db/database';
import { users } from '../identity';
import { type RowProblem, registerTaskType, rowProblems, unknownBuyer } from '../tasks';
import { buyerPartnerRms, buyers } from './parties.schema';

/** The role a user holds as a sales partner RM (doc 3's partner type SALES_PARTNER_RM). */
const PARTNER_RM = PARTNER_TYPES.find((p) => p.value === 'SALES_PARTNER_RM')!;

const RowSchema = z
  .object({
    'Buyer Code': z.string().trim().min(1, 'Enter the buyer code').max(40, 'At most 40 characters'),
    'Partner RM Email': z.string().transform((text, ctx) => {
      const v = text.trim().toLowerCase();
      if (v !== '' && v.length <= 254 && EMAIL_PATTERN.test(v)) return v;
      ctx.addIssue({ code: 'custom', message: v === '' ? "Enter the partner RM's email" : EMAIL_MESSAGE });
      return z.NEVER;
    }),
    Active: z.string().transform((text, ctx) => {
      const v = text.trim().toUpperCase();
      if (v === '' || v === 'Y' || v === 'YES') return true;
      if (v === 'N' || v === 'NO') return false;
      ctx.addIssue({ code: 'custom', message: 'Enter Y or N for active' });
      return z.NEVER;
    }),
  })
  .transform((r) => ({ buyerCode: r['Buyer Code'], email: r['Partner RM Email'], active: r.Active }));
type PartnerRmRow = z.output<typeof RowSchema>;

const buyerIdsByCode = async (db: DbOrTx, codes: readonly string[]) =>
  new Map(
    (
      await db
        .select({ id: buyers.id, code: buyers.code })
        .from(buyers)
        .where(inArray(buyers.code, [...new Set(codes)]))
    ).map((b) => [b.code, b.id]),
  );

interface PartnerRmUser {
  id: string;
  active: boolean;
  /** Holds the Sales Partner RM role, as the team role or among the roles (as the RFQ's reassign reads a team role). */
  partnerRm: boolean;
}

/**
 * The users of these e-mails (any case), by lower-case e-mail. An e-mail held twice (no index
 * forbids it) answers the active partner RM first, then an active user, then any.
 */
async function usersByEmail(db: DbOrTx, emails: readonly string[]) {
  const found = await db
    .select({
      id: users.id,
      email: users.email,
      active: users.isActive,
      teamRole: users.teamRole,
      roles: users.roles,
    })
    .from(users)
    .where(inArray(sql`lower(${users.email})`, [...new Set(emails)]))
    .orderBy(asc(users.id));
  const rank = (u: PartnerRmUser) => (u.active ? 2 : 0) + (u.partnerRm ? 1 : 0);
  const byEmail = new Map<string, PartnerRmUser>();
  for (const u of found) {
    const user = {
      id: u.id,
      active: u.active,
      partnerRm: u.teamRole === PARTNER_RM.value || u.roles.includes(PARTNER_RM.value),
    };
    const key = (u.email ?? '').toLowerCase();
    const seen = byEmail.get(key);
    if (!seen || rank(user) > rank(seen)) byEmail.set(key, user);
  }
  return byEmail;
}

/**
 * Per chunk: the buyer is on the platform and the e-mail an active user holding the Sales Partner
 * RM role. A row that ends a mapping (Active N) needs only the user to exist, so the mapping of a
 * partner RM who has left can be ended.
 */
async function validate(db: Db, rows: readonly { row: number; value: PartnerRmRow }[]) {
  const [known, people] = await Promise.all([
    buyerIdsByCode(
      db,
      rows.map((r) => r.value.buyerCode),
    ),
    usersByEmail(
      db,
      rows.map((r) => r.value.email),
    ),
  ]);
  const emailProblem = (email: string, active: boolean): RowProblem | null => {
    const user = people.get(email);
    const column = 'Partner RM Email';
    if (!user) return { column, message: `No user has the email ${email}` };
    if (active && !user.active) return { column, message: `No active user has the email ${email}` };
    if (active && !user.partnerRm) return { column, message: `${email} is not a ${PARTNER_RM.label}` };
    return null;
  };
  return rowProblems(rows, (value) => [
    known.has(value.buyerCode) ? null : unknownBuyer(value.buyerCode),
    emailProblem(value.email, value.active),
  ]);
}

/**
 * Upserts by (buyer, e-mail): the same mapping again updates its active flag (and the user it
 * names). One `unnest` statement per chunk.
 */
async function write(tx: DbOrTx, rows: readonly PartnerRmRow[], ctx: { actorId: string | null }) {
  const [ids, people] = await Promise.all([
    buyerIdsByCode(
      tx,
      rows.map((r) => r.buyerCode),
    ),
    usersByEmail(
      tx,
      rows.map((r) => r.email),
    ),
  ]);
  const values = rows.flatMap((r) => {
    const buyerId = ids.get(r.buyerCode);
    const user = people.get(r.email);
    return buyerId === undefined || user === undefined ? [] : [{ ...r, buyerId, userId: user.id }];
  });
  if (values.length === 0) return 0;
  await tx.execute(sql`
    INSERT INTO buyer_partner_rms (buyer_id, partner_rm_email, user_id, is_active, updated_by, updated_at)
    SELECT r.buyer_id, r.email, r.user_id, r.is_active, ${ctx.actorId}::uuid, now()
    FROM unnest(${sql.param(values.map((v) => v.buyerId))}::uuid[],
                ${sql.param(values.map((v) => v.email))}::text[],
                ${sql.param(values.map((v) => v.userId))}::uuid[],
                ${sql.param(values.map((v) => v.active))}::boolean[]) AS r(buyer_id, email, user_id, is_active)
    ON CONFLICT (buyer_id, partner_rm_email) DO UPDATE SET
      user_id = excluded.user_id,
      is_active = excluded.is_active,
      updated_by = excluded.updated_by,
      updated_at = excluded.updated_at`);
  return values.length;
}

/** Every buyer's partner RMs with the buyer's code, keyset on id, 2,000 at a time. */
async function* exportRows(db: Db) {
  let after: string | null = null;
  for (;;) {
    const batch: { id: string; code: string; email: string; active: boolean }[] = await db
      .select({
        id: buyerPartnerRms.id,
        code: buyers.code,
        email: buyerPartnerRms.partnerRmEmail,
        active: buyerPartnerRms.isActive,
      })
      .from(buyerPartnerRms)
      .innerJoin(buyers, eq(buyers.id, buyerPartnerRms.buyerId))
      .where(after ? gt(buyerPartnerRms.id, after) : undefined)
      .orderBy(asc(buyerPartnerRms.id))
      .limit(2_000);
    if (batch.length === 0) return;
    yield batch.map((r) => ({
      'Buyer Code': r.code,
      'Partner RM Email': r.email,
      Active: r.active ? 'Y' : 'N',
    }));
    const last = batch[batch.length - 1];
    if (!last || batch.length < 2_000) return;
    after = last.id;
  }
}

/**
 * Which sales partner RM looks after a buyer (doc 3 §7, supply area "partner RM"): buyer code, the
 * partner RM's e-mail, active or not. Allow_Partner_Rm_* in the spec's style (it names none), held
 * by Admin and the sales leads who manage the buyers.
 */
registerTaskType<PartnerRmRow>({
  taskType: 'PARTNER_RM',
  label: 'Sales partner RMs of buyers',
  area: 'ops-supply',
  uploadPermission: 'Allow_Partner_Rm_Upload',
  downloadPermission: 'Allow_Partner_Rm_Download',
  columns: [
    { name: 'Buyer Code', help: "The buyer's platform code.", required: true },
    {
      name: 'Partner RM Email',
      help: 'The email of an active user holding the Sales Partner RM role.',
      required: true,
    },
    { name: 'Active', help: 'Y (the default) to map the partner RM, N to end the mapping.' },
  ],
  sheetName: 'Partner RMs',
  rowSchema: RowSchema,
  naturalKey: (r) => `${r.buyerCode}\u0000${r.email}`,
  validate,
  write,
  exportRows,
});
