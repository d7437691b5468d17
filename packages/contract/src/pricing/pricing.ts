import { GST_STATES } from '@dom/domain';
import { z } from 'zod';
import { MoneySchema } from '../common/money';
import { PageQuerySchema, pageOf } from '../common/pagination';
import { queryText } from '../common/query';

/**
 * Seller pricing (doc 3 §2 `/share-price`, `/discover-price`, `/automate-quotation`; issue 19):
 * the prices a seller shares per product and region, the prices discovered for a product, and
 * quotation automation (rules, preview, send). Money is paise as digits.
 */

/** A price holds for one GST state, or for every state (`ALL`). */
export const PRICE_REGION_ALL = 'ALL';
const REGIONS = [PRICE_REGION_ALL, ...GST_STATES.map((s) => s.code)];
export const PriceRegionSchema = z
  .string()
  .trim()
  .refine((r) => REGIONS.includes(r), 'Choose a state, or All India');

/** A seller shares (or renews) its price for a product in a region. */
export const SharePriceSchema = z.object({
  /** Staff share on a seller's behalf; a seller shares its own (ignored when given). */
  sellerId: z.string().uuid().optional(),
  productId: z.string().uuid(),
  region: PriceRegionSchema.default(PRICE_REGION_ALL),
  exWorksPaise: MoneySchema,
  freightPaise: MoneySchema.default('0'),
  validUntil: z.iso.date(),
});
export type SharePrice = z.infer<typeof SharePriceSchema>;

export const SharedPriceSchema = z.object({
  id: z.string(),
  sellerId: z.string(),
  sellerName: z.string(),
  productId: z.string(),
  sku: z.string(),
  productName: z.string(),
  unit: z.string(),
  region: z.string(),
  exWorksPaise: z.string(),
  freightPaise: z.string(),
  validUntil: z.string(),
  /** Whether the price still holds today. */
  valid: z.boolean(),
  updatedAt: z.string(),
});
export type SharedPrice = z.infer<typeof SharedPriceSchema>;

export const SharedPriceQuerySchema = PageQuerySchema.extend({ search: queryText() });
export type SharedPriceQuery = z.infer<typeof SharedPriceQuerySchema>;
export const SharedPricePageSchema = pageOf(SharedPriceSchema);

export const PriceIdParamSchema = z.object({ id: z.string().uuid() });

export const PricingProductQuerySchema = z.object({ search: queryText() });
export const PricingProductSchema = z.object({
  id: z.string(),
  sku: z.string(),
  name: z.string(),
  unit: z.string(),
});
export type PricingProduct = z.infer<typeof PricingProductSchema>;

export const DiscoverPriceQuerySchema = z.object({
  productId: z.string().uuid(),
  region: z.preprocess((v) => (v === '' ? undefined : v), PriceRegionSchema.optional()),
});
export type DiscoverPriceQuery = z.infer<typeof DiscoverPriceQuerySchema>;

export const DiscoveredOfferSchema = z.object({
  /** PRICE_LIST: the seller's shared price; RFQ_ANSWER: an answer to an enquiry. */
  source: z.enum(['PRICE_LIST', 'RFQ_ANSWER']),
  sellerId: z.string(),
  sellerName: z.string(),
  region: z.string(),
  exWorksPaise: z.string(),
  freightPaise: z.string(),
  landedPaise: z.string(),
  /** 1 for L1 … on the landed price. */
  rank: z.number().int(),
  /** The price list's last day, or the answer's validity. */
  validUntil: z.string().nullable(),
  /** The enquiry answered (RFQ_ANSWER). */
  rfqKey: z.string().nullable(),
  at: z.string(),
});
export type DiscoveredOffer = z.infer<typeof DiscoveredOfferSchema>;

export const DiscoveredPricesSchema = z.object({
  product: PricingProductSchema,
  region: z.string().nullable(),
  offers: z.array(DiscoveredOfferSchema),
});
export type DiscoveredPrices = z.infer<typeof DiscoveredPricesSchema>;

// ---------------------------------------------------------------------------------------------
// Quotation automation

export const AutomationRuleSchema = z.object({
  businessUnit: z.enum(['DIRECT', 'UBS', 'UTCL']),
  /** The least margin a line may be quoted at (basis points of the buyer price). */
  minMarginBp: z.number().int().min(0, 'Enter a margin of 0 or more').max(5000, 'At most 50%'),
  /** Take the sellers' answers to the enquiry into account besides their price lists. */
  useAnswers: z.boolean(),
  enabled: z.boolean(),
});
export type AutomationRule = z.infer<typeof AutomationRuleSchema>;
export const AutomationRulesSchema = z.array(
  AutomationRuleSchema.extend({ updatedAt: z.string().nullable() }),
);

export const AutomationRfqParamSchema = z.object({ rfqKey: z.string().min(1).max(40) });
export const AutomationSendSchema = z.object({ rfqKey: z.string().min(1).max(40) });
export type AutomationSend = z.infer<typeof AutomationSendSchema>;

export const AutomationLineSchema = z.object({
  lineId: z.string(),
  productName: z.string(),
  quantity: z.string(),
  unit: z.string(),
  buyerPricePaise: z.string(),
  /** OK: quoted; BELOW_MARGIN: the best price leaves less than the rule's margin; NO_PRICE: nobody prices it. */
  outcome: z.enum(['OK', 'BELOW_MARGIN', 'NO_PRICE']),
  source: z.enum(['PRICE_LIST', 'RFQ_ANSWER']).nullable(),
  sellerId: z.string().nullable(),
  sellerName: z.string().nullable(),
  exWorksPaise: z.string().nullable(),
  freightPaise: z.string().nullable(),
  landedPaise: z.string().nullable(),
  marginBp: z.number().int().nullable(),
});
export type AutomationLine = z.infer<typeof AutomationLineSchema>;

export const AutomationPreviewSchema = z.object({
  rfqKey: z.string(),
  buyerName: z.string(),
  businessUnit: z.string(),
  pricingBasis: z.string(),
  status: z.string(),
  rule: AutomationRuleSchema,
  lines: z.array(AutomationLineSchema),
  totalPaise: z.string(),
  costPaise: z.string(),
  marginBp: z.number().int(),
  /** Every line is OK and the enquiry is where a quotation may be drawn. */
  maySend: z.boolean(),
  /** Why not, when it may not (the spec-style message). */
  blockedReason: z.string().nullable(),
});
export type AutomationPreview = z.infer<typeof AutomationPreviewSchema>;

export const AutomationSentSchema = z.object({
  rfqKey: z.string(),
  quotationKey: z.string(),
  totalPaise: z.string(),
  marginBp: z.number().int(),
});
export type AutomationSent = z.infer<typeof AutomationSentSchema>;
