import { CREDIT_LEAD_ENDPOINTS, FILE_NOT_AVAILABLE_MESSAGE } from '@dom/contract';
import { CREDIT_LEAD_CHECKS } from '@dom/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf } from '../../platform/caller';
import { AppError } from '../../platform/errors';
import { command, route } from '../../platform/http/route';
import { submitLead } from './credit-lead-approvals';
import { leadDocumentsRoutes } from './credit-lead-documents.routes';
import type { FilesService } from '../../platform/files/files.service';
import { creditMemoPdf } from './credit-memo.pdf';
import { entityInsights } from './buyer-entity-insights.service';
import {
  type CreditLeadDeps,
  archiveLead,
  camTagOwners,
  createLead,
  enrichLead,
  entityDetail,
  entityList,
  leadDetail,
  leadHistory,
  leadList,
  runChecks,
  updateLeadFields,
} from './credit-leads.service';

/** The statuses whose leads have a credit memo (the assessment is done or decided). */
const MEMO_STATUSES = ['IN_PROGRESS', 'PENDING', 'NEED_CEO_APPROVAL', 'APPROVED', 'REJECTED'] as const;

/** Credit leads and verification, buyer entities and the credit memo (CREDIT_LEAD_ENDPOINTS). */
export function creditLeadRoutes(
  deps: CreditLeadDeps,
  ceoLimitPaise: bigint,
  files: FilesService,
): FastifyPluginAsyncZod {
  const on = CREDIT_LEAD_ENDPOINTS;
  const db = deps.db;
  return async (app) => {
    const tags = ['credit-leads'];
    await app.register(leadDocumentsRoutes(db, files));
    route(app, on.list, async (request) => leadList(db, callerOf(request), request.query), { tags });
    command(
      app,
      db,
      on.create,
      (tx, caller, request) => createLead(tx, caller, request.body, ceoLimitPaise),
      {
        tags,
      },
    );
    command(
      app,
      db,
      on.update,
      (tx, caller, request) =>
        updateLeadFields(tx, caller, request.params.leadKey, request.body, ceoLimitPaise),
      { tags },
    );
    route(
      app,
      on.details,
      async (request) => leadDetail(db, callerOf(request), request.params.leadKey, ceoLimitPaise),
      {
        tags,
      },
    );
    route(
      app,
      on.runCheck,
      async (request) =>
        runChecks(deps, callerOf(request), request.params.leadKey, [request.params.check], ceoLimitPaise),
      { tags },
    );
    route(
      app,
      on.runAllChecks,
      async (request) =>
        runChecks(deps, callerOf(request), request.params.leadKey, CREDIT_LEAD_CHECKS, ceoLimitPaise),
      { tags },
    );
    command(
      app,
      db,
      on.submit,
      (tx, caller, request) => submitLead(deps, tx, caller, request.body, ceoLimitPaise),
      { tags },
    );
    command(
      app,
      db,
      on.enrich,
      (tx, caller, request) => enrichLead(tx, caller, request.body, ceoLimitPaise),
      { tags },
    );
    command(
      app,
      db,
      on.archive,
      (tx, caller, request) =>
        archiveLead(tx, caller, request.body.leadKey, request.body.comment, ceoLimitPaise),
      { tags },
    );
    route(
      app,
      on.camTagOwners,
      async (request) => camTagOwners(db, callerOf(request), request.params.leadKey),
      {
        tags,
      },
    );
    route(app, on.history, async (request) => leadHistory(db, callerOf(request), request.params.leadKey), {
      tags,
    });
    route(app, on.entities, async (request) => entityList(db, callerOf(request), request.query), { tags });
    route(
      app,
      on.entityInsights,
      async (request) => entityInsights(db, callerOf(request), request.params.entityKey, deps.clock()),
      { tags },
    );
    route(app, on.entity, async (request) => entityDetail(db, callerOf(request), request.params.entityKey), {
      tags,
    });
    route(
      app,
      on.memoList,
      async (request) => leadList(db, callerOf(request), request.query, MEMO_STATUSES),
      {
        tags,
      },
    );
    route(
      app,
      on.memoDownload,
      async (request, reply) => {
        const caller = callerOf(request);
        const pdf = await creditMemoPdf(db, caller, request.query, ceoLimitPaise).catch((err: unknown) => {
          if (err instanceof AppError && err.code === 'NOT_FOUND') return null;
          throw err;
        });
        if (!pdf) throw new AppError('NOT_FOUND', FILE_NOT_AVAILABLE_MESSAGE);
        return reply
          .header('content-type', 'application/pdf')
          .header('content-disposition', `attachment; filename="CAM-${request.query.leadKey}.pdf"`)
          .header('cache-control', 'no-store')
          .send(pdf);
      },
      { tags },
    );
  };
}
