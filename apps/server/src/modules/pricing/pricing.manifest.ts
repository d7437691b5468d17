/** The pricing area's manifest: seller price lists, price discovery, quotation automation (src/modules.ts). */
import type { AppContext } from '../../context';
import type { ModuleManifest } from '../../platform/module';
import { tablesOf } from '../../platform/module';
import { pricingRoutes } from './pricing.routes';
import './buyer-prices.task';
import './seller-prices.task';
import * as pricingSchema from './pricing.schema';

export const pricingModule: ModuleManifest<AppContext> = {
  name: 'pricing',
  routes: (ctx) => pricingRoutes(ctx.database.db),
  tables: tablesOf(pricingSchema),
};
