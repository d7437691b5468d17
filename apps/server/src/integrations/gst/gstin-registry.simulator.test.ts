import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/test-db';
import type { Database } from '../../platform/db/database';
import { type GstSimulator, createGstSimulator } from './simulator';
import { einvoiceRequest, ewayBillRequest, gstinOf, refusal } from './test-fixtures';

let database: Database;
let gst: GstSimulator;
const now = new Date('2025-09-16T10:00:00+05:30');

beforeAll(async () => {
  database = await createTestDatabase();
  gst = createGstSimulator(database.db, { clock: () => now });
});
afterAll(async () => database.close());

describe(`GSTIN registry simulator (${process.env.DOM_TEST_ENGINE ?? 'pglite'})`, () => {
  it('answers active for a valid GSTIN, null for an invalid one, and keeps recorded changes', async () => {
    const gstin = gstinOf('24AAACR5055K1Z');
    expect(await gst.registry.lookup(gstin)).toMatchObject({ status: 'ACTIVE', stateCode: '24' });
    expect(await gst.registry.lookup('24AAACR5055K1Z0')).toBeNull();
    await gst.registry.register({
      gstin,
      status: 'CANCELLED',
      cancelledOn: '2025-08-01',
      legalName: 'Old Traders',
    });
    const restarted = createGstSimulator(database.db, { clock: () => now });
    expect(await restarted.registry.lookup(gstin)).toEqual({
      gstin,
      status: 'CANCELLED',
      cancelledOn: '2025-08-01',
      legalName: 'Old Traders',
      stateCode: '24',
    });
    gst.setAvailable(false);
    expect((await refusal(gst.registry.lookup(gstin))).code).toBe('PORTAL_UNAVAILABLE');
    gst.setAvailable(true);
  });

  it('refuses documents from an inactive supplier or to a recipient cancelled before the document date', async () => {
    const seller = gstinOf('33AAACS1234A1Z');
    const buyer = gstinOf('32AAACB1234A1Z');
    await gst.registry.register({ gstin: seller, status: 'SUSPENDED' });
    const irn = await refusal(
      gst.einvoice.generateIrn(einvoiceRequest({ sellerGstin: seller, documentNumber: 'REG/1' })),
    );
    expect(irn).toMatchObject({ code: 'GSTIN_INACTIVE', retryable: false });
    const ewb = await refusal(
      gst.ewayBill.generate(ewayBillRequest({ reference: 'REG-1', fromGstin: seller })),
    );
    expect(ewb.message).toContain('cannot generate an e-way bill');
    await gst.registry.register({ gstin: seller, status: 'ACTIVE' });
    await gst.registry.register({ gstin: buyer, status: 'CANCELLED', cancelledOn: '2025-09-01' });
    const toCancelled = await refusal(
      gst.einvoice.generateIrn(
        einvoiceRequest({ sellerGstin: seller, buyerGstin: buyer, documentNumber: 'REG/2' }),
      ),
    );
    expect(toCancelled.message).toContain('was cancelled on 2025-09-01');
    // Dated before the cancellation: accepted.
    const earlier = await gst.einvoice.generateIrn(
      einvoiceRequest({
        sellerGstin: seller,
        buyerGstin: buyer,
        documentNumber: 'REG/3',
        documentDate: '2025-08-31',
      }),
    );
    expect(earlier.duplicate).toBe(false);
  });
});
