import { CREDIT_ENDPOINTS } from '@dom/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../platform/db/database';
import { permissionsOf } from '../../platform/http/access';
import { command, found, route } from '../../platform/http/route';
import { actorOf } from '../../platform/http/request-context';
import { scopeOf } from '../identity';
import type { CreditDeps } from './credit-deps';
import { requestCreditDebitNote, requestIrnVoid } from './corrections.service';
import {
  type RevisionStep,
  createRevision,
  listRevisions,
  revisionStep,
  revisionView,
} from './revisions.service';

// `/invoice-revision/{action}` (calls.tsv): one endpoint per action, each with the permission its
// transition needs; the revision table then checks the state (409) and the permission (403) again.
const STEPS = [
  [CREDIT_ENDPOINTS.modifyRevision, 'modify'],
  [CREDIT_ENDPOINTS.reviewRevision, 'startReview'],
  [CREDIT_ENDPOINTS.approveRevision, 'approve'],
  [CREDIT_ENDPOINTS.rejectRevision, 'reject'],
  [CREDIT_ENDPOINTS.rejectRevisionLegacy, 'reject'],
  [CREDIT_ENDPOINTS.cancelRevision, 'cancel'],
  [CREDIT_ENDPOINTS.cancelCorrection, 'requestCancelled'],
] as const satisfies readonly (readonly [unknown, RevisionStep])[];

export function revisionRoutes(db: Db, deps: CreditDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['invoice-revisions'];
    route(
      app,
      CREDIT_ENDPOINTS.revisions,
      async (request) => listRevisions(db, scopeOf(request), request.query),
      { tags },
    );
    route(
      app,
      CREDIT_ENDPOINTS.revision,
      async (request) => revisionView(db, scopeOf(request), request.params.requestId),
      { tags },
    );
    command(
      app,
      db,
      CREDIT_ENDPOINTS.requestRevision,
      async (tx, _caller, request) => {
        const { revision, created } = await createRevision(
          tx,
          scopeOf(request),
          request.body,
          actorOf(request),
        );
        return created ? revision : found(revision);
      },
      { tags },
    );
    for (const [endpoint, step] of STEPS)
      command(
        app,
        db,
        endpoint,
        (tx, _caller, request) =>
          revisionStep(tx, scopeOf(request), permissionsOf(request), step, request.body, actorOf(request)),
        { tags },
      );
    route(
      app,
      CREDIT_ENDPOINTS.voidIrn,
      async (request) =>
        requestIrnVoid(db, deps, scopeOf(request), permissionsOf(request), request.body, actorOf(request)),
      { tags },
    );
    route(
      app,
      CREDIT_ENDPOINTS.creditDebitNote,
      async (request) =>
        requestCreditDebitNote(
          db,
          deps,
          scopeOf(request),
          permissionsOf(request),
          request.body,
          actorOf(request),
        ),
      { tags },
    );
  };
}
