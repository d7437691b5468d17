import { BANK_MASTER_BUSINESS_CODE, IFSC_PATTERN } from '@dom/domain';
import { asc, eq, gt, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db, DbOrTx } from '../../platform/db/database';
import { buyers } from '../parties';
import { listBusinessCodes } from '../reference-data';
import { type RowProblem, registerTaskType } from '../tasks';
import { buyerVirtualAccounts } from './credit.schema';

/** A virtual account number as banks issue them: 9 to 18 digits or upper-case letters. */
export const VIRTUAL_ACCOUNT_PATTERN = /^[0-9A-Z]{9,18}$/;

const RowSchema = z
  .object({
    'Buyer Code': z.string().trim().min(1, 'Enter the buyer code').max(40, 'At most 40 characters'),
    Bank: z.string().trim().min(1, 'Enter the bank (its code in the bank master, such as HDFC)').max(80),
    'Virtual Account Number': z
      .string()
      .transform((v) => v.replace(/\s+/g, '').toUpperCase())
      .pipe(
        z
          .string()
          .regex(VIRTUAL_ACCOUNT_PATTERN, 'Enter 9 to 18 digits or capital letters, as the bank issued it'),
      ),
    IFSC: z
      .string()
      .transform((v) => v.trim().toUpperCase())
      .pipe(z.string().regex(IFSC_PATTERN, 'Enter an IFSC of 11 characters, such as HDFC0001234')),
    Active: z.string().transform((text, ctx) => {
      const v = text.trim().toUpperCase();
      if (v === '' || v === 'Y' || v === 'YES') return true;
      if (v === 'N' || v === 'NO') return false;
      ctx.addIssue({ code: 'custom', message: 'Enter Y or N for active' });
      return z.NEVER;
    }),
  })
  .transform((r) => ({
    buyerCode: r['Buyer Code'],
    bank: r.Bank,
    accountNumber: r['Virtual Account Number'],
    ifsc: r.IFSC,
    active: r.Active,
  }));
type VirtualAccountRow = z.output<typeof RowSchema>;

const buyersByCode = async (db: DbOrTx, codes: readonly string[]) =>
  new Map(
    (
      await db
        .select({ id: buyers.id, code: buyers.code })
        .from(buyers)
        .where(inArray(buyers.code, [...new Set(codes)]))
    ).map((b) => [b.code, b.id]),
  );

/** The bank master (business codes BANK_NAMES): a bank by its code or its name, any case → its code. */
async function bankMaster(db: DbOrTx): Promise<Map<string, string>> {
  const banks = await listBusinessCodes(db, [BANK_MASTER_BUSINESS_CODE.type]);
  const byText = new Map<string, string>();
  for (const b of banks) {
    byText.set(b.code.toUpperCase(), b.code);
    byText.set(b.value.toUpperCase(), b.code);
  }
  return byText;
}

/** Who holds these account numbers now (number → buyer id). */
const holdersOf = async (db: DbOrTx, numbers: readonly string[]) =>
  new Map(
    (
      await db
        .select({ number: buyerVirtualAccounts.accountNumber, buyerId: buyerVirtualAccounts.buyerId })
        .from(buyerVirtualAccounts)
        .where(inArray(buyerVirtualAccounts.accountNumber, [...new Set(numbers)]))
    ).map((a) => [a.number, a.buyerId]),
  );

/**
 * Per chunk: the buyer is on the platform, the bank in the bank master, the IFSC a branch of that
 * bank (an IFSC starts with its bank's code), the number not held by another buyer, and one active
 * account per buyer within the chunk.
 */
async function validate(db: Db, rows: readonly { row: number; value: VirtualAccountRow }[]) {
  const [known, banks, holders] = await Promise.all([
    buyersByCode(
      db,
      rows.map((r) => r.value.buyerCode),
    ),
    bankMaster(db),
    holdersOf(
      db,
      rows.map((r) => r.value.accountNumber),
    ),
  ]);
  const holderCodes = new Map(
    (
      await db
        .select({ id: buyers.id, code: buyers.code })
        .from(buyers)
        .where(inArray(buyers.id, [...new Set(holders.values())]))
    ).map((b) => [b.id, b.code]),
  );
  const activeRowOf = new Map<string, number>();
  const problems = new Map<number, RowProblem[]>();
  for (const { row, value } of rows) {
    const found: RowProblem[] = [];
    const buyerId = known.get(value.buyerCode);
    if (buyerId === undefined)
      found.push({ column: 'Buyer Code', message: `Buyer ${value.buyerCode} is not on the platform` });
    const bankCode = banks.get(value.bank.toUpperCase());
    if (bankCode === undefined)
      found.push({ column: 'Bank', message: `Bank ${value.bank} is not in the bank master` });
    else if (!value.ifsc.startsWith(bankCode))
      found.push({
        column: 'IFSC',
        message: `IFSC ${value.ifsc} is not a branch of ${bankCode} (its IFSCs start with ${bankCode})`,
      });
    const holder = holders.get(value.accountNumber);
    if (holder !== undefined && holder !== buyerId)
      found.push({
        column: 'Virtual Account Number',
        message: `Virtual account ${value.accountNumber} is held by buyer ${holderCodes.get(holder) ?? holder}`,
      });
    if (value.active) {
      const earlier = activeRowOf.get(value.buyerCode);
      if (earlier !== undefined)
        found.push({
          column: 'Active',
          message: `Buyer ${value.buyerCode} has another active virtual account in row ${earlier}; a buyer has one`,
        });
      else if (found.length === 0) activeRowOf.set(value.buyerCode, row);
    }
    if (found.length > 0) problems.set(row, found);
  }
  return problems;
}

/**
 * Upserts by account number, never moving a number to another buyer. An active account retires
 * the buyer's other active one first (one active account per buyer, which the partial unique index
 * keeps), so a re-run, or a new account the bank issued, updates in place. Two statements per chunk.
 */
async function write(tx: DbOrTx, rows: readonly VirtualAccountRow[], ctx: { actorId: string | null }) {
  const [ids, banks, holders] = await Promise.all([
    buyersByCode(
      tx,
      rows.map((r) => r.buyerCode),
    ),
    bankMaster(tx),
    holdersOf(
      tx,
      rows.map((r) => r.accountNumber),
    ),
  ]);
  const values = rows.flatMap((r) => {
    const buyerId = ids.get(r.buyerCode);
    const bankCode = banks.get(r.bank.toUpperCase());
    if (buyerId === undefined || bankCode === undefined) return [];
    // Held by another buyer since the checks ran: left as it is.
    const holder = holders.get(r.accountNumber);
    return holder !== undefined && holder !== buyerId ? [] : [{ ...r, buyerId, bankCode }];
  });
  if (values.length === 0) return 0;
  const activating = values.filter((v) => v.active);
  if (activating.length > 0)
    await tx.execute(sql`
      UPDATE buyer_virtual_accounts AS a
      SET is_active = false, updated_by = ${ctx.actorId}::uuid, updated_at = now()
      FROM unnest(${sql.param(activating.map((v) => v.buyerId))}::uuid[],
                  ${sql.param(activating.map((v) => v.accountNumber))}::text[]) AS n(buyer_id, account_number)
      WHERE a.is_active AND a.buyer_id = n.buyer_id AND a.account_number <> n.account_number`);
  await tx.execute(sql`
    INSERT INTO buyer_virtual_accounts AS a (buyer_id, bank_code, account_number, ifsc, is_active, updated_by, updated_at)
    SELECT r.buyer_id, r.bank_code, r.account_number, r.ifsc, r.is_active, ${ctx.actorId}::uuid, now()
    FROM unnest(${sql.param(values.map((v) => v.buyerId))}::uuid[],
                ${sql.param(values.map((v) => v.bankCode))}::text[],
                ${sql.param(values.map((v) => v.accountNumber))}::text[],
                ${sql.param(values.map((v) => v.ifsc))}::text[],
                ${sql.param(values.map((v) => v.active))}::boolean[])
      AS r(buyer_id, bank_code, account_number, ifsc, is_active)
    ORDER BY r.is_active
    ON CONFLICT (account_number) DO UPDATE SET
      bank_code = excluded.bank_code,
      ifsc = excluded.ifsc,
      is_active = excluded.is_active,
      updated_by = excluded.updated_by,
      updated_at = excluded.updated_at
    WHERE a.buyer_id = excluded.buyer_id`);
  return values.length;
}

/** Every virtual account with its buyer's code, keyset on id, 2,000 at a time. */
async function* exportRows(db: Db) {
  let after: string | null = null;
  for (;;) {
    const batch: { account: typeof buyerVirtualAccounts.$inferSelect; code: string }[] = await db
      .select({ account: buyerVirtualAccounts, code: buyers.code })
      .from(buyerVirtualAccounts)
      .innerJoin(buyers, eq(buyers.id, buyerVirtualAccounts.buyerId))
      .where(after ? gt(buyerVirtualAccounts.id, after) : undefined)
      .orderBy(asc(buyerVirtualAccounts.id))
      .limit(2_000);
    if (batch.length === 0) return;
    yield batch.map(({ account: a, code }) => ({
      'Buyer Code': code,
      Bank: a.bankCode,
      'Virtual Account Number': a.accountNumber,
      IFSC: a.ifsc,
      Active: a.isActive ? 'Y' : 'N',
    }));
    const last = batch[batch.length - 1];
    if (!last || batch.length < 2_000) return;
    after = last.account.id;
  }
}

/**
 * The buyers' virtual accounts by upload (doc 3 §7, credit area "buyer virtual account"): the account
 * a bank issued for a buyer's payments. Allow_Buyer_Virtual_Account_* in the spec's style (it names
 * none): the credit and finance desks'.
 */
registerTaskType<VirtualAccountRow>({
  taskType: 'BUYER_VIRTUAL_ACCOUNT',
  label: 'Buyer virtual accounts',
  area: 'master-data',
  uploadPermission: 'Allow_Buyer_Virtual_Account_Upload',
  downloadPermission: 'Allow_Buyer_Virtual_Account_Download',
  columns: [
    { name: 'Buyer Code', help: "The buyer's platform code.", required: true },
    {
      name: 'Bank',
      help: 'The bank by its code in the bank master (HDFC, ICIC, SBIN, …) or its name.',
      required: true,
    },
    {
      name: 'Virtual Account Number',
      help: 'As the bank issued it: 9 to 18 digits or capital letters.',
      required: true,
    },
    {
      name: 'IFSC',
      help: "The branch's IFSC (11 characters, starting with the bank's code).",
      required: true,
    },
    {
      name: 'Active',
      help: 'Y (the default) for the account payments go to (one per buyer; it retires the one before), N to close it.',
    },
  ],
  sheetName: 'Buyer Virtual Accounts',
  rowSchema: RowSchema,
  naturalKey: (r) => r.accountNumber,
  validate,
  write,
  exportRows,
});
