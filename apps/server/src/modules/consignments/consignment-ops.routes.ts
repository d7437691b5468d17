import multipart from '@fastify/multipart';
import { CONSIGNMENT_ENDPOINTS, VoidInvoiceSchema } from '@dom/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { readOneFileUpload } from '../../platform/files/attachment-uploads';
import { command, found, route } from '../../platform/http/route';
import { assertMove } from '../../platform/moves';
import { foundInScope } from '../identity';
import { CONSIGNMENT_MACHINE } from './consignment-machine';
import { type ConsignmentDeps, callerOf, packingDeps, todayOf } from './consignment-caller';
import { buyerContactDetails } from './consignment-contacts.service';
import { evaluateCredit } from './consignment-credit.rules';
import { CONSIGNMENT_FILE_MAX_MB, ConsignmentDocuments } from './consignment-documents.service';
import { extendEwayBill, retriggerEwayBill, validateBuyerGst, voidInvoice } from './consignment-gst.service';
import { ewayBillVehicles } from './consignment-eway-bill.service';
import { creditException, pack } from './consignment-packing.service';
import { findConsignment } from './consignments.repo';

const tags = ['consignments'];

/** Packing, credit, GST documents (IRN, e-way bill) and the consignment's files. */
export function consignmentOpsRoutes(deps: ConsignmentDeps): FastifyPluginAsyncZod {
  const { db } = deps;
  const packing = packingDeps(deps);
  const documents = new ConsignmentDocuments(db, deps.files, deps.signer);
  return async (app) => {
    await app.register(multipart, {
      limits: { files: 1, fields: 5, fileSize: CONSIGNMENT_FILE_MAX_MB * 1024 * 1024 },
    });
    const on = CONSIGNMENT_ENDPOINTS;
    command(app, db, on.pack, (tx, caller, request) => pack(tx, packing, caller, request.body), { tags });
    command(
      app,
      db,
      on.generateEwayBill,
      async (tx, caller, request) => {
        const row = foundInScope(
          await findConsignment(tx, caller.scope, request.body.consignmentKey),
          'Consignment',
        );
        // Only the e-way bill retry goes through here; from anywhere else the table answers 409.
        assertMove(CONSIGNMENT_MACHINE, row.status, 'retryEwayBill', caller);
        const { distanceKm, overDimensionalCargo } = request.body;
        return pack(
          tx,
          packing,
          caller,
          {
            consignmentKey: row.consignmentKey,
            ...(distanceKm ? { distanceKm } : {}),
            ...(overDimensionalCargo !== undefined ? { overDimensionalCargo } : {}),
          },
          'retryEwayBill',
        );
      },
      { tags },
    );
    route(
      app,
      on.verifyCreditEligibility,
      async (request) => {
        const row = foundInScope(
          await findConsignment(db, callerOf(request).scope, request.body.consignmentKey),
          'Consignment',
        );
        return evaluateCredit(db, row, todayOf(deps), packing.creditRules);
      },
      { tags },
    );
    command(
      app,
      db,
      on.creditException,
      (tx, caller, request) => creditException(tx, packing, caller, request.body),
      {
        tags,
      },
    );
    route(
      app,
      on.voidInvoice,
      async (request) =>
        voidInvoice(
          packing,
          callerOf(request),
          request.params.key,
          VoidInvoiceSchema.parse(request.body ?? {}),
        ),
      { tags },
    );
    route(
      app,
      on.extendEwayBill,
      async (request) => extendEwayBill(packing, callerOf(request), request.body),
      {
        tags,
      },
    );
    route(
      app,
      on.retriggerEwayBill,
      async (request) => retriggerEwayBill(packing, callerOf(request), request.body),
      { tags },
    );
    route(
      app,
      on.ewayBillVehicles,
      async (request) => ewayBillVehicles(packing, callerOf(request), request.body),
      { tags },
    );
    route(app, on.validateBuyerGst, async (request) => validateBuyerGst(deps.gst.registry, request.body), {
      tags,
    });
    // Multipart: no body schema; the upload reader parses the parts and answers a bad one itself.
    // Documents are added and removed with the upload operation's permission (the service checks it again).
    route(
      app,
      on.uploadDocument,
      async (request, reply) => {
        const upload = await readOneFileUpload(request, reply, {
          typeField: 'fileType',
          keyField: 'identifier',
          keyMessage: 'Give the consignment key',
          maxSizeMb: CONSIGNMENT_FILE_MAX_MB,
        });
        if (!upload) return reply;
        return documents.upload(
          callerOf(request),
          {
            consignmentKey: upload.key,
            fileType: upload.documentType,
            fileName: upload.fileName,
            bytes: upload.bytes,
          },
          callerOf(request).email,
        );
      },
      { tags },
    );
    command(
      app,
      db,
      on.saveFilePath,
      async (tx, caller, request) => {
        const saved = await documents.saveFilePath(tx, caller, request.body, caller.email);
        return saved.created ? saved.document : found(saved.document);
      },
      { tags },
    );
    route(
      app,
      CONSIGNMENT_ENDPOINTS.buyerContactDetails,
      async (request) => buyerContactDetails(db, callerOf(request), request.query),
      { tags },
    );
    route(
      app,
      on.documents,
      async (request) => documents.list(callerOf(request), request.body.consignmentKey),
      { tags },
    );
    route(
      app,
      CONSIGNMENT_ENDPOINTS.deleteDocument,
      async (request) =>
        documents.remove(callerOf(request), request.body.consignmentKey, request.body.documentId),
      { tags },
    );
    route(
      app,
      CONSIGNMENT_ENDPOINTS.documentUrl,
      async (request) =>
        documents.downloadUrl(callerOf(request), request.query.consignmentKey, request.query.documentId),
      { tags },
    );
  };
}
