import { istDateOf } from '@dom/domain';
import { PDFDocument, PDFName, PDFRawStream, decodePDFRawStream } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as } from '../../../test/auth';
import { failInserts } from '../../../test/fail-inserts';
import { type TestApp, createTestApp } from '../../../test/test-app';
import { renderDispatchDocument } from './consignment-pdf';
import { EWAY_BILL_THRESHOLD_SETTING } from './consignment-settings';
import {
  type Who,
  CLEAN_ORDER,
  createConsignment,
  driveTo,
  nextInvoiceNumber,
  ok,
  pickOrder,
  post,
} from './consignment-test-kit';
import type { ConsignmentLineRow, ConsignmentRow } from './consignments.repo';

/** Every content stream, inflated: standard-font text is written as hex glyph strings. */
function pageText(pdf: PDFDocument): string {
  return pdf.context
    .enumerateIndirectObjects()
    .map(([, obj]) => obj)
    .filter(
      (obj): obj is PDFRawStream =>
        obj instanceof PDFRawStream && obj.dict.get(PDFName.of('Type')) === undefined,
    )
    .map((stream) => Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1'))
    .join('\n');
}

interface Detail {
  status: string;
  totalPaise: string;
  failureReason: string | null;
  blockedReasons: string[];
  blockMessages: string[];
  invoice: { irn: string | null };
  dispatch: { ewayBillRequired: boolean; ewayBills: { ewayBillNumber: string }[] };
  allowedActions: { action: string }[];
  heldBackActions: { action: string; code: string; reason: string; clearedBy: string | null }[];
  documents: {
    documentId: string;
    documentType: string;
    fileName: string;
    displayFileName: string;
    processedFile: boolean;
    downloadUrl: string | null;
  }[];
}

describe('packing: e-invoice, dispatch documents, e-way bill, credit blocks', () => {
  let t: TestApp;
  let om: Who;
  let now = new Date();
  const today = () => istDateOf(now);
  beforeAll(async () => {
    t = await createTestApp({ seed: true, context: { clock: () => now } });
    om = await as(t, 'om');
  });
  afterAll(() => t.close());

  const detail = async (key: string) =>
    (await t.app.inject({ method: 'GET', url: `/api/shipment/consignment/${key}`, ...om })).json<Detail>();
  const packBody = async (key: string) => ({
    consignmentKey: key,
    distanceKm: 200,
    invoice: {
      invoiceNumber: nextInvoiceNumber(),
      invoiceDate: today(),
      invoiceAmountPaise: (await detail(key)).totalPaise,
    },
  });
  const readyToPack = async (quantity = '1', skip = 0) => {
    const c = await createConsignment(t, om, quantity, skip);
    await driveTo(t, om, c.consignmentKey, 'READY_TO_PROCESS', today());
    return c.consignmentKey;
  };
  /** A consignment worth more than ₹50,000: a line of a clean order grown to 500 units (the demo lines are small). */
  const bigConsignment = async (skip = 0) => {
    const order = await pickOrder(t, CLEAN_ORDER, skip, 'DESC');
    await t.database.executeSql(
      `UPDATE order_lines SET ordered_qty = 500, acknowledged_qty = 500 WHERE id = '${order.lineId}'`,
    );
    const created = await ok(
      await post(t, om, '/consignment/create-consignment', {
        orderKey: order.orderKey,
        lines: [{ lineItemId: order.lineId, quantity: '400' }],
      }),
      201,
    );
    await driveTo(t, om, created.consignmentKey, 'READY_TO_PROCESS', today());
    return created.consignmentKey;
  };

  it('generates the dispatch advice and packing list as real PDFs, listed and downloadable', async () => {
    const key = await readyToPack();
    const packed = await ok(await post(t, om, '/consignment/pack-consignment-byId-v2', await packBody(key)));
    expect(packed.status).toBe('PACKED');
    const d = await detail(key);
    expect(d.invoice.irn).toMatch(/^[0-9a-f]{64}$/);
    expect(d.documents.map((x) => x.documentType).sort()).toEqual(['DISPATCH_ADVICE', 'OTHERS']);
    for (const doc of d.documents) {
      expect(doc.processedFile).toBe(true);
      expect(doc.displayFileName.length).toBeLessThanOrEqual(25);
      const url = new URL(doc.downloadUrl ?? '', 'http://x');
      const res = await t.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      const pdf = await PDFDocument.load(res.rawPayload);
      expect(pdf.getPageCount()).toBe(1);
      expect(pdf.getTitle()).toMatch(new RegExp(`^(Dispatch Advice|Packing List) ${key}$`));
      expect(pageText(pdf)).toContain(Buffer.from(key).toString('hex').toUpperCase());
    }
    const missing = await t.app.inject({
      method: 'GET',
      url: `/api/consignment/document-url?consignmentKey=${key}`,
      ...om,
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json<{ message: string }>().message).toBe('File not available to download');
  });

  it('renders many lines over several pages', async () => {
    const lines = Array.from({ length: 65 }, (_, i) => ({
      lineNumber: i + 1,
      itemId: `SKU-${i}`,
      productName: `Cement bag ${i} – ₹ grade`,
      hsnCode: '2523',
      unit: 'BAG',
      requestedQty: '10.000',
      acknowledgedQty: null,
      unitPricePaise: 35000n,
    })) as unknown as ConsignmentLineRow[];
    const c = {
      consignmentKey: 'CN1',
      orderKey: 'SO1',
      purchaseOrderNo: null,
      sellerName: 'S',
      sellerGstin: null,
      sourceName: 'W',
      sourcePinCode: null,
      buyerName: 'B',
      buyerGstin: null,
      destinationPinCode: null,
      buyerInvoiceNumber: null,
      invoiceDate: null,
      irn: null,
      packages: 3,
      grossWeightKg: null,
      valuePaise: 1n,
      taxPaise: 1n,
      totalPaise: 2n,
    } as unknown as ConsignmentRow;
    const pdf = await PDFDocument.load(await renderDispatchDocument('PACKING_LIST', c, lines));
    expect(pdf.getPageCount()).toBe(3);
  });

  it('asks for an e-way bill only above ₹50,000 (configurable), and refuses dispatch without one', async () => {
    const small = await readyToPack('1', 1);
    await ok(await post(t, om, '/consignment/pack-consignment-byId-v2', await packBody(small)));
    let d = await detail(small);
    expect(d.dispatch.ewayBillRequired).toBe(false);
    expect(d.dispatch.ewayBills).toHaveLength(0);
    // Under the threshold there is no bill and nothing to say about one.
    expect(d.allowedActions.map((a) => a.action)).not.toContain('retriggerEwayBill');
    expect(d.heldBackActions).toEqual([]);

    const big = await bigConsignment();
    const packed = await ok(await post(t, om, '/consignment/pack-consignment-byId-v2', await packBody(big)));
    expect(packed.status).toBe('PACKED');
    d = await detail(big);
    expect(BigInt(d.totalPaise)).toBeGreaterThan(5_000_000n);
    expect(d.dispatch.ewayBillRequired).toBe(true);
    expect(d.dispatch.ewayBills[0]?.ewayBillNumber).toMatch(/^\d{12}$/);

    // The threshold is a setting: lowered to ₹0, the small packed consignment now needs one to leave.
    await t.database.executeSql(
      `UPDATE settings SET value = '0' WHERE key = '${EWAY_BILL_THRESHOLD_SETTING}'`,
    );
    try {
      await ok(
        await post(t, om, '/consignment/add-update-shipment-tracking-details', {
          consignmentKey: small,
          logisticProvider: '3PL',
          transporterName: 'Gati',
          vehicleNumber: 'KA01AB1234',
          lrNumber: 'LR-7',
        }),
      );
      const res = await post(t, om, '/consignment/confirm-dispatch', {
        consignmentKey: small,
        actualDispatchDate: today(),
        createTrip: false,
      });
      expect(res.statusCode).toBe(409);
      expect(res.json<{ errorCode: string; message: string }>()).toMatchObject({
        errorCode: 'EWAY_BILL_REQUIRED',
      });
      expect(res.json<{ message: string }>().message).toContain('₹0.00');

      // "Generate E-way Bill" (regenerate) is not offered without a bill, and the detail says why
      // (the same words as the call's refusal) and what clears it; with a bill it is offered.
      const actions = (x: Detail) => x.allowedActions.map((a) => a.action);
      d = await detail(small);
      expect(d.dispatch.ewayBillRequired).toBe(true);
      expect(actions(d)).not.toContain('retriggerEwayBill');
      expect(actions(d)).not.toContain('extendEwayBill');
      expect(actions(d)).toContain('ewayBillVehicles');
      expect(d.heldBackActions).toEqual([
        {
          action: 'extendEwayBill',
          code: 'NO_EWAY_BILL_TO_EXTEND',
          reason:
            'This consignment has no e-way bill to extend. It needs one before dispatch. E-way Bill Vehicles generates it.',
          clearedBy: 'ewayBillVehicles',
        },
        {
          action: 'retriggerEwayBill',
          code: 'NO_EWAY_BILL_TO_REGENERATE',
          reason:
            'This consignment has no e-way bill to regenerate. It needs one before dispatch. E-way Bill Vehicles generates it.',
          clearedBy: 'ewayBillVehicles',
        },
      ]);
      const refused = await post(t, om, '/consignment/retrigger-ewaybill-with-distance', {
        consignmentKey: small,
        distanceKm: 90,
      });
      expect(refused.statusCode).toBe(409);
      expect(d.heldBackActions[1]?.reason).toContain(refused.json<{ message: string }>().message);
      const withBill = await detail(big);
      expect(actions(withBill)).toContain('retriggerEwayBill');
      expect(withBill.heldBackActions).toEqual([]);
      // The vehicles call generates the bill; then regenerate is offered and nothing is held back.
      await ok(
        await post(t, om, '/consignment/update-eway-bill-vehicles', {
          consignmentKey: small,
          distanceKm: 90,
          vehicles: [{ vehicleNumber: 'KA01AB1234', quantity: '1' }],
        }),
      );
      d = await detail(small);
      expect(actions(d)).toContain('retriggerEwayBill');
      expect(d.heldBackActions).toEqual([]);
    } finally {
      await t.database.executeSql(
        `UPDATE settings SET value = '5000000' WHERE key = '${EWAY_BILL_THRESHOLD_SETTING}'`,
      );
    }
  });

  it('packing is one transaction: when opening its job fails, the move and the invoice details are undone', async () => {
    const key = await readyToPack('1', 3);
    const state = async () => {
      const [row] = (
        await t.database.executeSql<{
          status: string;
          invoice: string | null;
          audits: string;
          events: string;
        }>(
          `SELECT c.status, c.buyer_invoice_number AS invoice,
             (SELECT count(*) FROM audit_log WHERE entity_id = c.consignment_key)::text AS audits,
             (SELECT count(*) FROM outbox WHERE payload->>'key' = c.consignment_key
                OR payload->>'consignmentKey' = c.consignment_key)::text AS events
           FROM consignments c WHERE c.consignment_key = $1`,
          [key],
        )
      ).rows;
      return row;
    };
    const before = await state();
    const body = await packBody(key);
    // The packing job is opened after the move (with its invoice details): the database refuses it.
    const heal = await failInserts(t, 'resumable_jobs', `NEW.subject = '${key}'`);
    let failed;
    try {
      failed = await post(t, om, '/consignment/pack-consignment-byId-v2', body);
    } finally {
      await heal();
    }
    expect(failed.statusCode).toBe(500);
    expect(await state()).toEqual(before);
    expect(before).toMatchObject({ status: 'READY_TO_PROCESS', invoice: null });
    const packed = await ok(await post(t, om, '/consignment/pack-consignment-byId-v2', body));
    expect(packed.status).toBe('PACKED');
    expect((await state())?.invoice).toBe(body.invoice.invoiceNumber);
  });

  it('ends in IRN_GENERATION_FAILED when the portal is down, and a retry packs it', async () => {
    const key = await readyToPack('1', 2);
    t.ctx.gst.setAvailable(false);
    let res;
    try {
      res = await ok(await post(t, om, '/consignment/pack-consignment-byId-v2', await packBody(key)));
    } finally {
      t.ctx.gst.setAvailable(true);
    }
    expect(res.status).toBe('IRN_GENERATION_FAILED');
    expect(res.failureReason).toContain('PORTAL_UNAVAILABLE');
    const seller = await as(t, 'seller');
    const retried = await ok(
      await post(t, seller, '/consignment/pack-consignment-byId-v2', { consignmentKey: key }),
    );
    expect(retried.status).toBe('PACKED');
  });

  it('ends in EWAYBILL_GENERATION_FAILED on an e-way bill outage and keeps the IRN for the retry', async () => {
    const key = await bigConsignment(1);
    t.ctx.gst.failNext(1, { operation: 'generateEwayBill' });
    const res = await ok(await post(t, om, '/consignment/pack-consignment-byId-v2', await packBody(key)));
    expect(res.status).toBe('EWAYBILL_GENERATION_FAILED');
    const irn = (await detail(key)).invoice.irn;
    expect(irn).not.toBeNull();
    const retried = await ok(await post(t, om, '/zoho/eway-bill/generate', { consignmentKey: key }));
    expect(retried.status).toBe('PACKED');
    const d = await detail(key);
    expect(d.invoice.irn).toBe(irn);
    expect(d.dispatch.ewayBills).toHaveLength(1);
  });

  it('ends in INVOICE_SENT_FAILED when the documents cannot be stored, and a retry keeps the IRN', async () => {
    const key = await readyToPack('3', 2);
    const files = t.ctx.files;
    const save = files.save.bind(files);
    files.save = () => Promise.reject(new Error('storage unavailable'));
    let res;
    try {
      res = await ok(await post(t, om, '/consignment/pack-consignment-byId-v2', await packBody(key)));
    } finally {
      files.save = save;
    }
    expect(res.status).toBe('INVOICE_SENT_FAILED');
    expect(res.failureReason).toBe('storage unavailable');
    const irn = (await detail(key)).invoice.irn;
    expect(irn).not.toBeNull();
    expect(
      (await ok(await post(t, om, '/consignment/pack-consignment-byId-v2', { consignmentKey: key }))).status,
    ).toBe('PACKED');
    expect((await detail(key)).invoice.irn).toBe(irn);
  });

  it('ends in INVOICE_GENERATION_FAILED when the portal refuses the data; fixing the HSN and retrying packs it', async () => {
    const key = await readyToPack('1', 3);
    await t.database.executeSql(
      `UPDATE consignment_lines SET hsn_code = '12' WHERE consignment_line_item_key = '${key}-1'`,
    );
    const res = await ok(await post(t, om, '/consignment/pack-consignment-byId-v2', await packBody(key)));
    expect(res.status).toBe('INVOICE_GENERATION_FAILED');
    expect(res.failureReason).toContain('INVALID_HSN');
    await ok(
      await post(t, om, '/consignment/update-hsn', {
        consignmentKey: key,
        lines: [{ consignmentLineItemKey: `${key}-1`, hsnCode: '25232910' }],
      }),
    );
    expect(
      (await ok(await post(t, om, '/consignment/pack-consignment-byId-v2', { consignmentKey: key }))).status,
    ).toBe('PACKED');
  });

  it('voids an invoice within 24 hours of the IRN acknowledgement and refuses after, pointing to a credit note', async () => {
    const early = await readyToPack('1', 0);
    const late = await readyToPack('2', 1);
    await ok(await post(t, om, '/consignment/pack-consignment-byId-v2', await packBody(early)));
    await ok(await post(t, om, '/consignment/pack-consignment-byId-v2', await packBody(late)));
    const start = now;
    try {
      now = new Date(start.getTime() + 60 * 60 * 1000);
      const voided = await ok(
        await post(t, om, `/consignment/make-invoice-void/consignment-key/${early}`, {
          remark: 'Wrong rate',
        }),
      );
      expect(voided.status).toBe('READY_TO_PROCESS');
      expect((await detail(early)).invoice.irn).toBeNull();
      now = new Date(start.getTime() + 25 * 60 * 60 * 1000);
      const refused = await post(t, om, `/consignment/make-invoice-void/consignment-key/${late}`, {});
      expect(refused.statusCode).toBe(409);
      const body = refused.json<{ errorCode: string; message: string }>();
      expect(body.errorCode).toBe('IRN_CANCEL_WINDOW_CLOSED');
      expect(body.message).toContain('credit note');
      expect((await detail(late)).status).toBe('PACKED');
    } finally {
      now = new Date();
    }
  });

  it('blocks packing for the credit rules with the spec’s messages; a credit exception or release packs it', async () => {
    const key = await readyToPack('1', 5);
    const buyer = (
      await t.database.executeSql<{ b: string }>(
        `SELECT buyer_id AS b FROM consignments WHERE consignment_key = '${key}'`,
      )
    ).rows[0]?.b;
    await t.database.executeSql(
      `INSERT INTO buyer_credit_profiles (buyer_id, ops_credit_blocked, buyer_closed) VALUES ('${buyer}', true, true)
       ON CONFLICT (buyer_id) DO UPDATE SET ops_credit_blocked = true, buyer_closed = true, related_party = false`,
    );
    try {
      const check = await post(t, om, '/consignment/verify-credit-eligibility', { consignmentKey: key });
      expect(check.json()).toMatchObject({
        eligible: false,
        blockStatus: 'PAYMENT_BLOCKED',
        blockMessage: 'Payment awaited',
      });
      const res = await ok(await post(t, om, '/consignment/pack-consignment-byId-v2', await packBody(key)));
      expect(res.status).toBe('PAYMENT_BLOCKED');
      expect(res.blockedReasons.sort()).toEqual(['BUYER_CLOSED', 'OPS_CREDIT_BLOCKED']);
      expect((await detail(key)).blockMessages.sort()).toEqual([
        'Operational credit blocked',
        'Payment awaited',
        'Project Closed',
      ]);
      const denied = await post(t, om, '/consignment/credit-exception', {
        consignmentKey: key,
        comment: 'Known buyer',
      });
      expect(denied.statusCode).toBe(403);
      const credit = await as(t, 'credit');
      const excepted = await ok(
        await post(t, credit, '/consignment/credit-exception', {
          consignmentKey: key,
          comment: 'Known buyer',
        }),
      );
      expect(excepted.status).toBe('PACKED');

      await t.database.executeSql(
        `UPDATE buyer_credit_profiles SET related_party = true WHERE buyer_id = '${buyer}'`,
      );
      const rpt = await readyToPack('2', 5);
      const blocked = await ok(
        await post(t, om, '/consignment/pack-consignment-byId-v2', await packBody(rpt)),
      );
      expect(blocked.status).toBe('RPT_BLOCKED');
      expect(blocked.failureReason).toBe('Related Party Transaction blocked');
      expect(
        (await post(t, om, '/consignment/pack-consignment-byId-v2', { consignmentKey: rpt })).statusCode,
      ).toBe(409);
      const released = await ok(
        await post(t, credit, '/consignment/credit-exception', {
          consignmentKey: rpt,
          comment: 'Approved RPT',
        }),
      );
      // Released from the related-party block, the payment rules still apply to this buyer.
      expect(released.status).toBe('PAYMENT_BLOCKED');
      expect(
        (await ok(await post(t, om, '/consignment/undo-packing-inprogess', { consignmentKey: rpt }))).status,
      ).toBe('READY_TO_PROCESS');
    } finally {
      await t.database.executeSql(`DELETE FROM buyer_credit_profiles WHERE buyer_id = '${buyer}'`);
    }
  });

  it('blocks a credit order of a buyer whose limit cannot cover it (insufficient balance)', async () => {
    const order = await pickOrder(
      t,
      `o.status IN ('PLANNED','IN_PROGRESS') AND o.credit_days > 0 AND o.enhancer_type IS NULL`,
    );
    const limit = `(SELECT buyer_id FROM orders WHERE order_key = '${order.orderKey}')`;
    const before = (
      await t.database.executeSql<{ l: string }>(
        `SELECT limit_paise::text AS l FROM buyer_credit_accounts WHERE buyer_id = ${limit}`,
      )
    ).rows[0]?.l;
    // The limit leaves ₹1 beside what the buyer's ledger owes (the one utilisation figure).
    await t.database.executeSql(
      `UPDATE buyer_credit_accounts SET limit_paise = 100 + (SELECT coalesce(sum(debit_paise - credit_paise), 0)
         FROM credit_ledger_entries WHERE buyer_id = ${limit})
       WHERE buyer_id = ${limit}`,
    );
    try {
      const c = await ok(
        await post(t, om, '/consignment/create-consignment', {
          orderKey: order.orderKey,
          lines: [{ lineItemId: order.lineId, quantity: '1' }],
        }),
        201,
      );
      await driveTo(t, om, c.consignmentKey, 'READY_TO_PROCESS', today());
      const res = await ok(
        await post(t, om, '/consignment/pack-consignment-byId-v2', await packBody(c.consignmentKey)),
      );
      expect(res.status).toBe('PAYMENT_BLOCKED');
      expect(res.blockedReasons).toContain('INSUFFICIENT_BALANCE');
      const check = await post(t, om, '/consignment/verify-credit-eligibility', {
        consignmentKey: c.consignmentKey,
      });
      expect(check.json<{ reasons: { reason: string; message: string }[] }>().reasons).toContainEqual({
        reason: 'INSUFFICIENT_BALANCE',
        label: 'Insufficient Balance',
        message: 'Insufficient balance',
      });
    } finally {
      await t.database.executeSql(
        `UPDATE buyer_credit_accounts SET limit_paise = ${before ?? 0} WHERE buyer_id = ${limit}`,
      );
    }
  });
});
