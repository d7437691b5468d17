/** The consignments area's manifest: its routes, background work and tables (listed in src/modules.ts). */
import type { AppContext } from '../../context';
import type { ModuleManifest } from '../../platform/module';
import { routesOf, tablesOf } from '../../platform/module';
import { type ConsignmentDeps, packingDeps } from './consignment-caller';
import { registerCreditExceptionPolicy } from './consignment-approvals';
import { consignmentExtrasRoutes } from './consignment-extras.routes';
import { consignmentOpsRoutes } from './consignment-ops.routes';
import { consignmentsBackground } from './consignments.background';
import { consignmentsRoutes } from './consignments.routes';
import { printablesRoutes } from './documents/printables.routes';
import * as consignmentsSchema from './consignments.schema';

/** What the consignment services need, taken from the shared context. */
function consignmentDeps(ctx: AppContext): ConsignmentDeps {
  return {
    db: ctx.database.db,
    files: ctx.files,
    signer: ctx.signer,
    gst: ctx.gst,
    clock: ctx.clock,
    creditRules: ctx.consignmentCreditRules,
    jobs: ctx.resumable,
  };
}

export const consignmentsModule: ModuleManifest<AppContext> = {
  name: 'consignments',
  routes: (ctx) => {
    const deps = consignmentDeps(ctx);
    // The Approval Center's credit exception (issue 17): this area's policy, with its callback.
    registerCreditExceptionPolicy(packingDeps(deps), {
      thresholdPaise: ctx.config.approvals.moneyThresholdPaise,
    });
    return routesOf(
      consignmentsRoutes(deps),
      consignmentOpsRoutes(deps),
      consignmentExtrasRoutes(deps),
      printablesRoutes(deps.db),
    );
  },
  background: (ctx) => consignmentsBackground(consignmentDeps(ctx)),
  tables: tablesOf(consignmentsSchema),
};
