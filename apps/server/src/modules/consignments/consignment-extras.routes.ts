import { CONSIGNMENT_ENDPOINTS } from '@dom/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
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

/** HSN update, split, modify, detail updates, stock transfer, pre-transit trips and transport requests. */
export function consignmentExtrasRoutes(deps: ConsignmentDeps): FastifyPluginAsyncZod {
  const { db } = deps;
  return async (app) => {
    const on = CONSIGNMENT_ENDPOINTS;
    route(app, on.updateHsn, async (request) => updateHsn(db, callerOf(request), request.body), { tags });
    route(app, on.split, async (request) => splitConsignment(db, callerOf(request), request.body), { tags });
    route(
      app,
      on.modifyCheck,
      async (request) => modifyCheck(db, callerOf(request), request.query.consignmentKey),
      { tags },
    );
    route(app, on.modify, async (request) => modifyConsignment(db, callerOf(request), request.body), {
      tags,
    });
    route(
      app,
      on.stockTransfer,
      async (request) => initiateStockTransfer(db, callerOf(request), request.body),
      {
        tags,
      },
    );
    route(
      app,
      on.requestPreTransitTrip,
      async (request) =>
        preTransitTrip(db, callerOf(request), request.params.id, request.body, 'request', deps.clock()),
      { tags },
    );
    route(
      app,
      on.updatePreTransitTrip,
      async (request) =>
        preTransitTrip(db, callerOf(request), request.params.id, request.body, 'update', deps.clock()),
      { tags },
    );
    route(
      app,
      on.updateDetails,
      async (request) => updateConsignmentDetails(db, callerOf(request), request.body, deps.clock()),
      { tags },
    );
    route(
      app,
      on.transportationRequest,
      async (request) => requestTransportation(db, callerOf(request), request.body, deps.clock()),
      { tags },
    );
  };
}
