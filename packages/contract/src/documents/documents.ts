import { z } from 'zod';
import { PaiseWireSchema } from '../orders/order-common';
import { queryDate } from '../common/query';

/** The documents the server prints on demand from a consignment's own data. */
export const PRINTABLE_KINDS = ['tax-invoice', 'eway-bill', 'delivery-challan'] as const;
export const PrintableKindSchema = z.enum(PRINTABLE_KINDS);
export type PrintableKind = z.infer<typeof PrintableKindSchema>;

/** One printable document of a consignment: ready to download, or why not yet. */
export const PrintableSchema = z.object({
  kind: PrintableKindSchema,
  /** The e-way bill a print is of (one print per bill of a split consignment); null otherwise. */
  ewayBillNumber: z.string().nullable(),
  fileName: z.string(),
  available: z.boolean(),
  /** Why it cannot be printed yet (in the product's words); null when available. */
  reason: z.string().nullable(),
});
export type Printable = z.infer<typeof PrintableSchema>;

export const PrintableListSchema = z.object({
  consignmentKey: z.string(),
  printables: z.array(PrintableSchema),
});
export type PrintableList = z.infer<typeof PrintableListSchema>;

export const PrintableParamsSchema = z.object({
  key: z.string().trim().min(1).max(64),
  kind: PrintableKindSchema,
});
export const PrintableQuerySchema = z.object({
  ewayBillNumber: z
    .string()
    .regex(/^\d{12}$/, 'An e-way bill number has 12 digits')
    .optional(),
});
export const PrintableKeyParamSchema = z.object({ key: z.string().trim().min(1).max(64) });

/** A line of an invoice as billed (from its consignment). */
export const InvoiceLineSchema = z.object({
  lineNumber: z.number().int(),
  itemId: z.string(),
  description: z.string(),
  hsnCode: z.string(),
  quantity: z.string(),
  unit: z.string(),
  unitPricePaise: PaiseWireSchema,
  taxableValuePaise: PaiseWireSchema,
  gstRateBp: z.number().int(),
  taxPaise: PaiseWireSchema,
  totalPaise: PaiseWireSchema,
});
export type InvoiceLine = z.infer<typeof InvoiceLineSchema>;

/** An invoice's lines and printable documents (from the consignment it bills). */
export const InvoiceDocumentsSchema = z.object({
  invoiceId: z.string(),
  consignmentKey: z.string().nullable(),
  lines: z.array(InvoiceLineSchema),
  printables: z.array(PrintableSchema),
});
export type InvoiceDocuments = z.infer<typeof InvoiceDocumentsSchema>;
export const InvoiceDocumentsParamSchema = z.object({ id: z.string().trim().min(1).max(64) });

/** The ageing of what a buyer owes: open invoice amounts by days past their due date. */
export const AGEING_BUCKETS = ['0-30', '31-60', '61-90', '90+'] as const;
export const AgeingBucketSchema = z.enum(AGEING_BUCKETS);
export const LedgerAgeingSchema = z.object({
  buyerId: z.uuid(),
  asOf: z.string(),
  buckets: z.array(
    z.object({ bucket: AgeingBucketSchema, amountPaise: PaiseWireSchema, invoices: z.number().int() }),
  ),
  /** Open invoices, all buckets: what is due. */
  openInvoicesPaise: PaiseWireSchema,
  /** Payments and credits not yet matched to an invoice. */
  unallocatedPaise: PaiseWireSchema,
  /** The ledger balance: open invoices less unallocated credits. */
  outstandingPaise: PaiseWireSchema,
});
export type LedgerAgeing = z.infer<typeof LedgerAgeingSchema>;

export const StatementQuerySchema = z.object({
  buyerId: z.uuid(),
  fromDate: queryDate(),
  toDate: queryDate(),
});
