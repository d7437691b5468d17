import type { BackgroundRegistration } from '../../platform/background';
import { type ConsignmentDeps, packingDeps } from './consignment-caller';
import { definePackingJob } from './consignment-packing.service';

/**
 * The consignments area's background work: the packing job, so a worker carries a consignment a
 * crashed process left in PACKING_IN_PROGRESS to its end.
 */
export function consignmentsBackground(deps: ConsignmentDeps): BackgroundRegistration {
  return ({ resumable }) => definePackingJob(resumable, packingDeps(deps));
}
