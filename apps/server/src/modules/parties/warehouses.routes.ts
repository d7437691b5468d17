import { PARTY_ENDPOINTS } from '@dom/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../platform/db/database';
import { command, route } from '../../platform/http/route';
import { actorOf } from '../../platform/http/request-context';
import { scopeOf } from '../identity';
import {
  addTransporter,
  linkSellerTransporter,
  searchTransporters,
  sellerTransportersOf,
} from './transporters.service';
import { searchWarehouses, warehouseDetail } from './warehouses.service';

/** Warehouses (sources) and transporters (doc 2 §7). */
export function warehousesRoutes(db: Db): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['warehouses'];
    route(
      app,
      PARTY_ENDPOINTS.searchWarehouses,
      async (request) => searchWarehouses(db, scopeOf(request), request.query),
      { tags },
    );
    route(
      app,
      PARTY_ENDPOINTS.warehouse,
      async (request) => warehouseDetail(db, scopeOf(request), request.params.id),
      { tags },
    );
    route(
      app,
      PARTY_ENDPOINTS.warehouseContacts,
      async (request) => {
        const w = await warehouseDetail(db, scopeOf(request), request.params.id);
        return { warehouseId: w.warehouseId, contacts: w.contacts };
      },
      { tags },
    );

    const ttags = ['transporters'];
    route(app, PARTY_ENDPOINTS.searchTransporters, async (request) => searchTransporters(db, request.query), {
      tags: ttags,
    });
    route(
      app,
      PARTY_ENDPOINTS.searchTransportersByBody,
      async (request) => searchTransporters(db, request.body),
      { tags: ttags },
    );
    command(
      app,
      db,
      PARTY_ENDPOINTS.addTransporter,
      (tx, _caller, request) => addTransporter(tx, request.body, actorOf(request)),
      { tags: ttags },
    );
    // Read when a consignment's logistics are added: sellers and staff with consignment view.
    route(
      app,
      PARTY_ENDPOINTS.sellerTransporters,
      async (request) => sellerTransportersOf(db, scopeOf(request), request.query.sellerId),
      { tags: ttags },
    );
    command(
      app,
      db,
      PARTY_ENDPOINTS.linkSellerTransporter,
      (tx, _caller, request) => linkSellerTransporter(tx, scopeOf(request), request.body, actorOf(request)),
      { tags: ttags },
    );
  };
}
