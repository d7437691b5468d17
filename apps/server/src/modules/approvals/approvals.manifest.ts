/** The approvals area's manifest: its routes and tables (listed in src/modules.ts). */
import type { AppContext } from '../../context';
import type { ModuleManifest } from '../../platform/module';
import { tablesOf } from '../../platform/module';
import { approvalsRoutes } from './approvals.routes';
import * as approvalsSchema from './approvals.schema';

export const approvalsModule: ModuleManifest<AppContext> = {
  name: 'approvals',
  routes: (ctx) => approvalsRoutes(ctx.database.db),
  tables: tablesOf(approvalsSchema),
};
