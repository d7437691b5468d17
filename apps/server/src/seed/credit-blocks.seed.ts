import { BLOCKED_REASONS, addDays, istDateOf } from '@dom/domain';
import { eq, inArray } from 'drizzle-orm';
import {
  DEFAULT_CREDIT_RULES,
  evaluateRules,
  loadCreditFacts,
} from '../modules/consignments/consignment-credit.rules';
import { creditStateOf } from '../modules/credit-limits/credit-position.repo';
import { consignments } from '../modules/consignments/consignments.schema';
import type { Db } from '../platform/db/database';
import { rawRows } from '../modules/orders/raw-rows';
import { sql } from 'drizzle-orm';

interface Blocked {
  id: string;
  key: string;
  status: string;
  buyer_id: string;
  order_id: string;
  credit_days: number;
  total: string;
  available: string | null;
  /** The buyer also buys from the demo seller portal's seller: its cash orders must stay unblocked. */
  trades_with_portal_seller: boolean;
  /** The register shows the buyer's billing or shipping GSTIN not active. */
  gstin_bad: boolean;
  /** The order is the portal seller's: its enhancer stays as it is (the demo and tests pack them). */
  portal_seller_order: boolean;
  /** The buyer's ledger has an invoice past its maximum due date (overdue is derived, not set). */
  has_overdue: boolean;
}

type Reason = (typeof BLOCKED_REASONS)[number]['value'];

/**
 * What a blocked demo consignment can be blocked for without touching other demo data: reasons
 * of the buyer's whole profile only where the buyer does not trade with the portal's seller (whose
 * cash orders the demo packs), balance reasons only on credit orders, the GSTIN only where the
 * register says so.
 */
function feasible(reason: Reason, row: Blocked): boolean {
  const credit = row.credit_days > 0;
  const buyerWide = !row.trades_with_portal_seller;
  switch (reason) {
    case 'INSUFFICIENT_BALANCE':
    case 'CREDIT_LIMIT_ELAPSED':
      return credit;
    // Overdue invoices are the ledger's: only a buyer that has one can be blocked for them.
    case 'OVERDUE_INVOICES':
    case 'OVERDUE_INTEREST_EXCEEDS_LIMIT':
      return credit && row.has_overdue;
    case 'BUYER_GST_INACTIVE_OR_INVALID':
      return row.gstin_bad;
    // Set on the order itself (its enhancer), so only that order is blocked.
    case 'ENHANCER_DETAILS_UNAVAILABLE':
    case 'INSUFFICIENT_BALANCE_ANCHOR_ENTITY':
      return !row.portal_seller_order;
    case 'RELATED_PARTY_TRANSACTION':
    case 'LAST_SHIPMENT_DATE_EXPIRED':
    case 'OPS_CREDIT_BLOCKED':
    case 'BUYER_CLOSED':
    case 'INSUFFICIENT_DOCUMENT_BALANCE':
      return buyerWide;
  }
}

/** The facts that make `reason` hold for this consignment, written where the rules read them. */
async function backReason(db: Db, reason: Reason, row: Blocked, today: string): Promise<void> {
  const half = (BigInt(row.total) / 2n).toString();
  const profile = async (set: ReturnType<typeof sql>) => {
    await db.execute(
      sql`INSERT INTO buyer_credit_profiles (buyer_id) VALUES (${row.buyer_id}) ON CONFLICT (buyer_id) DO NOTHING`,
    );
    await db.execute(sql`UPDATE buyer_credit_profiles SET ${set} WHERE buyer_id = ${row.buyer_id}`);
  };
  switch (reason) {
    case 'BUYER_GST_INACTIVE_OR_INVALID':
      return; // already so in the register (its cancelled and suspended GSTINs)
    case 'INSUFFICIENT_BALANCE': {
      // Less free (limit, enhancers and ad-hoc limits in force, less the ledger's outstanding) than
      // the consignment needs (every tenth demo buyer is so already): the limit is lowered.
      const state = await creditStateOf(db, row.buyer_id, today);
      if (!state) return;
      const f = state.figures;
      if (f.availablePaise >= BigInt(row.total)) {
        const limit = f.utilisedPaise - f.enhancersPaise - f.adhocPaise + BigInt(half);
        await db.execute(
          sql`UPDATE buyer_credit_accounts SET limit_paise = ${(limit > 0n ? limit : 0n).toString()}::bigint
              WHERE buyer_id = ${row.buyer_id}`,
        );
      }
      return;
    }
    case 'OVERDUE_INVOICES':
      return; // the buyer's ledger has an invoice past its maximum due date (feasible checks it)
    case 'CREDIT_LIMIT_ELAPSED':
      return profile(sql`credit_limit_expires_on = ${addDays(today, -12)}`);
    case 'OVERDUE_INTEREST_EXCEEDS_LIMIT':
      // Interest accrues on the overdue invoices by itself; the buyer's policy allows ₹1 of it.
      return profile(sql`overdue_interest_limit_paise = 100`);
    case 'ENHANCER_DETAILS_UNAVAILABLE':
      await db.execute(
        sql`UPDATE orders SET enhancer_type = 'BG', enhancer_status = 'PENDING' WHERE id = ${row.order_id}`,
      );
      return;
    case 'INSUFFICIENT_BALANCE_ANCHOR_ENTITY': {
      await db.execute(
        sql`UPDATE orders SET enhancer_type = 'ANCHOR', enhancer_status = 'APPROVED' WHERE id = ${row.order_id}`,
      );
      // An anchor entity with little free of its own (a small-limit demo buyer) backs the buyer.
      await db.execute(
        sql`INSERT INTO credit_enhancers (buyer_id, enhancer_type, credit_limit_paise, valid_from, valid_until,
              anchor_buyer_id, anchor_type, rate_of_interest_bp)
            SELECT ${row.buyer_id}, 'ANCHOR', ${half}::bigint, ${addDays(today, -30)}, ${addDays(today, 180)},
              a.buyer_id, 'Parent company', 1500
            FROM buyer_credit_accounts a
            WHERE a.buyer_id <> ${row.buyer_id} AND a.limit_paise < 1000000
            ORDER BY a.buyer_id LIMIT 1`,
      );
      return;
    }
    case 'RELATED_PARTY_TRANSACTION':
      return profile(sql`related_party = true`);
    case 'LAST_SHIPMENT_DATE_EXPIRED':
      return profile(sql`last_shipment_date = ${addDays(today, -20)}`);
    case 'OPS_CREDIT_BLOCKED':
      return profile(sql`ops_credit_blocked = true`);
    case 'BUYER_CLOSED':
      return profile(sql`buyer_closed = true`);
    case 'INSUFFICIENT_DOCUMENT_BALANCE':
      // The order draws on a bank guarantee worth half the consignment (named in its enhancer details).
      await db.execute(
        sql`WITH bg AS (
              INSERT INTO credit_enhancers (buyer_id, enhancer_type, credit_limit_paise, valid_from, valid_until,
                bank_name, bank_amount_paise)
              VALUES (${row.buyer_id}, 'BG', ${half}::bigint, ${addDays(today, -30)}, ${addDays(today, 90)},
                'State Bank of India', ${half}::bigint)
              RETURNING id)
            INSERT INTO order_enhancer_details (order_id, order_key, enhancer_id, created_at)
            SELECT o.id, o.order_key, bg.id, o.order_date FROM orders o, bg WHERE o.id = ${row.order_id}`,
      );
      return;
  }
}

/**
 * The blocked demo consignments, each backed by the data its reasons come from: reasons are
 * spread over them so that every blocked reason the data allows appears, the facts are written
 * (credit profiles, order enhancers; balances and GSTINs already so), and then the credit rules
 * themselves decide each consignment's reasons and block state — what the screen shows is what
 * packing would find. Runs after the GST register and the credit data are seeded.
 */
export async function seedCreditBlocks(db: Db, now: Date = new Date()): Promise<void> {
  const today = istDateOf(now);
  const rows = await rawRows<Blocked>(
    db,
    sql`SELECT c.id, c.consignment_key AS key, c.status, c.buyer_id, o.id AS order_id, o.credit_days,
          c.total_paise::text AS total, (a.limit_paise - a.utilised_paise)::text AS available,
          EXISTS (SELECT 1 FROM orders x JOIN users u ON u.seller_id = x.seller_id
                  WHERE x.buyer_id = c.buyer_id) AS trades_with_portal_seller,
          EXISTS (SELECT 1 FROM gst_sim_gstins g
                  WHERE g.gstin IN (o.billing_address->>'gstNum', o.shipping_address->>'gstNum')
                    AND g.status <> 'ACTIVE') AS gstin_bad,
          EXISTS (SELECT 1 FROM users u WHERE u.seller_id = o.seller_id) AS portal_seller_order,
          EXISTS (SELECT 1 FROM credit_invoices i WHERE i.buyer_id = c.buyer_id AND i.status = 'OPEN'
                  AND i.max_due_date < ${today}::date) AS has_overdue
        FROM consignments c JOIN orders o ON o.id = c.order_id
        LEFT JOIN buyer_credit_accounts a ON a.buyer_id = c.buyer_id
        WHERE c.status IN ('PAYMENT_BLOCKED', 'RPT_BLOCKED')
        ORDER BY c.consignment_key`,
  );
  const all = BLOCKED_REASONS.map((r) => r.value);
  const rpt: Reason = 'RELATED_PARTY_TRANSACTION';
  const payment = all.filter((r) => r !== rpt);
  const uncovered = new Set<Reason>(all);
  for (const [i, row] of rows.entries()) {
    // An RPT block where the related party cannot be set becomes a payment block.
    const wanted: Reason[] = row.status === 'RPT_BLOCKED' && feasible(rpt, row) ? [rpt] : [];
    const options = payment.filter((r) => feasible(r, row));
    // First what no row has yet, then round the list.
    const next = options.find((r) => uncovered.has(r)) ?? options[i % Math.max(1, options.length)];
    if (next && (wanted.length === 0 || uncovered.has(next))) wanted.push(next);
    for (const reason of wanted) {
      await backReason(db, reason, row, today);
      uncovered.delete(reason);
    }
  }
  // The rules, not the plan, say what each blocked consignment shows.
  const ids = rows.map((r) => r.id);
  if (ids.length === 0) return;
  for (const row of await db.select().from(consignments).where(inArray(consignments.id, ids))) {
    const result = evaluateRules(await loadCreditFacts(db, row, today), DEFAULT_CREDIT_RULES);
    // Nothing could be blocked for without touching what the demo packs: it waits to be packed.
    await db
      .update(consignments)
      .set({
        status: result.blockStatus ?? 'READY_TO_PROCESS',
        blockedReasons: result.reasons.map((r) => r.reason),
        failureReason: result.blockMessage,
      })
      .where(eq(consignments.id, row.id));
  }
}
