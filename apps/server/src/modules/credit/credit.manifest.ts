/** The credit area's manifest: its routes, background work and tables (listed in src/modules.ts). */
import type { AppContext } from '../../context';
import type { ModuleManifest } from '../../platform/module';
import { routesOf, tablesOf } from '../../platform/module';
import './buyer-cash-discounts.task';
import './buyer-virtual-accounts.task';
import { creditLimitRoutes } from './credit-limit.routes';
import { creditRoutes } from './credit.routes';
import * as creditSchema from './credit.schema';
import { revisionRoutes } from './revisions.routes';
import { statementRoutes } from './statement.routes';

export const creditModule: ModuleManifest<AppContext> = {
  name: 'credit',
  routes: (ctx) => {
    const deps = { eInvoice: ctx.eInvoice, now: ctx.clock, drawable: ctx.ports.credit.drawable };
    return routesOf(
      creditRoutes(ctx.database.db, deps),
      revisionRoutes(ctx.database.db, deps),
      creditLimitRoutes(ctx.database.db),
      statementRoutes(ctx.database.db, ctx.clock),
    );
  },
  tables: tablesOf(creditSchema),
};
