import { z } from 'zod';

/** The create form's look-ups: a typed text and a page of at most 30 (doc 2 §7 buyer search). */
export const LOOKUP_PAGE_SIZE = 30;
export const LookupQuerySchema = z.object({
  q: z.string().trim().max(100).default(''),
  pageSize: z.coerce.number().int().min(1).max(LOOKUP_PAGE_SIZE).default(LOOKUP_PAGE_SIZE),
});
export type LookupQuery = z.infer<typeof LookupQuerySchema>;

export const BuyerLookupSchema = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  gstin: z.string(),
  businessUnit: z.string(),
  /** The buyer's registered billing address, one line. */
  billingAddress: z.string(),
});
export type BuyerLookup = z.infer<typeof BuyerLookupSchema>;

export const WarehouseLookupSchema = z.object({
  id: z.string(),
  name: z.string(),
  sellerName: z.string(),
  city: z.string(),
  state: z.string(),
});
export type WarehouseLookup = z.infer<typeof WarehouseLookupSchema>;

export const ProductLookupSchema = z.object({
  id: z.string(),
  sku: z.string(),
  name: z.string(),
  unit: z.string(),
  listPricePaise: z.string(),
  gstRatePercent: z.number(),
});
export type ProductLookup = z.infer<typeof ProductLookupSchema>;
