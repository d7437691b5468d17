/**
 * The parties area's manifest: its routes, background work and tables (listed in src/modules.ts),
 * and the buyers' partner RMs and promoters by upload (task types PARTNER_RM, PROMOTER).
 */
import type { AppContext } from '../../context';
import type { ModuleManifest } from '../../platform/module';
import { tablesOf } from '../../platform/module';
import './partner-rms.task';
import { partiesRoutes } from './parties.routes';
import * as partiesSchema from './parties.schema';
import './promoters.task';

export const partiesModule: ModuleManifest<AppContext> = {
  name: 'parties',
  routes: (ctx) =>
    partiesRoutes(ctx.database.db, {
      registry: ctx.gst.registry,
      files: ctx.files,
      ports: ctx.ports.parties,
      now: ctx.clock,
    }),
  tables: tablesOf(partiesSchema),
};
