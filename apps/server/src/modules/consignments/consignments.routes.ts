import {
  AcknowledgeConsignmentSchema,
  CONSIGNMENT_ENDPOINTS,
  AddInvoiceDetailsSchema,
  AddLogisticsSchema,
  ConfirmDispatchSchema,
  ConsignmentActionResultSchema,
  ConsignmentDetailSchema,
  ConsignmentIdParamSchema,
  DraftPackSchema,
  InvoiceVerificationSchema,
  PodQuerySchema,
  PodSchema,
  ReasonedActionSchema,
  ShipmentUpdateParamSchema,
  ShipmentUpdateSchema,
  SubmitPodSchema,
  TriggerBuyerPodSchema,
  UndoPackingSchema,
  UpdateTrackingUrlSchema,
} from '@dom/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../platform/errors';
import { needs } from '../../platform/http/access';
import { route } from '../../platform/http/route';
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

const VIEW = needs('Ful_Consignment_View');
const tags = ['consignments'];
const result = { 200: ConsignmentActionResultSchema };

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
    app.get(
      '/consignment/search/:id',
      {
        config: VIEW,
        schema: {
          tags,
          summary: 'Consignment detail (same answer as /shipment/consignment/{key})',
          params: ConsignmentIdParamSchema,
          response: { 200: ConsignmentDetailSchema },
        },
      },
      async (request) => queries.detail(callerOf(request), request.params.id),
    );
    app.get(
      '/consignment/searchById/:a/:b',
      {
        config: VIEW,
        schema: {
          tags,
          summary: 'Consignment detail by order key (a) and consignment key (b); 404 when b is not of a',
          params: z.object({ a: z.string().min(1).max(64), b: z.string().min(1).max(64) }),
          response: { 200: ConsignmentDetailSchema },
        },
      },
      async (request) => {
        const detail = await queries.detail(callerOf(request), request.params.b);
        if (detail.orderKey !== request.params.a) throw new AppError('NOT_FOUND', 'Consignment not found');
        return detail;
      },
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
    route(app, on.create, async (request) => createConsignment(db, callerOf(request), request.body), {
      tags,
    });
    app.post(
      '/consignment/acknowledgement',
      {
        config: needs('Allow_Consignment_Acknowledge'),
        schema: {
          tags,
          summary: 'Seller acknowledges (REQUESTED → READY_TO_PROCESS)',
          body: AcknowledgeConsignmentSchema,
          response: result,
        },
      },
      async (request) => acknowledge(db, callerOf(request), request.body),
    );
    app.post(
      '/consignment/reject-consignment',
      {
        config: needs('Allow_Consignment_Reject'),
        schema: {
          tags,
          summary: 'Seller rejects (REQUESTED → CANCELLED)',
          body: ReasonedActionSchema,
          response: result,
        },
      },
      async (request) => reject(db, callerOf(request), request.body),
    );
    app.post(
      '/consignment/cancel-consignment',
      {
        config: needs('Allow_Consignment_Cancel'),
        schema: {
          tags,
          summary: 'Cancel before an e-invoice exists',
          body: ReasonedActionSchema,
          response: result,
        },
      },
      async (request) => cancel(db, callerOf(request), request.body),
    );
    app.post(
      '/consignment/consignment-reversing',
      {
        config: needs('Allow_Consignment_Reverse'),
        schema: {
          tags,
          summary: 'Reverse a delivered or completed consignment (→ REVOKED)',
          body: ReasonedActionSchema,
          response: result,
        },
      },
      async (request) => reverse(db, callerOf(request), request.body),
    );
    app.post(
      '/consignment/draft-pack-consignment',
      {
        config: needs('Allow_Consignment_Pack'),
        schema: {
          tags,
          summary: 'Draft pack (READY_TO_PROCESS → IN_PROGRESS, or update the draft)',
          body: DraftPackSchema,
          response: result,
        },
      },
      async (request) => draftPack(db, callerOf(request), request.body, todayOf(deps)),
    );
    for (const path of ['/consignment/add-invoice-details', '/consignment/draftPack-addInvoice'])
      app.post(
        path,
        {
          config: needs('Allow_Consignment_Pack'),
          schema: {
            tags,
            summary: 'Invoice number, date and amount before packing',
            body: AddInvoiceDetailsSchema,
            response: result,
          },
        },
        async (request) => addInvoiceDetails(db, callerOf(request), request.body, todayOf(deps)),
      );
    app.post(
      '/consignment/verify-invoice',
      {
        config: VIEW,
        schema: {
          tags,
          summary: 'Check invoice details without saving them',
          body: AddInvoiceDetailsSchema,
          response: { 200: InvoiceVerificationSchema },
        },
      },
      async (request) => verifyInvoice(db, callerOf(request), request.body, todayOf(deps)),
    );
    app.post(
      '/consignment/undo-packing-inprogess',
      {
        config: needs('Allow_Consignment_Undo_Packing'),
        schema: {
          tags,
          summary: 'Undo packing before an e-invoice exists (→ READY_TO_PROCESS)',
          body: UndoPackingSchema,
          response: result,
        },
      },
      async (request) => undoPacking(db, callerOf(request), request.body),
    );
    for (const path of [
      '/consignment/add-update-shipment-tracking-details',
      '/consignment/update-shipment-tracking-details',
    ])
      app.post(
        path,
        {
          config: needs('Allow_Consignment_Add_Logistics'),
          schema: {
            tags,
            summary: 'Logistics: transporter, vehicle, LR, tracking URL (PACKED → READY_FOR_SHIPMENT)',
            body: AddLogisticsSchema,
            response: result,
          },
        },
        async (request) => addLogistics(packingDeps(deps), callerOf(request), request.body),
      );
    app.post(
      '/consignment/update-trackingurl',
      {
        config: needs('Allow_Consignment_Add_Logistics'),
        schema: { tags, body: UpdateTrackingUrlSchema, response: result },
      },
      async (request) => updateTrackingUrl(db, callerOf(request), request.body),
    );
    app.post(
      '/consignment/confirm-dispatch',
      {
        config: needs('Allow_Consignment_Dispatch'),
        schema: {
          tags,
          summary: 'Confirm dispatch (READY_FOR_SHIPMENT → INTRANSIT)',
          body: ConfirmDispatchSchema,
          response: result,
        },
      },
      async (request) => confirmDispatch(db, callerOf(request), request.body, deps.clock()),
    );
    app.post(
      '/shipment/update/:status',
      {
        config: needs('Allow_Shipment_Status_Update'),
        schema: {
          tags,
          summary: 'Shipment status update',
          params: ShipmentUpdateParamSchema,
          body: ShipmentUpdateSchema,
          response: result,
        },
      },
      async (request) =>
        shipmentUpdate(db, callerOf(request), request.params.status, request.body, deps.clock()),
    );
    app.post(
      '/shipment/handover-proof/pod',
      {
        config: needs('Allow_Pod_Upload'),
        schema: {
          tags,
          summary: 'Submit the proof of delivery (DELIVERED → COMPLETED)',
          body: SubmitPodSchema,
          response: result,
        },
      },
      async (request) => submitPod(db, callerOf(request), request.body, todayOf(deps)),
    );
    app.get(
      '/shipment/handover-proof/pod',
      {
        config: VIEW,
        schema: {
          tags,
          summary: 'The proof of delivery of a consignment',
          querystring: PodQuerySchema,
          response: { 200: PodSchema },
        },
      },
      async (request) => getPod(db, callerOf(request), request.query.consignmentKey),
    );
    app.post(
      '/notification/trigger-buyer-pod',
      {
        config: needs('Allow_Pod_Upload'),
        schema: {
          tags,
          summary: 'Ask the buyer for the proof of delivery',
          body: TriggerBuyerPodSchema,
          response: { 200: z.object({ consignmentKey: z.string(), notificationId: z.number().int() }) },
        },
      },
      async (request) => triggerBuyerPod(db, callerOf(request), request.body.consignmentKey),
    );
  };
}
