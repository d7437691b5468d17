import type { Db } from '../../platform/db/database';
import { EInvoiceSimulator } from './einvoice.simulator';
import { EWayBillSimulator } from './eway-bill.simulator';
import type { EInvoiceGateway, EWayBillGateway, GstinRegistry } from './gst-gateway';
import { GstinRegistrySimulator } from './gstin-registry.simulator';
import { type GstFault, PortalState } from './portal';
import { type SigningKey, loadOrCreateSigningKey } from './signing-key';

export type { GstFault, GstOperation } from './portal';
export { EInvoiceSimulator } from './einvoice.simulator';
export { EWayBillSimulator, type EWayBillListItem } from './eway-bill.simulator';
export { GstinRegistrySimulator, type GstinRecord } from './gstin-registry.simulator';
export { ewayBillRequired, ewayBillValidUntil } from './eway-bill.rules';
export { type QrInvoiceSummary, verifyQrCode } from './irn-qr';

export interface GstSimulatorOptions {
  /** The portal's clock (tests move it to cross the 24-hour and extension windows). */
  clock?: () => Date;
  /** Failures for the first matching calls, in order (deterministic failure states in tests). */
  faults?: readonly GstFault[];
}

export interface GstSimulator {
  einvoice: EInvoiceGateway & EInvoiceSimulator;
  ewayBill: EWayBillGateway & EWayBillSimulator;
  /** The GSTIN registry; `register` marks a GSTIN cancelled or suspended (tests, demo). */
  registry: GstinRegistry & GstinRegistrySimulator;
  /** false: every portal call fails with GstPortalError('PORTAL_UNAVAILABLE', retryable). */
  setAvailable(available: boolean): void;
  /** Queues `count` failures for the next matching calls (see GstFault). */
  failNext(count?: number, fault?: GstFault): void;
}

/**
 * The local GST portals (IRP and e-way bill portal) following the published rules, with their
 * state in the `gst_sim_*` tables so IRNs, e-way bills and the signing key survive restarts,
 * as do GSTIN registry records.
 * Availability and the fault plan belong to this instance (an outage is not persisted).
 */
export function createGstSimulator(db: Db, options: GstSimulatorOptions = {}): GstSimulator {
  const portal = new PortalState(options.clock ?? (() => new Date()), options.faults);
  let key: Promise<SigningKey> | null = null;
  const signingKey = () => {
    key ??= loadOrCreateSigningKey(db).catch((error: unknown) => {
      key = null;
      throw error;
    });
    return key;
  };
  return {
    einvoice: new EInvoiceSimulator(db, portal, signingKey),
    ewayBill: new EWayBillSimulator(db, portal),
    registry: new GstinRegistrySimulator(db, portal),
    setAvailable: (available) => portal.setAvailable(available),
    failNext: (count, fault) => portal.failNext(count, fault),
  };
}
