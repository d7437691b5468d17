import { gstinStateCode, isValidGstin, normalizeGstin } from '@dom/domain';
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database';
import type { GstinRegistration, GstinRegistry } from './gst-gateway';
import { gstinRegistrations } from './gstin-registry.schema';

type Row = typeof gstinRegistrations.$inferSelect;

const toRegistration = (row: Row): GstinRegistration => ({
  gstin: row.gstin,
  status: row.status as GstinRegistration['status'],
  cancelledOn: row.cancelledOn,
  legalName: row.legalName,
  stateCode: row.stateCode,
});

/**
 * The GST portal's taxpayer search, simulated from the `gstin_registrations` table (seeded with the
 * demo buyers, sellers, warehouses and transporters; a few cancelled or suspended).
 *
 * Rule for a GSTIN not on the table: a malformed one (shape, state code or check character) is not
 * registered (null); a well-formed one is answered ACTIVE in the state of its first two digits with
 * an empty legal name, so a new buyer can be on-boarded in the demo. The simulator never invents a
 * refusal: cancelled and suspended registrations are only those written to the table.
 *
 * `lookup` reads through the handle it was made with; on PGlite do not call it from inside another
 * transaction (one connection).
 */
export class GstinRegistrySimulator implements GstinRegistry {
  constructor(private readonly db: DbOrTx) {}

  async lookup(gstin: string): Promise<GstinRegistration | null> {
    const canonical = normalizeGstin(gstin);
    if (!isValidGstin(canonical)) return null;
    const [row] = await this.db
      .select()
      .from(gstinRegistrations)
      .where(eq(gstinRegistrations.gstin, canonical));
    if (row) return toRegistration(row);
    return {
      gstin: canonical,
      status: 'ACTIVE',
      cancelledOn: null,
      legalName: '',
      stateCode: gstinStateCode(canonical) ?? canonical.slice(0, 2),
    };
  }
}

/** Writes (or replaces) a registration on the simulated register: seeds, tests and demos. */
export async function putRegistration(db: DbOrTx, registration: GstinRegistration): Promise<void> {
  const gstin = normalizeGstin(registration.gstin);
  await db
    .insert(gstinRegistrations)
    .values({ ...registration, gstin })
    .onConflictDoUpdate({
      target: gstinRegistrations.gstin,
      set: {
        status: registration.status,
        cancelledOn: registration.cancelledOn,
        legalName: registration.legalName,
        stateCode: registration.stateCode,
        updatedAt: sql`now()`,
      },
    });
}
