import type { BusinessUnit } from '../options/business-unit.options';
import type { TeamRole } from './roles';

export type OwnerScopeField = 'rmEmail' | 'tmEmail';

export interface OwnerScopeInput {
  readonly teamRole: TeamRole | null;
  readonly businessUnit: BusinessUnit | null;
  /** Admins and other all-seeing users are never narrowed to their own records. */
  readonly seesAllOwners?: boolean;
}

/**
 * Which owner column a user's lists are filtered by (doc 1 §6, doc 2 §3): a relationship manager,
 * or anyone in DIRECT, by rmEmail; a territory manager in UBS by tmEmail; otherwise none.
 */
export function ownerScopeField({
  teamRole,
  businessUnit,
  seesAllOwners = false,
}: OwnerScopeInput): OwnerScopeField | null {
  if (seesAllOwners) return null;
  if (teamRole === 'RELATIONSHIP_MANAGER' || businessUnit === 'DIRECT') return 'rmEmail';
  if (teamRole === 'TERRITORY_MANAGER' && businessUnit === 'UBS') return 'tmEmail';
  return null;
}
