import type { EnquiryStep, ProformaQuery, RfqDetail } from '@dom/contract';
import { PRICING_BASES, SALES_TYPES, enquiryStatusLabel, gstStateName } from '@dom/domain';
import { asc, eq, inArray } from 'drizzle-orm';
import { recordAudit } from '../../platform/audit';
import type { Caller } from '../../platform/caller';
import type { Db, DbOrTx } from '../../platform/db/database';
import { AppError } from '../../platform/errors';
import { buyers, sellers, warehouses } from '../parties';
import { formatMilli, toMilli } from '../orders';
import { type EnquiryPdfData, renderEnquiryPdf } from './enquiry.pdf';
import {
  type ProformaData,
  type ProformaGroup,
  type ProformaLine,
  renderProformaInvoice,
} from './proforma-invoice.pdf';
import { linesOf, quotationLinesOf, quotationsOf, sellerRfqsOf } from './rfq.repo';
import { requireRfq } from './rfq-guards';
import { rfqConsignments } from './rfq.schema';
import { createRfq, rfqDetail } from './rfq.service';

// The RFQ's printed documents: the buyer proforma invoice (from its latest quotation) and the
// enquiry. Rendered on request with the PDF platform, in the caller's scope (another RM's RFQ: 404).

/** A quotation a proforma invoice may be drawn from as final: approved, sent or ordered. */
const FINAL_FROM = new Set(['APPROVED', 'SENT_TO_SELLER', 'CLOSED']);

const stateOf = (code: string) => ({ stateCode: code, stateName: gstStateName(code) ?? code });

/** Line value (quantity × rate, half up) and GST at a rate in basis points (half up), as invoices do. */
export const lineValue = (quantity: string, ratePaise: bigint) =>
  (toMilli(quantity) * ratePaise + 500n) / 1000n;
export const gstOn = (value: bigint, rateBp: number) => (value * BigInt(rateBp) + 5000n) / 10000n;

export interface RenderedFile {
  fileName: string;
  bytes: Uint8Array;
}

export async function proformaInvoice(
  db: Db,
  caller: Caller,
  rfqKey: string,
  query: ProformaQuery,
): Promise<RenderedFile> {
  const row = await requireRfq(db, caller, rfqKey);
  const quotes = (await quotationsOf(db, row.id)).filter(
    (q) => q.status !== 'CLOSED' || q.orderKeys.length > 0,
  );
  const quote = quotes[0];
  if (!quote)
    throw new AppError(
      'DOCUMENT_NOT_READY',
      'The proforma invoice is drawn from a quotation: create the quotation first.',
      undefined,
      409,
    );
  const preview = query.isPreview ?? true;
  if (!preview && !FINAL_FROM.has(quote.status))
    throw new AppError(
      'DOCUMENT_NOT_READY',
      'A final proforma invoice needs an approved quotation; download the preview meanwhile.',
      { quotationStatus: quote.status },
      409,
    );
  const qLines = await quotationLinesOf(db, [quote.id]);
  const lines = await linesOf(db, row.id);
  const answers = await sellerRfqsOf(db, row.id);
  const [buyer] = await db.select().from(buyers).where(eq(buyers.id, row.buyerId));
  const sellerIds = [...new Set(answers.map((a) => a.sellerId))];
  const sellerRows = sellerIds.length
    ? await db.select().from(sellers).where(inArray(sellers.id, sellerIds))
    : [];
  const homeIds = [...new Set(answers.map((a) => a.warehouseId))];
  const homes = homeIds.length
    ? await db.select().from(warehouses).where(inArray(warehouses.id, homeIds))
    : [];
  // Place of supply: the buyer's state (goods are delivered to the buyer's site).
  const pos = stateOf(row.buyerStateCode || buyer?.stateCode || '');

  const groups: ProformaGroup[] = [];
  for (const answer of answers) {
    const mine = qLines.filter((q) => q.sellerRfqId === answer.id);
    if (mine.length === 0) continue;
    const seller = sellerRows.find((s) => s.id === answer.sellerId);
    const home = homes.find((w) => w.id === answer.warehouseId);
    const gstin = home?.gstin || seller?.gstin || '';
    const supplierState = gstin.slice(0, 2) || home?.stateCode || '';
    const interState = supplierState !== pos.stateCode;
    const out: ProformaLine[] = [];
    for (const q of mine) {
      const l = lines.find((x) => x.line.id === q.lineId)?.line;
      if (!l) continue;
      const quantity = formatMilli(toMilli(l.quantity));
      const taxable = lineValue(quantity, q.buyerPricePaise);
      const tax = gstOn(taxable, l.gstRateBp);
      const cgst = interState ? 0n : tax / 2n;
      out.push({
        position: out.length + 1,
        description: l.productName,
        sku: l.sku,
        hsn: l.hsn,
        quantity,
        unit: l.unit,
        ratePaise: q.buyerPricePaise,
        taxablePaise: taxable,
        gstRateBp: l.gstRateBp,
        cgstPaise: cgst,
        sgstPaise: interState ? 0n : tax - cgst,
        igstPaise: interState ? tax : 0n,
      });
    }
    groups.push({
      supplier: {
        name: answer.sellerName,
        gstin,
        address: home ? [home.name, home.addressLine1, `${home.city}, ${home.state} - ${home.pinCode}`] : [],
        ...stateOf(supplierState),
      },
      interState,
      lines: out,
    });
  }
  const piNumber = `PI-${row.rfqKey.replace(/^RFQ-/, '')}-${quote.quotationKey.replace(/^QT-/, '')}`;
  const data: ProformaData = {
    preview,
    piNumber,
    date: new Date(),
    rfqKey: row.rfqKey,
    quotationKey: quote.quotationKey,
    buyer: {
      name: row.buyerName,
      gstin: buyer?.gstin || 'URP',
      address: buyer
        ? [
            buyer.addressLine1,
            buyer.addressLine2 ?? '',
            `${buyer.city}, ${buyer.state} - ${buyer.pinCode}`,
          ].filter(Boolean)
        : [],
      ...pos,
    },
    placeOfSupply: pos,
    paymentTerms: row.paymentTerms,
    creditDays: row.buyerCreditDays,
    pricingBasis: PRICING_BASES.find((p) => p.value === row.pricingBasis)?.label ?? row.pricingBasis,
    groups,
  };
  const bytes = await renderProformaInvoice(data);
  if (!preview)
    await recordAudit(db, {
      ...caller.actor,
      action: 'rfq.proformaInvoice',
      entityType: 'rfq',
      entityId: row.rfqKey,
      after: { piNumber, quotationKey: quote.quotationKey },
    });
  return { fileName: `${preview ? 'Proforma-Preview' : 'Proforma-Invoice'}-${row.rfqKey}.pdf`, bytes };
}

export async function enquiryPdf(db: DbOrTx, caller: Caller, rfqKey: string): Promise<RenderedFile> {
  const row = await requireRfq(db, caller, rfqKey);
  const lines = await linesOf(db, row.id);
  const data: EnquiryPdfData = {
    rfqKey: row.rfqKey,
    buyerName: row.buyerName,
    buyerCode: row.buyerCode,
    status:
      row.status === 'SOURCING_REQUIRED' && row.negotiated > 0
        ? 'Under Negotiation'
        : enquiryStatusLabel(row.status),
    businessUnit: row.businessUnit,
    pricingBasis: PRICING_BASES.find((p) => p.value === row.pricingBasis)?.label ?? row.pricingBasis,
    salesType: SALES_TYPES.find((p) => p.value === row.salesType)?.label ?? row.salesType,
    buyerCreditDays: row.buyerCreditDays,
    paymentTerms: row.paymentTerms,
    createdAt: row.createdAt instanceof Date ? row.createdAt : new Date(row.createdAt),
    lines: lines.map(({ line, consignmentLabel }) => ({
      consignment: consignmentLabel,
      description: line.productName,
      sku: line.sku,
      hsn: line.hsn,
      quantity: formatMilli(toMilli(line.quantity)),
      unit: line.unit,
      targetPaise: line.buyerPricePaise,
    })),
  };
  return { fileName: `Enquiry-${row.rfqKey}.pdf`, bytes: await renderEnquiryPdf(data) };
}

/**
 * `POST /buyerRFQ/clone`: a new Draft Request for the same buyer with the same terms, consignments
 * and lines (raised through `createRfq`, so the buyer must still be in the caller's scope and the
 * products must exist), audited on both enquiries.
 */
export async function cloneRfq(tx: DbOrTx, caller: Caller, body: EnquiryStep): Promise<RfqDetail> {
  const source = await requireRfq(tx, caller, body.rfqKey);
  const lines = await linesOf(tx, source.id);
  const consignments = await tx
    .select()
    .from(rfqConsignments)
    .where(eq(rfqConsignments.rfqId, source.id))
    .orderBy(asc(rfqConsignments.position));
  const copy = await createRfq(tx, caller, {
    buyerId: source.buyerId,
    ...(source.shippingAddressId ? { shippingAddressId: source.shippingAddressId } : {}),
    pricingBasis: source.pricingBasis,
    salesType: source.salesType,
    buyerCreditDays: source.buyerCreditDays,
    paymentTerms: source.paymentTerms,
    comment: body.comment ?? `Cloned from ${source.rfqKey}`,
    consignments: consignments.map((c) => ({
      label: c.label,
      deliveryDate: c.deliveryDate ?? undefined,
      lines: lines
        .filter((l) => l.line.consignmentId === c.id)
        .map(({ line }) => ({
          productId: line.productId,
          quantity: formatMilli(toMilli(line.quantity)),
          buyerPricePaise: line.buyerPricePaise.toString(),
        })),
    })),
  });
  await recordAudit(tx, {
    ...caller.actor,
    action: 'rfq.clone',
    entityType: 'rfq',
    entityId: source.rfqKey,
    after: { clonedTo: copy.rfqKey },
  });
  await recordAudit(tx, {
    ...caller.actor,
    action: 'rfq.clone',
    entityType: 'rfq',
    entityId: copy.rfqKey,
    after: { status: 'DRAFT_REQUEST', clonedFrom: source.rfqKey, comment: `Cloned from ${source.rfqKey}` },
  });
  return rfqDetail(tx, caller, copy.rfqKey);
}
