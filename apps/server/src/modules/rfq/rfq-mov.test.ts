import type {
  ApprovalDetail,
  Comparison,
  ConversionResult,
  MovValidation,
  Quotation,
  RfqDetail,
  Task,
  TaskPreview,
} from '@dom/contract';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Who, apiClient } from '../../../test/api-client';
import { as } from '../../../test/auth';
import { rfqFixtures, validForAMonth } from '../../../test/rfq-fixtures';
import { multipartBody } from '../../../test/multipart';
import { type TestApp, createTestApp } from '../../../test/test-app';

let t: TestApp;
let support: Who;
let rm: Who;
let cm: Who;
let seller: Who;
let om: Who;
let rmBuyer: string;
let otherBuyer: string;
let products: string[] = [];
let sellerIds: string[] = [];

const { post, put, get, rows, ok } = apiClient(() => t, 'rfq-mov');
const setRule = async (sellerId: string | null, paise: bigint) => {
  await t.database.executeSql(
    `DELETE FROM mov_rules WHERE ${sellerId === null ? 'seller_id IS NULL' : `seller_id = '${sellerId}'`}`,
  );
  await t.database.executeSql(
    `INSERT INTO mov_rules (seller_id, min_order_value_paise) VALUES (${sellerId === null ? 'NULL' : `'${sellerId}'`}, ${paise})`,
  );
};

async function createRfq(buyerId = rmBuyer): Promise<RfqDetail> {
  return ok<RfqDetail>(
    await post(support, '/buyerRFQ', {
      buyerId,
      pricingBasis: 'FOR',
      salesType: 'projectSales',
      buyerCreditDays: 15,
      paymentTerms: 'Advance 30%, balance in 15 days',
      consignments: [
        {
          label: 'Site A',
          lines: [
            { productId: products[0]!, quantity: '10', buyerPricePaise: '50000' },
            { productId: products[1]!, quantity: '5', buyerPricePaise: '120000' },
          ],
        },
        { label: 'Site B', lines: [{ productId: products[2]!, quantity: '3', buyerPricePaise: '80000' }] },
      ],
    }),
    201,
  );
}

/**
 * Two sellers answer offline (ex-works ₹300 / ₹301 + ₹10 freight per unit on every line); the CM
 * picks seller A for Site A (10 + 5 units: 15 × ₹310 = ₹4,650) and seller B for Site B (3 × ₹311
 * = ₹933). Up to sourcer accepted: ready for a quotation.
 */
async function driveToPicked(): Promise<{ key: string; detail: RfqDetail }> {
  const key = (await createRfq()).rfqKey;
  ok(await put(support, '/enquiry/receiveRequest', { rfqKey: key }));
  ok(await put(rm, '/enquiry/sourcingRequired', { rfqKey: key }));
  let detail = ok<RfqDetail>(await post(cm, '/buyerRFQ/shareEnquiryToSellers', { rfqKey: key, sellerIds }));
  for (const [i, sellerId] of sellerIds.entries())
    detail = ok<RfqDetail>(
      await post(rm, '/buyerRFQ/registerResponse', {
        rfqKey: key,
        sellerId,
        prices: detail.lines.map((l) => ({
          lineId: l.id,
          exWorksPaise: String(30000 + i * 100),
          freightPaise: '1000',
        })),
        capacity: '500 MT a month',
        validUntil: validForAMonth(),
        sellerCreditDays: 15,
        preferredPaymentDays: 10,
      }),
    );
  ok(await put(cm, '/enquiry/sourcingCompleted', { rfqKey: key }));
  const [a, b] = sellerIds.map((id) => detail.sellerRfqs.find((s) => s.sellerId === id)!.sellerRfqKey);
  const picks = detail.lines.map((l) => ({
    lineId: l.id,
    sellerRfqKey: l.consignmentLabel === 'Site A' ? a! : b!,
  }));
  ok(await post(cm, '/buyerRFQ/finalizeSeller', { rfqKey: key, picks }));
  ok(await put(rm, '/enquiry/acceptResponse', { rfqKey: key }));
  ok(await put(cm, '/enquiry/sourcerAccepted', { rfqKey: key }));
  return { key, detail };
}

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  support = await as(t, 'support');
  rm = await as(t, 'rm');
  cm = await as(t, 'cm');
  seller = await as(t, 'seller');
  om = await as(t, 'om');
  ({ rmBuyer, otherBuyer, products } = await rfqFixtures(rows));
  sellerIds = (
    await rows<{ id: string }>(
      `SELECT s.id FROM sellers s WHERE EXISTS (SELECT 1 FROM warehouses w WHERE w.seller_id = s.id) ORDER BY s.name DESC LIMIT 2`,
    )
  ).map((r) => r.id);
  // This file sets its own rules.
  await t.database.executeSql('DELETE FROM mov_rules');
}, 180_000);
afterAll(async () => t?.close());

describe('MOV validation: security first', () => {
  it('answers 401 without a token, 403 to a seller and without the screen, 404 outside the scope', async () => {
    const mine = (await createRfq()).rfqKey;
    const theirs = (await createRfq(otherBuyer)).rfqKey;
    expect((await post(undefined, '/ops-supply/mov/validate', { rfqKey: mine })).statusCode).toBe(401);
    expect((await post(seller, '/ops-supply/mov/validate', { rfqKey: mine })).statusCode).toBe(403);
    expect((await post(om, '/ops-supply/mov/validate', { rfqKey: mine })).statusCode).toBe(403);
    expect((await post(rm, '/ops-supply/mov/validate', { rfqKey: theirs })).statusCode).toBe(404);
    expect((await post(support, '/ops-supply/mov/validate', { rfqKey: theirs })).statusCode).toBe(200);
    // A quotation of another enquiry is not found through this one.
    const bad = await post(rm, '/ops-supply/mov/validate', { rfqKey: mine, quotationKey: 'QT-1' });
    expect(bad.statusCode).toBe(404);
  });

  it('names the missing field (400), never a 500', async () => {
    const res = await post(rm, '/ops-supply/mov/validate', {});
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('rfqKey');
  });
});

describe('MOV validation of the picks, the quotation and the order', () => {
  let key: string;
  let quotation: Quotation;

  it('answers per seller whether the picks meet its minimum (own rule over the default)', async () => {
    ({ key } = await driveToPicked());
    const [a, b] = sellerIds as [string, string];
    await setRule(null, 100_000n); // ₹1,000 for everyone
    await setRule(a, 400_000n); // ₹4,000 for seller A
    const v = ok<MovValidation>(await post(rm, '/ops-supply/mov/validate', { rfqKey: key }));
    expect(v.quotationKey).toBeNull();
    const ca = v.sellers.find((s) => s.sellerId === a)!;
    const cb = v.sellers.find((s) => s.sellerId === b)!;
    expect(ca).toMatchObject({ orderValuePaise: '465000', movPaise: '400000', meets: true, message: null });
    expect(ca.lineIds).toHaveLength(2);
    expect(cb).toMatchObject({
      orderValuePaise: '93300',
      movPaise: '100000',
      meets: false,
      shortfallPaise: '6700',
    });
    expect(cb.message).toBe(
      `Order value ₹933.00 for ${cb.sellerName} is below the minimum order value of ₹1,000.00 (short by ₹67.00).`,
    );
    expect(v.allMet).toBe(false);
    // The comparison shows the same check as you pick.
    const cmp = ok<Comparison>(await get(cm, `/buyerRFQ/${key}/comparison`));
    expect(cmp.mov).toEqual(v.sellers);
  });

  it('warns on the quotation but still draws it', async () => {
    const made = await post(cm, `/quotation/buyerRFQ/${key}`, {});
    quotation = ok<Quotation>(made, 201);
    expect(quotation.mov.filter((m) => !m.meets).map((m) => m.sellerId)).toEqual([sellerIds[1]]);
    const v = ok<MovValidation>(
      await post(rm, '/ops-supply/mov/validate', { rfqKey: key, quotationKey: quotation.quotationKey }),
    );
    expect(v.quotationKey).toBe(quotation.quotationKey);
    expect(v.allMet).toBe(false);
    quotation = ok<Quotation>(
      await post(rm, '/quotation/sendForApproval', { quotationKey: quotation.quotationKey }),
    );
    expect(quotation.status).toBe('APPROVED');
    ok(await post(rm, '/quotation/send', { quotationKey: quotation.quotationKey }));
  });

  it('refuses to place the order below a minimum (400 on quotationKey, no order made), then places it', async () => {
    const ordersBefore = (
      await rows<{ n: string }>(`SELECT count(*) AS n FROM orders WHERE buyer_po_number = '${key}'`)
    )[0]!.n;
    const refused = await post(rm, '/quotation/placeOrder', { quotationKey: quotation.quotationKey });
    expect(refused.statusCode).toBe(400);
    const body = refused.json<{ details: { fields: { field: string; message: string }[] } }>();
    expect(body.details.fields).toHaveLength(1);
    expect(body.details.fields[0]!.field).toBe('quotationKey');
    expect(body.details.fields[0]!.message).toContain('is below the minimum order value of ₹1,000.00');
    expect(
      (await rows<{ n: string }>(`SELECT count(*) AS n FROM orders WHERE buyer_po_number = '${key}'`))[0]!.n,
    ).toBe(ordersBefore);
    const rfq = ok<RfqDetail>(await get(rm, `/buyerRFQ/${key}`));
    expect(rfq.status).toBe('RESPONSE_SUBMITTED');
    // Seller B's own, lower minimum wins over the default: now every seller meets it.
    await setRule(sellerIds[1]!, 90_000n);
    const placed = ok<ConversionResult>(
      await post(rm, '/quotation/placeOrder', { quotationKey: quotation.quotationKey }),
    );
    expect(placed.orderKeys).toHaveLength(2);
  });
});

describe('child orders after a split', () => {
  it('are refused below a minimum like one order per seller (400 on quotationKey, none made), then placed', async () => {
    const { key } = await driveToPicked();
    await t.database.executeSql('DELETE FROM mov_rules');
    await setRule(null, 100_000n); // ₹1,000 for everyone: seller B's ₹933 is short
    const q = ok<Quotation>(await post(cm, `/quotation/buyerRFQ/${key}`, {}), 201);
    ok(await post(rm, '/quotation/sendForApproval', { quotationKey: q.quotationKey }));
    ok(await post(rm, '/quotation/send', { quotationKey: q.quotationKey }));
    ok(await post(rm, '/quotation/split/buyerRFQ', { quotationKey: q.quotationKey }));
    const count = async () =>
      (await rows<{ n: string }>(`SELECT count(*) AS n FROM orders WHERE buyer_po_number = '${key}'`))[0]!.n;
    const before = await count();
    const refused = await put(rm, `/childrenOrderPlaced/buyerRFQ/${key}`, {});
    expect(refused.statusCode, refused.body).toBe(400);
    const body = refused.json<{ details: { fields: { field: string; message: string }[] } }>();
    expect(body.details.fields.map((f) => f.field)).toEqual(['quotationKey']);
    expect(body.details.fields[0]!.message).toContain('is below the minimum order value of ₹1,000.00');
    expect(await count()).toBe(before);
    expect(ok<RfqDetail>(await get(rm, `/buyerRFQ/${key}`)).status).toBe('CHILDREN_ORDER_PENDING');
    await setRule(sellerIds[1]!, 90_000n);
    const placed = ok<ConversionResult>(await put(rm, `/childrenOrderPlaced/buyerRFQ/${key}`, {}));
    expect(placed.orderKeys).toHaveLength(2);
  });
});

/**
 * Placing a quotation's orders is one transaction: a trigger fails the insert of one seller's order
 * (the second one made) and counts every order insert tried in a sequence, which a rollback does not
 * undo, so the test sees that the first order was made and then undone.
 */
describe('placing orders is all or nothing', () => {
  const healOrders = async () => {
    await t.database.executeSql('DROP TRIGGER IF EXISTS test_fail_seller_order ON orders');
    await t.database.executeSql('DROP FUNCTION IF EXISTS test_fail_seller_order()');
  };
  const failOrdersOf = async (sellerId: string) => {
    await healOrders();
    await t.database.executeSql('CREATE SEQUENCE IF NOT EXISTS test_order_inserts');
    await t.database.executeSql(`CREATE OR REPLACE FUNCTION test_fail_seller_order() RETURNS trigger
      LANGUAGE plpgsql AS $$ BEGIN
        PERFORM nextval('test_order_inserts');
        IF NEW.seller_id = '${sellerId}' THEN RAISE EXCEPTION 'this seller''s order fails'; END IF;
        RETURN NEW;
      END $$`);
    await t.database.executeSql(
      'CREATE TRIGGER test_fail_seller_order BEFORE INSERT ON orders FOR EACH ROW EXECUTE FUNCTION test_fail_seller_order()',
    );
    const [s] = await rows<{ n: string }>(`SELECT nextval('test_order_inserts') AS n`);
    return Number(s!.n);
  };
  /** Order inserts tried since `mark` (the sequence's value then). */
  const triedSince = async (mark: number) =>
    Number((await rows<{ n: string }>(`SELECT last_value AS n FROM test_order_inserts`))[0]!.n) - mark;
  const lastEvent = async () =>
    Number((await rows<{ n: string }>(`SELECT coalesce(max(id), 0) AS n FROM outbox`))[0]!.n);
  const leftBehind = async (rfqKey: string, since: number) => ({
    orders: Number(
      (await rows<{ n: string }>(`SELECT count(*) AS n FROM orders WHERE buyer_po_number = '${rfqKey}'`))[0]!
        .n,
    ),
    links: Number(
      (
        await rows<{ n: string }>(
          `SELECT count(*) AS n FROM rfq_orders o JOIN rfqs r ON r.id = o.rfq_id WHERE r.rfq_key = '${rfqKey}'`,
        )
      )[0]!.n,
    ),
    events: Number((await rows<{ n: string }>(`SELECT count(*) AS n FROM outbox WHERE id > ${since}`))[0]!.n),
  });
  const quotationStatus = async (quotationKey: string) =>
    (
      await rows<{ status: string }>(`SELECT status FROM quotations WHERE quotation_key = '${quotationKey}'`)
    )[0]!.status;
  /** The seller whose order is made second: groups go by consignment, then seller RFQ key. */
  const secondSeller = (detail: RfqDetail) =>
    [...detail.sellerRfqs].sort((a, b) => a.sellerRfqKey.localeCompare(b.sellerRfqKey))[1]!.sellerId;

  afterAll(healOrders);

  it('place order: the second seller’s order fails, and no order, link, move or event is left', async () => {
    await t.database.executeSql('DELETE FROM mov_rules');
    const { key, detail } = await driveToPicked();
    const q = ok<Quotation>(await post(cm, `/quotation/buyerRFQ/${key}`, {}), 201);
    ok(await post(rm, '/quotation/sendForApproval', { quotationKey: q.quotationKey }));
    ok(await post(rm, '/quotation/send', { quotationKey: q.quotationKey }));
    const mark = await failOrdersOf(secondSeller(detail));
    const since = await lastEvent();
    const failed = await post(rm, '/quotation/placeOrder', { quotationKey: q.quotationKey });
    expect(failed.statusCode).toBe(500);
    expect(failed.json<{ message: string }>().message).toBe('Failed to create order.');
    // Both orders were tried: the first was made, then undone with the second's failure.
    expect(await triedSince(mark)).toBe(2);
    expect(await leftBehind(key, since)).toEqual({ orders: 0, links: 0, events: 0 });
    expect(await quotationStatus(q.quotationKey)).toBe('SENT_TO_SELLER');
    expect(ok<RfqDetail>(await get(rm, `/buyerRFQ/${key}`)).status).toBe('RESPONSE_SUBMITTED');
    await healOrders();
    const placed = ok<ConversionResult>(
      await post(rm, '/quotation/placeOrder', { quotationKey: q.quotationKey }),
    );
    expect(placed.orderKeys).toHaveLength(2);
    expect(await leftBehind(key, since)).toMatchObject({ orders: 2, links: 2 });
  });

  it('child orders: the second child order fails, and no order, link, move or event is left', async () => {
    await t.database.executeSql('DELETE FROM mov_rules');
    const { key } = await driveToPicked();
    const q = ok<Quotation>(await post(cm, `/quotation/buyerRFQ/${key}`, {}), 201);
    ok(await post(rm, '/quotation/sendForApproval', { quotationKey: q.quotationKey }));
    ok(await post(rm, '/quotation/send', { quotationKey: q.quotationKey }));
    ok(await post(rm, '/quotation/split/buyerRFQ', { quotationKey: q.quotationKey }));
    // Site A (the first consignment) is seller A's, Site B seller B's: seller B's child order is second.
    const mark = await failOrdersOf(sellerIds[1]!);
    const since = await lastEvent();
    const failed = await put(rm, `/childrenOrderPlaced/buyerRFQ/${key}`, {});
    expect(failed.statusCode).toBe(500);
    expect(await triedSince(mark)).toBe(2);
    expect(await leftBehind(key, since)).toEqual({ orders: 0, links: 0, events: 0 });
    expect(await quotationStatus(q.quotationKey)).toBe('SENT_TO_SELLER');
    expect(ok<RfqDetail>(await get(rm, `/buyerRFQ/${key}`)).status).toBe('CHILDREN_ORDER_PENDING');
    await healOrders();
    const placed = ok<ConversionResult>(await put(rm, `/childrenOrderPlaced/buyerRFQ/${key}`, {}));
    expect(placed.orderKeys).toHaveLength(2);
    expect(await leftBehind(key, since)).toMatchObject({ orders: 2, links: 2 });
  });
});

describe('MOV rules as master data (task type MOV_RULES)', () => {
  const HEADER = ['Seller Code', 'Minimum Order Value'];
  const sheet = async (cells: readonly (readonly string[])[]) => {
    const book = new ExcelJS.Workbook();
    const ws = book.addWorksheet('MOV Rules');
    for (const r of [HEADER, ...cells]) ws.addRow([...r]);
    return Buffer.from(await book.xlsx.writeBuffer());
  };
  const readSheet = async (bytes: Buffer) => {
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(bytes as unknown as ArrayBuffer);
    const out: string[][] = [];
    book.worksheets[0]?.eachRow((row) =>
      out.push(
        (row.values as (string | number | null | undefined)[])
          .slice(1)
          .map((v) => (v == null ? '' : String(v))),
      ),
    );
    return out;
  };
  const upload = (who: Who, bytes: Buffer) => {
    const body = multipartBody({}, [{ name: 'mov.xlsx', body: bytes, type: 'application/octet-stream' }]);
    return t.app.inject({
      method: 'POST',
      url: '/api/tasks/MOV_RULES/upload',
      headers: { ...who.headers, 'content-type': body.contentType },
      payload: body.payload,
    });
  };
  const done = async (who: Who, taskId: string): Promise<Task> => {
    for (let i = 0; i < 600; i++) {
      const task = ok<Task>(await get(who, `/tasks/${taskId}`));
      if (task.finishedOn) return task;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error(`task ${taskId} did not end`);
  };
  const ruleCount = async () =>
    Number((await rows<{ n: string }>('SELECT count(*) AS n FROM mov_rules'))[0]!.n);

  it('uploads with per-row errors, commits, and the validation answers the new minimums; a re-run never doubles; download returns the rules', async () => {
    const { key } = await driveToPicked();
    const [a, b] = sellerIds as [string, string];
    const codeOf = async (id: string) =>
      (await rows<{ code: string }>(`SELECT code FROM sellers WHERE id = '${id}'`))[0]!.code;
    const [codeA, codeB] = [await codeOf(a), await codeOf(b)];
    await t.database.executeSql('DELETE FROM mov_rules');
    await setRule(null, 100_000n); // ₹1,000 for everyone: seller B's ₹933 is short
    const before = ok<MovValidation>(await post(rm, '/ops-supply/mov/validate', { rfqKey: key }));
    expect(before.sellers.find((s) => s.sellerId === b)).toMatchObject({ meets: false, movPaise: '100000' });

    const bytes = await sheet([
      ['DEFAULT', '1,500'],
      [codeA, '4000'],
      [codeB, '900.50'],
      ['NO-SUCH-SELLER', '100'],
      [codeA, '5000'],
      [codeB, 'nine hundred'],
      ['', '10'],
    ]);
    // Without the permission (the RM validates MOV but does not set it): 403, no task.
    const tasksBefore = Number((await rows<{ n: string }>('SELECT count(*) AS n FROM tasks'))[0]!.n);
    expect((await upload(rm, bytes)).statusCode).toBe(403);
    expect(Number((await rows<{ n: string }>('SELECT count(*) AS n FROM tasks'))[0]!.n)).toBe(tasksBefore);

    const preview = ok<TaskPreview>(await upload(cm, bytes), 201);
    expect(preview.task).toMatchObject({ taskType: 'MOV_RULES', rowCount: 7, errorCount: 4 });
    expect(preview.validRows).toBe(3);
    expect(preview.errors).toEqual([
      { row: 5, column: 'Seller Code', message: 'Seller NO-SUCH-SELLER is not on the platform' },
      { row: 6, column: 'Row', message: 'Same row as row 3' },
      { row: 7, column: 'Minimum Order Value', message: 'Enter an amount in rupees, such as 1,23,456.78' },
      { row: 8, column: 'Seller Code', message: 'Enter the seller code, or DEFAULT for the default rule' },
    ]);
    // The preview writes no rule.
    expect(await ruleCount()).toBe(1);

    ok(await post(cm, '/extraction/initiate', { taskId: preview.task.taskId }), 202);
    expect(await done(cm, preview.task.taskId)).toMatchObject({
      status: 'PARTIAL_COMPLETED',
      writtenRows: 3,
      errorCount: 4,
    });
    const after = ok<MovValidation>(await post(rm, '/ops-supply/mov/validate', { rfqKey: key }));
    expect(after.sellers.find((s) => s.sellerId === a)).toMatchObject({ movPaise: '400000', meets: true });
    expect(after.sellers.find((s) => s.sellerId === b)).toMatchObject({ movPaise: '90050', meets: true });
    expect(after.allMet).toBe(true);
    expect(await ruleCount()).toBe(3);

    // The same rules again, the default changed: updated in place, never a second rule.
    const again = ok<TaskPreview>(
      await upload(
        cm,
        await sheet([
          ['default', '2000'],
          [codeA, '4000'],
          [codeB, '900.50'],
        ]),
      ),
      201,
    );
    expect(again.errors).toEqual([]);
    ok(await post(cm, '/extraction/initiate', { taskId: again.task.taskId }), 202);
    expect(await done(cm, again.task.taskId)).toMatchObject({ status: 'COMPLETED', writtenRows: 3 });
    expect(await ruleCount()).toBe(3);
    const [defaultRule] = await rows<{ p: string }>(
      'SELECT min_order_value_paise AS p FROM mov_rules WHERE seller_id IS NULL',
    );
    expect(Number(defaultRule!.p)).toBe(200_000);

    // The download: every rule in the template's columns, the default as DEFAULT.
    const exported = ok<Task>(await post(cm, '/tasks/MOV_RULES/initiate-download', {}), 202);
    const task = await done(cm, exported.taskId);
    const file = await get(cm, `/tasks/${task.taskId}/file`);
    expect(file.statusCode).toBe(200);
    const out = await readSheet(file.rawPayload);
    expect(out[0]).toEqual(HEADER);
    expect(out.slice(1).sort()).toEqual(
      [
        ['DEFAULT', '2,000.00'],
        [codeA, '4,000.00'],
        [codeB, '900.50'],
      ].sort(),
    );
  });
});

describe('the demo rules', () => {
  it('are met by every demo quotation', async () => {
    const t2 = await createTestApp({ seed: true });
    try {
      const short = await t2.database.executeSql<{ n: string }>(`
        SELECT count(*) AS n FROM (
          SELECT sr.seller_id, sum(l.quantity * ql.seller_price_paise) AS share
          FROM quotation_lines ql JOIN rfq_lines l ON l.id = ql.line_id JOIN seller_rfqs sr ON sr.id = ql.seller_rfq_id
          GROUP BY ql.quotation_id, sr.seller_id) s
        JOIN mov_rules m ON m.seller_id = s.seller_id WHERE s.share < m.min_order_value_paise`);
      expect(Number(short.rows[0]!.n)).toBe(0);
      const rules = await t2.database.executeSql<{ n: string }>('SELECT count(*) AS n FROM mov_rules');
      expect(Number(rules.rows[0]!.n)).toBeGreaterThan(0);
    } finally {
      await t2.close();
    }
  }, 180_000);
});

describe('a quotation waiting for approval (issue 30 §1: an approval decides what was asked)', () => {
  async function pending(): Promise<{ key: string; q: Quotation }> {
    const { key } = await driveToPicked();
    // Buyer prices at cost: the margin falls under the threshold, so the quotation needs approval.
    await t.database.executeSql(
      `UPDATE rfq_lines SET buyer_price_paise = 31000 WHERE rfq_id = (SELECT id FROM rfqs WHERE rfq_key = $1)`,
      [key],
    );
    const made = ok<Quotation>(await post(cm, `/quotation/buyerRFQ/${key}`, {}), 201);
    expect(made.needsApproval).toBe(true);
    const q = ok<Quotation>(
      await post(rm, '/quotation/sendForApproval', { quotationKey: made.quotationKey }),
    );
    expect(q.status).toBe('APPROVAL_PENDING');
    return { key, q };
  }
  let admin: Who;
  beforeAll(async () => {
    admin = await as(t, 'admin');
  });
  const card = async (approvalKey: string) =>
    ok<ApprovalDetail>(await get(admin, `/approval-center/request/${approvalKey}`));

  it('is frozen: its picks cannot change and no second quotation is drawn while it waits', async () => {
    const { key, q } = await pending();
    const before = await card(q.approvalKey!);
    const detail = ok<RfqDetail>(await get(rm, `/buyerRFQ/${key}`));
    const [a, b] = sellerIds.map((id) => detail.sellerRfqs.find((s) => s.sellerId === id)!.sellerRfqKey);
    const swapped = detail.lines.map((l) => ({
      lineId: l.id,
      sellerRfqKey: l.consignmentLabel === 'Site A' ? b! : a!,
    }));
    expect((await post(cm, '/buyerRFQ/finalizeSeller', { rfqKey: key, picks: swapped })).statusCode).toBe(
      409,
    );
    expect((await post(cm, `/quotation/buyerRFQ/${key}`, {})).statusCode).toBe(409);
    expect(await card(q.approvalKey!)).toEqual(before);
  });

  it('closed while it waits, its approval request is withdrawn: nobody approves what no longer exists', async () => {
    const { q } = await pending();
    // The RM may not close a quotation (Allow_Quotation_Cancel: the sales and category leads).
    expect((await post(rm, '/quotation/cancel', { quotationKey: q.quotationKey })).statusCode).toBe(403);
    const lead = await as(t, 'saleslead');
    ok(
      await post(lead, '/quotation/cancel', {
        quotationKey: q.quotationKey,
        comment: 'Buyer went elsewhere',
      }),
    );
    const after = await card(q.approvalKey!);
    expect(after.status).toBe('CANCELLED');
    const approve = await post(admin, '/approval-center/approve', {
      approvalKey: q.approvalKey,
      comment: 'Looks fine',
    });
    expect(approve.statusCode).toBe(409);
  });
});
