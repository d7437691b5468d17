import {
  CONSIGNMENT_ENDPOINTS,
  ConsignmentActionResultSchema,
  ConsignmentIdParamSchema,
  ModifyConsignmentSchema,
  PreTransitTripSchema,
  SplitConsignmentSchema,
  StockTransferSchema,
  TransportationRequestSchema,
  UpdateConsignmentDetailsSchema,
  UpdateHsnSchema,
} from '@dom/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { needs } from '../../platform/http/access';
import { route } from '../../platform/http/route';
import { type ConsignmentDeps, callerOf } from './consignment-caller';
import {
  initiateStockTransfer,
  modifyCheck,
  modifyConsignment,
  preTransitTrip,
  requestTransportation,
  splitConsignment,
  updateConsignmentDetails,
  updateHsn,
} from './consignment-extras.service';

const tags = ['consignments'];
const result = { 200: ConsignmentActionResultSchema };

/** HSN update, split, modify, detail updates, stock transfer, pre-transit trips and transport requests. */
export function consignmentExtrasRoutes(deps: ConsignmentDeps): FastifyPluginAsyncZod {
  const { db } = deps;
  return async (app) => {
    app.post(
      '/consignment/update-hsn',
      {
        config: needs('Allow_Update_Hsn'),
        schema: {
          tags,
          summary: 'Change HSN codes before an e-invoice exists',
          body: UpdateHsnSchema,
          response: result,
        },
      },
      async (request) => updateHsn(db, callerOf(request), request.body),
    );
    app.post(
      '/consignment/split-consignment',
      {
        config: needs('Allow_Consignment_Split'),
        schema: {
          tags,
          summary: 'Move some quantities to a new consignment',
          body: SplitConsignmentSchema,
          response: { 200: ConsignmentActionResultSchema.extend({ newConsignmentKey: z.string() }) },
        },
      },
      async (request) => splitConsignment(db, callerOf(request), request.body),
    );
    route(
      app,
      CONSIGNMENT_ENDPOINTS.modifyCheck,
      async (request) => modifyCheck(db, callerOf(request), request.query.consignmentKey),
      { tags },
    );
    app.post(
      '/consignment/update-consignment',
      {
        config: needs('Allow_Consignment_Modify'),
        schema: {
          tags,
          summary: 'Modify line quantities (three confirmations required)',
          body: ModifyConsignmentSchema,
          response: result,
        },
      },
      async (request) => modifyConsignment(db, callerOf(request), request.body),
    );
    app.post(
      '/consignment/initiate-stock-transfer',
      {
        config: needs('Allow_Stock_Transfer'),
        schema: {
          tags,
          summary: 'Ship from another warehouse of the same seller',
          body: StockTransferSchema,
          response: result,
        },
      },
      async (request) => initiateStockTransfer(db, callerOf(request), request.body),
    );
    app.post(
      '/consignment/request-preTransit-trip/:id',
      {
        config: needs('Allow_Pre_Transit_Trip'),
        schema: { tags, params: ConsignmentIdParamSchema, body: PreTransitTripSchema, response: result },
      },
      async (request) =>
        preTransitTrip(db, callerOf(request), request.params.id, request.body, 'request', deps.clock()),
    );
    app.post(
      '/consignment/update-preTransit-trip/:id',
      {
        config: needs('Allow_Pre_Transit_Trip'),
        schema: { tags, params: ConsignmentIdParamSchema, body: PreTransitTripSchema, response: result },
      },
      async (request) =>
        preTransitTrip(db, callerOf(request), request.params.id, request.body, 'update', deps.clock()),
    );
    app.post(
      '/consignment/updateConsignment',
      {
        config: needs('Allow_Consignment_Modify'),
        schema: {
          tags,
          summary: 'Change the expected dispatch date, packages or gross weight before dispatch',
          body: UpdateConsignmentDetailsSchema,
          response: result,
        },
      },
      async (request) => updateConsignmentDetails(db, callerOf(request), request.body, deps.clock()),
    );
    app.post(
      '/shipment/transportation-request',
      {
        config: needs('Allow_Transport_Request_Create'),
        schema: {
          tags,
          summary: 'Ask the logistics team to arrange a vehicle for the consignment',
          body: TransportationRequestSchema,
          response: result,
        },
      },
      async (request) => requestTransportation(db, callerOf(request), request.body, deps.clock()),
    );
  };
}
