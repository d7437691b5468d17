import type { EnhancerType } from '../options/credit.options';
import type { ApprovalStepPlan } from '../approvals/policies';

/**
 * A buyer's credit position (doc 3 §2 limit screen, §4 payment blocked reasons): what the buyer may
 * draw is the limit plus the enhancers and ad-hoc limits in force on the day, less what the ledger
 * says the buyer owes. One figure, used by the limits tab, the ledger and the consignment credit
 * check alike.
 */

/** An enhancer as the position reads it. */
export interface PositionEnhancer {
  enhancerType: EnhancerType;
  enabled: boolean;
  amountPaise: bigint;
  /** YYYY-MM-DD; null = no start / no end. */
  validFrom: string | null;
  validUntil: string | null;
}

/** An ad-hoc limit as the position reads it: only an approved one counts, inside its window. */
export interface PositionAdhocLimit {
  status: string;
  amountPaise: bigint;
  startDate: string;
  expiryDate: string;
}

/** Active on `day`: enabled, started, not yet past its validity (the end day counts). */
export function enhancerActiveOn(e: PositionEnhancer, day: string): boolean {
  return (
    e.enabled &&
    (e.validFrom === null || e.validFrom <= day) &&
    (e.validUntil === null || e.validUntil >= day)
  );
}

/** An ad-hoc limit counts only once approved and only from its start to its expiry (inclusive). */
export function adhocActiveOn(a: PositionAdhocLimit, day: string): boolean {
  return a.status === 'APPROVED' && a.startDate <= day && a.expiryDate >= day;
}

/**
 * Enhancer types that raise the buyer's own drawable limit. ANCHOR is backed by another entity's
 * balance (checked by its own rule) and so adds to what the buyer may draw as well, as does every
 * document-backed type (LC, BG, CHEQUE) and a financing partner's line.
 */
export const LIMIT_RAISING_ENHANCERS: readonly EnhancerType[] = [
  'OPEN_LIMIT',
  'LC',
  'BG',
  'CHEQUE',
  'ANCHOR',
  'FINANCING_PARTNER',
];

/** Enhancers backed by a document (LC, BG, cheque): their amounts make the document balance. */
export const DOCUMENT_ENHANCERS: readonly EnhancerType[] = ['LC', 'BG', 'CHEQUE'];

export interface CreditPositionInput {
  limitPaise: bigint;
  /** The ledger's outstanding (debits less credits): the one utilisation figure. */
  utilisedPaise: bigint;
  enhancers: readonly PositionEnhancer[];
  adhocLimits: readonly PositionAdhocLimit[];
  day: string;
}

export interface CreditPositionFigures {
  limitPaise: bigint;
  enhancersPaise: bigint;
  adhocPaise: bigint;
  utilisedPaise: bigint;
  /** limit + active enhancers + active ad-hoc − utilised (may be negative: over the limit). */
  availablePaise: bigint;
}

const sum = (xs: readonly bigint[]): bigint => xs.reduce((a, b) => a + b, 0n);

export function creditPosition(input: CreditPositionInput): CreditPositionFigures {
  const enhancersPaise = sum(
    input.enhancers
      .filter((e) => LIMIT_RAISING_ENHANCERS.includes(e.enhancerType) && enhancerActiveOn(e, input.day))
      .map((e) => e.amountPaise),
  );
  const adhocPaise = sum(
    input.adhocLimits.filter((a) => adhocActiveOn(a, input.day)).map((a) => a.amountPaise),
  );
  return {
    limitPaise: input.limitPaise,
    enhancersPaise,
    adhocPaise,
    utilisedPaise: input.utilisedPaise,
    availablePaise: input.limitPaise + enhancersPaise + adhocPaise - input.utilisedPaise,
  };
}

/** Overdue interest: on each overdue open amount, `rate` (basis points a year) for the days past due. */
export function overdueInterestPaise(
  overdue: readonly { openPaise: bigint; dueDate: string }[],
  day: string,
  rateBasisPoints: number,
): bigint {
  const dayMs = Date.parse(`${day}T00:00:00Z`);
  let total = 0n;
  for (const o of overdue) {
    const days = Math.floor((dayMs - Date.parse(`${o.dueDate}T00:00:00Z`)) / 86_400_000);
    if (days <= 0 || o.openPaise <= 0n) continue;
    total += (o.openPaise * BigInt(rateBasisPoints) * BigInt(days)) / (10_000n * 365n);
  }
  return total;
}

/** The default rate of overdue interest when no enhancer carries one: 18% a year. */
export const DEFAULT_OVERDUE_INTEREST_BP = 1800;

/** Ad-hoc limit statuses (doc 3 §3 ad-hoc limit approval log). */
export const ADHOC_LIMIT_STATUSES = [
  { value: 'PENDING', label: 'Pending', tone: 'warning' },
  { value: 'APPROVED', label: 'Approved', tone: 'success' },
  { value: 'REJECTED', label: 'Rejected', tone: 'error' },
  { value: 'EXPIRED', label: 'Expired', tone: 'default' },
] as const;
export type AdhocLimitStatus = (typeof ADHOC_LIMIT_STATUSES)[number]['value'];

/** Periods of the credit snapshot's Periodic Trends tab. */
export const SNAPSHOT_PERIODS = ['12M', '6M', '3M', '4Q'] as const;
export type SnapshotPeriod = (typeof SNAPSHOT_PERIODS)[number];

/** Messages of the ad-hoc limit calls (doc 3 §8). */
export const ADHOC_LIMIT_MESSAGES = {
  checkEligibility: 'Failed to check eligibility.',
  upsert: 'Failed to upsert approval logs.',
  updateStatus: 'Failed to update status',
  requestedBy: 'Failed to get requested by list.',
} as const;

/**
 * The ad-hoc limit's approval (doc 3 "Ad-hoc limit approval log"): one step the credit desk or the
 * finance desk approves; whoever raised it never approves it (the engine's maker–checker rule).
 */
export function adhocLimitApprovalSteps(): ApprovalStepPlan[] {
  return [
    {
      code: 'CREDIT',
      label: 'Credit',
      participants: (
        [
          'CREDIT_OPS',
          'CREDIT_LEAD',
          'CREDIT_LEADERSHIP',
          'FINANCE_OPS',
          'FINANCE_LEAD',
          'FINANCE_LEADERSHIP',
        ] as const
      ).map((roleCode) => ({ participation: 'APPROVER' as const, roleCode })),
      requiredApprovals: 1,
    },
  ];
}
