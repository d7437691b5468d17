import type { Paise } from '../money/paise';
import type { Role } from '../access/roles';

/**
 * The approvals engine's rules that need no database (issue 17 §1): who takes part in a step,
 * which steps a subject needs by amount band, and the two chains other areas use (a money approval
 * and the credit lead's sales → finance → credit → CEO → co-option). The server keeps the requests,
 * steps and decisions; these functions decide what a request is made of when it is raised.
 */

/** How a participant takes part in a step (doc 3 §4 approval items). */
export const APPROVAL_PARTICIPATIONS = ['APPROVER', 'REVIEWER', 'REJECTOR'] as const;
export type ApprovalParticipation = (typeof APPROVAL_PARTICIPATIONS)[number];

/** A participant: everyone holding a role (identity group) or one named user. */
export type ApprovalParticipant =
  | { participation: ApprovalParticipation; roleCode: Role }
  | { participation: ApprovalParticipation; userId: string };

/** One step of a request as its policy plans it. */
export interface ApprovalStepPlan {
  /** Short code, e.g. FINANCE, FINANCE_LEAD, CEO. */
  readonly code: string;
  /** What the timeline calls the step. */
  readonly label: string;
  readonly participants: readonly ApprovalParticipant[];
  /** How many different approvers the step needs (two above the money threshold). */
  readonly requiredApprovals: number;
}

/** What the caller acting on a step is, as the server knows them. */
export interface ApprovalActor {
  readonly userId: string;
  readonly roles: readonly string[];
}

const roles = (participation: ApprovalParticipation, codes: readonly Role[]): ApprovalParticipant[] =>
  codes.map((roleCode) => ({ participation, roleCode }));

/** Whether `actor` takes part in `step` as one of `as` (a named user or a holder of a listed role). */
export function participatesIn(
  step: Pick<ApprovalStepPlan, 'participants'>,
  actor: ApprovalActor,
  as: readonly ApprovalParticipation[],
): boolean {
  return step.participants.some(
    (p) =>
      as.includes(p.participation) &&
      ('userId' in p ? p.userId === actor.userId : actor.roles.includes(p.roleCode)),
  );
}

/** Who may approve, reject or ask for changes on a step. */
export const CAN_APPROVE: readonly ApprovalParticipation[] = ['APPROVER'];
export const CAN_REJECT: readonly ApprovalParticipation[] = ['APPROVER', 'REJECTOR'];
export const CAN_REQUEST_CHANGES: readonly ApprovalParticipation[] = ['APPROVER', 'REVIEWER'];

/** The bands of a money approval (paise): set by configuration, these are the defaults. */
export interface MoneyApprovalBands {
  /** Above this value a finance-lead / CEO step is added, which needs two different approvers. */
  readonly thresholdPaise: Paise;
}

/** ₹5,00,000: above it a money approval needs the finance lead / CEO step. */
export const DEFAULT_MONEY_APPROVAL_BANDS: MoneyApprovalBands = { thresholdPaise: 50_000_000n };

export const FINANCE_DESK: readonly Role[] = ['FINANCE_OPS', 'FINANCE_LEAD', 'FINANCE_LEADERSHIP'];
export const FINANCE_LEAD_OR_CEO: readonly Role[] = [
  'FINANCE_LEAD',
  'FINANCE_LEADERSHIP',
  'PIVOT_LEADERSHIP',
];

/**
 * A money approval (a credit exception, a payment, a discount): the finance desk approves; above
 * the threshold a finance-lead / CEO step follows that needs two different approvers. A value at
 * the threshold stays in the lower band.
 */
export function moneyApprovalSteps(
  amountPaise: Paise,
  bands: MoneyApprovalBands = DEFAULT_MONEY_APPROVAL_BANDS,
): ApprovalStepPlan[] {
  const steps: ApprovalStepPlan[] = [
    {
      code: 'FINANCE',
      label: 'Finance',
      participants: [...roles('APPROVER', FINANCE_DESK), ...roles('REVIEWER', ['CREDIT_OPS', 'CREDIT_LEAD'])],
      requiredApprovals: 1,
    },
  ];
  if (amountPaise > bands.thresholdPaise)
    steps.push({
      code: 'FINANCE_LEAD_CEO',
      label: 'Finance lead / CEO',
      participants: roles('APPROVER', FINANCE_LEAD_OR_CEO),
      requiredApprovals: 2,
    });
  return steps;
}

/** The credit lead's limits (paise): the CEO steps in above `ceoLimitPaise`. */
export interface CreditLeadBands {
  readonly ceoLimitPaise: Paise;
}

/** ₹1 crore: above it a credit lead needs the CEO's approval (NEED_CEO_APPROVAL). */
export const DEFAULT_CREDIT_LEAD_BANDS: CreditLeadBands = { ceoLimitPaise: 1_000_000_000n };

/**
 * The credit lead chain (doc 3 "Credit lead": approval steps by sales, finance, credit, CEO and
 * co-option): the CEO step only above the configured limit. Each step's approvers are the roles
 * that hold its `Approve_Credit_Lead_*` permission in the default grants.
 */
export function creditLeadApprovalSteps(
  amountPaise: Paise,
  bands: CreditLeadBands = DEFAULT_CREDIT_LEAD_BANDS,
): ApprovalStepPlan[] {
  const step = (code: string, label: string, codes: readonly Role[]): ApprovalStepPlan => ({
    code,
    label,
    participants: [...roles('APPROVER', codes), ...roles('REJECTOR', ['CREDIT_OPS'])],
    requiredApprovals: 1,
  });
  return [
    step('SALES', 'Sales', ['SALES_LEAD', 'SALES_LEADERSHIP']),
    step('FINANCE', 'Finance', ['FINANCE_LEAD', 'FINANCE_LEADERSHIP']),
    step('CREDIT', 'Credit', ['CREDIT_OPS', 'CREDIT_LEAD', 'CREDIT_LEADERSHIP']),
    ...(amountPaise > bands.ceoLimitPaise ? [step('CEO', 'CEO', ['PIVOT_LEADERSHIP'])] : []),
    step('CO_OPTION', 'Co-option', ['CREDIT_LEADERSHIP', 'FINANCE_LEADERSHIP']),
  ];
}

/** Checks a plan a policy answers: at least one step, each with an approver and a sane count. */
export function planErrors(steps: readonly ApprovalStepPlan[]): string[] {
  const errors: string[] = [];
  if (steps.length === 0) errors.push('An approval needs at least one step');
  for (const s of steps) {
    if (!s.participants.some((p) => p.participation === 'APPROVER'))
      errors.push(`Step ${s.code} has no approver`);
    if (!Number.isInteger(s.requiredApprovals) || s.requiredApprovals < 1)
      errors.push(`Step ${s.code} needs at least one approval`);
  }
  return errors;
}
