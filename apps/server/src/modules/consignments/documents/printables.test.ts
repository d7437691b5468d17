import { istDateOf } from '@dom/domain';
import jsQR from 'jsqr';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as } from '../../../../test/auth';
import { type TestApp, createTestApp } from '../../../../test/test-app';
import { code128CSymbols } from '../../../platform/pdf/code128';
import { greyToRgba, pdfGreyImages, pdfTexts } from '../../../platform/pdf/pdf-read';
import { type Who, createConsignment, driveTo, ok, post } from '../consignment-test-kit';

interface Detail {
  status: string;
  ewayBillNumber: string | null;
  buyerGstin: string | null;
  sellerGstin: string | null;
  invoice: { invoiceNumber: string | null; irn: string | null; irnAckNumber: string | null };
  lines: { hsnCode: string; unit: string }[];
}
interface Printables {
  printables: { kind: string; ewayBillNumber: string | null; available: boolean; reason: string | null }[];
}

// The documents centre on a real packed consignment: the tax invoice carries rule 46's fields and
// a QR code that decodes (jsQR, from the PDF's own image) to the IRP's signed payload with the
// invoice's IRN; the e-way bill print; dispatch refused while the bill has no Part-B; scoping.
describe('consignment documents', () => {
  let t: TestApp;
  let om: Who;
  let seller: Who;
  let key = '';
  const today = () => istDateOf(new Date());

  beforeAll(async () => {
    t = await createTestApp({ seed: true });
    om = await as(t, 'om');
    seller = await as(t, 'seller');
    // Every packed consignment gets an e-way bill here (threshold 0).
    await t.database.executeSql(
      `INSERT INTO settings (key, value) VALUES ('consignment.eway_bill_threshold_paise', '0')
       ON CONFLICT (key) DO UPDATE SET value = '0'`,
    );
    const c = await createConsignment(t, om, '1', 3);
    key = c.consignmentKey;
    await driveTo(t, om, key, 'PACKED', today());
  });
  afterAll(() => t.close());

  const get = (url: string, who: Who) => t.app.inject({ method: 'GET', url: `/api${url}`, ...who });
  const detail = async () => (await get(`/shipment/consignment/${key}`, om)).json<Detail>();

  it('lists the tax invoice, the e-way bill and the challan of a packed consignment', async () => {
    const { printables } = (await get(`/consignment/${key}/printables`, om)).json<Printables>();
    const d = await detail();
    expect(printables.find((p) => p.kind === 'tax-invoice')).toMatchObject({ available: true, reason: null });
    expect(printables.find((p) => p.kind === 'eway-bill')).toMatchObject({
      available: true,
      ewayBillNumber: d.ewayBillNumber,
    });
    expect(printables.find((p) => p.kind === 'delivery-challan')?.available).toBe(true);
  });

  it('prints the tax invoice with the fields of rule 46 and a QR code that decodes to the signed IRN payload', async () => {
    const d = await detail();
    const res = await get(`/consignment/${key}/printables/tax-invoice`, om);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const bytes = new Uint8Array(res.rawPayload);
    const text = (await pdfTexts(bytes)).flat().join('\n');
    for (const field of [
      'TAX INVOICE',
      'Invoice No:',
      'Invoice Date:',
      'Place of Supply:',
      'Reverse Charge:',
      'Recipient (Bill To)',
      'HSN',
      'Taxable Value',
      'Amount in words:',
      'Authorised Signatory',
      'IRN:',
      'Ack No:',
      'Ack Date:',
    ])
      expect(text).toContain(field);
    expect(text).toContain(d.invoice.invoiceNumber ?? 'missing');
    expect(text).toContain(d.sellerGstin ?? 'missing');
    expect(text).toContain(d.buyerGstin ?? 'missing');
    expect(text).toContain(d.invoice.irnAckNumber ?? 'missing');
    expect(text).toContain(d.lines[0]?.hsnCode ?? 'missing');
    expect(text).toMatch(/Rupees [A-Z][A-Za-z -]+ Only/);
    expect(text).toMatch(/CGST|IGST/);

    const [image] = await pdfGreyImages(bytes);
    expect(image).toBeDefined();
    if (!image) return;
    const rgba = greyToRgba(image, 4);
    const decoded = jsQR(rgba.data, rgba.width, rgba.height);
    expect(decoded).not.toBeNull();
    const summary = await t.ctx.gst.einvoice.verifySignedQrCode(decoded?.data ?? '');
    expect(summary?.Irn).toBe(d.invoice.irn);
    expect(summary?.DocNo).toBe(d.invoice.invoiceNumber);
  });

  it('prints the e-way bill with Part A, Part B and its number as Code 128', async () => {
    const d = await detail();
    const number = d.ewayBillNumber ?? '';
    const res = await get(`/consignment/${key}/printables/eway-bill?ewayBillNumber=${number}`, om);
    expect(res.statusCode).toBe(200);
    const text = (await pdfTexts(new Uint8Array(res.rawPayload))).flat().join('\n');
    expect(text).toContain('PART - A');
    expect(text).toContain('PART - B');
    expect(text).toContain(number);
    expect(text).toContain('GSTIN of Supplier:');
    // Start C, six digit pairs, the check symbol, stop: the check is the weighted sum mod 103.
    const symbols = code128CSymbols(number);
    expect(symbols).toHaveLength(9);
    const pairs = symbols.slice(1, 7);
    expect(pairs.map((p) => String(p).padStart(2, '0')).join('')).toBe(number);
    expect(symbols[7]).toBe(pairs.reduce((s, v, i) => s + v * (i + 1), 105) % 103);
    const unknown = await get(`/consignment/${key}/printables/eway-bill?ewayBillNumber=999999999999`, om);
    expect(unknown.statusCode).toBe(404);
  });

  it('refuses dispatch (409 with the reason) while the e-way bill has no Part-B vehicle', async () => {
    await ok(
      await post(t, om, '/consignment/add-update-shipment-tracking-details', {
        consignmentKey: key,
        logisticProvider: '3PL',
        transporterName: 'VRL Logistics',
        vehicleNumber: 'MH 12 AB 1234',
        lrNumber: 'LR-2001',
      }),
    );
    const number = (await detail()).ewayBillNumber ?? '';
    // A bill without its vehicle (as a regenerated bill or the demo's CN10000129 has).
    await t.database.executeSql(
      `UPDATE consignment_eway_bills SET vehicle_number = NULL WHERE eway_bill_number = '${number}'`,
    );
    const refused = await post(t, om, '/consignment/confirm-dispatch', {
      consignmentKey: key,
      actualDispatchDate: today(),
      createTrip: false,
    });
    expect(refused.statusCode).toBe(409);
    const body = refused.json<{ errorCode: string; message: string }>();
    expect(body.errorCode).toBe('EWAY_BILL_PART_B_MISSING');
    expect(body.message).toContain(number);
    expect(body.message).toContain('Part-B');
    expect((await detail()).status).toBe('READY_FOR_SHIPMENT');

    const print = await get(`/consignment/${key}/printables/eway-bill`, om);
    expect((await pdfTexts(new Uint8Array(print.rawPayload))).flat().join('\n')).toContain(
      'Part-B (vehicle) not filled',
    );

    await t.database.executeSql(
      `UPDATE consignment_eway_bills SET vehicle_number = 'MH12AB1234' WHERE eway_bill_number = '${number}'`,
    );
    await ok(
      await post(t, om, '/consignment/confirm-dispatch', {
        consignmentKey: key,
        actualDispatchDate: today(),
        createTrip: false,
      }),
    );
    expect((await detail()).status).toBe('INTRANSIT');
  });

  it('answers 404 for another seller’s consignment and 401 without a session', async () => {
    const other = await t.database.executeSql<{ consignment_key: string }>(
      `SELECT consignment_key FROM consignments
        WHERE seller_id <> (SELECT seller_id FROM users WHERE username = 'seller') AND irn IS NOT NULL LIMIT 1`,
    );
    const otherKey = other.rows[0]?.consignment_key ?? '';
    expect(otherKey).not.toBe('');
    expect((await get(`/consignment/${otherKey}/printables`, seller)).statusCode).toBe(404);
    expect((await get(`/consignment/${otherKey}/printables/tax-invoice`, seller)).statusCode).toBe(404);
    expect((await get(`/consignment/${otherKey}/printables`, om)).statusCode).toBe(200);
    const anonymous = await t.app.inject({ method: 'GET', url: `/api/consignment/${key}/printables` });
    expect(anonymous.statusCode).toBe(401);
  });

  it('says why a consignment without an IRN has no tax invoice yet', async () => {
    const c = await createConsignment(t, om, '1', 4);
    const { printables } = (await get(`/consignment/${c.consignmentKey}/printables`, om)).json<Printables>();
    expect(printables.find((p) => p.kind === 'tax-invoice')).toMatchObject({
      available: false,
      reason: 'The tax invoice is printed once the e-invoice (IRN) is generated',
    });
    const res = await get(`/consignment/${c.consignmentKey}/printables/tax-invoice`, om);
    expect(res.statusCode).toBe(409);
    expect(res.json<{ errorCode: string }>().errorCode).toBe('DOCUMENT_NOT_READY');
  });

  it('shows an invoice’s lines and documents from its consignment', async () => {
    const inv = await t.database.executeSql<{ id: string; consignment_key: string }>(
      `SELECT id, consignment_key FROM credit_invoices WHERE consignment_key = '${key}' LIMIT 1`,
    );
    const invoice = inv.rows[0];
    expect(invoice).toBeDefined();
    const finance = await as(t, 'finance');
    const docs = await get(`/credit/invoice/${invoice?.id ?? ''}/documents`, finance);
    expect(docs.statusCode).toBe(200);
    const body = docs.json<{ lines: { hsnCode: string }[]; consignmentKey: string }>();
    expect(body.consignmentKey).toBe(key);
    expect(body.lines.length).toBeGreaterThan(0);
  });
});
