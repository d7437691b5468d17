import { REFERENCE_ENDPOINTS } from '@dom/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../platform/db/database';
import { route } from '../../platform/http/route';
import { BANK_MASTER_CODE, BANK_NAMES_TYPE, IMPORT_ORDER_DROPDOWN_TYPES } from './business-codes';
import { listL1Categories, listReportingCategories } from '../catalogue';
import { listBusinessCodes, listRegionHierarchy } from './reference-data.repo';

const tags = ['reference data'];

/** The codes of one type from the master data (BANK_MASTER names the BANK_NAMES list), or all. */
const codesOf = (db: Db, type: string | undefined) =>
  listBusinessCodes(db, type ? [type === BANK_MASTER_CODE ? BANK_NAMES_TYPE : type] : undefined);

/** Reference data (calls.tsv "Reference data"): any signed-in user may read it. */
export function referenceDataRoutes(db: Db): FastifyPluginAsyncZod {
  return async (app) => {
    const on = REFERENCE_ENDPOINTS;
    route(app, on.l1Categories, async () => listL1Categories(db), { tags });
    route(app, on.reportingCategories, async () => listReportingCategories(db), { tags });
    route(app, on.regionHierarchy, async () => listRegionHierarchy(db), { tags });
    route(app, on.businessCodes, async (request) => codesOf(db, request.query.type), { tags });
    route(
      app,
      on.businessCodeValues,
      async (request) => (await codesOf(db, request.query.type)).map((c) => c.value),
      { tags },
    );
    route(app, on.orderDropdowns, async () => listBusinessCodes(db, IMPORT_ORDER_DROPDOWN_TYPES), { tags });
    route(app, on.cancelReasons, async () => listBusinessCodes(db, ['ORDER_CANCEL']), { tags });
  };
}
