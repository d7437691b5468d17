/** The search area's manifest: its routes; it owns no table (it reads others' through their index). */
import type { AppContext } from '../../context';
import type { ModuleManifest } from '../../platform/module';
import { searchRoutes } from './search.routes';

export const searchModule: ModuleManifest<AppContext> = {
  name: 'search',
  routes: (ctx) => searchRoutes(ctx.database.db),
  tables: [],
};
