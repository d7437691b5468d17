import {
  VEHICLE_TYPES,
  formatRupees,
  isIsoDate,
  isPinCode,
  normalizePinCode,
  tryParseRupees,
  vehicleTypeOf,
} from '@dom/domain';
import { asc, eq, gt, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db, DbOrTx } from '../../platform/db/database';
import { transporters } from '../parties';
import { type RowProblem, registerTaskType } from '../tasks';
import { transportLaneRates } from './logistics.schema';

const VEHICLE_LIST = VEHICLE_TYPES.map((v) => v.value).join(', ');

const pincode = (which: 'from' | 'to') =>
  z.string().transform((text, ctx) => {
    const v = text.trim();
    if (isPinCode(v)) return normalizePinCode(v);
    ctx.addIssue({
      code: 'custom',
      message:
        v === ''
          ? `Enter the ${which} pincode`
          : `Enter the ${which} pincode as 6 digits, the first 1 to 9 (such as 400001)`,
    });
    return z.NEVER;
  });

const RowSchema = z
  .object({
    // A transporter is known by its GSTIN, or by its transporter id (TRANSIN) when unregistered:
    // the one id of the transporter master, as e-way bills carry it. Spaces dropped, upper case.
    'Transporter Code': z
      .string()
      .transform((v) => v.replace(/\s+/g, '').toUpperCase())
      .pipe(
        z
          .string()
          .min(1, 'Enter the transporter code (its GSTIN or transporter id)')
          .max(20, 'At most 20 characters'),
      ),
    'From Pincode': pincode('from'),
    'To Pincode': pincode('to'),
    'Vehicle Type': z.string().transform((text, ctx) => {
      const type = vehicleTypeOf(text);
      if (type) return type;
      ctx.addIssue({
        code: 'custom',
        message:
          text.trim() === ''
            ? `Enter the vehicle type: ${VEHICLE_LIST}`
            : `${text.trim()} is not a vehicle type; enter one of ${VEHICLE_LIST}`,
      });
      return z.NEVER;
    }),
    Rate: z.string().transform((text, ctx) => {
      const parsed = tryParseRupees(text);
      if (!parsed.ok) {
        ctx.addIssue({ code: 'custom', message: parsed.error });
        return z.NEVER;
      }
      if (parsed.paise <= 0n) {
        ctx.addIssue({ code: 'custom', message: 'Enter a rate above 0' });
        return z.NEVER;
      }
      return parsed.paise;
    }),
    'Valid From': z
      .string()
      .trim()
      .refine((d) => isIsoDate(d), 'Enter the first day as a real date, YYYY-MM-DD'),
  })
  .transform((r) => ({
    transporterCode: r['Transporter Code'],
    fromPincode: r['From Pincode'],
    toPincode: r['To Pincode'],
    vehicleType: r['Vehicle Type'],
    ratePaise: r.Rate,
    validFrom: r['Valid From'],
  }));
type LaneRateRow = z.output<typeof RowSchema>;

/**
 * The transporters of these codes (transporter code → id and whether it is active). A code held
 * twice (the master refuses it, but no index does) answers the active one.
 */
async function transportersByCode(db: DbOrTx, codes: readonly string[]) {
  const found = await db
    .select({ id: transporters.id, code: transporters.gstin, active: transporters.isActive })
    .from(transporters)
    .where(inArray(sql`upper(${transporters.gstin})`, [...new Set(codes)]))
    .orderBy(asc(transporters.id));
  const byCode = new Map<string, { id: string; active: boolean }>();
  for (const t of found) {
    const code = t.code.toUpperCase();
    const seen = byCode.get(code);
    if (!seen || (!seen.active && t.active)) byCode.set(code, { id: t.id, active: t.active });
  }
  return byCode;
}

/** The transporter must be in the transporter master and active: one look-up per chunk. */
async function validate(db: Db, rows: readonly { row: number; value: LaneRateRow }[]) {
  const known = await transportersByCode(
    db,
    rows.map((r) => r.value.transporterCode),
  );
  const problems = new Map<number, RowProblem[]>();
  for (const { row, value } of rows) {
    const transporter = known.get(value.transporterCode);
    if (!transporter)
      problems.set(row, [
        {
          column: 'Transporter Code',
          message: `Transporter ${value.transporterCode} is not in the transporter master`,
        },
      ]);
    else if (!transporter.active)
      problems.set(row, [
        { column: 'Transporter Code', message: `Transporter ${value.transporterCode} is not active` },
      ]);
  }
  return problems;
}

/**
 * Upserts by (transporter, from, to, vehicle type, valid from): the same lane again, or a
 * corrected rate, updates the row; a new first day is a new rate. One `unnest` statement per chunk.
 */
async function write(tx: DbOrTx, rows: readonly LaneRateRow[], ctx: { actorId: string | null }) {
  const known = await transportersByCode(
    tx,
    rows.map((r) => r.transporterCode),
  );
  const values = rows.flatMap((r) => {
    const transporter = known.get(r.transporterCode);
    return transporter?.active ? [{ ...r, transporterId: transporter.id }] : [];
  });
  if (values.length === 0) return 0;
  await tx.execute(sql`
    INSERT INTO transport_lane_rates (transporter_id, from_pincode, to_pincode, vehicle_type, rate_paise, valid_from, updated_by, updated_at)
    SELECT r.transporter_id, r.from_pincode, r.to_pincode, r.vehicle_type, r.rate_paise, r.valid_from,
           ${ctx.actorId}::uuid, now()
    FROM unnest(${sql.param(values.map((v) => v.transporterId))}::uuid[],
                ${sql.param(values.map((v) => v.fromPincode))}::text[],
                ${sql.param(values.map((v) => v.toPincode))}::text[],
                ${sql.param(values.map((v) => v.vehicleType))}::text[],
                ${sql.param(values.map((v) => v.ratePaise.toString()))}::bigint[],
                ${sql.param(values.map((v) => v.validFrom))}::date[])
      AS r(transporter_id, from_pincode, to_pincode, vehicle_type, rate_paise, valid_from)
    ON CONFLICT (transporter_id, from_pincode, to_pincode, vehicle_type, valid_from) DO UPDATE SET
      rate_paise = excluded.rate_paise,
      updated_by = excluded.updated_by,
      updated_at = excluded.updated_at`);
  return values.length;
}

/** Every lane rate with the transporter's code, keyset on id, 2,000 at a time, in the template's columns. */
async function* exportRows(db: Db) {
  let after: string | null = null;
  for (;;) {
    const batch: { rate: typeof transportLaneRates.$inferSelect; code: string }[] = await db
      .select({ rate: transportLaneRates, code: transporters.gstin })
      .from(transportLaneRates)
      .innerJoin(transporters, eq(transporters.id, transportLaneRates.transporterId))
      .where(after ? gt(transportLaneRates.id, after) : undefined)
      .orderBy(asc(transportLaneRates.id))
      .limit(2_000);
    if (batch.length === 0) return;
    yield batch.map(({ rate: r, code }) => ({
      'Transporter Code': code,
      'From Pincode': r.fromPincode,
      'To Pincode': r.toPincode,
      'Vehicle Type': r.vehicleType,
      Rate: formatRupees(r.ratePaise, { symbol: false }),
      'Valid From': r.validFrom,
    }));
    const last = batch[batch.length - 1];
    if (!last || batch.length < 2_000) return;
    after = last.rate.id;
  }
}

/**
 * Transport lane rates by upload (doc 3 §7, supply area "logistics"): what an active transporter
 * of the master charges per trip from a pincode to a pincode in a vehicle type, from a day. The
 * spec names no permission of its own, so Allow_Logistics_* in its style (the logistics desk's).
 */
registerTaskType<LaneRateRow>({
  taskType: 'LOGISTICS',
  label: 'Transport lane rates (per trip by transporter, lane and vehicle)',
  area: 'ops-supply',
  uploadPermission: 'Allow_Logistics_Upload',
  downloadPermission: 'Allow_Logistics_Download',
  columns: [
    {
      name: 'Transporter Code',
      help: "The transporter's GSTIN, or its transporter id if unregistered, as in the transporter master; an active transporter.",
      required: true,
    },
    { name: 'From Pincode', help: 'Where the trip starts: 6 digits (such as 400001).', required: true },
    { name: 'To Pincode', help: 'Where it ends: 6 digits.', required: true },
    { name: 'Vehicle Type', help: `One of ${VEHICLE_LIST}.`, required: true },
    {
      name: 'Rate',
      help: 'Rupees per trip, at most two decimals (for example 18,500 or 18500.50).',
      required: true,
    },
    { name: 'Valid From', help: 'The first day the rate holds (YYYY-MM-DD).', required: true },
  ],
  sheetName: 'Lane Rates',
  rowSchema: RowSchema,
  naturalKey: (r) =>
    [r.transporterCode, r.fromPincode, r.toPincode, r.vehicleType, r.validFrom].join('\u0000'),
  validate,
  write,
  exportRows,
});
