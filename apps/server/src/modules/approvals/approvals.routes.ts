import { APPROVAL_ENDPOINTS } from '@dom/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf } from '../../platform/caller';
import type { Db } from '../../platform/db/database';
import { route } from '../../platform/http/route';
import type { ApprovalCaller } from './approval-policies';
import {
  approvalDetail,
  approvalLog,
  bulkApprove,
  cancelApproval,
  decide,
  raiseApproval,
  requireComment,
  subjectTypes,
} from './approvals.service';

const tags = ['approvals'];

/** The caller as the engine sees them: the person signed in, their roles, permissions and scope. */
export function approvalCallerOf(request: FastifyRequest): ApprovalCaller {
  return callerOf(request);
}

/** The Approval Center and `ApprovalRequest` (APPROVAL_ENDPOINTS); each handler one service call. */
export function approvalsRoutes(db: Db): FastifyPluginAsyncZod {
  return async (app) => {
    const on = APPROVAL_ENDPOINTS;
    route(app, on.log, async (request) => approvalLog(db, approvalCallerOf(request), request.query), {
      tags,
    });
    route(app, on.subjectTypes, async () => subjectTypes(db), { tags });
    route(
      app,
      on.detail,
      async (request) => approvalDetail(db, approvalCallerOf(request), request.params.approvalKey),
      { tags },
    );
    route(app, on.create, async (request) => raiseApproval(db, approvalCallerOf(request), request.body), {
      tags,
    });
    route(
      app,
      on.approve,
      async (request) =>
        decide(db, approvalCallerOf(request), request.body.approvalKey, 'approve', request.body.comment),
      { tags },
    );
    route(
      app,
      on.reject,
      async (request) =>
        decide(db, approvalCallerOf(request), request.body.approvalKey, 'reject', request.body.comment),
      { tags },
    );
    route(
      app,
      on.requestChanges,
      async (request) =>
        decide(
          db,
          approvalCallerOf(request),
          request.body.approvalKey,
          'requestChanges',
          request.body.comment,
        ),
      { tags },
    );
    route(
      app,
      on.statusUpdate,
      async (request) => {
        const { approvalKey, status, comment } = request.body;
        if (status === 'REJECTED')
          return decide(db, approvalCallerOf(request), approvalKey, 'reject', requireComment(comment));
        return decide(db, approvalCallerOf(request), approvalKey, 'approve', comment);
      },
      { tags },
    );
    route(
      app,
      on.bulkApprove,
      async (request) =>
        bulkApprove(db, approvalCallerOf(request), request.body.approvalKeys, request.body.comment),
      { tags },
    );
    route(
      app,
      on.cancel,
      async (request) =>
        cancelApproval(db, approvalCallerOf(request), request.body.approvalKey, request.body.comment),
      { tags },
    );
  };
}
