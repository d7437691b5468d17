import { DISCRETE_UNITS } from '@dom/domain';
import { sql } from 'drizzle-orm';
import { ewayBillValidUntil } from '../integrations/gst/eway-bill.rules';
import type { Db } from '../platform/db/database';
import { rawRows } from '../modules/orders/raw-rows';
import { pinDistanceKm } from './places';

// Half a line of a unit counted in pieces is rounded down to whole pieces.
const DISCRETE_SQL = sql.raw([...DISCRETE_UNITS, 'COIL'].map((u) => `'${u}'`).join(','));

// One demo consignment for every other consignable order, cycling through every consignment state
// (failures and blocks included); completed orders get delivered, completed or reversed ones.
const OPEN_STATES = [
  'DRAFT',
  'FULFILLMENT_INITIATED',
  'REQUESTED',
  'REQUESTED',
  'ACKNOWLEDGED',
  'READY_TO_PROCESS',
  'IN_PROGRESS',
  'PACKING_IN_PROGRESS',
  'PACKED',
  'READY_FOR_SHIPMENT',
  'INTRANSIT',
  'INTRANSIT',
  'DELIVERY_FAILED',
  'CANCELLED',
  'IRN_GENERATION_FAILED',
  'INVOICE_GENERATION_FAILED',
  'INVOICE_SENT_FAILED',
  'EWAYBILL_GENERATION_FAILED',
  'PAYMENT_BLOCKED',
  'RPT_BLOCKED',
];
const DONE_STATES = ['COMPLETED', 'COMPLETED', 'DELIVERED', 'REVOKED'];
const PAYMENT_REASONS = [
  'INSUFFICIENT_BALANCE',
  'OVERDUE_INVOICES',
  'CREDIT_LIMIT_ELAPSED',
  'LAST_SHIPMENT_DATE_EXPIRED',
  'OPS_CREDIT_BLOCKED',
  'ENHANCER_DETAILS_UNAVAILABLE',
];

const arr = (items: readonly string[]) => sql.raw(`ARRAY[${items.map((s) => `'${s}'`).join(',')}]`);

/**
 * Set-based (four statements, no per-row round trips), deterministic from the order keys. The
 * consignment takes half of each acknowledged quantity, so the other half stays free to consign.
 * IRNs are written as acknowledged two days before "now" (past the 24-hour cancel window), so a
 * void of a demo invoice answers with the credit-note message instead of calling the portal;
 * `seedGstPortal` then registers them with the GST simulator (real IRN hashes, signed QR codes,
 * e-way bills) and makes the packed ones recent enough to void.
 */
export async function seedConsignments(db: Db, asOf: Date = new Date()): Promise<void> {
  const now = sql`${asOf.toISOString()}::timestamptz`;
  await db.execute(sql`
    WITH o AS (
      SELECT o.*, row_number() OVER (ORDER BY o.order_key) AS n,
        w.gstin AS w_gstin, w.pin_code AS w_pin,
        (o.status = 'COMPLETED') AS done
      FROM orders o JOIN warehouses w ON w.id = o.warehouse_id
      WHERE o.status IN ('PLANNED', 'IN_PROGRESS', 'COMPLETED')
    ),
    half AS (SELECT o.*, row_number() OVER (PARTITION BY done ORDER BY order_key) AS k FROM o WHERE n % 2 = 0),
    pick AS (
      SELECT half.*,
        CASE WHEN done THEN (${arr(DONE_STATES)})[1 + k % ${DONE_STATES.length}]
             ELSE (${arr(OPEN_STATES)})[1 + k % ${OPEN_STATES.length}] END AS c_status
      FROM half
    )
    INSERT INTO consignments (consignment_key, order_id, order_key, purchase_order_no, buyer_id, buyer_name, buyer_gstin,
      seller_id, seller_name, seller_gstin, warehouse_id, source_name, source_pin_code, destination_pin_code,
      business_unit, rm_email, tm_email, status, tracking_status, blocked_reasons, failure_reason, dispatch_clarity,
      value_paise, tax_paise, total_paise, logistic_provider, expected_dispatch_date, created_at, updated_at,
      buyer_invoice_number, invoice_date, invoice_amount_paise, irn, irn_ack_number, irn_ack_at,
      vehicle_no, transporter_name, transport_mode, lr_number, tracking_url, actual_dispatch_date, delivered_at,
      current_poh_status, cancel_reason, cancel_comment)
    SELECT 'CN' || lpad((nextval('consignment_key_seq'))::text, 8, '0'),
      p.id, p.order_key, p.buyer_po_number, p.buyer_id, p.buyer_name, p.shipping_address->>'gstNum',
      p.seller_id, p.seller_name, p.w_gstin, p.warehouse_id, p.warehouse_name, p.w_pin, p.shipping_address->>'postalCode',
      p.business_unit, p.rm_email, p.tm_email, p.c_status,
      CASE p.c_status WHEN 'READY_FOR_SHIPMENT' THEN 'READY_TO_DISPATCH'
        WHEN 'INTRANSIT' THEN (ARRAY['INTRANSIT','OUT_FOR_DELIVERY','DELIVERY_EXCEPTION'])[1 + p.n % 3]
        WHEN 'DELIVERY_FAILED' THEN 'DELIVERY_FAILED'
        WHEN 'DELIVERED' THEN 'DELIVERED' WHEN 'COMPLETED' THEN 'DELIVERED' WHEN 'REVOKED' THEN 'DELIVERED' END,
      CASE p.c_status WHEN 'PAYMENT_BLOCKED' THEN ARRAY[(${arr(PAYMENT_REASONS)})[1 + p.n % ${PAYMENT_REASONS.length}]]
        WHEN 'RPT_BLOCKED' THEN ARRAY['RELATED_PARTY_TRANSACTION'] ELSE '{}'::text[] END,
      CASE p.c_status WHEN 'PAYMENT_BLOCKED' THEN 'Payment awaited' WHEN 'RPT_BLOCKED' THEN 'Related Party Transaction blocked'
        WHEN 'IRN_GENERATION_FAILED' THEN 'PORTAL_UNAVAILABLE: The GST portal is not available; try again later'
        WHEN 'INVOICE_GENERATION_FAILED' THEN 'INVALID_HSN: Line 1: HSN code must be 4, 6 or 8 digits'
        WHEN 'INVOICE_SENT_FAILED' THEN 'The invoice could not be stored for sending'
        WHEN 'EWAYBILL_GENERATION_FAILED' THEN 'PORTAL_TIMEOUT: The GST portal did not answer in time' END,
      p.n % 9 <> 0,
      0, 0, 0, p.logistics_provider, (p.order_date + interval '5 days')::date,
      p.order_date + interval '1 day', p.order_date + interval '2 days',
      CASE WHEN p.c_status IN ('PACKED','READY_FOR_SHIPMENT','INTRANSIT','DELIVERY_FAILED','DELIVERED','COMPLETED','REVOKED',
        'INVOICE_SENT_FAILED','EWAYBILL_GENERATION_FAILED') THEN 'INV/' || substring(p.order_key FROM 3) END,
      CASE WHEN p.c_status IN ('PACKED','READY_FOR_SHIPMENT','INTRANSIT','DELIVERY_FAILED','DELIVERED','COMPLETED','REVOKED',
        'INVOICE_SENT_FAILED','EWAYBILL_GENERATION_FAILED')
        THEN (least(p.order_date + interval '3 days', ${now} - interval '21 days') AT TIME ZONE 'Asia/Kolkata')::date END,
      NULL,
      CASE WHEN p.c_status IN ('PACKED','READY_FOR_SHIPMENT','INTRANSIT','DELIVERY_FAILED','DELIVERED','COMPLETED','REVOKED',
        'INVOICE_SENT_FAILED','EWAYBILL_GENERATION_FAILED') THEN md5('irn' || p.order_key) || md5('irn2' || p.order_key) END,
      CASE WHEN p.c_status IN ('PACKED','READY_FOR_SHIPMENT','INTRANSIT','DELIVERY_FAILED','DELIVERED','COMPLETED','REVOKED',
        'INVOICE_SENT_FAILED','EWAYBILL_GENERATION_FAILED') THEN '1' || lpad(substring(p.order_key FROM 3), 14, '0') END,
      CASE WHEN p.c_status IN ('PACKED','READY_FOR_SHIPMENT','INTRANSIT','DELIVERY_FAILED','DELIVERED','COMPLETED','REVOKED',
        'INVOICE_SENT_FAILED','EWAYBILL_GENERATION_FAILED')
        -- The portal acknowledges an IRN within hours of its invoice; invoiced goods not still moving
        -- left three weeks before the load at the latest, so their bills (≤ 20 days) have lapsed.
        THEN least(p.order_date + interval '3 days', ${now} - interval '21 days') + make_interval(hours => (p.n % 5)::int + 1) END,
      CASE WHEN p.c_status IN ('READY_FOR_SHIPMENT','INTRANSIT','DELIVERY_FAILED','DELIVERED','COMPLETED','REVOKED')
        THEN (ARRAY['MH','GJ','KA','TN','DL'])[1 + p.n % 5] || lpad((p.n % 90 + 10)::text, 2, '0') || 'AB' || lpad((p.n % 9000 + 1000)::text, 4, '0') END,
      CASE WHEN p.c_status IN ('READY_FOR_SHIPMENT','INTRANSIT','DELIVERY_FAILED','DELIVERED','COMPLETED','REVOKED')
        THEN (SELECT name FROM transporters ORDER BY name LIMIT 1 OFFSET (p.n % GREATEST(1, (SELECT count(*) FROM transporters)))) END,
      CASE WHEN p.c_status IN ('READY_FOR_SHIPMENT','INTRANSIT','DELIVERY_FAILED','DELIVERED','COMPLETED','REVOKED') THEN 'ROAD' END,
      CASE WHEN p.c_status IN ('READY_FOR_SHIPMENT','INTRANSIT','DELIVERY_FAILED','DELIVERED','COMPLETED','REVOKED') THEN 'LR-' || p.n END,
      CASE WHEN p.c_status IN ('READY_FOR_SHIPMENT','INTRANSIT','DELIVERY_FAILED','DELIVERED','COMPLETED','REVOKED')
        THEN 'https://track.example.in/LR-' || p.n END,
      CASE WHEN p.c_status IN ('INTRANSIT','DELIVERY_FAILED','DELIVERED','COMPLETED','REVOKED')
        THEN (least(p.order_date + interval '4 days', ${now} - interval '20 days') AT TIME ZONE 'Asia/Kolkata')::date END,
      CASE WHEN p.c_status IN ('DELIVERED','COMPLETED','REVOKED') THEN least(p.order_date + interval '6 days', ${now} - interval '18 days') END,
      CASE WHEN p.c_status = 'COMPLETED' THEN (ARRAY['FULL_CLEAN_DELIVERY','DELIVERED_WITH_ISSUE'])[1 + p.n % 2] END,
      CASE WHEN p.c_status IN ('CANCELLED','REVOKED') THEN 'OTHERS' END,
      CASE WHEN p.c_status IN ('CANCELLED','REVOKED') THEN 'Demo data' END
    FROM pick p
  `);
  await db.execute(sql`
    INSERT INTO consignment_lines (consignment_id, consignment_line_item_key, order_line_id, line_number, item_id,
      product_name, hsn_code, unit, requested_qty, acknowledged_qty, unit_price_paise, gst_rate_bp)
    SELECT c.id, c.consignment_key || '-' || l.line_number, l.id, l.line_number, l.sku, l.product_name,
      CASE WHEN c.status = 'INVOICE_GENERATION_FAILED' AND l.line_number = 1 THEN '12' ELSE l.hsn END, l.unit,
      CASE WHEN o.status = 'COMPLETED' THEN l.acknowledged_qty ELSE (CASE WHEN l.unit IN (${DISCRETE_SQL}) THEN floor(l.acknowledged_qty / 2) ELSE round(l.acknowledged_qty / 2, 3) END) END,
      CASE WHEN c.status IN ('DRAFT','FULFILLMENT_INITIATED','REQUESTED') THEN NULL
        WHEN o.status = 'COMPLETED' THEN l.acknowledged_qty ELSE (CASE WHEN l.unit IN (${DISCRETE_SQL}) THEN floor(l.acknowledged_qty / 2) ELSE round(l.acknowledged_qty / 2, 3) END) END,
      l.buyer_price_paise, l.gst_rate_bp
    FROM consignments c JOIN orders o ON o.id = c.order_id JOIN order_lines l ON l.order_id = o.id
    WHERE NOT EXISTS (SELECT 1 FROM consignment_lines x WHERE x.consignment_id = c.id)
  `);
  await db.execute(sql`
    UPDATE consignments c SET value_paise = t.v, tax_paise = t.tx, total_paise = t.v + t.tx,
      invoice_amount_paise = CASE WHEN c.buyer_invoice_number IS NOT NULL THEN t.v + t.tx END
    FROM (
      SELECT consignment_id, sum((coalesce(acknowledged_qty, requested_qty) * unit_price_paise)::bigint) AS v,
        sum(((coalesce(acknowledged_qty, requested_qty) * unit_price_paise)::bigint * gst_rate_bp + 5000) / 10000) AS tx
      FROM consignment_lines GROUP BY consignment_id
    ) t
    WHERE t.consignment_id = c.id AND c.value_paise = 0
  `);
  // E-way bills where the value needs one: goods still moving carry a bill generated yesterday and
  // valid by the distance rule (a day per 200 km, to midnight IST); delivered goods' bills were made
  // on the invoice day and have lapsed, a reversed consignment's was cancelled. Then the proof of
  // delivery of completed consignments.
  await db.execute(sql`
    WITH e AS (
      SELECT c.id, c.consignment_key, c.status, row_number() OVER (ORDER BY c.consignment_key) AS n,
        CASE WHEN c.status IN ('PACKED','READY_FOR_SHIPMENT','INTRANSIT') THEN ${now} - interval '1 day'
          ELSE (c.invoice_date + time '11:00') AT TIME ZONE 'Asia/Kolkata' END AS generated_at
      FROM consignments c
      WHERE c.total_paise > 5000000 AND c.eway_bill_number IS NULL AND c.status IN
        ('PACKED','READY_FOR_SHIPMENT','INTRANSIT','DELIVERY_FAILED','DELIVERED','COMPLETED','REVOKED')
    ),
    ins AS (
      INSERT INTO consignment_eway_bills (consignment_id, eway_bill_number, vehicle_number, distance_km, generated_at, valid_until, status)
      SELECT e.id, lpad((331000000000 + e.n)::text, 12, '0'), NULL, 100 + e.n % 400, e.generated_at,
        ((e.generated_at AT TIME ZONE 'Asia/Kolkata')::date + ceil((100 + e.n % 400) / 200.0)::int + 1)::timestamp
          AT TIME ZONE 'Asia/Kolkata' - interval '1 second',
        CASE WHEN e.status = 'REVOKED' THEN 'CANCELLED'
          WHEN e.status IN ('PACKED','READY_FOR_SHIPMENT','INTRANSIT') THEN 'ACTIVE' ELSE 'EXPIRED' END
      FROM e RETURNING consignment_id, eway_bill_number, valid_until, distance_km
    )
    UPDATE consignments c SET eway_bill_number = ins.eway_bill_number, eway_bill_valid_until = ins.valid_until,
      distance_km = ins.distance_km
    FROM ins WHERE ins.consignment_id = c.id
  `);
  // The distance of each bill from its PIN codes' geography, and its validity by that distance.
  const bills = (
    await rawRows<{
      id: string;
      from: string | null;
      to: string | null;
      km: number;
      generated: Date | string;
    }>(
      db,
      sql`SELECT e.id, c.source_pin_code AS "from", c.destination_pin_code AS "to", e.distance_km AS km,
            e.generated_at AS generated
          FROM consignment_eway_bills e JOIN consignments c ON c.id = e.consignment_id`,
    )
  ).map((b) => {
    const km = pinDistanceKm(b.from, b.to) ?? b.km;
    return { id: b.id, km, until: ewayBillValidUntil(new Date(b.generated), km, false).toISOString() };
  });
  for (let i = 0; i < bills.length; i += 500)
    await db.execute(sql`
      WITH x AS (SELECT * FROM json_to_recordset(${JSON.stringify(bills.slice(i, i + 500))}::json)
        AS x(id uuid, km int, until timestamptz)),
      upd AS (UPDATE consignment_eway_bills e SET distance_km = x.km, valid_until = x.until FROM x
        WHERE e.id = x.id RETURNING e.consignment_id, x.km, x.until)
      UPDATE consignments c SET distance_km = upd.km, eway_bill_valid_until = upd.until FROM upd
      WHERE c.id = upd.consignment_id`);
  // Part-B: a consignment with logistics carries its vehicle on its bill; a few ready for shipment
  // (bill numbers ending 3 or 8, still valid) still lack it, so dispatch shows its refusal (issue 18).
  await db.execute(sql`
    UPDATE consignment_eway_bills e SET vehicle_number = c.vehicle_no
    FROM consignments c
    WHERE c.id = e.consignment_id AND c.vehicle_no IS NOT NULL AND e.vehicle_number IS NULL
      AND NOT (c.status = 'READY_FOR_SHIPMENT' AND right(e.eway_bill_number, 1) IN ('3', '8'))
  `);
  // The seller's bill of every invoiced consignment, as add-invoice-details and pack assign it.
  await db.execute(sql`
    UPDATE consignments SET seller_bill_id = 'SB/' || substring(consignment_key FROM 3)
    WHERE buyer_invoice_number IS NOT NULL AND seller_bill_id IS NULL
  `);
  await db.execute(sql`
    INSERT INTO consignment_pods (consignment_id, pod_status, pod_date, delivery_status, quantity_with_issue,
      reason_of_issue, items, primary_document_ids)
    SELECT c.id, 'RECEIVED', (c.delivered_at)::date, c.current_poh_status,
      CASE WHEN c.current_poh_status = 'DELIVERED_WITH_ISSUE' THEN 1 ELSE 0 END,
      CASE WHEN c.current_poh_status = 'DELIVERED_WITH_ISSUE' THEN 'Bags torn in transit' END,
      (SELECT jsonb_agg(jsonb_build_object('consignmentLineItemKey', l.consignment_line_item_key,
          'condition', CASE WHEN c.current_poh_status = 'DELIVERED_WITH_ISSUE' AND l.line_number = 1 THEN 'PARTIAL_DAMAGE' ELSE 'GOOD' END,
          'quantity', l.acknowledged_qty::text))
        FROM consignment_lines l WHERE l.consignment_id = c.id),
      '{}'::uuid[]
    FROM consignments c
    WHERE c.status = 'COMPLETED' AND NOT EXISTS (SELECT 1 FROM consignment_pods p WHERE p.consignment_id = c.id)
  `);
}
