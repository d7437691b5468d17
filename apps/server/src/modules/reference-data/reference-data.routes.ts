import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../platform/db/database';
import { SIGNED_IN } from '../../platform/http/access';
import { ORDER_CANCEL_REASONS, businessCodesOf, importOrderDropdowns } from './business-codes';
import { listL1Categories, listRegionHierarchy, listReportingCategories } from './reference-data.repo';

const BusinessCodeSchema = z.object({ type: z.string(), code: z.string(), value: z.string() });
const TypeQuerySchema = z.object({ type: z.string().min(1).optional() });

/** Reference data (calls.tsv "Reference data"): any signed-in user may read it. */
export function referenceDataRoutes(db: Db): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/pim/category/l1-categories',
      { config: SIGNED_IN, schema: { tags: ['reference data'], response: { 200: z.array(z.string()) } } },
      async () => listL1Categories(db),
    );
    app.get(
      '/pim/reporting-category',
      {
        config: SIGNED_IN,
        schema: {
          tags: ['reference data'],
          response: { 200: z.array(z.object({ category: z.string(), subcategory: z.string() })) },
        },
      },
      async () => listReportingCategories(db),
    );
    app.get(
      '/biz/regions/search/hierarchy',
      {
        config: SIGNED_IN,
        schema: {
          tags: ['reference data'],
          response: { 200: z.array(z.object({ region: z.string(), states: z.array(z.string()) })) },
        },
      },
      async () => listRegionHierarchy(db),
    );
    app.get(
      '/business-code/search/code-value',
      {
        config: SIGNED_IN,
        schema: {
          tags: ['reference data'],
          querystring: TypeQuerySchema,
          response: { 200: z.array(BusinessCodeSchema) },
        },
      },
      async (request) => [...businessCodesOf(request.query.type)],
    );
    app.get(
      '/business-code/values',
      {
        config: SIGNED_IN,
        schema: {
          tags: ['reference data'],
          querystring: TypeQuerySchema,
          response: { 200: z.array(z.string()) },
        },
      },
      async (request) => businessCodesOf(request.query.type).map((c) => c.value),
    );
    app.get(
      '/business-code/import-orders/dropdown',
      {
        config: SIGNED_IN,
        schema: { tags: ['reference data'], response: { 200: z.array(BusinessCodeSchema) } },
      },
      async () => [...importOrderDropdowns()],
    );
    app.get(
      '/business-code/getCancelReasons',
      {
        config: SIGNED_IN,
        schema: { tags: ['reference data'], response: { 200: z.array(BusinessCodeSchema) } },
      },
      async () => [...ORDER_CANCEL_REASONS],
    );
  };
}
