import { istDateOf } from '@dom/domain';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as } from '../../../test/auth';
import { type TestApp, createTestApp } from '../../../test/test-app';
import { type Who, createConsignment, driveTo, ok, post } from './consignment-test-kit';

interface Page {
  content: {
    consignmentKey: string;
    status: string;
    buyerName: string;
    vehicleNo: string | null;
    rmEmail: string | null;
    ewayBillValidUntil: string | null;
  }[];
  totalElements: number;
  nextCursor: string | null;
}

describe('consignment list, counts, export, documents and the remaining actions', () => {
  let t: TestApp;
  let om: Who;
  const today = istDateOf(new Date());
  const keys: Record<string, string> = {};
  const search = async (who: Who, body: Record<string, unknown>) => {
    const res = await post(t, who, '/consignment-v2/search/advanced', body);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Page>();
  };

  beforeAll(async () => {
    t = await createTestApp({ seed: true });
    om = await as(t, 'om');
    for (const [i, stage] of (['REQUESTED', 'READY_TO_PROCESS', 'PACKED', 'INTRANSIT'] as const).entries()) {
      const c = await createConsignment(t, om, '1', i);
      await driveTo(t, om, c.consignmentKey, stage, today);
      keys[stage] = c.consignmentKey;
    }
  }, 60_000);
  afterAll(() => t.close());

  it('filters by key, status, vehicle, buyer and order, and counts per status for the tabs', async () => {
    expect((await search(om, { consignmentId: keys.PACKED })).content.map((c) => c.consignmentKey)).toEqual([
      keys.PACKED,
    ]);
    const intransit = await search(om, { consignmentStatus: ['INTRANSIT'] });
    expect(intransit.content.every((c) => c.status === 'INTRANSIT')).toBe(true);
    expect(intransit.content.map((c) => c.consignmentKey)).toContain(keys.INTRANSIT);
    expect((await search(om, { vehicleNo: 'mh-12-ab-1234' })).content.map((c) => c.consignmentKey)).toContain(
      keys.INTRANSIT,
    );
    expect(
      (await search(om, { consignmentSubStatus: ['INTRANSIT'], pageSize: 100 })).content.map(
        (c) => c.consignmentKey,
      ),
    ).toContain(keys.INTRANSIT);
    const one = (await search(om, { consignmentId: keys.REQUESTED })).content[0];
    const byBuyer = await search(om, { buyerName: one?.buyerName.slice(2, 10) });
    expect(byBuyer.content.map((c) => c.consignmentKey)).toContain(keys.REQUESTED);
    const orderKey = (
      await t.database.executeSql<{ k: string }>(
        `SELECT order_key AS k FROM consignments WHERE consignment_key = '${keys.REQUESTED}'`,
      )
    ).rows[0]?.k;
    expect((await search(om, { orderKey })).content.map((c) => c.consignmentKey)).toContain(keys.REQUESTED);
    const soon = await search(om, { ewayBillExpiryDays: 7, pageSize: 100 });
    const horizon = Date.now() + 9 * 86_400_000;
    expect(
      soon.content.every((c) => c.ewayBillValidUntil !== null && Date.parse(c.ewayBillValidUntil) < horizon),
    ).toBe(true);
    const expired = await search(om, { ewayBillExpiryDays: -1, pageSize: 100 });
    expect(
      expired.content.every(
        (c) => c.ewayBillValidUntil !== null && Date.parse(c.ewayBillValidUntil) < Date.now(),
      ),
    ).toBe(true);
    const blocked = await search(om, { blockedReasons: ['RELATED_PARTY_TRANSACTION'], pageSize: 100 });
    expect(blocked.content.every((c) => c.status === 'RPT_BLOCKED')).toBe(true);
    expect((await post(t, om, '/consignment-v2/search/advanced', { ewayBillExpiryDays: 3 })).statusCode).toBe(
      400,
    );
    const counts = (
      await post(t, om, '/consignment-v2/search/counts', { consignmentStatus: ['INTRANSIT'] })
    ).json<{ counts: { status: string; count: number }[]; total: number }>();
    const map = Object.fromEntries(counts.counts.map((c) => [c.status, c.count]));
    expect(map.REQUESTED).toBeGreaterThanOrEqual(1);
    expect(map.PACKED).toBeGreaterThanOrEqual(1);
    expect(counts.total).toBe(Object.values(map).reduce((a, b) => a + b, 0));
  });

  it('filters by seller bill, dispatch clarity, RM e-mails, POD status, logistics provider, warehouses and e-way bill expiry', async () => {
    // Every filter is checked against the same condition in SQL over the whole (seeded) table.
    const keysWhere = async (where: string) =>
      (
        await t.database.executeSql<{ k: string }>(
          `SELECT consignment_key AS k FROM consignments WHERE ${where} ORDER BY consignment_key`,
        )
      ).rows.map((r) => r.k);
    const found = async (body: Record<string, unknown>) => {
      const all: string[] = [];
      let after: string | null = null;
      do {
        const page: Page = await search(om, { pageSize: 100, ...body, ...(after ? { after } : {}) });
        all.push(...page.content.map((c) => c.consignmentKey));
        after = page.nextCursor;
      } while (after);
      return all.sort();
    };
    const one = async (sqlText: string) =>
      (await t.database.executeSql<{ v: string }>(sqlText)).rows[0]?.v ?? '';

    // Seller bill: written when the invoice is recorded (pack here), and seeded for invoiced ones.
    const bill = await one(
      `SELECT seller_bill_id AS v FROM consignments WHERE consignment_key = '${keys.PACKED}'`,
    );
    expect(bill).toBe(`SB/${(keys.PACKED ?? '').slice(2)}`);
    expect(await found({ sellerBillId: bill })).toEqual([keys.PACKED]);
    expect((await keysWhere('buyer_invoice_number IS NOT NULL AND seller_bill_id IS NULL')).length).toBe(0);

    // Whatever the seed gave, one of each value to find.
    await t.database.executeSql(
      `UPDATE consignments SET dispatch_clarity = false WHERE consignment_key = '${keys.REQUESTED}'`,
    );
    await t.database.executeSql(
      `UPDATE consignments SET current_poh_status = 'DELIVERED_WITH_ISSUE' WHERE consignment_key = '${keys.INTRANSIT}'`,
    );
    expect(await found({ dispatchClarity: false })).toEqual(await keysWhere('dispatch_clarity = false'));
    expect(await found({ dispatchClarity: true })).toEqual(await keysWhere('dispatch_clarity = true'));
    expect((await found({ dispatchClarity: false })).length).toBeGreaterThan(0);

    const rm = await one(
      'SELECT rm_email AS v FROM consignments WHERE rm_email IS NOT NULL ORDER BY consignment_key LIMIT 1',
    );
    expect(await found({ rmEmails: [rm.toUpperCase()] })).toEqual(await keysWhere(`rm_email = '${rm}'`));

    const poh = await found({ currentPohStatus: ['DELIVERED_WITH_ISSUE'] });
    expect(poh).toEqual(await keysWhere(`current_poh_status = 'DELIVERED_WITH_ISSUE'`));
    expect(poh.length).toBeGreaterThan(0);

    const provider = await one(
      'SELECT logistic_provider AS v FROM consignments WHERE logistic_provider IS NOT NULL ORDER BY consignment_key LIMIT 1',
    );
    expect(await found({ logisticProvider: provider })).toEqual(
      await keysWhere(`logistic_provider = '${provider}'`),
    );

    const warehouse = await one(
      'SELECT warehouse_id::text AS v FROM consignments ORDER BY consignment_key LIMIT 1',
    );
    const fromIt = await found({ sourceCodes: [warehouse] });
    expect(fromIt).toEqual(await keysWhere(`warehouse_id = '${warehouse}'`));
    expect(fromIt.length).toBeGreaterThan(0);

    // E-way bills expiring today and tomorrow (IST days), at the edges of the days too.
    const [a, b, c, d] = await keysWhere(`eway_bill_valid_until IS NULL`).then((k) => k.slice(0, 4));
    const todayIst = `(now() AT TIME ZONE 'Asia/Kolkata')::date`;
    const at = (day: string, time: string) => `((${day} + time '${time}') AT TIME ZONE 'Asia/Kolkata')`;
    await t.database.executeSql(
      `UPDATE consignments SET eway_bill_valid_until = CASE consignment_key
         WHEN '${a}' THEN ${at(todayIst, '00:00:00')} WHEN '${b}' THEN ${at(todayIst, '23:59:59')}
         WHEN '${c}' THEN ${at(`${todayIst} + 1`, '00:00:00')} WHEN '${d}' THEN ${at(`${todayIst} + 1`, '23:59:59')} END
       WHERE consignment_key IN ('${a}', '${b}', '${c}', '${d}')`,
    );
    const istDay = `(eway_bill_valid_until AT TIME ZONE 'Asia/Kolkata')::date`;
    const expiringToday = await found({ ewayBillExpiryDays: 0 });
    expect(expiringToday).toEqual(await keysWhere(`${istDay} = ${todayIst}`));
    expect(expiringToday).toEqual(expect.arrayContaining([a, b]));
    expect(expiringToday).not.toContain(c);
    const tomorrow = await found({ ewayBillExpiryDays: 1 });
    expect(tomorrow).toEqual(await keysWhere(`${istDay} = ${todayIst} + 1`));
    expect(tomorrow).toEqual(expect.arrayContaining([c, d]));
    expect(tomorrow).not.toContain(b);
  });

  it('caps the tab counts per status and in all', async () => {
    const counts = (await post(t, om, '/consignment-v2/search/counts', {})).json<{
      counts: { status: string; count: number; capped: boolean }[];
      total: number;
      totalIsCapped: boolean;
    }>();
    const byStatus = (
      await t.database.executeSql<{ status: string; n: number }>(
        'SELECT status, count(*)::int AS n FROM consignments GROUP BY status ORDER BY status',
      )
    ).rows;
    expect(counts.counts.map((c) => [c.status, c.count]).sort()).toEqual(
      byStatus.map((r) => [r.status, Math.min(r.n, 1000)]).sort(),
    );
    expect(counts.total).toBe(
      Math.min(
        1000,
        byStatus.reduce((x, r) => x + r.n, 0),
      ),
    );
    // More rows than the cap in one status: counted up to the cap, flagged.
    await t.database.executeSql(
      `INSERT INTO consignments (consignment_key, order_id, order_key, buyer_id, buyer_name, seller_id, seller_name,
         warehouse_id, source_name, business_unit, status, value_paise, tax_paise, total_paise)
       SELECT 'CAP' || lpad(g::text, 6, '0'), c.order_id, c.order_key, c.buyer_id, c.buyer_name, c.seller_id,
         c.seller_name, c.warehouse_id, c.source_name, c.business_unit, 'DRAFT', 0, 0, 0
       FROM generate_series(1, 1001) g, (SELECT * FROM consignments ORDER BY consignment_key LIMIT 1) c`,
    );
    try {
      const capped = (await post(t, om, '/consignment-v2/search/counts', {})).json<{
        counts: { status: string; count: number; capped: boolean }[];
        totalIsCapped: boolean;
      }>();
      expect(capped.counts.find((c) => c.status === 'DRAFT')).toEqual({
        status: 'DRAFT',
        count: 1000,
        capped: true,
      });
      expect(capped.totalIsCapped).toBe(true);
    } finally {
      await t.database.executeSql(`DELETE FROM consignments WHERE consignment_key LIKE 'CAP%'`);
    }
  });

  it('pages by keyset cursor without repeats', async () => {
    for (let i = 0; i < 22; i += 1) await createConsignment(t, om, '1', i % 4);
    const first = await search(om, { pageSize: 20 });
    expect(first.nextCursor).not.toBeNull();
    const second = await search(om, { pageSize: 20, after: first.nextCursor });
    const a = new Set(first.content.map((c) => c.consignmentKey));
    expect(second.content.length).toBeGreaterThan(0);
    expect(second.content.some((c) => a.has(c.consignmentKey))).toBe(false);
    expect((await post(t, om, '/consignment-v2/search/advanced', { after: 'nonsense' })).statusCode).toBe(
      400,
    );
  });

  it('scopes a relationship manager to their own buyers', async () => {
    const rm = await as(t, 'rm');
    const page = await search(rm, { pageSize: 100 });
    expect(page.content.every((c) => c.rmEmail === 'rm@dom.example.in')).toBe(true);
    const foreign = (
      await t.database.executeSql<{ k: string }>(
        `SELECT consignment_key AS k FROM consignments WHERE rm_email IS DISTINCT FROM 'rm@dom.example.in' LIMIT 1`,
      )
    ).rows[0]?.k;
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/shipment/consignment/${foreign}`, ...rm })).statusCode,
    ).toBe(404);
  });

  it('exports the filtered list as xlsx with formula-looking text neutralised', async () => {
    await t.database.executeSql(
      `UPDATE consignments SET buyer_name = '=HYPERLINK("http://evil")' WHERE consignment_key = '${keys.PACKED}'`,
    );
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/consignment-v2/export?consignmentId=${keys.PACKED}`,
      ...om,
    });
    expect(res.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.getWorksheet('Consignments');
    expect(sheet?.getRow(1).getCell(1).value).toBe('Consignment Id');
    expect(sheet?.getRow(2).getCell(1).value).toBe(keys.PACKED);
    expect(sheet?.getRow(2).getCell(5).value).toBe(`'=HYPERLINK("http://evil")`);
  });

  it('answers an export with a bad cursor 400 in the error shape before any byte (not a cut-off 200)', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/consignment-v2/export?after=not-a-cursor',
      ...om,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 400, errorCode: 'VALIDATION_FAILED' });
    expect(res.json().details.fields[0].field).toBe('after');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('uploads, lists (25-character names), downloads and deletes documents', async () => {
    const key = keys.INTRANSIT ?? '';
    const boundary = '----dom';
    const payload = [
      `--${boundary}\r\nContent-Disposition: form-data; name="fileType"\r\n\r\nLORRY_RECEIPT`,
      `--${boundary}\r\nContent-Disposition: form-data; name="identifier"\r\n\r\n${key}`,
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="lorry-receipt-for-consignment-march.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4 test`,
      `--${boundary}--\r\n`,
    ].join('\r\n');
    const up = await t.app.inject({
      method: 'POST',
      url: '/api/consignment/upload-files',
      payload,
      headers: { ...om.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    expect(up.statusCode, up.body).toBe(201);
    const doc = up.json<{ documentId: string; displayFileName: string; requestedBy: string }>();
    expect(doc.displayFileName.length).toBe(25);
    expect(doc.displayFileName.endsWith('.pdf')).toBe(true);
    expect(doc.requestedBy).toBe('om@dom.example.in');
    const list = (await post(t, om, '/consignment/upload-File-details', { consignmentKey: key })).json<
      { documentId: string }[]
    >();
    expect(list.map((d) => d.documentId)).toContain(doc.documentId);
    const url = await t.app.inject({
      method: 'GET',
      url: `/api/consignment/document-url?consignmentKey=${key}&documentId=${doc.documentId}`,
      ...om,
    });
    expect(url.statusCode).toBe(200);
    const del = await post(t, om, '/consignment/delete-File-details', {
      consignmentKey: key,
      documentId: doc.documentId,
    });
    expect(del.statusCode).toBe(200);
    const gone = await t.app.inject({
      method: 'GET',
      url: `/api/consignment/document-url?consignmentKey=${key}&documentId=${doc.documentId}`,
      ...om,
    });
    expect(gone.statusCode).toBe(404);
    expect(gone.json<{ message: string }>().message).toBe('File not available to download');
    const generated = (await post(t, om, '/consignment/upload-File-details', { consignmentKey: key })).json<
      { documentId: string }[]
    >()[0];
    expect(
      (
        await post(t, om, '/consignment/delete-File-details', {
          consignmentKey: key,
          documentId: generated?.documentId,
        })
      ).statusCode,
    ).toBe(409);
  });

  it('tracks the shipment: out for delivery, exception, delivered; and asks the buyer for the POD', async () => {
    const key = keys.INTRANSIT ?? '';
    const logistics = await as(t, 'logistics');
    expect(
      (await ok(await post(t, logistics, '/shipment/update/OUT_FOR_DELIVERY', { consignmentKey: key })))
        .trackingStatus,
    ).toBe('OUT_FOR_DELIVERY');
    expect(
      (await ok(await post(t, logistics, '/shipment/update/DELIVERY_EXCEPTION', { consignmentKey: key })))
        .trackingStatus,
    ).toBe('DELIVERY_EXCEPTION');
    expect((await post(t, logistics, '/shipment/update/INTRANSIT', { consignmentKey: key })).statusCode).toBe(
      409,
    );
    expect(
      (await ok(await post(t, logistics, '/notification/trigger-buyer-pod', { consignmentKey: key }), 200))
        .consignmentKey,
    ).toBe(key);
    const done = await ok(await post(t, logistics, '/shipment/update/DELIVERED', { consignmentKey: key }));
    expect([done.status, done.trackingStatus]).toEqual(['DELIVERED', 'DELIVERED']);
    const pod = await post(t, logistics, '/shipment/handover-proof/pod', {
      consignmentKey: key,
      podDate: today,
      deliveryStatus: 'DELIVERED_WITH_ISSUE',
      items: [{ consignmentLineItemKey: `${key}-1`, condition: 'PARTIAL_DAMAGE', quantity: '1' }],
      primaryDocumentIds: ['00000000-0000-4000-8000-000000000001'],
    });
    expect(pod.statusCode).toBe(400);
    expect(pod.body).toContain('Select any two primary documents to sync with the books system');
  });

  it('splits, modifies (three confirmations), updates HSN, moves warehouse and requests a pre-transit trip', async () => {
    const c = await createConsignment(t, om, '10', 2);
    await driveTo(t, om, c.consignmentKey, 'READY_TO_PROCESS', today);
    const line = `${c.consignmentKey}-1`;
    const split = await post(t, om, '/consignment/split-consignment', {
      consignmentKey: c.consignmentKey,
      lines: [{ consignmentLineItemKey: line, quantity: '4' }],
    });
    expect(split.statusCode, split.body).toBe(200);
    const newKey = split.json<{ newConsignmentKey: string }>().newConsignmentKey;
    const q = await t.database.executeSql<{ k: string; q: string }>(
      `SELECT c.consignment_key AS k, l.acknowledged_qty::text AS q FROM consignment_lines l JOIN consignments c ON c.id = l.consignment_id WHERE c.consignment_key IN ('${c.consignmentKey}', '${newKey}') ORDER BY 1`,
    );
    expect(q.rows.map((r) => r.q).sort()).toEqual(['4.000', '6.000']);
    expect(
      (
        await post(t, om, '/consignment/split-consignment', {
          consignmentKey: c.consignmentKey,
          lines: [{ consignmentLineItemKey: line, quantity: '6' }],
        })
      ).statusCode,
    ).toBe(400);

    const check = await t.app.inject({
      method: 'GET',
      url: `/api/consignment/modify-consignment-check?consignmentKey=${c.consignmentKey}`,
      ...om,
    });
    expect(
      check
        .json<{ allowed: boolean; confirmations: { message: string }[] }>()
        .confirmations.map((x) => x.message),
    ).toEqual([
      'Are you sure you want to update the details?',
      'Are you sure you want to update/regenerate the consignment?',
      'Please confirm if all details captured are accurate',
    ]);
    const unconfirmed = await post(t, om, '/consignment/update-consignment', {
      consignmentKey: c.consignmentKey,
      lines: [{ consignmentLineItemKey: line, quantity: '5' }],
      confirmations: { updateDetails: true, regenerate: false, detailsAccurate: false },
    });
    expect(unconfirmed.statusCode).toBe(400);
    expect(
      unconfirmed.json<{ details: { fields: { field: string }[] } }>().details.fields.map((f) => f.field),
    ).toEqual(['confirmations.regenerate', 'confirmations.detailsAccurate']);
    const modified = await post(t, om, '/consignment/update-consignment', {
      consignmentKey: c.consignmentKey,
      lines: [{ consignmentLineItemKey: line, quantity: '5' }],
      confirmations: { updateDetails: true, regenerate: true, detailsAccurate: true },
    });
    expect(modified.statusCode, modified.body).toBe(200);

    expect(
      (
        await post(t, om, '/consignment/update-hsn', {
          consignmentKey: c.consignmentKey,
          lines: [{ consignmentLineItemKey: line, hsnCode: '68101100' }],
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await post(t, om, '/consignment/update-hsn', {
          consignmentKey: keys.PACKED,
          lines: [{ consignmentLineItemKey: `${keys.PACKED}-1`, hsnCode: '68101100' }],
        })
      ).statusCode,
    ).toBe(409);

    const other = (
      await t.database.executeSql<{ id: string }>(
        `SELECT w.id FROM warehouses w JOIN consignments c ON c.seller_id = w.seller_id WHERE c.consignment_key = '${c.consignmentKey}' AND w.id <> c.warehouse_id LIMIT 1`,
      )
    ).rows[0]?.id;
    if (other)
      expect(
        (
          await post(t, om, '/consignment/initiate-stock-transfer', {
            consignmentKey: c.consignmentKey,
            toWarehouseId: other,
          })
        ).statusCode,
      ).toBe(200);
    const foreignWarehouse = (
      await t.database.executeSql<{ id: string }>(
        `SELECT w.id FROM warehouses w JOIN consignments c ON c.seller_id <> w.seller_id WHERE c.consignment_key = '${c.consignmentKey}' LIMIT 1`,
      )
    ).rows[0]?.id;
    expect(
      (
        await post(t, om, '/consignment/initiate-stock-transfer', {
          consignmentKey: c.consignmentKey,
          toWarehouseId: foreignWarehouse,
        })
      ).statusCode,
    ).toBe(400);

    const logistics = await as(t, 'logistics');
    expect(
      (
        await post(t, logistics, `/consignment/request-preTransit-trip/${c.consignmentKey}`, {
          vehicleType: '32 ft MXL',
          pickupDate: today,
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (await post(t, logistics, `/consignment/request-preTransit-trip/${c.consignmentKey}`, {})).statusCode,
    ).toBe(409);
    expect(
      (
        await post(t, logistics, `/consignment/update-preTransit-trip/${c.consignmentKey}`, {
          status: 'CONFIRMED',
        })
      ).statusCode,
    ).toBe(200);
    const detail = (
      await t.app.inject({ method: 'GET', url: `/api/shipment/consignment/${c.consignmentKey}`, ...om })
    ).json<{ dispatch: { preTransitTrip: { status: string } } }>();
    expect(detail.dispatch.preTransitTrip.status).toBe('CONFIRMED');
  });

  it('validates a buyer GSTIN: format, check character, state, and its standing in the GSTIN register', async () => {
    const gstin =
      (
        await t.database.executeSql<{ g: string }>(
          `SELECT gstin AS g FROM buyers WHERE gstin NOT IN (SELECT gstin FROM gst_sim_gstins WHERE status <> 'ACTIVE') ORDER BY gstin LIMIT 1`,
        )
      ).rows[0]?.g ?? '';
    const check = async (body: Record<string, unknown>) =>
      (await post(t, om, '/consignment/validate-buyer-gst', body)).json<{
        valid: boolean;
        message: string | null;
        stateCode: string | null;
        registrationStatus: string | null;
        cancelledOn: string | null;
      }>();
    expect(await check({ gstin })).toMatchObject({
      valid: true,
      stateCode: gstin.slice(0, 2),
      registrationStatus: 'ACTIVE',
    });
    const wrongCheck = gstin.slice(0, 14) + (gstin.endsWith('A') ? 'B' : 'A');
    expect(await check({ gstin: wrongCheck })).toMatchObject({ valid: false, registrationStatus: null });
    expect((await check({ gstin, stateCode: gstin.startsWith('27') ? '29' : '27' })).valid).toBe(false);
    try {
      await t.ctx.gst.registry.register({ gstin, status: 'CANCELLED', cancelledOn: '2026-01-15' });
      expect(await check({ gstin })).toMatchObject({
        valid: false,
        registrationStatus: 'CANCELLED',
        cancelledOn: '2026-01-15',
        message: `GSTIN ${gstin} is cancelled (on 2026-01-15)`,
      });
      await t.ctx.gst.registry.register({ gstin, status: 'SUSPENDED' });
      expect(await check({ gstin })).toMatchObject({
        valid: false,
        registrationStatus: 'SUSPENDED',
        message: `GSTIN ${gstin} is suspended`,
      });
      // A portal outage is not an answer about the GSTIN: 503, retry later.
      t.ctx.gst.setAvailable(false);
      expect((await post(t, om, '/consignment/validate-buyer-gst', { gstin })).statusCode).toBe(503);
    } finally {
      t.ctx.gst.setAvailable(true);
      await t.ctx.gst.registry.register({ gstin, status: 'ACTIVE' });
    }
  });
});
