import { CONSIGNMENT_ENDPOINTS } from '@dom/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { command, route } from '../../platform/http/route';
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
    command(app, db, on.updateHsn, (tx, caller, request) => updateHsn(tx, caller, request.body), { tags });
    command(app, db, on.split, (tx, caller, request) => splitConsignment(tx, caller, request.body), { tags });
    route(
      app,
      on.modifyCheck,
      async (request) => modifyCheck(db, callerOf(request), request.query.consignmentKey),
      { tags },
    );
    command(app, db, on.modify, (tx, caller, request) => modifyConsignment(tx, caller, request.body), {
      tags,
    });
    command(
      app,
      db,
      on.stockTransfer,
      (tx, caller, request) => initiateStockTransfer(tx, caller, request.body),
      {
        tags,
      },
    );
    command(
      app,
      db,
      on.requestPreTransitTrip,
      (tx, caller, request) =>
        preTransitTrip(tx, caller, request.params.id, request.body, 'request', deps.clock()),
      { tags },
    );
    command(
      app,
      db,
      on.updatePreTransitTrip,
      (tx, caller, request) =>
        preTransitTrip(tx, caller, request.params.id, request.body, 'update', deps.clock()),
      { tags },
    );
    command(
      app,
      db,
      on.updateDetails,
      (tx, caller, request) => updateConsignmentDetails(tx, caller, request.body, deps.clock()),
      { tags },
    );
    command(
      app,
      db,
      on.transportationRequest,
      (tx, caller, request) => requestTransportation(tx, caller, request.body, deps.clock()),
      { tags },
    );
  };
}
