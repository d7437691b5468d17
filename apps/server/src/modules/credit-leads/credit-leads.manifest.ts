/** The credit-leads area's manifest: its routes and tables (listed in src/modules.ts). */
import type { AppContext } from '../../context';
import { verificationSimulators } from '../../integrations/verification/verification.simulators';
import type { ModuleManifest } from '../../platform/module';
import { tablesOf } from '../../platform/module';
import { registerCreditLeadPolicy } from './credit-lead-approvals';
import { creditLeadRoutes } from './credit-leads.routes';
import * as creditLeadsSchema from './credit-leads.schema';

export const creditLeadsModule: ModuleManifest<AppContext> = {
  name: 'credit-leads',
  routes: (ctx) => {
    const deps = { db: ctx.database.db, checks: verificationSimulators(ctx.gst.registry), clock: ctx.clock };
    const ceoLimitPaise = ctx.config.approvals.ceoLimitPaise;
    registerCreditLeadPolicy(deps, { ceoLimitPaise });
    return creditLeadRoutes(deps, ceoLimitPaise, ctx.files);
  },
  tables: tablesOf(creditLeadsSchema),
};
