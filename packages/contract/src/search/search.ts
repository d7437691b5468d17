import { z } from 'zod';
import { endpointsOf } from '../endpoint';

/** What the global search finds, one group each, in the order the palette lists them. */
export const SEARCH_KINDS = [
  'order',
  'purchaseOrder',
  'consignment',
  'buyer',
  'seller',
  'invoice',
  'payment',
  'vehicle',
  'ewayBill',
] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

/** Shorter terms cannot use a trigram index (three characters make the first trigram). */
export const SEARCH_MIN_LENGTH = 3;
export const SEARCH_MAX_LENGTH = 60;

/** `?q=`: part of a number, name, GSTIN, phone, IRN or UTR; `limit` hits per group. */
export const GlobalSearchQuerySchema = z.object({
  q: z
    .string()
    .trim()
    .min(SEARCH_MIN_LENGTH, `Type at least ${SEARCH_MIN_LENGTH} characters`)
    .max(SEARCH_MAX_LENGTH, `At most ${SEARCH_MAX_LENGTH} characters`),
  limit: z.coerce.number().int().min(1).max(10).default(5),
});
export type GlobalSearchQuery = z.infer<typeof GlobalSearchQuerySchema>;

/**
 * One hit: what to show (`title`, `subtitle`), the field that matched and where it opens — the
 * web builds the address from `kind` and `key` (an order key, a consignment key or an id);
 * `tab` names the tab of that page to open (an invoice or payment opens on its buyer's page).
 */
export const SearchHitSchema = z.object({
  kind: z.enum(SEARCH_KINDS),
  key: z.string(),
  title: z.string(),
  subtitle: z.string().nullable(),
  matched: z.string(),
  tab: z.string().nullable(),
});
export type SearchHit = z.infer<typeof SearchHitSchema>;

export const SearchGroupSchema = z.object({ kind: z.enum(SEARCH_KINDS), hits: z.array(SearchHitSchema) });
export type SearchGroup = z.infer<typeof SearchGroupSchema>;

/** Only the groups the caller may open and that found something, in SEARCH_KINDS order. */
export const GlobalSearchAnswerSchema = z.object({ q: z.string(), groups: z.array(SearchGroupSchema) });
export type GlobalSearchAnswer = z.infer<typeof GlobalSearchAnswerSchema>;

/** Which work queue a home page shows: from the caller's roles. */
export const HOME_KINDS = ['orders', 'logistics', 'receivables', 'category', 'seller', 'none'] as const;
export type HomeKind = (typeof HOME_KINDS)[number];

/** Where a queue's count opens: a screen route and the list's filter parameters. */
export const QueueLinkSchema = z.object({
  route: z.string(),
  params: z.record(z.string(), z.array(z.string())),
});
export type QueueLink = z.infer<typeof QueueLinkSchema>;

/**
 * One count of the home page. `id` names the queue (its label is the web's `home.queues.<id>`),
 * `detail` the value it is about (a status, an ageing bucket); counts stop at `COUNT_CAP`
 * (`capped`: "1,000+"); `amountPaise` is the money of the rows counted, where it means something.
 */
export const HomeQueueSchema = z.object({
  id: z.string(),
  detail: z.string().nullable(),
  count: z.number().int().min(0),
  capped: z.boolean(),
  amountPaise: z.string().nullable(),
  link: QueueLinkSchema.nullable(),
});
export type HomeQueue = z.infer<typeof HomeQueueSchema>;

export const HomeQueuesSchema = z.object({ kind: z.enum(HOME_KINDS), queues: z.array(HomeQueueSchema) });
export type HomeQueues = z.infer<typeof HomeQueuesSchema>;

/** Global search and the home page's queues answer no error of their own. */
const define = endpointsOf<never>();

/**
 * Global search (issue 18): every signed-in user may ask; each group is searched only when the
 * caller holds the permission of its list, and within the caller's scope, exactly as the list.
 */
export const SEARCH_ENDPOINTS = {
  global: define({
    id: 'search.global',
    method: 'GET',
    path: '/search/global',
    access: 'signed-in',
    query: GlobalSearchQuerySchema,
    response: GlobalSearchAnswerSchema,
    summary: 'Find orders, consignments, parties, invoices, payments, vehicles and e-way bills',
  }),
  homeQueues: define({
    id: 'search.home-queues',
    method: 'GET',
    path: '/home/queues',
    access: 'signed-in',
    response: HomeQueuesSchema,
    summary: "The counts of the caller's work queue, each with the filtered list it opens",
  }),
};
