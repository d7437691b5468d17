import type { ConsignmentDetail } from '@dom/contract';
import type { Caller } from '../../platform/caller';

/** Credit moves that are the marketplace's own business: never offered in the seller portal. */
const INTERNAL_ACTIONS = new Set(['recheckCredit', 'creditException', 'releaseRelatedParty']);
const CREDIT_BLOCKS = new Set(['PAYMENT_BLOCKED', 'RPT_BLOCKED']);

/**
 * The consignment as the seller portal sees it (issue 18): the buyer's internal credit reasons
 * (overdue, limit, related party) and the credit moves are the marketplace's, not the seller's;
 * a credit-blocked consignment says only that it awaits clearance.
 */
export function sellerView(caller: Caller, detail: ConsignmentDetail): ConsignmentDetail {
  if (!caller.scope?.sellerId) return detail;
  const creditBlocked = CREDIT_BLOCKS.has(detail.status);
  return {
    ...detail,
    blockedReasons: creditBlocked ? [] : detail.blockedReasons,
    blockMessages: creditBlocked
      ? ['Awaiting clearance from the marketplace before packing']
      : detail.blockMessages,
    failureReason: creditBlocked ? null : detail.failureReason,
    allowedActions: detail.allowedActions.filter((a) => !INTERNAL_ACTIONS.has(a.action)),
  };
}
