import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { type TestApp, createTestApp } from '../../../test/test-app';
import { rawRows } from './raw-rows';

describe('generated demo orders', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: true });
  });
  afterAll(() => t.close());

  it('covers every state and unit, lines agree with the order totals', async () => {
    const states = await t.database.executeSql<{ status: string }>('select distinct status from orders');
    expect(states.rows.map((r) => r.status).sort()).toEqual(
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
    const units = await t.database.executeSql<{ u: string }>('select distinct business_unit u from orders');
    expect(units.rows.length).toBeGreaterThanOrEqual(2);
    const mismatch = await rawRows(
      t.database.db,
      sql`
      select o.order_key from orders o join order_lines l on l.order_id = o.id
      group by o.id having count(*) <> o.line_count
        or sum(l.ordered_qty * l.buyer_price_paise)::bigint / 1 - o.pre_tax_paise not between -5 and 5`,
    );
    expect(mismatch).toEqual([]);
  });
});
