import type { ApprovalStepPlan } from '@dom/domain';
import type { Caller } from '../../platform/caller';
import type { Db, DbOrTx } from '../../platform/db/database';
import type { MoveActor } from '../../platform/moves';
import type { ApprovalRequestRow } from './approval-machines';
import type { ApprovalMetaDataEntry } from './approvals.schema';

/** Who raises or decides a request, as the engine and the policies see them: the one `Caller` (what they read of it). */
export type ApprovalCaller = Pick<Caller, 'userId' | 'roles' | 'scope' | 'permissions' | 'actor'>;

/** What a policy reads of its subject when a request is raised (the requester cannot set these). */
export interface ApprovalSubjectFacts {
  summary: string;
  businessValuePaise: bigint;
  metaData: ApprovalMetaDataEntry[];
  blockedReasons?: string[];
  /**
   * The subject's own steps, when who decides depends on the subject (an access request names the
   * requester's manager); otherwise the policy's `steps` by amount.
   */
  plan?: ApprovalStepPlan[];
}

export type ApprovalOutcome = 'APPROVED' | 'REJECTED' | 'CANCELLED';

/**
 * A subject's policy, registered by the subject's module through `registerApprovalPolicy` (the
 * approvals module's index.ts): which steps it needs by amount, and what happens when it ends.
 */
export interface ApprovalPolicy {
  /** `<area>/<subject>`, e.g. `consignment/credit-exception`. */
  readonly subjectType: string;
  readonly label: string;
  /** Whether the Approval Center may approve several of these at once. */
  readonly bulkApprovable?: boolean;
  /**
   * What a change of the subject does while its request is pending (the module reports each change
   * through `subjectChanged`): `freeze` (the default) refuses it, 409; `resubmit` withdraws the
   * pending request and raises a new one with the changed facts, the changer kept from deciding it.
   * Either way the card always shows what an approval applies (issue 30 §1).
   */
  readonly onChange?: 'freeze' | 'resubmit';
  /**
   * The subject's facts, read in the requester's scope: `undefined` when they cannot see it (404);
   * throw an AppError to refuse a subject that needs no approval now (409).
   */
  describe(
    tx: DbOrTx,
    subjectKey: string,
    requester: ApprovalCaller,
  ): Promise<ApprovalSubjectFacts | undefined>;
  /** The steps for this business value (amount bands). */
  steps(businessValuePaise: bigint): ApprovalStepPlan[];
  /**
   * Runs in the SAME transaction as the decision that ended the request (approved: apply the
   * change). A throw rolls the decision back. It may answer work to run after the commit.
   * `comment` is the ending decision's (a rejection's reason).
   */
  onDecided(
    tx: DbOrTx,
    request: ApprovalRequestRow,
    outcome: ApprovalOutcome,
    decidedBy: MoveActor,
    comment?: string | null,
  ): Promise<void | (() => Promise<unknown>)>;
  /**
   * Optional: runs in the same transaction when a step other than the last is approved (the
   * subject records the step, e.g. an access request's APPROVED_BY_MANAGER). A throw rolls it back.
   */
  onStepApproved?(
    tx: DbOrTx,
    request: ApprovalRequestRow,
    stepCode: string,
    decidedBy: MoveActor,
    comment: string | null,
  ): Promise<void>;
}

/**
 * The policies of each app, keyed by its database handle: an app's modules register theirs when
 * its routes are built, and two apps in one process (tests) never see each other's callbacks.
 */
const POLICIES = new WeakMap<object, Map<string, ApprovalPolicy>>();

/** Registers (or replaces) the policy of a subject type for the app on `db`. */
export function registerApprovalPolicy(db: Db, policy: ApprovalPolicy): void {
  const policies = POLICIES.get(db) ?? new Map<string, ApprovalPolicy>();
  policies.set(policy.subjectType, policy);
  POLICIES.set(db, policies);
}

export function policyOf(db: Db, subjectType: string): ApprovalPolicy | undefined {
  return POLICIES.get(db)?.get(subjectType);
}

export function registeredPolicies(db: Db): ApprovalPolicy[] {
  return [...(POLICIES.get(db)?.values() ?? [])].sort((a, b) => a.subjectType.localeCompare(b.subjectType));
}
