import {
  LinkSellerTransporterSchema,
  PartyIdParamSchema,
  SellerTransporterListSchema,
  SellerTransporterQuerySchema,
  TransporterPageSchema,
  TransporterSearchSchema,
  WarehouseContactListSchema,
  PARTY_ENDPOINTS,
} from '@dom/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../platform/db/database';
import { needs } from '../../platform/http/access';
import { route } from '../../platform/http/route';
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
    app.get(
      '/ops-supply/source/:id/contacts',
      {
        config: needs('Display_Warehouse_Tab'),
        schema: { tags, params: PartyIdParamSchema, response: { 200: WarehouseContactListSchema } },
      },
      async (request) => {
        const w = await warehouseDetail(db, scopeOf(request), request.params.id);
        return { warehouseId: w.warehouseId, contacts: w.contacts };
      },
    );

    const ttags = ['transporters'];
    route(app, PARTY_ENDPOINTS.searchTransporters, async (request) => searchTransporters(db, request.query), {
      tags: ttags,
    });
    app.post(
      '/zoho/getTransporterDetails',
      {
        config: needs('Display_Transporter_Master_Tab'),
        schema: { tags: ttags, body: TransporterSearchSchema, response: { 200: TransporterPageSchema } },
      },
      async (request) => searchTransporters(db, request.body),
    );
    route(
      app,
      PARTY_ENDPOINTS.addTransporter,
      async (request, reply) =>
        reply.status(201).send(await addTransporter(db, request.body, actorOf(request))),
      { tags: ttags },
    );
    // Read when a consignment's logistics are added: sellers and staff with consignment view.
    app.get(
      '/ops-supply/seller/transporter',
      {
        config: needs('Ful_Consignment_View'),
        schema: {
          tags: ttags,
          querystring: SellerTransporterQuerySchema,
          response: { 200: SellerTransporterListSchema },
        },
      },
      async (request) => sellerTransportersOf(db, scopeOf(request), request.query.sellerId),
    );
    app.post(
      '/ops-supply/seller/transporter',
      {
        config: needs('Allow_Transporter_Create'),
        schema: {
          tags: ttags,
          body: LinkSellerTransporterSchema,
          response: { 200: SellerTransporterListSchema },
        },
      },
      async (request) => linkSellerTransporter(db, scopeOf(request), request.body, actorOf(request)),
    );
  };
}
