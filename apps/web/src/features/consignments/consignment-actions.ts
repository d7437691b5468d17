import type { AllowedAction } from '@dom/contract';

/** How each action the server allows is asked for; actions without a dialog here get no button. */
export type ActionKind =
  | 'confirm'
  | 'remarks'
  | 'comment'
  | 'reason'
  | 'draftPack'
  | 'invoice'
  | 'pack'
  | 'voidInvoice'
  | 'logistics'
  | 'trackingUrl'
  | 'dispatch'
  | 'ewayBill'
  | 'extendEwayBill'
  | 'pod'
  | 'modify';

export const ACTION_KINDS: Readonly<Record<string, ActionKind>> = {
  acknowledge: 'confirm',
  reject: 'reason',
  draftPack: 'draftPack',
  updateDraftPack: 'draftPack',
  addInvoiceDetails: 'invoice',
  pack: 'pack',
  retryIrnGeneration: 'confirm',
  retryInvoiceGeneration: 'confirm',
  retryInvoiceSending: 'confirm',
  recheckCredit: 'confirm',
  retryEwayBill: 'ewayBill',
  retriggerEwayBill: 'ewayBill',
  extendEwayBill: 'extendEwayBill',
  creditException: 'comment',
  releaseRelatedParty: 'comment',
  undoPacking: 'remarks',
  voidInvoice: 'voidInvoice',
  addLogistics: 'logistics',
  updateLogistics: 'logistics',
  updateTrackingUrl: 'trackingUrl',
  confirmDispatch: 'dispatch',
  outForDelivery: 'remarks',
  markDelivered: 'remarks',
  deliveryException: 'remarks',
  failDelivery: 'remarks',
  retryDelivery: 'remarks',
  triggerBuyerPod: 'confirm',
  submitProofOfDelivery: 'pod',
  modify: 'modify',
  reverse: 'reason',
  cancel: 'reason',
};

/** Actions that end or undo something: shown as red outlined buttons, after the others. */
const DANGER = new Set(['reject', 'cancel', 'reverse', 'voidInvoice', 'undoPacking', 'failDelivery']);

export function isDangerAction(action: string): boolean {
  return DANGER.has(action);
}

/** Actions on an existing e-way bill: the server refuses them while there is none. */
const NEEDS_EWAY_BILL = new Set(['retriggerEwayBill', 'extendEwayBill']);

/**
 * The buttons of the detail: the server's allowed actions that have a dialog, forward moves
 * first; the e-way bill's regenerate and extend only once there is an e-way bill.
 */
export function actionButtons(allowed: readonly AllowedAction[], hasEwayBill = true): AllowedAction[] {
  const known = allowed.filter(
    (a) => ACTION_KINDS[a.action] !== undefined && (hasEwayBill || !NEEDS_EWAY_BILL.has(a.action)),
  );
  const unique = known.filter((a, i) => known.findIndex((b) => b.action === a.action) === i);
  return [
    ...unique.filter((a) => !isDangerAction(a.action)),
    ...unique.filter((a) => isDangerAction(a.action)),
  ];
}

/** The allowed action of this name, if the server allows it now. */
export function findAction(allowed: readonly AllowedAction[], action: string): AllowedAction | undefined {
  return allowed.find((a) => a.action === action);
}
