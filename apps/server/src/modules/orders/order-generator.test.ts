import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { type TestApp, createTestApp } from '../../../test/test-app';
import { DEMO_LOGINS } from '../../seed/demo-users';
import { CATEGORY_MANAGERS, LOGISTICS_MANAGERS, ORDER_MANAGERS } from './order-generator';
import { rawRows } from './raw-rows';

describe('generated demo orders', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: true });
  });
  afterAll(() => t.close());

  const distinct = async (column: string) =>
    (
      await t.database.executeSql<{ v: string }>(
        `select distinct ${column} v from orders where ${column} is not null`,
      )
    ).rows
      .map((r) => r.v)
      .sort();

  it('covers every state, all three business units and every demo manager', async () => {
    expect(await distinct('status')).toEqual(
      [
        'CANCELLED',
        'COMPLETED',
        'INVOICE_CORRECTED',
        'INVOICE_REVISION_REQUESTED',
        'IN_PROGRESS',
        'ORDERED',
        'ORDER_APPROVED',
        'PLANNED',
        'RPT_BLOCKED',
      ].sort(),
    );
    expect(await distinct('business_unit')).toEqual(['DIRECT', 'UBS', 'UTCL']);
    expect(await distinct('order_manager')).toEqual([...ORDER_MANAGERS].sort());
    expect(await distinct('cm_name')).toEqual([...CATEGORY_MANAGERS].sort());
    expect(await distinct('logistics_manager')).toEqual([...LOGISTICS_MANAGERS].sort());
    const name = (u: string) => DEMO_LOGINS.find((d) => d.username === u)?.displayName;
    expect(ORDER_MANAGERS).toContain(name('om'));
    expect(CATEGORY_MANAGERS).toContain(name('cm'));
    expect(LOGISTICS_MANAGERS).toContain(name('logistics'));
    // The demo rm and tm own orders (their lists are never empty).
    expect(await distinct('rm_email')).toContain('rm@dom.example.in');
    expect(await distinct('tm_email')).toContain('tm@dom.example.in');
  });

  it('lines agree with the order totals, and the charges with shipping and total', async () => {
    const mismatch = await rawRows(
      t.database.db,
      sql`
      select o.order_key from orders o join order_lines l on l.order_id = o.id
      group by o.id having count(*) <> o.line_count
        or sum(l.ordered_qty * l.buyer_price_paise)::bigint / 1 - o.pre_tax_paise not between -5 and 5`,
    );
    expect(mismatch).toEqual([]);
    const charges = await rawRows<{ order_key: string }>(
      t.database.db,
      sql`
      select o.order_key from orders o left join order_charges c on c.order_id = o.id
      group by o.id
      having coalesce(sum(c.amount_paise) filter (where c.charge_type = 'SHIPPING'), 0) <> o.shipping_paise
        or o.pre_tax_paise + o.tax_paise + coalesce(sum(c.amount_paise), 0) <> o.total_paise`,
    );
    expect(charges).toEqual([]);
    const types = await rawRows<{ t: string }>(
      t.database.db,
      sql`select distinct charge_type t from order_charges order by 1`,
    );
    expect(types.map((r) => r.t)).toEqual(['LOADING', 'MATHADI', 'SHIPPING']);
  });

  it('gives some orders documents (with a files row) and dependency reasons', async () => {
    const docs = await rawRows<{ n: number; orphan: number; ordered: number }>(
      t.database.db,
      sql`select count(*)::int n, count(*) filter (where f.id is null)::int orphan,
            count(*) filter (where o.status = 'ORDERED')::int ordered
          from order_documents d join orders o on o.id = d.order_id left join files f on f.id = d.file_id
          where f.owner_id = o.order_key or f.id is null`,
    );
    expect(docs[0]?.n).toBeGreaterThan(0);
    expect(docs[0]?.orphan).toBe(0);
    expect(docs[0]?.ordered).toBe(0);
    const reasons = await rawRows<{ reason_code: string; comments: string | null }>(
      t.database.db,
      sql`select distinct r.reason_code, r.comments from order_dependency_reasons r order by 1`,
    );
    expect(reasons.length).toBeGreaterThan(0);
    // The "other" reasons carry their comment, as the save call demands.
    for (const r of reasons.filter((x) => x.reason_code.endsWith('_O'))) expect(r.comments).toBeTruthy();
  });
});
