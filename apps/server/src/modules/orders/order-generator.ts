import { DISCRETE_UNITS, istDateOf } from '@dom/domain';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database';

/** Order keys of generated orders: `SO` and eight digits, so a batch is a key range. */
export const generatedOrderKey = (i: number): string => `SO${String(i).padStart(8, '0')}`;

// Every state appears; ORDERED and ORDER_APPROVED more often, as in a live book of orders.
const STATES = [
  'ORDERED',
  'ORDERED',
  'ORDERED',
  'ORDER_APPROVED',
  'ORDER_APPROVED',
  'PLANNED',
  'IN_PROGRESS',
  'COMPLETED',
  'COMPLETED',
  'CANCELLED',
  'RPT_BLOCKED',
  'INVOICE_REVISION_REQUESTED',
  'INVOICE_CORRECTED',
];
// The demo logins om (Sneha Kulkarni), cm (Arjun Reddy) and logistics (Manoj Yadav) are among these.
export const ORDER_MANAGERS = ['Sneha Kulkarni', 'Rahul Bansal', 'Meera Pillai', 'Farhan Qureshi'];
export const CATEGORY_MANAGERS = ['Arjun Reddy', 'Lakshmi Rao', 'Deepak Chauhan'];
export const LOGISTICS_MANAGERS = ['Manoj Yadav', 'Kiran Shetty'];
const ENHANCERS = ['OPEN_LIMIT', 'LC', 'BG', 'CHEQUE', 'ANCHOR', 'FINANCING_PARTNER'];

// The charges of order number g.i (paise); order_charges holds one row per charge above 0 and the
// order's shipping cost is the SHIPPING charge, its total every charge.
const SHIPPING_PAISE = sql.raw('((g.i % 5) * 50000)');
const LOADING_PAISE = sql.raw('(CASE WHEN g.i % 6 = 0 THEN 25000 ELSE 0 END)');
const MATHADI_PAISE = sql.raw('(CASE WHEN g.i % 9 = 0 THEN 12000 ELSE 0 END)');

/**
 * Line k of order i: a whole number of pieces for units counted in pieces (5–200 bags, boxes,
 * sheets…), up to 3 decimals for weights and volumes (5–40.999 MT); the price the product's list
 * price within ±5 %, so each category stays in its market range (seed/catalogue.ts).
 */
const lineQtyMilli = (i: string, k: string, unit: string) =>
  sql.raw(
    `(CASE WHEN ${unit} IN (${[...DISCRETE_UNITS, 'COIL'].map((u) => `'${u}'`).join(',')}) ` +
      `THEN (5 + (${i} * 13 + ${k} * 7) % 196) * 1000 ELSE 5000 + (${i} * 13 + ${k} * 7) % 36000 END)::bigint`,
  );
const linePrice = (i: string, k: string, listPrice: string) =>
  sql.raw(`(${listPrice} * (9500 + (${i} * 37 + ${k} * 11) % 1000) / 10000)::bigint`);

const textArray = (items: readonly string[]) => sql.raw(`ARRAY[${items.map((s) => `'${s}'`).join(',')}]`);

/**
 * Inserts generated orders numbered `from`..`to` (inclusive) with their lines, charges, some
 * documents and dependency reasons, in a few set-based statements (no per-row round trips): the bench loads a million this way, the demo seed 5,000.
 * Every value is a function of the order number, so the same range gives the same rows.
 * Needs buyers, sellers with warehouses and products to exist.
 */
export async function generateOrders(
  db: DbOrTx,
  from: number,
  to: number,
  asOf: Date = new Date(),
): Promise<void> {
  const states = textArray(STATES);
  // Every date is relative to asOf (the seed's anchor): orders spread over the year before it.
  const at = sql`${asOf.toISOString()}::timestamptz`;
  const day = sql`${istDateOf(asOf)}::date`;
  const poYear = Number(istDateOf(asOf).slice(0, 4)) - 1;
  await db.execute(sql`
    WITH bn AS (SELECT row_number() OVER (ORDER BY code) - 1 AS n, b.* FROM buyers b),
    sn AS (
      SELECT row_number() OVER (ORDER BY s.code) - 1 AS n, s.*, w.id AS warehouse_id, w.name AS warehouse_name
      FROM sellers s
      JOIN LATERAL (SELECT id, name FROM warehouses WHERE seller_id = s.id ORDER BY name LIMIT 1) w ON true
    ),
    counts AS (SELECT (SELECT count(*) FROM bn) AS nb, (SELECT count(*) FROM sn) AS ns),
    pn AS (SELECT row_number() OVER (ORDER BY sku) - 1 AS n, unit, list_price_paise FROM products),
    np AS (SELECT count(*) AS c FROM pn),
    g AS (
      SELECT i,
        1 + i % 3 AS line_count,
        ((i * 7) % 1200) - 100 AS margin_bp,
        (SELECT sum(${lineQtyMilli('i', 'k', 'p.unit')} * ${linePrice('i', 'k', 'p.list_price_paise')} / 1000)
           FROM generate_series(1, 1 + i % 3) k JOIN pn p ON p.n = (i * 31 + k * 17) % (SELECT c FROM np)) AS pre_tax
      FROM generate_series(${from}::int, ${to}::int) i
    )
    INSERT INTO orders (order_key, source_system_order_id, order_number, buyer_po_number, seller_po_number,
      pr_number, buyer_id, buyer_name, buyer_code, billing_address, shipping_address, seller_id, seller_name,
      seller_books_id, warehouse_id, warehouse_name, business_unit, channel, order_category, enhancer_type,
      enhancer_status, status, order_date, due_date, delivery_date, po_received_at, max_eta, max_mdd,
      payment_terms, credit_days, shipping_mode, logistics_provider, order_manager, rm_name, rm_email,
      tm_email, cm_name, logistics_manager, rm_region, line_count, pre_tax_paise, tax_paise, shipping_paise,
      total_paise, seller_value_paise, gross_margin_bp, is_delayed, missing_document_types)
    SELECT 'SO' || lpad(g.i::text, 8, '0'),
      'SRC-' || (1000000 + g.i),
      'ORD-' || lpad(g.i::text, 8, '0'),
      'PO/' || (${poYear} + g.i % 2) || '/' || lpad(g.i::text, 7, '0'),
      'SPO/' || lpad(g.i::text, 8, '0'),
      CASE WHEN g.i % 4 = 0 THEN 'PR-' || (500000 + g.i) END,
      b.id, b.name, b.code,
      jsonb_build_object('addressLine1', b.address_line1, 'addressLine2', b.address_line2, 'cityName', b.city,
        'stateName', b.state, 'stateCode', b.state_code, 'postalCode', b.pin_code, 'gstNum', b.gstin),
      jsonb_build_object('addressLine1', b.address_line1, 'addressLine2', b.address_line2, 'cityName', b.city,
        'stateName', b.state, 'stateCode', b.state_code, 'postalCode', b.pin_code, 'gstNum', b.gstin),
      s.id, s.name, s.books_id, s.warehouse_id, s.warehouse_name,
      b.business_unit, b.business_unit,
      CASE WHEN g.i % 2 = 0 THEN 'FOR' ELSE 'EXW' END,
      CASE WHEN g.i % 5 = 0 THEN (${textArray(ENHANCERS)})[1 + (g.i / 5) % 6] END,
      CASE WHEN g.i % 5 = 0 THEN (ARRAY['APPROVED','PENDING'])[1 + g.i % 2] END,
      (${states})[1 + g.i % ${STATES.length}],
      ${at} - make_interval(mins => ((g.i::bigint * 7919) % 525600)::int),
      (${day} - (((g.i::bigint * 7919) % 525600)::int) / 1440 + 30),
      (${day} - (((g.i::bigint * 7919) % 525600)::int) / 1440 + 7 + g.i % 10),
      ${at} - interval '2 hours' - make_interval(mins => ((g.i::bigint * 7919) % 525600)::int),
      (${day} - (((g.i::bigint * 7919) % 525600)::int) / 1440 + 10),
      (${day} - (((g.i::bigint * 7919) % 525600)::int) / 1440 + 12),
      CASE WHEN g.i % 4 = 0 THEN 'ADVANCE' ELSE 'CREDIT' END,
      (g.i % 4) * 7,
      (ARRAY['3PL','SELLER_SHIPPED','BP_SHIPPED'])[1 + g.i % 3],
      (ARRAY['3PL','UPS','DHL','BP_SHIPPED'])[1 + g.i % 4],
      (${textArray(ORDER_MANAGERS)})[1 + g.i % ${ORDER_MANAGERS.length}],
      CASE WHEN b.rm_email IS NULL THEN NULL WHEN b.rm_email = 'rm@dom.example.in' THEN 'Priya Nair'
        ELSE initcap(split_part(b.rm_email, '@', 1)) END,
      b.rm_email, b.tm_email,
      (${textArray(CATEGORY_MANAGERS)})[1 + g.i % ${CATEGORY_MANAGERS.length}],
      (${textArray(LOGISTICS_MANAGERS)})[1 + g.i % ${LOGISTICS_MANAGERS.length}],
      b.region,
      g.line_count, g.pre_tax, g.pre_tax * 18 / 100, ${SHIPPING_PAISE},
      g.pre_tax + g.pre_tax * 18 / 100 + ${SHIPPING_PAISE} + ${LOADING_PAISE} + ${MATHADI_PAISE},
      g.pre_tax * (10000 - g.margin_bp) / 10000,
      g.margin_bp,
      g.i % 7 = 0,
      CASE g.i % 4 WHEN 1 THEN ARRAY['BUYER_INVOICE'] WHEN 2 THEN ARRAY['LORRY_RECEIPT','BUYER_POD'] ELSE '{}'::text[] END
    FROM g, counts
    JOIN bn b ON true
    JOIN sn s ON true
    WHERE b.n = (g.i::bigint * 7919) % counts.nb AND s.n = (g.i * 17) % counts.ns
  `);
  await db.execute(sql`
    WITH pn AS (SELECT row_number() OVER (ORDER BY sku) - 1 AS n, p.* FROM products p),
    np AS (SELECT count(*) AS c FROM pn),
    o AS (
      SELECT id, status, substring(order_key FROM 3)::int AS i, gross_margin_bp
      FROM orders WHERE order_key BETWEEN ${generatedOrderKey(from)} AND ${generatedOrderKey(to)}
    ),
    l AS (
      SELECT o.id, o.status, o.i, k, o.gross_margin_bp
      FROM o CROSS JOIN LATERAL generate_series(1, 1 + o.i % 3) k
    ),
    lp AS (
      SELECT l.*, p.id AS product_id,
        ${lineQtyMilli('l.i', 'l.k', 'p.unit')} AS qty_milli,
        ${linePrice('l.i', 'l.k', 'p.list_price_paise')} AS price
      FROM l, np JOIN pn p ON true WHERE p.n = (l.i * 31 + l.k * 17) % np.c
    )
    INSERT INTO order_lines (order_id, line_number, product_id, sku, product_name, brand, category, subcategory,
      level1_category, hsn, unit, ordered_qty, acknowledged_qty, cancelled_qty, fulfilled_qty, shipped_qty,
      buyer_price_paise, seller_price_paise, gst_rate_bp, tax_paise)
    SELECT l.id, l.k, p.id, p.sku, p.name, p.brand, p.category, p.subcategory, p.level1_category, p.hsn, p.unit,
      l.qty_milli / 1000.0,
      CASE WHEN l.status IN ('ORDERED','ORDER_APPROVED','RPT_BLOCKED','CANCELLED') THEN 0 ELSE l.qty_milli / 1000.0 END,
      CASE WHEN l.status = 'CANCELLED' THEN l.qty_milli / 1000.0 ELSE 0 END,
      CASE WHEN l.status IN ('COMPLETED','INVOICE_REVISION_REQUESTED','INVOICE_CORRECTED') THEN l.qty_milli / 1000.0 ELSE 0 END,
      CASE WHEN l.status IN ('COMPLETED','INVOICE_REVISION_REQUESTED','INVOICE_CORRECTED') THEN l.qty_milli / 1000.0
        WHEN l.status = 'IN_PROGRESS' THEN (l.qty_milli / 2000)::numeric ELSE 0 END,
      l.price, l.price * (10000 - l.gross_margin_bp) / 10000, 1800,
      (l.qty_milli * l.price / 1000) * 18 / 100
    FROM lp l JOIN pn p ON p.id = l.product_id
  `);
  await db.execute(sql`
    UPDATE orders o SET item_categories_l1 = x.cats
    FROM (SELECT order_id, array_agg(DISTINCT level1_category) AS cats FROM order_lines
          WHERE order_id IN (SELECT id FROM orders WHERE order_key BETWEEN ${generatedOrderKey(from)} AND ${generatedOrderKey(to)})
          GROUP BY order_id) x
    WHERE o.id = x.order_id
  `);
  await generateOrderExtras(db, from, to);
}

/**
 * The charges behind each generated order's shipping cost and total, a document on every tenth
 * order past ORDERED (a files row each; the demo has no bytes for it) and a dependency reason on
 * every third order held up in planning, progress or a block.
 */
async function generateOrderExtras(db: DbOrTx, from: number, to: number): Promise<void> {
  const range = sql`order_key BETWEEN ${generatedOrderKey(from)} AND ${generatedOrderKey(to)}`;
  await db.execute(sql`
    WITH g AS (SELECT id, substring(order_key FROM 3)::int AS i FROM orders WHERE ${range})
    INSERT INTO order_charges (order_id, charge_type, amount_paise)
    SELECT g.id, c.charge_type, c.amount
    FROM g CROSS JOIN LATERAL (VALUES ('SHIPPING', ${SHIPPING_PAISE}), ('LOADING', ${LOADING_PAISE}),
      ('MATHADI', ${MATHADI_PAISE})) AS c(charge_type, amount)
    WHERE c.amount > 0
  `);
  await db.execute(sql`
    WITH d AS (
      SELECT id, order_key, order_date,
        (ARRAY['DISPATCH_ADVICE','MATERIAL_TEST_CERTIFICATE','WEIGHMENT_SLIPS'])[1 + (substring(order_key FROM 3)::int / 10) % 3] AS doc_type
      FROM orders WHERE ${range} AND substring(order_key FROM 3)::int % 10 = 3 AND status <> 'ORDERED'
    ),
    f AS (
      INSERT INTO files (storage_key, name, content_type, size_bytes, sha256, purpose, owner_type, owner_id, created_at)
      SELECT 'demo/orders/' || d.order_key || '/' || lower(d.doc_type) || '.pdf',
        lower(d.doc_type) || '_' || d.order_key || '.pdf', 'application/pdf', 0, '', d.doc_type, 'order',
        d.order_key, d.order_date + interval '1 day'
      FROM d RETURNING id, name, owner_id, purpose, created_at
    )
    INSERT INTO order_documents (order_id, document_type, file_id, file_name, uploaded_at)
    SELECT d.id, f.purpose, f.id, f.name, f.created_at FROM f JOIN d ON d.order_key = f.owner_id
  `);
  await db.execute(sql`
    INSERT INTO order_dependency_reasons (order_id, category, reason_code, comments, created_at)
    SELECT id,
      CASE WHEN substring(order_key FROM 3)::int % 2 = 0 THEN 'CUSTOMER' ELSE 'OPERATIONS' END,
      CASE WHEN substring(order_key FROM 3)::int % 2 = 0 THEN 'CCD_PAYMENT' ELSE 'OD_O' END,
      CASE WHEN substring(order_key FROM 3)::int % 2 = 0 THEN NULL ELSE 'Unloading crew awaited at site' END,
      order_date + interval '2 days'
    FROM orders
    WHERE ${range} AND substring(order_key FROM 3)::int % 3 = 0 AND status IN ('PLANNED','IN_PROGRESS','RPT_BLOCKED')
  `);
}

/**
 * A credit limit for each of twenty buyers in turn, as a credit book spreads them: more small and
 * middling limits (₹2–5 crore) than large ones (up to ₹25 crore). In paise.
 */
const LIMIT_LADDER_CRORE = [2, 2, 2.5, 2.5, 3, 3, 3.5, 4, 4, 5, 5, 6, 7.5, 8, 10, 12.5, 15, 17.5, 20, 25];
const limitLadderSql = sql.raw(
  `ARRAY[${LIMIT_LADDER_CRORE.map((c) => (BigInt(c * 100) * 10_000_000n).toString()).join(',')}]::bigint[]`,
);

/** One credit account a buyer: every tenth buyer has a small limit, so a shortfall can be shown. */
export async function generateCreditAccounts(db: DbOrTx): Promise<void> {
  await db.execute(sql`
    INSERT INTO buyer_credit_accounts (buyer_id, limit_paise, utilised_paise)
    SELECT id,
      CASE WHEN n % 10 = 0 THEN 100000 ELSE (${limitLadderSql})[1 + (n * 7) % ${LIMIT_LADDER_CRORE.length}] END,
      CASE WHEN n % 10 = 0 THEN 50000 ELSE 0 END
    FROM (SELECT id, row_number() OVER (ORDER BY code) - 1 AS n FROM buyers) b
    ON CONFLICT (buyer_id) DO NOTHING
  `);
}
