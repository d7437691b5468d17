import { and, asc, eq, gt, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db, DbOrTx } from '../../platform/db/database';
import { registerTaskType } from '../tasks';
import { BANK_MASTER_CODE, BANK_NAMES_TYPE } from './business-codes';
import { businessCodes } from './reference-data.schema';

const CODE = /^[A-Z0-9][A-Z0-9_]{0,63}$/;

const RowSchema = z
  .object({
    Type: z
      .string()
      .trim()
      .transform((t) => t.toUpperCase())
      .pipe(z.string().regex(CODE, 'Enter the type in capitals, digits and _ (for example ORDER_CANCEL)')),
    Code: z
      .string()
      .trim()
      .transform((t) => t.toUpperCase())
      .pipe(z.string().regex(CODE, 'Enter the code in capitals, digits and _ (at most 64)')),
    Value: z.string().trim().min(1, 'Enter the value shown to users').max(200, 'At most 200 characters'),
    Active: z
      .string()
      .trim()
      .transform((a) => a.toUpperCase())
      .pipe(z.enum(['', 'Y', 'N', 'YES', 'NO'], { message: 'Enter Y or N' }))
      .transform((a) => a !== 'N' && a !== 'NO'),
  })
  .refine((r) => r.Type !== BANK_MASTER_CODE, {
    path: ['Type'],
    message: `${BANK_MASTER_CODE} is another name of ${BANK_NAMES_TYPE}; use ${BANK_NAMES_TYPE}`,
  })
  .transform((r) => ({ type: r.Type, code: r.Code, value: r.Value, isActive: r.Active }));
type CodeRow = z.output<typeof RowSchema>;

/** Upsert by (type, code): a repeated chunk rewrites the same rows. New codes go to the end of their list. */
async function write(tx: DbOrTx, rows: readonly CodeRow[]) {
  await tx
    .insert(businessCodes)
    .values(rows.map((r, i) => ({ ...r, sortOrder: 1_000 + i })))
    .onConflictDoUpdate({
      target: [businessCodes.type, businessCodes.code],
      set: { value: sql`excluded.value`, isActive: sql`excluded.is_active`, updatedAt: new Date() },
    });
  return rows.length;
}

async function* exportRows(db: Db) {
  let after: { type: string; code: string } | null = null;
  for (;;) {
    const batch: (typeof businessCodes.$inferSelect)[] = await db
      .select()
      .from(businessCodes)
      .where(
        after
          ? or(
              gt(businessCodes.type, after.type),
              and(eq(businessCodes.type, after.type), gt(businessCodes.code, after.code)),
            )
          : undefined,
      )
      .orderBy(asc(businessCodes.type), asc(businessCodes.code))
      .limit(2_000);
    if (batch.length === 0) return;
    yield batch.map((r) => ({ Type: r.type, Code: r.code, Value: r.value, Active: r.isActive ? 'Y' : 'N' }));
    const last = batch[batch.length - 1];
    if (!last || batch.length < 2_000) return;
    after = { type: last.type, code: last.code };
  }
}

/**
 * Business codes as master data (issue 17 §2): reason lists (order cancel, consignment cancel,
 * dependency reasons…), the bank master and the import-order dropdowns, edited by upload and read
 * by `/business-code/*`.
 */
registerTaskType<CodeRow>({
  taskType: 'BUSINESS_CODES',
  label: 'Business codes (reason lists, bank master, dropdowns)',
  area: 'master-data',
  uploadPermission: 'Allow_Master_Data_Upload',
  downloadPermission: 'Allow_Master_Data_Download',
  columns: [
    {
      name: 'Type',
      help: 'The list: ORDER_CANCEL, CONSIGNMENT_CANCEL, BANK_NAMES, PAYMENT_TERMS, …',
      required: true,
    },
    { name: 'Code', help: 'The code stored with a choice (capitals, digits, _).', required: true },
    { name: 'Value', help: 'The text users see.', required: true },
    { name: 'Active', help: 'Y (the default) or N to hide the code from the lists.' },
  ],
  sheetName: 'Business Codes',
  rowSchema: RowSchema,
  naturalKey: (r) => `${r.type}\u0000${r.code}`,
  write,
  exportRows,
});
