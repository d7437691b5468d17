import { sql } from 'drizzle-orm';
import { gstSimIrns } from '../integrations/gst/gst.schema';
import { type QrInvoiceSummary, irpDateTime, irpDocumentDate, signQrCode } from '../integrations/gst/irn-qr';
import { computeIrn, documentFinancialYear, mainHsnOf, rupeesOf } from '../integrations/gst/irn.rules';
import { loadOrCreateSigningKey } from '../integrations/gst/signing-key';
import type { EInvoiceLine } from '../integrations/gst/gst-gateway';
import { lineValuePaise } from '../modules/consignments/consignment-money';
import type { Db } from '../platform/db/database';

interface InvoicedRow {
  id: string;
  seller_gstin: string | null;
  buyer_gstin: string | null;
  number: string | null;
  invoice_date: string | null;
  total_paise: string;
  ack_number: string;
  ack_at: string | Date;
  lines: { hsn: string; name: string; qty: string; unit: string; price: string; rate: number }[];
}

const CHUNK = 200;
const rowsOf = <T>(result: unknown): T[] =>
  Array.isArray(result) ? (result as T[]) : ((result as { rows?: T[] }).rows ?? []);

/**
 * Registers the demo consignments' e-invoices and e-way bills with the GST simulator, so the
 * portal knows what the consignments show: a seeded IRN is the real hash of its document (the
 * simulator answers, voids and refuses it like one it issued), its QR code is signed with the
 * portal's key, and a seeded e-way bill can be extended, cancelled or retriggered. Packed demo
 * consignments are acknowledged two hours before seeding, so their invoice can be voided through
 * the portal right after seeding; the others two days before (past the 24-hour window: a void
 * points to a credit note).
 */
export async function seedGstPortal(
  db: Db,
  asOf: Date = new Date(),
): Promise<{ irns: number; ewayBills: number }> {
  const now = sql`${asOf.toISOString()}::timestamptz`;
  await db.execute(sql`
    UPDATE consignments SET irn_ack_at = ${now} - interval '2 hours',
      invoice_date = ((${now} - interval '2 hours') AT TIME ZONE 'Asia/Kolkata')::date
    WHERE status = 'PACKED' AND irn IS NOT NULL`);
  await db.execute(sql`
    UPDATE consignment_eway_bills e SET generated_at = ${now} - interval '2 hours',
      valid_until = (((${now} - interval '2 hours') AT TIME ZONE 'Asia/Kolkata')::date + ceil(e.distance_km / 200.0)::int + 1)::timestamp
        AT TIME ZONE 'Asia/Kolkata' - interval '1 second'
    FROM consignments c WHERE c.id = e.consignment_id AND c.status = 'PACKED'`);
  await db.execute(sql`
    UPDATE consignments c SET eway_bill_valid_until = e.valid_until
    FROM consignment_eway_bills e WHERE e.consignment_id = c.id AND c.status = 'PACKED'`);
  const invoiced = rowsOf<InvoicedRow>(
    await db.execute(sql`
      SELECT c.id, c.seller_gstin, c.buyer_gstin, c.buyer_invoice_number AS number, c.invoice_date::text AS invoice_date,
        c.total_paise::text AS total_paise, c.irn_ack_number AS ack_number, c.irn_ack_at AS ack_at,
        (SELECT json_agg(json_build_object('hsn', l.hsn_code, 'name', l.product_name,
            'qty', coalesce(l.acknowledged_qty, l.requested_qty)::text, 'unit', l.unit,
            'price', l.unit_price_paise::text, 'rate', l.gst_rate_bp) ORDER BY l.line_number)
          FROM consignment_lines l WHERE l.consignment_id = c.id) AS lines
      FROM consignments c
      WHERE c.irn IS NOT NULL AND NOT EXISTS (SELECT 1 FROM gst_sim_irns g WHERE g.irn = c.irn)
      ORDER BY c.consignment_key`),
  );
  const key = await loadOrCreateSigningKey(db);
  const registered: (typeof gstSimIrns.$inferInsert)[] = [];
  const updates: { id: string; irn: string; qr: string }[] = [];
  for (const c of invoiced) {
    if (!c.seller_gstin || !c.buyer_gstin || !c.number || !c.invoice_date || !c.lines?.length) continue;
    const lines: EInvoiceLine[] = c.lines.map((l) => ({
      hsn: l.hsn,
      description: l.name,
      quantity: l.qty,
      unit: l.unit,
      taxableValuePaise: lineValuePaise(l.qty, BigInt(l.price)),
      gstRateBasisPoints: l.rate,
    }));
    const financialYear = documentFinancialYear(c.invoice_date);
    const irn = computeIrn(c.seller_gstin, financialYear, 'INV', c.number);
    const ackAt = new Date(c.ack_at);
    const total = BigInt(c.total_paise);
    const mainHsn = mainHsnOf(lines);
    const summary: QrInvoiceSummary = {
      SellerGstin: c.seller_gstin,
      BuyerGstin: c.buyer_gstin,
      DocNo: c.number,
      DocTyp: 'INV',
      DocDt: irpDocumentDate(c.invoice_date),
      TotInvVal: rupeesOf(total),
      ItemCnt: lines.length,
      MainHsnCode: mainHsn,
      Irn: irn,
      IrnDt: irpDateTime(ackAt),
    };
    const qr = await signQrCode(summary, key.privateKey, key.kid, ackAt);
    registered.push({
      irn,
      sellerGstin: c.seller_gstin,
      buyerGstin: c.buyer_gstin,
      financialYear,
      documentType: 'INV',
      documentNumber: c.number,
      documentDate: c.invoice_date,
      totalValuePaise: total,
      itemCount: lines.length,
      mainHsn,
      lines: lines.map((l) => ({ ...l, taxableValuePaise: l.taxableValuePaise.toString() })),
      ackNumber: c.ack_number,
      ackAt,
      signedQrCode: qr,
      status: 'ACTIVE',
    });
    updates.push({ id: c.id, irn, qr });
  }
  for (let i = 0; i < registered.length; i += CHUNK) {
    await db
      .insert(gstSimIrns)
      .values(registered.slice(i, i + CHUNK))
      .onConflictDoNothing();
    await db.execute(sql`
      UPDATE consignments c SET irn = x.irn, signed_qr_code = x.qr
      FROM json_to_recordset(${JSON.stringify(updates.slice(i, i + CHUNK))}::json) AS x(id uuid, irn text, qr text)
      WHERE c.id = x.id`);
  }
  // The e-way bills, generated against the (now registered) IRN, one part each.
  const bills = rowsOf<{ id: string }>(
    await db.execute(sql`
      INSERT INTO gst_sim_eway_bills (eway_bill_number, reference, part_no, part_count, irn, from_gstin, to_gstin,
        from_pin_code, to_pin_code, distance_km, over_dimensional_cargo, value_paise, document_number, document_date,
        vehicle_number, generated_at, valid_until, status)
      SELECT e.eway_bill_number, c.consignment_key, 1, 1, c.irn, c.seller_gstin, coalesce(c.buyer_gstin, 'URP'),
        coalesce(c.source_pin_code, '400001'), coalesce(c.destination_pin_code, '400001'), e.distance_km, false,
        c.total_paise, c.buyer_invoice_number, coalesce(c.invoice_date, e.generated_at::date),
        coalesce(e.vehicle_number, c.vehicle_no), e.generated_at, e.valid_until, e.status
      FROM consignment_eway_bills e JOIN consignments c ON c.id = e.consignment_id
      WHERE c.seller_gstin IS NOT NULL AND c.buyer_invoice_number IS NOT NULL
      ON CONFLICT DO NOTHING
      RETURNING eway_bill_number AS id`),
  );
  return { irns: registered.length, ewayBills: bills.length };
}
