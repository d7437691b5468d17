import type { ApprovalStatus, ApprovalStepPlan } from '@dom/domain';
import type { Caller } from '../../platform/caller';
import type { Db, DbOrTx, Tx } from '../../platform/db/database';
import type { MoveActor } from '../../platform/moves';

/** The approval request as identity reads it in a callback (the engine's row has more). */
export interface ApprovalOfSubject {
  approvalKey: string;
  subjectKey: string;
}

/** The access-request policy identity hands the engine (the engine's `ApprovalPolicy`, structurally). */
export interface AccessRequestPolicy {
  readonly subjectType: string;
  readonly label: string;
  describe(
    tx: DbOrTx,
    subjectKey: string,
    requester: Pick<Caller, 'userId' | 'roles' | 'scope' | 'permissions' | 'actor'>,
  ): Promise<
    | {
        summary: string;
        businessValuePaise: bigint;
        metaData: { label: string; value: string; enhancerType: string | null }[];
        plan: ApprovalStepPlan[];
      }
    | undefined
  >;
  steps(businessValuePaise: bigint): ApprovalStepPlan[];
  onDecided(
    tx: DbOrTx,
    request: ApprovalOfSubject,
    outcome: 'APPROVED' | 'REJECTED' | 'CANCELLED',
    decidedBy: MoveActor,
    comment?: string | null,
  ): Promise<void>;
  onStepApproved(
    tx: DbOrTx,
    request: ApprovalOfSubject,
    stepCode: string,
    decidedBy: MoveActor,
    comment: string | null,
  ): Promise<void>;
}

/**
 * What identity asks of the approvals engine (approvals imports identity, so identity may not import
 * it): filled in `MODULE_PORTS` (src/context.ts) from the approvals module's index.
 */
export interface ApprovalEnginePort {
  register(db: Db, policy: AccessRequestPolicy): void;
  /** Raises a request in the caller's transaction; answers its approval key. */
  raise(
    db: Db,
    tx: DbOrTx,
    caller: Caller,
    body: { subjectType: string; subjectKey: string; comment: string },
  ): Promise<string>;
  /** Decides in the caller's transaction; answers the work to run once it has committed. */
  decide(
    db: Db,
    tx: Tx,
    caller: Caller,
    approvalKey: string,
    kind: 'approve' | 'reject',
    comment: string | undefined,
    options: { expect?: (request: ApprovalOfSubject, stepCode: string | undefined) => void },
  ): Promise<() => Promise<void>>;
  /** Withdraws in the caller's transaction; answers the work to run once it has committed. */
  cancel(db: Db, tx: Tx, caller: Caller, approvalKey: string, comment: string): Promise<() => Promise<void>>;
  states(
    db: DbOrTx,
    subjectType: string,
    subjectKeys: readonly string[],
  ): Promise<Map<string, { approvalKey: string; status: ApprovalStatus }>>;
}

export interface IdentityPorts {
  approvals: ApprovalEnginePort;
}
