/** The files area's manifest: its routes, background work and tables (listed in src/modules.ts). */
import type { AppContext } from '../../context';
import type { ModuleManifest } from '../../platform/module';
import { filesBackground } from './files.background';
import { s3Routes } from './s3.routes';

export const filesModule: ModuleManifest<AppContext> = {
  name: 'files',
  routes: (ctx) =>
    s3Routes({
      db: ctx.database.db,
      files: ctx.files,
      signer: ctx.signer,
      clock: ctx.clock,
      orderShipments: ctx.ports.orders.shipments,
    }),
  background: (ctx) => filesBackground(ctx.files, ctx.storage, ctx.clock),
  tables: [],
};
