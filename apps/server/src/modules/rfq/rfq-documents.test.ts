import type { ConversionMetrics } from '@dom/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as } from '../../../test/auth';
import { type TestApp, createTestApp } from '../../../test/test-app';
import { rupeesFigure, rupeesInWords } from '../../platform/pdf/amount-in-words';
import { pdfTexts } from '../../platform/pdf/pdf-read';
import { gstOn, lineValue } from './rfq-documents.service';
import { validForAMonth } from '../../../test/rfq-fixtures';

type Who = { headers: { authorization: string } };

let t: TestApp;
let rm: Who;
let seller: Who;
let om: Who;
let admin: Who;
let keyNo = 0;

const post = (who: Who | undefined, url: string, payload?: unknown) =>
  t.app.inject({
    method: 'POST',
    url: `/api${url}`,
    ...(payload === undefined ? {} : { payload: payload as object }),
    headers: { ...(who?.headers ?? {}), 'idempotency-key': `rfq-doc-${++keyNo}` },
  });
const get = (who: Who | undefined, url: string) =>
  t.app.inject({ method: 'GET', url: `/api${url}`, ...(who ?? {}) });

async function rows<T>(query: string): Promise<T[]> {
  return (await t.database.executeSql<T>(query)).rows;
}

let support: Who;
let cm: Who;
/** An RFQ driven through the API to a quotation (CREATED), its key and quotation key. */
let key = '';
let quotationKey = '';

const put = (who: Who, url: string, payload: unknown) =>
  t.app.inject({
    method: 'PUT',
    url: `/api${url}`,
    payload: payload as object,
    headers: { ...who.headers, 'idempotency-key': `rfq-doc-${++keyNo}` },
  });

async function ok(res: { statusCode: number; body: string }, status = 200) {
  expect(res.statusCode, res.body).toBe(status);
  return JSON.parse(res.body) as Record<string, unknown>;
}

/**
 * Support raises an enquiry for the RM's buyer; it is shared with two sellers, one whose first
 * warehouse is in the buyer's state (CGST + SGST) and one elsewhere (IGST), both answer, the CM
 * picks one seller per line and draws the quotation.
 */
async function driveToQuotation(): Promise<void> {
  const [buyer] = await rows<{ id: string; state_code: string }>(
    `SELECT id, state_code FROM buyers WHERE rm_email = 'rm@dom.example.in' AND business_unit = 'DIRECT' ORDER BY code LIMIT 1`,
  );
  const homes = await rows<{ seller_id: string; state_code: string }>(
    `SELECT DISTINCT ON (w.seller_id) w.seller_id::text, coalesce(nullif(left(w.gstin, 2), ''), w.state_code) AS state_code
     FROM warehouses w ORDER BY w.seller_id, w.name`,
  );
  const same = homes.find((h) => h.state_code === buyer!.state_code);
  const other = homes.find((h) => h.state_code !== buyer!.state_code);
  const sellerIds = [same, other].filter((h) => h !== undefined).map((h) => h.seller_id);
  const products = (await rows<{ id: string }>('SELECT id FROM products ORDER BY sku LIMIT 2')).map(
    (r) => r.id,
  );
  const made = await ok(
    await post(support, '/buyerRFQ', {
      buyerId: buyer!.id,
      pricingBasis: 'FOR',
      salesType: 'projectSales',
      buyerCreditDays: 15,
      paymentTerms: 'Advance 30%, balance in 15 days',
      consignments: [
        {
          label: 'Site A',
          lines: [
            { productId: products[0], quantity: '1200', buyerPricePaise: '4512350' },
            { productId: products[1], quantity: '35', buyerPricePaise: '120000' },
          ],
        },
      ],
    }),
    201,
  );
  key = made.rfqKey as string;
  await ok(await put(support, '/enquiry/receiveRequest', { rfqKey: key }));
  await ok(await put(rm, '/enquiry/sourcingRequired', { rfqKey: key }));
  await ok(await post(cm, '/buyerRFQ/shareEnquiryToSellers', { rfqKey: key, sellerIds }));
  const detail = (await ok(await get(rm, `/buyerRFQ/${key}`))) as { lines: { id: string }[] };
  for (const sellerId of sellerIds)
    await ok(
      await post(rm, '/buyerRFQ/registerResponse', {
        rfqKey: key,
        sellerId,
        prices: detail.lines.map((l, i) => ({
          lineId: l.id,
          exWorksPaise: String(i === 0 ? 4000000 : 100000),
          freightPaise: '500',
        })),
        capacity: '500 MT a month',
        validUntil: validForAMonth(),
        sellerCreditDays: 15,
        preferredPaymentDays: 10,
      }),
    );
  await ok(await put(cm, '/enquiry/sourcingCompleted', { rfqKey: key }));
  const answered = (await ok(await get(rm, `/buyerRFQ/${key}`))) as {
    sellerRfqs: { sellerRfqKey: string; sellerId: string }[];
  };
  const bySeller = sellerIds.map((id) => answered.sellerRfqs.find((s) => s.sellerId === id)!.sellerRfqKey);
  await ok(
    await post(cm, '/buyerRFQ/finalizeSeller', {
      rfqKey: key,
      picks: detail.lines.map((l, i) => ({ lineId: l.id, sellerRfqKey: bySeller[i % bySeller.length] })),
    }),
  );
  await ok(await put(rm, '/enquiry/acceptResponse', { rfqKey: key }));
  await ok(await put(cm, '/enquiry/sourcerAccepted', { rfqKey: key }));
  quotationKey = (await ok(await post(cm, `/quotation/buyerRFQ/${key}`, {}), 201)).quotationKey as string;
}

const textOf = async (bytes: Buffer) => (await pdfTexts(new Uint8Array(bytes))).flat().join(' ');
const squash = (s: string) => s.replace(/\s+/g, ' ');

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  rm = await as(t, 'rm');
  seller = await as(t, 'seller');
  om = await as(t, 'om');
  admin = await as(t, 'admin');
  support = await as(t, 'support');
  cm = await as(t, 'cm');
}, 180_000);
afterAll(async () => t?.close());

describe('buyer proforma invoice PDF', () => {
  it('answers 401 without a token, 403 without the screen, 404 for another RM or a seller', async () => {
    const [mine] = await rows<{ rfq_key: string }>(
      `SELECT rfq_key FROM rfqs WHERE rm_email = 'rm@dom.example.in' ORDER BY rfq_key LIMIT 1`,
    );
    const key = mine!.rfq_key;
    expect((await post(undefined, `/proformaInvoicePDF/buyerPiPdf/${key}`)).statusCode).toBe(401);
    expect((await post(om, `/proformaInvoicePDF/buyerPiPdf/${key}`)).statusCode).toBe(403);
    const [other] = await rows<{ rfq_key: string }>(
      `SELECT rfq_key FROM rfqs WHERE rm_email IS NOT NULL AND rm_email <> 'rm@dom.example.in' ORDER BY rfq_key LIMIT 1`,
    );
    expect((await post(rm, `/proformaInvoicePDF/buyerPiPdf/${other!.rfq_key}`)).statusCode).toBe(404);
    expect((await post(seller, `/proformaInvoicePDF/buyerPiPdf/${key}`)).statusCode).toBe(403);
  });

  it('prints a preview of a quotation not yet approved, refuses the final one (409)', async () => {
    await driveToQuotation();
    const preview = await post(rm, `/proformaInvoicePDF/buyerPiPdf/${key}?isPreview=true`);
    expect(preview.statusCode, preview.body).toBe(200);
    expect(await textOf(preview.rawPayload)).toContain('PROFORMA INVOICE (PREVIEW)');
    const final = await post(rm, `/proformaInvoicePDF/buyerPiPdf/${key}?isPreview=false`);
    expect(final.statusCode).toBe(409);
    expect(final.json<{ errorCode: string }>().errorCode).toBe('DOCUMENT_NOT_READY');
    // Without any quotation: 409, not a 500.
    const [bare] = await rows<{ rfq_key: string }>(
      `SELECT rfq_key FROM rfqs r WHERE rm_email = 'rm@dom.example.in'
       AND NOT EXISTS (SELECT 1 FROM quotations q WHERE q.rfq_id = r.id) ORDER BY rfq_key LIMIT 1`,
    );
    const none = await post(rm, `/proformaInvoicePDF/buyerPiPdf/${bare!.rfq_key}`);
    expect(none.statusCode, none.body).toBe(409);
  });
  it('prints GSTINs, HSN, the CGST/SGST or IGST split by place of supply and the total in words', async () => {
    // Above the value band (₹50,00,000): a second person approves it in the Approval Center.
    const sent = await ok(await post(rm, '/quotation/sendForApproval', { quotationKey }));
    expect(sent.status).toBe('APPROVAL_PENDING');
    await ok(
      await post(admin, '/approval-center/approve', {
        approvalKey: sent.approvalKey,
        comment: 'Project rate',
      }),
    );
    const res = await post(rm, `/proformaInvoicePDF/buyerPiPdf/${key}?isPreview=false`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain(`Proforma-Invoice-${key}.pdf`);
    const text = squash(await textOf(res.rawPayload));
    expect(text).toContain('PROFORMA INVOICE');
    expect(text).not.toContain('PREVIEW');
    // Work the figures out independently from the tables.
    const lines = await rows<{
      hsn: string;
      quantity: string;
      gst_rate_bp: number;
      buyer_price_paise: string;
      buyer_gstin: string;
      buyer_state: string;
      seller_gstin: string;
      seller_state: string | null;
    }>(
      `SELECT l.hsn, l.quantity::text, l.gst_rate_bp, ql.buyer_price_paise::text, b.gstin AS buyer_gstin,
              r.buyer_state_code AS buyer_state, coalesce(nullif(w.gstin, ''), s.gstin) AS seller_gstin, w.state_code AS seller_state
       FROM rfqs r
       JOIN buyers b ON b.id = r.buyer_id
       JOIN LATERAL (SELECT q.id FROM quotations q WHERE q.rfq_id = r.id ORDER BY q.created_at DESC LIMIT 1) q ON true
       JOIN quotation_lines ql ON ql.quotation_id = q.id
       JOIN rfq_lines l ON l.id = ql.line_id
       JOIN seller_rfqs sr ON sr.id = ql.seller_rfq_id
       JOIN sellers s ON s.id = sr.seller_id
       JOIN warehouses w ON w.id = sr.warehouse_id
       WHERE r.rfq_key = '${key}'`,
    );
    expect(lines.length).toBeGreaterThan(0);
    let total = 0n;
    let inter = false;
    let intra = false;
    for (const l of lines) {
      expect(text).toContain(l.hsn);
      expect(text).toContain(l.seller_gstin);
      const taxable = lineValue(l.quantity, BigInt(l.buyer_price_paise));
      total += taxable + gstOn(taxable, l.gst_rate_bp);
      const supplierState = l.seller_gstin.slice(0, 2) || l.seller_state;
      if (supplierState === l.buyer_state) intra = true;
      else inter = true;
    }
    expect(text).toContain(lines[0]!.buyer_gstin);
    expect(text).toContain('Place of Supply');
    expect(text.includes('IGST')).toBe(inter);
    expect(text.includes('CGST') && text.includes('SGST')).toBe(intra);
    // Rs. with Indian grouping (lakh), and the amount in words in Indian numbering.
    expect(text).toContain(rupeesFigure(total));
    expect(text).toContain(rupeesInWords(total));
    // A final one is recorded in the RFQ's activity log.
    const detail = (await get(rm, `/buyerRFQ/${key}`)).json<{ activity: { action: string }[] }>();
    expect(detail.activity.map((a) => a.action)).toContain('rfq.proformaInvoice');
    // Sent and placed: the RFQ converts (the funnel below counts it).
    await ok(await post(rm, '/quotation/send', { quotationKey }));
    await ok(await post(rm, '/quotation/placeOrder', { quotationKey }));
  });
});

describe('clone', () => {
  it('raises a new Draft Request with the same buyer, terms and lines, audited on both; 403/404 otherwise', async () => {
    const body = { rfqKey: key };
    const headers = { ...rm.headers, 'idempotency-key': 'rfq-doc-clone-once' };
    const first = await t.app.inject({ method: 'POST', url: '/api/buyerRFQ/clone', payload: body, headers });
    expect(first.statusCode, first.body).toBe(201);
    const copy = first.json<{
      rfqKey: string;
      status: string;
      buyerId: string;
      paymentTerms: string;
      lines: { sku: string; quantity: string; buyerPricePaise: string; consignmentLabel: string }[];
      activity: { action: string }[];
    }>();
    expect(copy.rfqKey).not.toBe(key);
    expect(copy.status).toBe('DRAFT_REQUEST');
    const source = (await ok(await get(rm, `/buyerRFQ/${key}`))) as unknown as typeof copy;
    expect(copy.buyerId).toBe(source.buyerId);
    expect(copy.paymentTerms).toBe(source.paymentTerms);
    const shape = (l: (typeof copy.lines)[number]) => [
      l.consignmentLabel,
      l.sku,
      l.quantity,
      l.buyerPricePaise,
    ];
    expect(copy.lines.map(shape)).toEqual(source.lines.map(shape));
    expect(copy.activity.map((a) => a.action)).toContain('rfq.clone');
    expect(source.activity.map((a) => a.action)).toContain('rfq.clone');
    // The same request again (same Idempotency-Key) makes no second copy.
    const again = await t.app.inject({ method: 'POST', url: '/api/buyerRFQ/clone', payload: body, headers });
    expect(again.json<{ rfqKey: string }>().rfqKey).toBe(copy.rfqKey);
    const [n] = await rows<{ n: string }>(
      `SELECT count(*)::text AS n FROM audit_log WHERE entity_id = '${key}' AND action = 'rfq.clone'`,
    );
    expect(Number(n!.n)).toBe(1);
    // A role without Allow_Rfq_Create: 403; another RM's enquiry: 404.
    expect((await post(cm, '/buyerRFQ/clone', body)).statusCode).toBe(403);
    const [other] = await rows<{ rfq_key: string }>(
      `SELECT rfq_key FROM rfqs WHERE rm_email IS NOT NULL AND rm_email <> 'rm@dom.example.in' ORDER BY rfq_key LIMIT 1`,
    );
    expect((await post(rm, '/buyerRFQ/clone', { rfqKey: other!.rfq_key })).statusCode).toBe(404);
    expect((await post(rm, '/buyerRFQ/clone', {})).statusCode).toBe(400);
  });
});

describe('enquiry PDF', () => {
  it('prints the enquiry with its lines; 404 out of scope', async () => {
    const [row] = await rows<{ rfq_key: string; buyer_name: string }>(
      `SELECT rfq_key, buyer_name FROM rfqs WHERE rm_email = 'rm@dom.example.in' ORDER BY rfq_key LIMIT 1`,
    );
    const res = await get(rm, `/enquiry/pdf/signedUrl?rfqKey=${row!.rfq_key}`);
    expect(res.statusCode, res.body).toBe(200);
    const text = await textOf(res.rawPayload);
    expect(text).toContain(`ENQUIRY ${row!.rfq_key}`);
    expect(text).toContain(row!.buyer_name);
    const skus = await rows<{ sku: string }>(
      `SELECT l.sku FROM rfq_lines l JOIN rfqs r ON r.id = l.rfq_id WHERE r.rfq_key = '${row!.rfq_key}'`,
    );
    for (const s of skus) expect(text).toContain(s.sku);
    expect((await get(rm, '/enquiry/pdf/signedUrl?rfqKey=RFQ-1')).statusCode).toBe(404);
    expect((await get(rm, '/enquiry/pdf/signedUrl')).statusCode).toBe(400);
  });
});

describe('conversion metrics', () => {
  it('reports the funnel by period and RM, in the caller’s scope, matching the table', async () => {
    const res = await post(admin, '/buyerRFQ/conversionMetrics', { period: 'month' });
    expect(res.statusCode, res.body).toBe(200);
    const all = res.json<ConversionMetrics>();
    const [expected] = await rows<{
      n: string;
      v: string;
      resp: string;
      appr: string;
      conv: string;
      conv_v: string;
    }>(
      `SELECT count(*)::text AS n, coalesce(sum(value_paise), 0)::text AS v,
              count(*) FILTER (WHERE response_count > 0 OR status IN ('APPROVED','RESPONSE_SUBMITTED','CONVERTED_TO_ORDER','CHILDREN_ORDER_PENDING','CHILDREN_ORDER_PLACED'))::text AS resp,
              count(*) FILTER (WHERE status IN ('APPROVED','RESPONSE_SUBMITTED','CONVERTED_TO_ORDER','CHILDREN_ORDER_PENDING','CHILDREN_ORDER_PLACED'))::text AS appr,
              count(*) FILTER (WHERE status IN ('CONVERTED_TO_ORDER','CHILDREN_ORDER_PLACED'))::text AS conv,
              coalesce(sum(value_paise) FILTER (WHERE status IN ('CONVERTED_TO_ORDER','CHILDREN_ORDER_PLACED')), 0)::text AS conv_v
       FROM rfqs`,
    );
    expect(all.totals.rfqs).toEqual({ count: Number(expected!.n), valuePaise: expected!.v });
    expect(all.totals.responded.count).toBe(Number(expected!.resp));
    expect(all.totals.approved.count).toBe(Number(expected!.appr));
    expect(all.totals.converted).toEqual({ count: Number(expected!.conv), valuePaise: expected!.conv_v });
    expect(all.totals.converted.count).toBeGreaterThan(0);
    // The funnel narrows.
    expect(all.totals.responded.count).toBeLessThanOrEqual(all.totals.rfqs.count);
    expect(all.totals.approved.count).toBeLessThanOrEqual(all.totals.responded.count);
    expect(all.totals.converted.count).toBeLessThanOrEqual(all.totals.approved.count);
    // Rows add up to the totals; periods are first days of months.
    expect(all.rows.reduce((a, r) => a + r.rfqs.count, 0)).toBe(all.totals.rfqs.count);
    for (const r of all.rows) expect(r.period).toMatch(/^\d{4}-\d{2}-01$/);

    // An RM sees only their own RFQs.
    const mine = (
      await post(rm, '/buyerRFQ/conversionMetrics', { period: 'week' })
    ).json<ConversionMetrics>();
    const [own] = await rows<{ n: string }>(
      `SELECT count(*)::text AS n FROM rfqs WHERE rm_email = 'rm@dom.example.in' AND business_unit IN ('DIRECT','UTCL')`,
    );
    expect(mine.rows.every((r) => r.rmEmail === 'rm@dom.example.in')).toBe(true);
    expect(mine.totals.rfqs.count).toBeLessThanOrEqual(Number(own!.n) + 0);
    expect(mine.totals.rfqs.count).toBeGreaterThan(0);

    // A date range outside the data is empty; a bad date names the field.
    const empty = (
      await post(admin, '/buyerRFQ/conversionMetrics', { from: '2001-01-01', to: '2001-12-31' })
    ).json<ConversionMetrics>();
    expect(empty.totals.rfqs.count).toBe(0);
    const bad = await post(admin, '/buyerRFQ/conversionMetrics', { from: '01-01-2026' });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('from');
    expect((await post(om, '/buyerRFQ/conversionMetrics', {})).statusCode).toBe(403);
  });
});
