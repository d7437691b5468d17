import { formatDisplayDate, quantityInUnit } from '@dom/domain';
import { rupeesFigure } from '../../platform/pdf/amount-in-words';
import { PdfWriter } from '../../platform/pdf/pdf-kit';

// The enquiry as sent for sourcing: the buyer, its terms, and each consignment's lines with the
// HSN, quantity and target price (the buyer's price per unit).

export interface EnquiryPdfData {
  rfqKey: string;
  buyerName: string;
  buyerCode: string;
  status: string;
  businessUnit: string;
  pricingBasis: string;
  salesType: string;
  buyerCreditDays: number;
  paymentTerms: string;
  createdAt: Date;
  lines: {
    consignment: string;
    description: string;
    sku: string;
    hsn: string;
    quantity: string;
    unit: string;
    targetPaise: bigint;
  }[];
}

export async function renderEnquiryPdf(d: EnquiryPdfData): Promise<Uint8Array> {
  const w = await PdfWriter.create(`Enquiry ${d.rfqKey}`, `Enquiry ${d.rfqKey}`);
  w.title(`ENQUIRY ${d.rfqKey}`);
  w.facts([
    ['Buyer', `${d.buyerName} (${d.buyerCode})`],
    ['Status', d.status],
    ['Business Unit', d.businessUnit],
    ['Pricing Basis', d.pricingBasis],
    ['Sales Type', d.salesType],
    ['Credit Days', String(d.buyerCreditDays)],
    ['Payment Terms', d.paymentTerms],
    ['Raised On', formatDisplayDate(d.createdAt.toISOString().slice(0, 10))],
  ]);
  w.rule();
  w.table(
    [
      { header: 'Consignment', width: 80 },
      { header: 'Product', width: 160, wrap: true },
      { header: 'SKU', width: 70 },
      { header: 'HSN', width: 50 },
      { header: 'Qty', width: 50, align: 'right' },
      { header: 'Unit', width: 40 },
      { header: 'Target (Rs.)', width: 70, align: 'right' },
    ],
    d.lines.map((l) => [
      l.consignment,
      l.description,
      l.sku,
      l.hsn,
      quantityInUnit(l.quantity, l.unit),
      l.unit,
      rupeesFigure(l.targetPaise).replace('Rs. ', ''),
    ]),
  );
  return w.save();
}
