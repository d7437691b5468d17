import { z } from 'zod';
import { PageQuerySchema, pageOf } from '../common/pagination';
import { queryBoolean, queryDate, queryList, queryText } from '../common/query';
import {
  EnhancerTypeSchema,
  OrderBusinessUnitSchema,
  OrderCategorySchema,
  OrderStatusSchema,
  DocumentTypeSchema,
  PaiseWireSchema,
} from './order-common';

/**
 * The order list's sortable columns (the list's column ids, plus `totalValue`): each is backed by an
 * index on the orders table, so a sorted page is an index walk. Anything else is refused (400).
 */
export const ORDER_SORT_FIELDS = [
  'orderDate',
  'totalValue',
  'orderKey',
  'orderNumber',
  'buyerPONumber',
  'sellerPoNumber',
  'orderCategory',
  'orderStatus',
  'dueDate',
  'deliveryDate',
  'totalLineItems',
  'orderValueExclTaxPaise',
  'preTaxValuePaise',
  'shippingCostPaise',
  'sellerValuePaise',
  'creditDays',
  'sellerName',
  'buyerName',
] as const;
export type OrderSortField = (typeof ORDER_SORT_FIELDS)[number];

/** Every filter doc 2 §3 lists for the order list; all optional, empty values dropped. */
export const OrderSearchQuerySchema = PageQuerySchema.extend({
  /** Part of the order id or order number (SO00004248, ORD-00004248), any case (issue 18). */
  orderNumber: queryText(),
  sourceSystemOrderId: queryText(),
  partnerBuyerAccountId: queryText(),
  sellerPoNumber: queryText(),
  /** Part of the buyer's PO number, any case (`0001925` finds PO/2026/0001925). */
  buyerPONumber: queryText(),
  orderStates: queryList(OrderStatusSchema),
  missingDocumentTypes: queryList(DocumentTypeSchema),
  orderManager: queryText(),
  businessUnits: queryList(OrderBusinessUnitSchema),
  buyerAccount: queryText(),
  rmName: queryText(),
  cmName: queryText(),
  rmEmail: queryText(),
  tmEmail: queryText(),
  startDate: queryDate(),
  endDate: queryDate(),
  sellerBooksId: queryText(),
  orderCategory: queryList(OrderCategorySchema),
  isDelayed: queryBoolean(),
  enhancerStatus: queryText(),
  paymentEnhancerTypes: queryList(EnhancerTypeSchema),
  itemCategoryLevel1: queryList(z.string().min(1).max(100)),
  rmRegion: queryText(),
  /** Minimum gross margin in percent (e.g. 4.5). */
  grossMargin: z.preprocess(
    (v) => (v === '' || v === undefined ? undefined : v),
    z.coerce.number().min(-100).max(100).optional(),
  ),
  /** With grossMargin, a range: gross margin below this percent. */
  grossMarginBelow: z.preprocess(
    (v) => (v === '' || v === undefined ? undefined : v),
    z.coerce.number().min(-100).max(100).optional(),
  ),
  prNumber: queryText(),
  /** Keyset cursor from the previous page's `nextCursor`: deep pages cost what the first does. */
  after: queryText(),
  /** Keyset cursor from the next page's `prevCursor`: the page before it (ignored with `after`). */
  before: queryText(),
  sortBy: z.enum(ORDER_SORT_FIELDS).default('orderDate'),
  sortOrder: z.enum(['asc', 'desc']).default('desc'),
}).refine((q) => !q.startDate || !q.endDate || q.startDate <= q.endDate, {
  message: 'Start date must not be after end date',
  path: ['startDate'],
});
export type OrderSearchQuery = z.infer<typeof OrderSearchQuerySchema>;

export const OrderListItemSchema = z.object({
  orderKey: z.string(),
  sourceSystemOrderId: z.string(),
  orderNumber: z.string(),
  buyerPONumber: z.string().nullable(),
  sellerPoNumber: z.string().nullable(),
  prNumber: z.string().nullable(),
  orderStatus: OrderStatusSchema,
  orderDate: z.string(),
  dueDate: z.string().nullable(),
  deliveryDate: z.string().nullable(),
  businessUnit: OrderBusinessUnitSchema,
  orderCategory: OrderCategorySchema,
  enhancerType: EnhancerTypeSchema.nullable(),
  /** The payment enhancer's status (e.g. APPROVED, PENDING); null without an enhancer. */
  enhancerStatus: z.string().nullable(),
  buyerName: z.string(),
  partnerBuyerAccountId: z.string(),
  sellerName: z.string(),
  sellerBooksId: z.string().nullable(),
  orderManager: z.string().nullable(),
  rmName: z.string().nullable(),
  rmEmail: z.string().nullable(),
  tmEmail: z.string().nullable(),
  cmName: z.string().nullable(),
  rmRegion: z.string().nullable(),
  creditDays: z.number().int(),
  totalLineItems: z.number().int(),
  preTaxValuePaise: PaiseWireSchema,
  orderValueExclTaxPaise: PaiseWireSchema,
  shippingCostPaise: PaiseWireSchema,
  totalValuePaise: PaiseWireSchema,
  /** Seller-side (purchase order) value: seller prices. */
  sellerValuePaise: PaiseWireSchema,
  grossMarginPercent: z.number(),
  isDelayed: z.boolean(),
  missingDocumentTypes: z.array(z.string()),
});
export type OrderListItem = z.infer<typeof OrderListItemSchema>;

/**
 * `nextCursor` (the last row's) asks for the page after this one, `prevCursor` (the first row's)
 * for the page before; `isFirstPage` says nothing comes before (a `before` page that ran out early
 * is answered as the first page).
 */
export const OrderPageSchema = pageOf(OrderListItemSchema).extend({
  nextCursor: z.string().nullable(),
  prevCursor: z.string().nullable(),
  isFirstPage: z.boolean(),
});
export type OrderPage = z.infer<typeof OrderPageSchema>;
