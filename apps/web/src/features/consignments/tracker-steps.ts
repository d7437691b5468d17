import {
  type ConsignmentStatus,
  consignmentFailureAwareRank,
  consignmentProgressRank,
  isConsignmentFailure,
  isConsignmentStatus,
} from '@dom/domain';

/** The milestones of the progress line, in order. */
export const TRACKER_STEPS = [
  'FULFILLMENT_INITIATED',
  'ACKNOWLEDGED',
  'PACKING_IN_PROGRESS',
  'PACKED',
  'READY_FOR_SHIPMENT',
  'INTRANSIT',
  'DELIVERED',
  'COMPLETED',
] as const satisfies readonly ConsignmentStatus[];

export type StepState = 'done' | 'current' | 'failed' | 'upcoming';

export interface TrackerStep {
  /** The milestone. */
  step: ConsignmentStatus;
  /** The status whose label the step shows: the current one when it sits on this step. */
  label: ConsignmentStatus;
  state: StepState;
}

/**
 * Each milestone's state for a consignment status, by the failure-aware ranking (doc 2 §4): a
 * failure or block state (ranks 4–9) sits after packing and before PACKED, so packing shows
 * done and the PACKED step shows the failure; DELIVERY_FAILED stands in for the delivery. Ties
 * of the second ranking (DELIVERED and COMPLETED) are broken by the first. Cancelled and
 * reversed consignments are off the line: every step is left to do.
 */
export function trackerSteps(status: string): TrackerStep[] {
  const upcoming = (step: ConsignmentStatus): TrackerStep => ({ step, label: step, state: 'upcoming' });
  if (!isConsignmentStatus(status)) return TRACKER_STEPS.map(upcoming);
  const rank = consignmentFailureAwareRank(status);
  if (rank === undefined || rank < 0) return TRACKER_STEPS.map(upcoming);
  const failed = isConsignmentFailure(status) || status === 'DELIVERY_FAILED';
  let failureShown = false;
  return TRACKER_STEPS.map((step) => {
    const stepRank = consignmentFailureAwareRank(step) ?? 0;
    const sameRank = stepRank === rank;
    if (failed) {
      if (status === 'DELIVERY_FAILED' ? step === 'DELIVERED' : stepRank > rank && !failureShown) {
        failureShown = true;
        return { step, label: status, state: 'failed' };
      }
      const before =
        status === 'DELIVERY_FAILED'
          ? TRACKER_STEPS.indexOf(step) < TRACKER_STEPS.indexOf('DELIVERED')
          : stepRank < rank;
      return before ? { step, label: step, state: 'done' } : upcoming(step);
    }
    if (stepRank < rank) return { step, label: step, state: 'done' };
    if (sameRank) {
      // DELIVERED and COMPLETED share rank 13: the first ranking orders them.
      const first = consignmentProgressRank(status) ?? 0;
      const stepFirst = consignmentProgressRank(step) ?? 0;
      if (stepFirst < first) return { step, label: step, state: 'done' };
      if (stepFirst > first) return upcoming(step);
      return { step, label: status, state: status === 'COMPLETED' ? 'done' : 'current' };
    }
    return upcoming(step);
  });
}
