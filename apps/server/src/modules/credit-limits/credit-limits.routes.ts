import { CREDIT_LIMITS_ENDPOINTS as on } from '@dom/contract';
import { istDateOf } from '@dom/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf } from '../../platform/caller';
import type { Db } from '../../platform/db/database';
import { AppError } from '../../platform/errors';
import type { FilesService } from '../../platform/files/files.service';
import type { UrlSigner } from '../../platform/files/url-signer';
import { command, route } from '../../platform/http/route';
import type { ApprovalCaller } from '../approvals';
import {
  adhocDocumentUrl,
  adhocLog,
  checkEligibility,
  requestedByList,
  updateAdhocStatus,
  upsertAdhoc,
} from './adhoc-limits.service';
import {
  attachEnhancer,
  createEnhancer,
  enhancerDetails,
  limitScreen,
  listEnhancers,
  positionOf,
  snapshot,
  updateEnhancer,
} from './credit-limits.service';

import { CreditUploads } from './credit-uploads';
import { EnhancerDocuments, duplicateDocument } from './enhancer-documents.service';

const tags = ['credit-limits'];

/** The caller as the approvals engine sees them (roles decide who takes part in a step). */
function approvalCallerOf(request: FastifyRequest): ApprovalCaller {
  const principal = request.caller;
  if (!principal) throw new AppError('UNAUTHENTICATED', 'Sign in first');
  const caller = callerOf(request);
  return {
    userId: principal.userId,
    roles: principal.roles,
    permissions: caller.permissions,
    scope: caller.scope,
    actor: caller.actor,
  };
}

/** Limits, enhancers, ad-hoc limits and the credit snapshot: one service call per catalogue entry. */
export function creditLimitsRoutes(
  db: Db,
  now: () => Date,
  files: FilesService,
  signer: UrlSigner,
): FastifyPluginAsyncZod {
  const today = () => istDateOf(now());
  const uploads = new CreditUploads(files, signer);
  const documents = new EnhancerDocuments(db, uploads);
  return async (app) => {
    route(app, on.position, async (r) => positionOf(db, callerOf(r).scope, r.params.buyerId, today()), {
      tags,
    });
    route(app, on.limitScreen, async (r) => limitScreen(db, callerOf(r), r.params.buyerId, today()), {
      tags,
    });
    route(
      app,
      on.snapshot,
      async (r) => snapshot(db, callerOf(r).scope, r.params.buyerId, r.query.period, today()),
      { tags },
    );
    route(app, on.enhancers, async (r) => listEnhancers(db, callerOf(r).scope, r.query.buyerId, today()), {
      tags,
    });
    command(app, db, on.createEnhancer, (tx, caller, r) => createEnhancer(tx, caller, r.body, today()), {
      tags,
    });
    command(
      app,
      db,
      on.updateEnhancer,
      (tx, caller, r) => updateEnhancer(tx, caller, r.params.id, r.body, today()),
      {
        tags,
      },
    );
    route(app, on.enhancerDocuments, async (r) => documents.list(callerOf(r).scope, r.query.enhancerId), {
      tags,
    });
    route(
      app,
      on.addEnhancerDocument,
      async (r, reply) => reply.status(201).send(await documents.save(callerOf(r), r.body)),
      { tags },
    );
    route(app, on.updateEnhancerDocument, async (r) => documents.save(callerOf(r), r.body), { tags });
    route(app, on.enhancerDocumentUrl, async (r) => documents.downloadUrl(callerOf(r).scope, r.params.id), {
      tags,
    });
    route(
      app,
      on.creditSignedUrl,
      async (r) => uploads.issue(callerOf(r), r.query.purpose, r.body.fileNames),
      { tags },
    );
    route(
      app,
      on.duplicateDocument,
      async (r) => duplicateDocument(db, r.query.documentType, r.query.documentNumber),
      { tags },
    );
    route(
      app,
      on.enhancerDetails,
      async (r) => enhancerDetails(db, callerOf(r).scope, r.query.orderKey, today()),
      {
        tags,
      },
    );
    command(app, db, on.attachEnhancer, (tx, caller, r) => attachEnhancer(tx, caller, r.body, today()), {
      tags,
    });
    route(
      app,
      on.adhocEligibility,
      async (r) => checkEligibility(db, callerOf(r).scope, r.query.buyerId, r.query.amountPaise, today()),
      { tags },
    );
    route(app, on.adhocUpsert, async (r) => upsertAdhoc(db, approvalCallerOf(r), r.body, today(), uploads), {
      tags,
    });
    command(
      app,
      db,
      on.adhocUpdateStatus,
      (tx, caller, r) => updateAdhocStatus(db, tx, caller, r.body, today()),
      {
        tags,
      },
    );
    route(
      app,
      on.adhocDocumentUrl,
      async (r) => adhocDocumentUrl(db, callerOf(r).scope, r.params.id, r.params.fileId, uploads),
      { tags },
    );
    route(app, on.adhocRequestedBy, async (r) => requestedByList(db, callerOf(r).scope), { tags });
    route(app, on.adhocLog, async (r) => adhocLog(db, callerOf(r), r.query, today()), { tags });
  };
}
