import type { ApprovalEnginePort } from '../identity';
import type { ApprovalRequestRow } from './approval-machines';
import { type ApprovalPolicy, registerApprovalPolicy } from './approval-policies';
import {
  approvalStatesOf,
  cancelApprovalIn,
  decideIn,
  raiseApprovalIn,
  runAfterCommit,
} from './approvals.service';

/**
 * The engine as identity's port sees it (identity sits below approvals, so it may not import the
 * engine): filled into `MODULE_PORTS.identity` in src/context.ts. Access requests raise and decide
 * through it.
 */
export const approvalEnginePort: ApprovalEnginePort = {
  register: (db, policy) => registerApprovalPolicy(db, policy satisfies ApprovalPolicy),
  raise: (db, tx, caller, body) => raiseApprovalIn(db, tx, caller, body),
  decide: async (db, tx, caller, key, kind, comment, options) => {
    const after = await decideIn(db, tx, caller, key, kind, comment, {
      expect: options.expect
        ? (request: ApprovalRequestRow, stepCode) => options.expect?.(request, stepCode)
        : undefined,
    });
    return () => runAfterCommit(after);
  },
  cancel: async (db, tx, caller, key, comment) => {
    const after = await cancelApprovalIn(db, tx, caller, key, comment);
    return () => runAfterCommit(after);
  },
  states: (db, subjectType, keys) => approvalStatesOf(db, subjectType, keys),
};
