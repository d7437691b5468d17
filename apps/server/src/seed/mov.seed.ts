import { sql } from 'drizzle-orm';
import type { Db } from '../platform/db/database';
import { movRules } from '../modules/rfq/rfq.schema';

/** The highest demo minimum order value, ₹25,000. */
const DEMO_MOV_CAP_PAISE = 2_500_000n;
const THOUSAND_RUPEES = 100_000n;

/**
 * Demo minimum order value rules (`ops-supply/mov/validate`), after the RFQs: five sellers with a
 * quoted share get their own minimum — ₹25,000, or less where a seeded quotation of theirs is
 * smaller (rounded down to ₹1,000), so the demo's quotations still meet them. The demo seller and
 * the first three sellers by name (the API tests') keep none; there is no default rule.
 */
export async function seedMovRules(db: Db): Promise<void> {
  const shares = (await db.execute(sql`
    SELECT sr.seller_id, min(share)::text AS smallest FROM (
      SELECT ql.seller_rfq_id, sum(l.quantity * ql.seller_price_paise) AS share
      FROM quotation_lines ql JOIN rfq_lines l ON l.id = ql.line_id
      GROUP BY ql.quotation_id, ql.seller_rfq_id
    ) s JOIN seller_rfqs sr ON sr.id = s.seller_rfq_id
    WHERE sr.seller_id NOT IN (SELECT seller_id FROM users WHERE seller_id IS NOT NULL)
      AND sr.seller_id NOT IN (
        SELECT id FROM sellers ss
        WHERE EXISTS (SELECT 1 FROM warehouses w WHERE w.seller_id = ss.id)
        ORDER BY ss.name LIMIT 3
      )
    GROUP BY sr.seller_id ORDER BY sr.seller_id LIMIT 5`)) as {
    rows: { seller_id: string; smallest: string }[];
  };
  const rows = shares.rows.flatMap((r) => {
    const smallest = BigInt(r.smallest.split('.')[0] ?? '0');
    const floored = (smallest / THOUSAND_RUPEES) * THOUSAND_RUPEES;
    const mov = floored < DEMO_MOV_CAP_PAISE ? floored : DEMO_MOV_CAP_PAISE;
    return mov > 0n ? [{ sellerId: r.seller_id, minOrderValuePaise: mov }] : [];
  });
  if (rows.length > 0) await db.insert(movRules).values(rows).onConflictDoNothing();
}
