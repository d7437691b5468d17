/** The credit-limits area's manifest: its routes, background work and tables (listed in src/modules.ts). */
import type { AppContext } from '../../context';
import type { ModuleManifest } from '../../platform/module';
import { tablesOf } from '../../platform/module';
import { registerAdhocPolicy } from './adhoc-limits.service';
import { creditLimitsBackground } from './credit-limits.background';
import { creditLimitsRoutes } from './credit-limits.routes';
import * as creditLimitsSchema from './credit-limits.schema';

export const creditLimitsModule: ModuleManifest<AppContext> = {
  name: 'credit-limits',
  routes: (ctx) => {
    // The ad-hoc limit's approval (the approvals engine calls back in the deciding transaction).
    registerAdhocPolicy(ctx.database.db);
    return creditLimitsRoutes(ctx.database.db, ctx.clock, ctx.files, ctx.signer);
  },
  background: (ctx) => creditLimitsBackground(ctx.clock),
  tables: tablesOf(creditLimitsSchema),
};
