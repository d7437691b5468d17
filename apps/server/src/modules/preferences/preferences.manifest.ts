/** The preferences area's manifest: its routes and tables (listed in src/modules.ts). */
import type { AppContext } from '../../context';
import type { ModuleManifest } from '../../platform/module';
import { tablesOf } from '../../platform/module';
import { preferencesRoutes } from './preferences.routes';
import * as preferencesSchema from './preferences.schema';

export const preferencesModule: ModuleManifest<AppContext> = {
  name: 'preferences',
  routes: (ctx) => preferencesRoutes(ctx.database.db),
  tables: tablesOf(preferencesSchema),
};
