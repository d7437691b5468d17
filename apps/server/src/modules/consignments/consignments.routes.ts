import { CONSIGNMENT_ENDPOINTS } from '@dom/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../platform/errors';
import { command, route } from '../../platform/http/route';
import { type ConsignmentDeps, callerOf, packingDeps, todayOf } from './consignment-caller';
import { consignableLines, createConsignment } from './consignment-create.service';
import { ConsignmentDocuments } from './consignment-documents.service';
import { exportConsignments } from './consignment-export';
import {
  acknowledge,
  addInvoiceDetails,
  addLogistics,
  cancel,
  draftPack,
  reject,
  undoPacking,
  updateTrackingUrl,
  verifyInvoice,
} from './consignment-lifecycle.service';
import { confirmDispatch, reverse, shipmentUpdate } from './consignment-shipment.service';
import { getPod, pendingAckLines, submitPod, triggerBuyerPod } from './consignment-pod.service';
import { ConsignmentQueries } from './consignment-queries.service';

const tags = ['consignments'];

/** Consignments (calls.tsv "Consignments"): the list, the detail and the lifecycle moves. */
export function consignmentsRoutes(deps: ConsignmentDeps): FastifyPluginAsyncZod {
  const { db } = deps;
  const queries = new ConsignmentQueries(db, new ConsignmentDocuments(db, deps.files), deps.clock);
  return async (app) => {
    const on = CONSIGNMENT_ENDPOINTS;
    route(app, on.search, async (request) => queries.search(callerOf(request), request.body), { tags });
    route(app, on.counts, async (request) => queries.counts(callerOf(request), request.body), { tags });
    route(
      app,
      on.export,
      async (request, reply) => {
        // Awaited before any header: bad input answers 400 in the error shape, not a cut-off 200.
        const stream = await exportConsignments(
          db,
          callerOf(request).scope,
          request.query,
          deps.clock(),
          request.log,
        );
        return reply
          .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
          .header('content-disposition', 'attachment; filename="consignments.xlsx"')
          .header('cache-control', 'no-store')
          .send(stream);
      },
      { tags },
    );
    route(app, on.detail, async (request) => queries.detail(callerOf(request), request.params.key), { tags });
    route(app, on.detailById, async (request) => queries.detail(callerOf(request), request.params.id), {
      tags,
    });
    route(
      app,
      on.detailByOrder,
      async (request) => {
        const detail = await queries.detail(callerOf(request), request.params.b);
        if (detail.orderKey !== request.params.a) throw new AppError('NOT_FOUND', 'Consignment not found');
        return detail;
      },
      { tags },
    );
    route(
      app,
      on.pendingAckLines,
      async (request) => pendingAckLines(db, callerOf(request), request.params.id),
      {
        tags,
      },
    );
    route(
      app,
      on.consignableLines,
      async (request) => consignableLines(db, callerOf(request), request.params.orderKey),
      { tags },
    );
    command(app, db, on.create, (tx, caller, request) => createConsignment(tx, caller, request.body), {
      tags,
    });
    // Not commands: each lands as ONE statement (the move, its lines, audit rows and events, all or
    // nothing by itself; the general way's write is one statement too), which a transaction would
    // wrap in two more round trips on the busiest calls (consignment-acknowledge.test.ts counts them).
    route(app, on.acknowledge, async (request) => acknowledge(db, callerOf(request), request.body), { tags });
    route(app, on.reject, async (request) => reject(db, callerOf(request), request.body), { tags });
    // Cancel is a command: it also withdraws a credit exception waiting for approval, in the same
    // transaction as the move.
    command(app, db, on.cancel, (tx, caller, request) => cancel(tx, caller, request.body), { tags });
    command(app, db, on.reverse, (tx, caller, request) => reverse(tx, caller, request.body), { tags });
    command(
      app,
      db,
      on.draftPack,
      (tx, caller, request) => draftPack(tx, caller, request.body, todayOf(deps)),
      {
        tags,
      },
    );
    for (const endpoint of [on.addInvoiceDetails, on.draftPackAddInvoice])
      command(
        app,
        db,
        endpoint,
        (tx, caller, request) => addInvoiceDetails(tx, caller, request.body, todayOf(deps)),
        { tags },
      );
    route(
      app,
      on.verifyInvoice,
      async (request) => verifyInvoice(db, callerOf(request), request.body, todayOf(deps)),
      { tags },
    );
    command(app, db, on.undoPacking, (tx, caller, request) => undoPacking(tx, caller, request.body), {
      tags,
    });
    for (const endpoint of [on.addLogistics, on.updateLogistics])
      route(
        app,
        endpoint,
        async (request) => addLogistics(packingDeps(deps), callerOf(request), request.body),
        {
          tags,
        },
      );
    command(
      app,
      db,
      on.updateTrackingUrl,
      (tx, caller, request) => updateTrackingUrl(tx, caller, request.body),
      {
        tags,
      },
    );
    command(
      app,
      db,
      on.confirmDispatch,
      (tx, caller, request) => confirmDispatch(tx, caller, request.body, deps.clock()),
      { tags },
    );
    command(
      app,
      db,
      on.shipmentUpdate,
      (tx, caller, request) => shipmentUpdate(tx, caller, request.params.status, request.body, deps.clock()),
      { tags },
    );
    command(
      app,
      db,
      on.submitPod,
      (tx, caller, request) => submitPod(tx, caller, request.body, todayOf(deps)),
      {
        tags,
      },
    );
    route(app, on.pod, async (request) => getPod(db, callerOf(request), request.query.consignmentKey), {
      tags,
    });
    command(
      app,
      db,
      on.triggerBuyerPod,
      (tx, caller, request) => triggerBuyerPod(tx, caller, request.body.consignmentKey),
      { tags },
    );
  };
}
