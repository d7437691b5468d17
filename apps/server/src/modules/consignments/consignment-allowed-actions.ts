import { type ConsignmentAllowedAction, CONSIGNMENT_ACTION_CALLS } from '@dom/contract';
import { type ConsignmentStatus, type TrackingStatus, consignmentAllowed } from '@dom/domain';

/**
 * What the caller may do to a consignment now (the domain's `consignmentAllowed`: the table's user
 * moves they hold, then the operations of the state), each naming the catalogue endpoint it is
 * called with and that call's path params.
 */
export function allowedActions(
  consignmentKey: string,
  status: ConsignmentStatus,
  permissions: ReadonlySet<string>,
  trackingStatus: TrackingStatus | null = null,
): ConsignmentAllowedAction[] {
  return consignmentAllowed(
    status,
    permissions,
    trackingStatus,
    (action) => CONSIGNMENT_ACTION_CALLS[action] !== undefined,
  ).map(({ action, to }) => {
    const call = CONSIGNMENT_ACTION_CALLS[action];
    return {
      action,
      endpoint: call?.endpoint.id ?? '',
      params: { ...call?.params?.(consignmentKey) },
      to,
    };
  });
}
