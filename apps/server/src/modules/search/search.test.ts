import type { ConsignmentPage, GlobalSearchAnswer, HomeQueues, OrderPage, SearchHit } from '@dom/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as } from '../../../test/auth';
import { type TestApp, createTestApp } from '../../../test/test-app';

type Who = { headers: { authorization: string } };

describe('global search and home queues', () => {
  let t: TestApp;
  let admin: Who;
  let rm: Who;
  let seller: Who;
  beforeAll(async () => {
    t = await createTestApp({ seed: true });
    admin = await as(t, 'admin');
    rm = await as(t, 'rm');
    seller = await as(t, 'seller');
  });
  afterAll(() => t.close());

  const get = (url: string, who: Who) => t.app.inject({ method: 'GET', url: `/api${url}`, ...who });
  const search = async (q: string, who: Who, limit = 10) => {
    const res = await get(`/search/global?q=${encodeURIComponent(q)}&limit=${limit}`, who);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<GlobalSearchAnswer>();
  };
  const hits = (answer: GlobalSearchAnswer, kind: SearchHit['kind']) =>
    answer.groups.find((g) => g.kind === kind)?.hits ?? [];
  const row = async (text: string) => {
    const r = await t.database.executeSql<Record<string, string>>(text);
    const found = r.rows[0];
    if (!found) throw new Error(`no row: ${text}`);
    return found;
  };

  it('answers 401 without a session and 400 naming q for a term under three characters', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/search/global?q=abc' })).statusCode).toBe(401);
    const short = await get('/search/global?q=ab', admin);
    expect(short.statusCode).toBe(400);
    expect(short.body).toContain('q');
  });

  it('a term with quotes, backslashes and wildcards is a term, never SQL (the statement carries values inline)', async () => {
    const own = await row(
      `SELECT id, name FROM buyers WHERE rm_email = 'rm@dom.example.in' ORDER BY code LIMIT 1`,
    );
    for (const q of [`x' OR '1'='1`, `x\\' OR 1=1 --`, `%%%`, `___`, `$1 $$ ')) --`, `O'Brien \\\\ 100%`]) {
      const answer = await search(q, rm);
      // Nothing matches these literally in the demo data: a leak would return every row in scope or beyond.
      for (const g of answer.groups) expect(g.hits, `${q} → ${g.kind}`).toEqual([]);
    }
    // And a real term still finds what it names.
    expect(hits(await search(own.name!.slice(0, 6), rm), 'buyer').length).toBeGreaterThan(0);
  });

  it('finds an order by part of its number, any case, and by part of its PO number', async () => {
    const o = await row(
      `SELECT order_key, buyer_po_number FROM orders WHERE buyer_po_number IS NOT NULL ORDER BY order_key LIMIT 1 OFFSET 7`,
    );
    const part = o.order_key!.slice(-5).toLowerCase();
    const byKey = hits(
      await search(`so${o.order_key!.slice(2).slice(-6)}`.toLowerCase().slice(-5), admin),
      'order',
    );
    expect(byKey.length).toBeGreaterThan(0);
    for (const h of byKey) expect(h.key.toLowerCase()).toContain(part.slice(-5));
    const po = o.buyer_po_number!;
    const byPo = hits(await search(po.slice(-9).toLowerCase(), admin), 'order');
    expect(byPo.map((h) => h.key)).toContain(o.order_key);
    expect(byPo.find((h) => h.key === o.order_key)?.matched).toBe('buyerPoNumber');
  });

  it('an order key typed in full, in lower case, comes first; a term with a space asks names only', async () => {
    const o = await row(`SELECT order_key FROM orders ORDER BY order_key LIMIT 1 OFFSET 11`);
    const key = o.order_key!;
    // A typed key that is also part of other keys (SO0000001 is in SO00000010…): the exact one first.
    const first = hits(await search(key.toLowerCase(), admin), 'order')[0];
    expect(first?.key).toBe(key);
    // A buyer's name with its space finds the buyer; no order, consignment, invoice or payment group
    // is asked (keys and numbers hold no spaces), so none answers.
    const b = await row(`SELECT name FROM buyers WHERE name LIKE '% %' ORDER BY code LIMIT 1`);
    const words = b.name!.split(' ');
    const term = `${words[0]!.slice(-3)} ${words[1]!.slice(0, 2)}`;
    const answer = await search(term, admin);
    expect(hits(answer, 'buyer').length).toBeGreaterThan(0);
    expect(answer.groups.map((g) => g.kind).filter((k) => !['buyer', 'seller'].includes(k))).toEqual([]);
  });

  it("an rm never finds another rm's buyer, nor its invoices or orders", async () => {
    const other = await row(
      `SELECT id, name, gstin FROM buyers WHERE rm_email IS DISTINCT FROM 'rm@dom.example.in' AND gstin <> '' ORDER BY code LIMIT 1`,
    );
    const own = await row(
      `SELECT id, name, gstin FROM buyers WHERE rm_email = 'rm@dom.example.in' AND gstin <> '' ORDER BY code LIMIT 1`,
    );
    // The admin finds both by GSTIN; the rm only their own.
    expect(hits(await search(other.gstin!, admin), 'buyer').map((h) => h.key)).toContain(other.id);
    expect(hits(await search(other.gstin!, rm), 'buyer').map((h) => h.key)).not.toContain(other.id);
    expect(hits(await search(own.gstin!.toLowerCase(), rm), 'buyer').map((h) => h.key)).toContain(own.id);
    // By name: every buyer the rm finds is the rm's.
    const byName = await search(other.name!.slice(0, 5), rm, 10);
    const ids = hits(byName, 'buyer').map((h) => h.key);
    if (ids.length > 0) {
      const r = await t.database.executeSql<{ rm_email: string | null }>(
        `SELECT rm_email FROM buyers WHERE id IN (${ids.map((i) => `'${i}'`).join(',')})`,
      );
      for (const b of r.rows) expect(b.rm_email).toBe('rm@dom.example.in');
    }
    const otherOrder = await row(
      `SELECT order_key FROM orders WHERE rm_email IS DISTINCT FROM 'rm@dom.example.in' ORDER BY order_key LIMIT 1`,
    );
    expect(hits(await search(otherOrder.order_key!, admin), 'order').map((h) => h.key)).toContain(
      otherOrder.order_key,
    );
    expect(hits(await search(otherOrder.order_key!, rm), 'order').map((h) => h.key)).not.toContain(
      otherOrder.order_key,
    );
    const inv = await row(
      `SELECT invoice_number FROM credit_invoices WHERE rm_email IS DISTINCT FROM 'rm@dom.example.in' ORDER BY invoice_number LIMIT 1`,
    );
    const rmInvoices = hits(await search(inv.invoice_number!, rm), 'invoice');
    if (rmInvoices.length > 0) {
      const r = await t.database.executeSql<{ rm_email: string | null }>(
        `SELECT DISTINCT b.rm_email FROM buyers b WHERE b.id IN (${rmInvoices.map((h) => `'${h.key}'`).join(',')})`,
      );
      for (const b of r.rows) expect(b.rm_email).toBe('rm@dom.example.in');
    }
  });

  it("a seller finds its own consignments by order number and never another seller's; no buyers, no payments", async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/consignment-v2/search/advanced',
      payload: { pageSize: 20 },
      ...seller,
    });
    expect(res.statusCode, res.body).toBe(200);
    const mine = res.json<ConsignmentPage>().content[0];
    if (!mine) throw new Error('the demo seller has no consignment');
    const own = await row(
      `SELECT seller_id, order_key, consignment_key FROM consignments WHERE consignment_key = '${mine.consignmentKey}'`,
    );
    const found = await search(own.order_key!.toLowerCase(), seller);
    expect(hits(found, 'consignment').map((h) => h.key)).toContain(own.consignment_key);
    expect(found.groups.map((g) => g.kind)).not.toContain('order');
    const theirs = await row(
      `SELECT order_key, consignment_key FROM consignments WHERE seller_id <> '${own.seller_id}' ORDER BY consignment_key LIMIT 1`,
    );
    expect(hits(await search(theirs.order_key!, admin), 'consignment').map((h) => h.key)).toContain(
      theirs.consignment_key,
    );
    expect(hits(await search(theirs.order_key!, seller), 'consignment').map((h) => h.key)).not.toContain(
      theirs.consignment_key,
    );
    // Its own order as a purchase order (where it answers it: issue 29 §1), never another seller's.
    expect(hits(found, 'purchaseOrder').map((h) => h.key)).toContain(own.order_key);
    expect(hits(await search(theirs.order_key!, seller), 'purchaseOrder').map((h) => h.key)).not.toContain(
      theirs.order_key,
    );
    // A term every consignment key holds: whatever the seller finds is its own.
    for (const h of hits(await search('CN0', seller, 10), 'consignment')) {
      expect(
        (await row(`SELECT seller_id FROM consignments WHERE consignment_key = '${h.key}'`)).seller_id,
      ).toBe(own.seller_id);
    }
    const inv = await row(
      `SELECT invoice_number FROM credit_invoices WHERE seller_id <> '${own.seller_id}' ORDER BY invoice_number LIMIT 1`,
    );
    for (const h of hits(await search(inv.invoice_number!, seller), 'invoice')) {
      expect((await row(`SELECT seller_id FROM credit_invoices WHERE id = '${h.key}'`)).seller_id).toBe(
        own.seller_id,
      );
    }
    const buyer = await row(`SELECT name FROM buyers ORDER BY code LIMIT 1`);
    const kinds = (await search(buyer.name!.slice(0, 6), seller)).groups.map((g) => g.kind);
    expect(kinds).not.toContain('buyer');
    expect(kinds).not.toContain('payment');
  });

  it('finds consignments, vehicles, e-way bills, invoices by IRN and payments by UTR', async () => {
    const c = await row(`SELECT consignment_key FROM consignments ORDER BY consignment_key LIMIT 1`);
    expect(
      hits(await search(c.consignment_key!.toLowerCase(), admin), 'consignment').map((h) => h.key),
    ).toContain(c.consignment_key);
    const v = await t.database.executeSql<Record<string, string>>(
      `SELECT consignment_key, vehicle_no FROM consignments WHERE vehicle_no IS NOT NULL LIMIT 1`,
    );
    const vehicle = v.rows[0];
    if (vehicle) {
      const spaced = `${vehicle.vehicle_no!.slice(0, 4)} ${vehicle.vehicle_no!.slice(4)}`.toLowerCase();
      expect(hits(await search(spaced, admin, 10), 'vehicle').map((h) => h.key)).toContain(
        vehicle.consignment_key,
      );
    }
    const e = await t.database.executeSql<Record<string, string>>(
      `SELECT consignment_key, eway_bill_number FROM consignments WHERE eway_bill_number IS NOT NULL LIMIT 1`,
    );
    const eway = e.rows[0];
    if (eway)
      expect(hits(await search(eway.eway_bill_number!, admin), 'ewayBill').map((h) => h.key)).toContain(
        eway.consignment_key,
      );
    const i = await row(`SELECT buyer_id, irn FROM credit_invoices WHERE irn IS NOT NULL LIMIT 1`);
    const byIrn = hits(await search(i.irn!.slice(10, 30).toUpperCase(), admin), 'invoice');
    expect(byIrn.map((h) => h.key)).toContain(i.buyer_id);
    expect(byIrn[0]?.tab).toBe('invoices');
    const p = await row(`SELECT buyer_id, utr FROM credit_payments ORDER BY utr LIMIT 1`);
    const byUtr = hits(await search(p.utr!.slice(3).toLowerCase(), admin), 'payment');
    expect(byUtr.map((h) => h.key)).toContain(p.buyer_id);
  });

  it('the order list filters by part of the order number and part of the PO number, any case', async () => {
    const o = await row(
      `SELECT order_key, order_number, buyer_po_number FROM orders WHERE buyer_po_number IS NOT NULL ORDER BY order_key LIMIT 1 OFFSET 3`,
    );
    const list = async (q: string) => {
      const res = await get(`/orders-v2/search?${q}&pageSize=100`, admin);
      expect(res.statusCode, res.body).toBe(200);
      return res.json<OrderPage>();
    };
    const byNumber = await list(`orderNumber=${encodeURIComponent(o.order_key!.slice(3).toLowerCase())}`);
    expect(byNumber.content.map((x) => x.orderKey)).toContain(o.order_key);
    for (const x of byNumber.content)
      expect(`${x.orderKey} ${x.orderNumber}`.toLowerCase()).toContain(o.order_key!.slice(3).toLowerCase());
    const poPart = o.buyer_po_number!.slice(-7, -1).toLowerCase();
    const byPo = await list(`buyerPONumber=${encodeURIComponent(poPart)}`);
    expect(byPo.content.map((x) => x.orderKey)).toContain(o.order_key);
    for (const x of byPo.content) expect(x.buyerPONumber?.toLowerCase()).toContain(poPart);
  });

  const queues = async (who: Who) => {
    const res = await get('/home/queues', who);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<HomeQueues>();
  };
  const query = (params: Record<string, string[]>) =>
    Object.entries(params)
      .flatMap(([k, vs]) => vs.map((v) => `${k}=${encodeURIComponent(v)}`))
      .join('&');

  it("the order manager's counts are the totals of the lists they open", async () => {
    const home = await queues(await as(t, 'om'));
    expect(home.kind).toBe('orders');
    expect(home.queues.map((q) => q.id)).toEqual(['awaitingApproval', 'delayed', 'blocked']);
    for (const q of home.queues) {
      expect(q.link?.route).toBe('/sales-order');
      const list = await get(`/orders-v2/search?${query(q.link!.params)}`, await as(t, 'om'));
      expect(list.json<OrderPage>().totalElements, q.id).toBe(q.count);
      expect(q.count, q.id).toBeGreaterThan(0);
    }
  });

  it("logistics' and the seller's counts are the totals of the consignment lists they open", async () => {
    for (const [user, kind] of [
      ['logistics', 'logistics'],
      ['seller', 'seller'],
    ] as const) {
      const who = await as(t, user);
      const home = await queues(who);
      expect(home.kind).toBe(kind);
      for (const q of home.queues.filter((x) => x.link?.route === '/consignments')) {
        const body = Object.fromEntries(
          Object.entries(q.link!.params).map(([k, v]) => [k, k === 'consignmentStatus' ? v : v[0]]),
        );
        const list = await t.app.inject({
          method: 'POST',
          url: '/api/consignment-v2/search/advanced',
          payload: body,
          ...who,
        });
        expect(list.statusCode, list.body).toBe(200);
        expect(list.json<ConsignmentPage>().totalElements, `${user} ${q.id} ${q.detail}`).toBe(q.count);
      }
    }
    const sellerHome = await queues(seller);
    expect(sellerHome.queues.map((q) => q.id)).toEqual([
      'ordersToAcknowledge',
      'toAcknowledge',
      'toPack',
      'payoutsDue',
    ]);
  });

  it("rm and finance see overdue receivables by bucket, the rm only their buyers'", async () => {
    const finance = await queues(await as(t, 'finance'));
    const mine = await queues(rm);
    expect(finance.kind).toBe('receivables');
    expect(mine.kind).toBe('receivables');
    const total = (h: HomeQueues) =>
      h.queues.filter((q) => q.id === 'overdue').reduce((s, q) => s + q.count, 0);
    const all = await row(
      `SELECT count(*)::int AS n FROM credit_invoices WHERE status = 'OPEN' AND open_paise > 0 AND due_date < (now() AT TIME ZONE 'Asia/Kolkata')::date`,
    );
    expect(total(finance)).toBe(Number(all.n));
    const rmOnly = await row(
      `SELECT count(*)::int AS n FROM credit_invoices WHERE rm_email = 'rm@dom.example.in' AND business_unit IN ('DIRECT', 'UTCL') AND status = 'OPEN' AND open_paise > 0 AND due_date < (now() AT TIME ZONE 'Asia/Kolkata')::date`,
    );
    expect(total(mine)).toBe(Number(rmOnly.n));
    expect(finance.queues.filter((q) => q.id === 'overdue').map((q) => q.detail)).toEqual([
      '1-30',
      '31-60',
      '61-90',
      '90+',
    ]);
  });

  it('the category manager lands on the RFQs to source; the count is the RFQ list tab it opens', async () => {
    const cm = await as(t, 'cm');
    const home = await queues(cm);
    expect(home.kind).toBe('category');
    expect(home.queues.map((q) => q.id)).toEqual(['sourcingRequired', 'delayed', 'blocked']);
    const [rfq, ...orderQueues] = home.queues;
    expect(rfq?.link).toEqual({ route: '/rfq-enquiries#sourcing', params: {} });
    const list = await get('/buyerRFQ/list?statuses=SOURCING_REQUIRED&pageSize=20', cm);
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json<{ totalElements: number }>().totalElements).toBe(rfq?.count);
    for (const q of orderQueues) {
      const orders = await get(`/orders-v2/search?${query(q.link!.params)}`, cm);
      expect(orders.json<OrderPage>().totalElements, q.id).toBe(q.count);
    }
  });

  it("the territory manager chases their buyers' overdue money; admin gets the order manager's queue", async () => {
    const tm = await queues(await as(t, 'tm'));
    expect(tm.kind).toBe('receivables');
    const tmOnly = await row(
      `SELECT count(*)::int AS n FROM credit_invoices WHERE tm_email = 'tm@dom.example.in' AND status = 'OPEN' AND open_paise > 0 AND due_date < (now() AT TIME ZONE 'Asia/Kolkata')::date`,
    );
    expect(tm.queues.filter((q) => q.id === 'overdue').reduce((s, q) => s + q.count, 0)).toBe(
      Number(tmOnly.n),
    );
    const home = await queues(admin);
    expect(home.kind).toBe('orders');
    for (const q of home.queues) {
      const list = await get(`/orders-v2/search?${query(q.link!.params)}`, admin);
      expect(list.json<OrderPage>().totalElements, q.id).toBe(q.count);
    }
  });

  it('a user with no queue gets none', async () => {
    const hr = await queues(await as(t, 'hr'));
    expect(hr.kind).toBe('none');
    expect(hr.queues).toEqual([]);
  });
});
