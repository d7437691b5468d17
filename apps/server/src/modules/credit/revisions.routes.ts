import {
  InvoiceCorrectionRequestSchema,
  InvoiceRevisionSchema,
  RevisionDecisionSchema,
  RevisionIdParamSchema,
  RevisionListQuerySchema,
  RevisionModifySchema,
  RevisionPageSchema,
  CREDIT_ENDPOINTS,
} from '@dom/contract';
import type { Permission } from '@dom/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../platform/db/database';
import { needs, permissionsOf } from '../../platform/http/access';
import { route } from '../../platform/http/route';
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

// `/invoice-revision/{action}` (calls.tsv): one path per action, each with the permission its
// transition needs; the revision table then checks the state (409) and the permission (403) again.
const STEPS: readonly { path: string; step: RevisionStep; permission: Permission; summary: string }[] = [
  {
    path: 'modify',
    step: 'modify',
    permission: 'Allow_Invoice_Correction',
    summary: 'Modify a revision request',
  },
  {
    path: 'review',
    step: 'startReview',
    permission: 'Approve_Invoice_Revision',
    summary: 'Take a request under review',
  },
  {
    path: 'approve',
    step: 'approve',
    permission: 'Approve_Invoice_Revision',
    summary: 'Approve a revision request',
  },
  {
    path: 'reject',
    step: 'reject',
    permission: 'Approve_Invoice_Revision',
    summary: 'Reject a revision request',
  },
  {
    path: 'request-rejected',
    step: 'reject',
    permission: 'Approve_Invoice_Revision',
    summary: 'Reject a revision request (legacy path)',
  },
  {
    path: 'cancel',
    step: 'cancel',
    permission: 'Allow_Invoice_Correction',
    summary: 'Cancel a revision request',
  },
  {
    path: 'request-cancelled',
    step: 'requestCancelled',
    permission: 'Approve_Invoice_Revision',
    summary: 'Cancel a correction in progress',
  },
];

export function revisionRoutes(db: Db, deps: CreditDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['invoice-revisions'];
    app.get(
      '/invoice-revision/search',
      {
        config: needs('Allow_Invoice_Correction'),
        schema: {
          tags,
          summary: 'Invoice revision requests',
          querystring: RevisionListQuerySchema,
          response: { 200: RevisionPageSchema },
        },
      },
      async (request) => listRevisions(db, scopeOf(request), request.query),
    );
    app.get(
      '/invoice-revision/:requestId',
      {
        config: needs('Allow_Invoice_Correction'),
        schema: {
          tags,
          summary: 'One revision request',
          params: RevisionIdParamSchema,
          response: { 200: InvoiceRevisionSchema },
        },
      },
      async (request) => revisionView(db, scopeOf(request), request.params.requestId),
    );
    app.post(
      '/invoice-revision/create',
      {
        config: needs('Allow_Invoice_Correction'),
        schema: {
          tags,
          summary: 'Request an invoice correction',
          body: InvoiceCorrectionRequestSchema,
          response: { 200: InvoiceRevisionSchema, 201: InvoiceRevisionSchema },
        },
      },
      async (request, reply) => {
        const { revision, created } = await createRevision(
          db,
          scopeOf(request),
          request.body,
          actorOf(request),
        );
        return reply.status(created ? 201 : 200).send(revision);
      },
    );
    for (const s of STEPS) {
      app.post(
        `/invoice-revision/${s.path}`,
        {
          config: needs(s.permission),
          schema: {
            tags,
            summary: s.summary,
            body: s.step === 'modify' ? RevisionModifySchema : RevisionDecisionSchema,
            response: { 200: InvoiceRevisionSchema },
          },
        },
        async (request) =>
          revisionStep(db, scopeOf(request), permissionsOf(request), s.step, request.body, actorOf(request)),
      );
    }
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
