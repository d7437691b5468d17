import { REFERENCE_ENDPOINTS } from '@dom/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../platform/db/database';
import { route } from '../../platform/http/route';
import { ORDER_CANCEL_REASONS, businessCodesOf, importOrderDropdowns } from './business-codes';
import { listL1Categories, listRegionHierarchy, listReportingCategories } from './reference-data.repo';

const tags = ['reference data'];

/** Reference data (calls.tsv "Reference data"): any signed-in user may read it. */
export function referenceDataRoutes(db: Db): FastifyPluginAsyncZod {
  return async (app) => {
    const on = REFERENCE_ENDPOINTS;
    route(app, on.l1Categories, async () => listL1Categories(db), { tags });
    route(app, on.reportingCategories, async () => listReportingCategories(db), { tags });
    route(app, on.regionHierarchy, async () => listRegionHierarchy(db), { tags });
    route(app, on.businessCodes, async (request) => [...businessCodesOf(request.query.type)], { tags });
    route(
      app,
      on.businessCodeValues,
      async (request) => businessCodesOf(request.query.type).map((c) => c.value),
      {
        tags,
      },
    );
    route(app, on.orderDropdowns, async () => [...importOrderDropdowns()], { tags });
    route(app, on.cancelReasons, async () => [...ORDER_CANCEL_REASONS], { tags });
  };
}
