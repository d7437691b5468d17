import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { GstinRegistry } from '../../integrations/gst/gst-gateway';
import type { Db } from '../../platform/db/database';
import type { FilesService } from '../../platform/files/files.service';
import { buyersRoutes } from './buyers.routes';
import { sellerDocumentsRoutes } from './seller-documents.routes';
import { sellersRoutes } from './sellers.routes';
import { warehousesRoutes } from './warehouses.routes';
import type { PartyPorts } from './party-ports';

/**
 * Buyers, sellers, warehouses and transporters; the GSTIN register is the GST portal's (the simulator's in this build).
 * `now` is the clock the credit-backed tabs age invoices by (the app's, as the credit area's).
 */
export function partiesRoutes(
  db: Db,
  opts: { registry: GstinRegistry; files: FilesService; ports: PartyPorts; now?: () => Date },
): FastifyPluginAsyncZod {
  const registry = opts.registry;
  const now = opts.now ?? (() => new Date());
  return async (app) => {
    await app.register(buyersRoutes(db, registry, now, opts.ports));
    await app.register(sellersRoutes(db, now, opts.ports));
    await app.register(sellerDocumentsRoutes(db, opts.files));
    await app.register(warehousesRoutes(db));
  };
}
