import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../platform/db/database';
import { rawRows } from '../orders/raw-rows';
import { ALL_BUSINESS_CODES, ORDER_CANCEL_REASONS, importOrderDropdowns } from './business-codes';

const BusinessCodeSchema = z.object({ type: z.string(), code: z.string(), value: z.string() });
const signedIn = { access: { authenticated: true as const } };
const TypeQuerySchema = z.object({ type: z.string().min(1).optional() });

/** Reference data (calls.tsv "Reference data"): any signed-in user may read it. */
export function referenceDataRoutes(db: Db): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/pim/category/l1-categories',
      { config: signedIn, schema: { tags: ['reference data'], response: { 200: z.array(z.string()) } } },
      async () => {
        const r = await rawRows<{ c: string }>(
          db,
          sql`SELECT DISTINCT level1_category AS c FROM products ORDER BY 1`,
        );
        return r.map((x) => x.c);
      },
    );
    app.get(
      '/pim/reporting-category',
      {
        config: signedIn,
        schema: {
          tags: ['reference data'],
          response: { 200: z.array(z.object({ category: z.string(), subcategory: z.string() })) },
        },
      },
      async () => {
        const r = await rawRows<{ category: string; subcategory: string }>(
          db,
          sql`SELECT DISTINCT category, subcategory FROM products ORDER BY 1, 2`,
        );
        return r;
      },
    );
    app.get(
      '/biz/regions/search/hierarchy',
      {
        config: signedIn,
        schema: {
          tags: ['reference data'],
          response: { 200: z.array(z.object({ region: z.string(), states: z.array(z.string()) })) },
        },
      },
      async () => {
        const r = await rawRows<{ region: string; states: string[] }>(
          db,
          sql`SELECT region, array_agg(DISTINCT state ORDER BY state) AS states FROM buyers GROUP BY region ORDER BY region`,
        );
        return r;
      },
    );
    app.get(
      '/business-code/search/code-value',
      {
        config: signedIn,
        schema: {
          tags: ['reference data'],
          querystring: TypeQuerySchema,
          response: { 200: z.array(BusinessCodeSchema) },
        },
      },
      async (request) =>
        ALL_BUSINESS_CODES.filter((c) => !request.query.type || c.type === request.query.type),
    );
    app.get(
      '/business-code/values',
      {
        config: signedIn,
        schema: {
          tags: ['reference data'],
          querystring: TypeQuerySchema,
          response: { 200: z.array(z.string()) },
        },
      },
      async (request) =>
        ALL_BUSINESS_CODES.filter((c) => !request.query.type || c.type === request.query.type).map(
          (c) => c.value,
        ),
    );
    app.get(
      '/business-code/import-orders/dropdown',
      {
        config: signedIn,
        schema: { tags: ['reference data'], response: { 200: z.array(BusinessCodeSchema) } },
      },
      async () => [...importOrderDropdowns()],
    );
    app.get(
      '/business-code/getCancelReasons',
      {
        config: signedIn,
        schema: { tags: ['reference data'], response: { 200: z.array(BusinessCodeSchema) } },
      },
      async () => [...ORDER_CANCEL_REASONS],
    );
  };
}
