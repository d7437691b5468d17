import { eq } from 'drizzle-orm';
import { isIsoDate, isValidGstin } from '@dom/domain';
import type { DbOrTx } from '../../platform/db/database';
import type { GstinRegistration, GstinRegistry } from './gst-gateway';
import { gstSimGstins } from './gst.schema';
import { defaultRegistration } from './gstin.rules';
import { type PortalState, refusal } from './portal';

/** What the simulated registry holds for a GSTIN (tests and the demo set it). */
export interface GstinRecord {
  gstin: string;
  status: GstinRegistration['status'];
  /** YYYY-MM-DD; for a cancelled registration. */
  cancelledOn?: string | null;
  legalName?: string;
}

/** The registration of a GSTIN as the portals see it, without the outage switch (internal checks). */
export async function registrationOf(db: DbOrTx, gstin: string): Promise<GstinRegistration | null> {
  const fallback = defaultRegistration(gstin);
  if (!fallback) return null;
  const [row] = await db.select().from(gstSimGstins).where(eq(gstSimGstins.gstin, gstin));
  if (!row) return fallback;
  return { ...fallback, status: row.status, cancelledOn: row.cancelledOn, legalName: row.legalName };
}

/** The simulated GSTIN registry (the common portal's taxpayer search). */
export class GstinRegistrySimulator implements GstinRegistry {
  constructor(
    private readonly db: DbOrTx,
    private readonly portal: PortalState,
  ) {}

  lookup(gstin: string): Promise<GstinRegistration | null> {
    return this.portal.call('lookupGstin', () => registrationOf(this.db, gstin));
  }

  /** Records a registration's status (cancel, suspend, reactivate a GSTIN). */
  async register(record: GstinRecord): Promise<GstinRegistration> {
    if (!isValidGstin(record.gstin)) throw refusal('INVALID_GSTIN', `${record.gstin} is not a valid GSTIN`);
    const cancelledOn = record.status === 'CANCELLED' ? (record.cancelledOn ?? null) : null;
    if (cancelledOn !== null && !isIsoDate(cancelledOn)) {
      throw refusal('INVALID_DATE', 'Cancelled on must be a calendar date (YYYY-MM-DD)');
    }
    const legalName = record.legalName ?? defaultRegistration(record.gstin)?.legalName ?? record.gstin;
    const values = { status: record.status, cancelledOn, legalName, updatedAt: this.portal.clock() };
    await this.db
      .insert(gstSimGstins)
      .values({ gstin: record.gstin, ...values })
      .onConflictDoUpdate({ target: gstSimGstins.gstin, set: values });
    const registration = await registrationOf(this.db, record.gstin);
    if (!registration) throw new Error(`GSTIN ${record.gstin} was not stored`);
    return registration;
  }
}
