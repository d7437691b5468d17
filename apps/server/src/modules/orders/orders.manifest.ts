/** The orders area's manifest: its routes, background work and tables (listed in src/modules.ts). */
import type { AppContext } from '../../context';
import type { ModuleManifest } from '../../platform/module';
import { routesOf, tablesOf } from '../../platform/module';
import { orderDocumentsRoutes } from './order-documents.routes';
import { orderEditRoutes } from './order-edit.routes';
import { orderExtrasRoutes } from './order-extras.routes';
import { orderImportRoutes } from './order-import.routes';
import { orderJobWorkRoutes } from './order-job-work.routes';
import { ordersBackground } from './orders.background';
import { ordersRoutes } from './orders.routes';
import * as ordersSchema from './orders.schema';

export const ordersModule: ModuleManifest<AppContext> = {
  name: 'orders',
  routes: (ctx) => {
    const db = ctx.database.db;
    return routesOf(
      ordersRoutes(db, ctx.ports.orders, ctx.config.orders),
      orderEditRoutes(db),
      orderExtrasRoutes(db, { registry: ctx.gst.registry, clock: ctx.clock }),
      orderJobWorkRoutes(db),
      orderDocumentsRoutes(db, ctx.files),
      orderImportRoutes(ctx),
    );
  },
  background: (ctx) => ordersBackground({ db: ctx.database.db, files: ctx.files }),
  tables: tablesOf(ordersSchema),
};
