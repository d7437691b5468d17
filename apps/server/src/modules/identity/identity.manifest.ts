/** The identity area's manifest: its routes, background work and tables (listed in src/modules.ts). */
import type { AppContext } from '../../context';
import type { ModuleManifest } from '../../platform/module';
import { tablesOf } from '../../platform/module';
import * as authorizationSchema from './authorization.schema';
import { identityApi } from './identity.module';
import * as identitySchema from './identity.schema';
import * as usersSchema from './users.schema';

export const identityModule: ModuleManifest<AppContext> = {
  name: 'identity',
  routes: (ctx) => identityApi(ctx.identity, ctx.ports.identity),
  tables: tablesOf(usersSchema, identitySchema, authorizationSchema),
};
