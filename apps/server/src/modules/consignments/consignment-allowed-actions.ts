import { type ConsignmentAllowedAction, CONSIGNMENT_ACTION_CALLS, type HeldBackAction } from '@dom/contract';
import { type ConsignmentStatus, type TrackingStatus, consignmentAllowed } from '@dom/domain';

/** The refusals of the e-way bill operations for a missing fact (the services answer 409 with these). */
export const NO_EWAY_BILL_TO_REGENERATE = 'This consignment has no e-way bill to regenerate';
export const NO_EWAY_BILL_TO_EXTEND = 'This consignment has no e-way bill to extend';
export const NO_EINVOICE_FOR_EWAY_BILL = 'The consignment has no e-invoice (IRN) to carry an e-way bill';
const NEEDS_ONE = 'It needs one before dispatch.';

/** What the e-way bill operations need beyond state and permission. */
export interface ConsignmentFacts {
  /** The consignment has an active e-way bill (`ewayBillNumber`). */
  hasEwayBill: boolean;
  /** It has an e-invoice (IRN), which an e-way bill is generated on. */
  hasIrn: boolean;
  /** Its value is above the e-way bill threshold: it cannot be dispatched without a bill. */
  ewayBillRequired: boolean;
}

/** The refusal of an operation the state and permission allow, for a fact of this consignment; null when none. */
function refusalFor(action: string, facts: ConsignmentFacts): Pick<HeldBackAction, 'code' | 'reason'> | null {
  if (action === 'retriggerEwayBill' && !facts.hasEwayBill)
    return { code: 'NO_EWAY_BILL_TO_REGENERATE', reason: NO_EWAY_BILL_TO_REGENERATE };
  if (action === 'extendEwayBill' && !facts.hasEwayBill)
    return { code: 'NO_EWAY_BILL_TO_EXTEND', reason: NO_EWAY_BILL_TO_EXTEND };
  if (action === 'ewayBillVehicles' && !facts.hasIrn)
    return { code: 'NO_EINVOICE', reason: NO_EINVOICE_FOR_EWAY_BILL };
  return null;
}

/**
 * What the caller may do to a consignment now (the domain's `consignmentAllowed`: the table's user
 * moves they hold, then the operations of the state, less those its facts refuse), each naming the
 * catalogue endpoint it is called with and that call's path params; and the operations held back
 * for a fact, with the server's reason. A hidden e-way bill operation is explained only where the
 * consignment needs a bill to leave and has none (elsewhere there is nothing to do about it).
 */
export function consignmentActions(
  consignmentKey: string,
  status: ConsignmentStatus,
  permissions: ReadonlySet<string>,
  trackingStatus: TrackingStatus | null,
  facts: ConsignmentFacts,
): { allowed: ConsignmentAllowedAction[]; heldBack: HeldBackAction[] } {
  const possible = consignmentAllowed(
    status,
    permissions,
    trackingStatus,
    (action) => CONSIGNMENT_ACTION_CALLS[action] !== undefined,
  );
  const allowed: ConsignmentAllowedAction[] = [];
  const refused: Pick<HeldBackAction, 'action' | 'code' | 'reason'>[] = [];
  for (const { action, to } of possible) {
    const refusal = refusalFor(action, facts);
    if (refusal) {
      refused.push({ action, ...refusal });
      continue;
    }
    const call = CONSIGNMENT_ACTION_CALLS[action];
    allowed.push({
      action,
      endpoint: call?.endpoint.id ?? '',
      params: { ...call?.params?.(consignmentKey) },
      to,
    });
  }
  if (!facts.ewayBillRequired || facts.hasEwayBill) return { allowed, heldBack: [] };
  // Without a bill, the vehicles call generates one: it clears the others where it is allowed.
  const vehicles = allowed.some((a) => a.action === 'ewayBillVehicles') ? 'ewayBillVehicles' : null;
  const heldBack = refused.map((r) => {
    const clearedBy = r.action === 'ewayBillVehicles' ? null : vehicles;
    const remedy = clearedBy ? ' E-way Bill Vehicles generates it.' : '';
    return { ...r, reason: `${r.reason}. ${NEEDS_ONE}${remedy}`, clearedBy };
  });
  return { allowed, heldBack };
}
