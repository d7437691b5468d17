import { APPROVAL_ENDPOINTS } from '@dom/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf } from '../../platform/caller';
import type { Db } from '../../platform/db/database';
import { command, route } from '../../platform/http/route';
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
    command(app, db, on.create, (tx, caller, request) => raiseApproval(db, tx, caller, request.body), {
      tags,
    });
    command(
      app,
      db,
      on.approve,
      (tx, caller, request) =>
        decide(db, tx, caller, request.body.approvalKey, 'approve', request.body.comment),
      { tags },
    );
    command(
      app,
      db,
      on.reject,
      (tx, caller, request) =>
        decide(db, tx, caller, request.body.approvalKey, 'reject', request.body.comment),
      { tags },
    );
    command(
      app,
      db,
      on.requestChanges,
      (tx, caller, request) =>
        decide(db, tx, caller, request.body.approvalKey, 'requestChanges', request.body.comment),
      { tags },
    );
    command(
      app,
      db,
      on.statusUpdate,
      async (tx, caller, request) => {
        const { approvalKey, status, comment } = request.body;
        if (status === 'REJECTED')
          return decide(db, tx, caller, approvalKey, 'reject', requireComment(comment));
        return decide(db, tx, caller, approvalKey, 'approve', comment);
      },
      { tags },
    );
    command(
      app,
      db,
      on.bulkApprove,
      (tx, caller, request) => bulkApprove(db, tx, caller, request.body.approvalKeys, request.body.comment),
      { tags },
    );
    command(
      app,
      db,
      on.cancel,
      (tx, caller, request) => cancelApproval(db, tx, caller, request.body.approvalKey, request.body.comment),
      { tags },
    );
  };
}
