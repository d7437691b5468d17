import { z } from 'zod';

export const PAGE_SIZES = [20, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 20;

/** `pageNumber` is zero-based on the wire (one-based in the UI); `pageSize` is 20, 50 or 100. */
export const PageQuerySchema = z.object({
  pageNumber: z.preprocess(
    (v) => (v === '' || v === undefined ? undefined : v),
    z.coerce.number().int().min(0, 'pageNumber must be 0 or more').max(100_000).default(0),
  ),
  pageSize: z.preprocess(
    (v) => (v === '' || v === undefined ? undefined : v),
    z.coerce
      .number()
      .int()
      .refine((n) => (PAGE_SIZES as readonly number[]).includes(n), 'pageSize must be 20, 50 or 100')
      .default(DEFAULT_PAGE_SIZE),
  ),
});
export type PageQuery = z.infer<typeof PageQuerySchema>;

/** A page of results. Totals over large tables are capped: `totalIsCapped` says the count stopped early. */
export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({
    content: z.array(item),
    pageNumber: z.number().int(),
    pageSize: z.number().int(),
    totalElements: z.number().int(),
    totalPages: z.number().int(),
    totalIsCapped: z.boolean(),
  });
}
export type Page<T> = {
  content: T[];
  pageNumber: number;
  pageSize: number;
  totalElements: number;
  totalPages: number;
  totalIsCapped: boolean;
};
