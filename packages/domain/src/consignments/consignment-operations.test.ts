import { describe, expect, it } from 'vitest';
import { CONSIGNMENT_STATUSES, type ConsignmentStatus } from '../status/consignment.states';
import {
  CONSIGNMENT_TRANSITIONS,
  TRACKING_STATUSES_IN,
  TRACKING_TRANSITIONS,
} from '../status/consignment.transitions';
import {
  CONSIGNMENT_OPERATIONS,
  CONSIGNMENT_OPERATION_NAMES,
  PACK_ACTION_FROM,
  PACK_CALL_ACTIONS,
  consignmentAllowed,
  isConsignmentOperation,
  packActionFrom,
  trackingActionOf,
} from './consignment-operations';

const states = CONSIGNMENT_STATUSES.map((s) => s.value);
const tableStates = new Set(CONSIGNMENT_TRANSITIONS.moves.flatMap((m) => [m.from, m.to]));
const everyPermission = new Set([
  ...CONSIGNMENT_TRANSITIONS.moves.map((m) => m.permission),
  ...Object.values(CONSIGNMENT_OPERATIONS).map((g) => g.permission),
]);
const userMove = (action: string) =>
  CONSIGNMENT_TRANSITIONS.moves.some(
    (m) => m.action === action && m.permission !== 'Allow_System_Transition',
  );

describe('the pack map, derived from the consignment table', () => {
  it('names the pack call’s move from each state it packs from', () => {
    expect(PACK_ACTION_FROM).toEqual({
      ACKNOWLEDGED: 'pack',
      READY_TO_PROCESS: 'pack',
      IN_PROGRESS: 'pack',
      IRN_GENERATION_FAILED: 'retryIrnGeneration',
      INVOICE_GENERATION_FAILED: 'retryInvoiceGeneration',
      INVOICE_SENT_FAILED: 'retryInvoiceSending',
      PAYMENT_BLOCKED: 'recheckCredit',
    });
  });

  it('has one pack-call move per state, each a move of the table into PACKING_IN_PROGRESS', () => {
    const moves = CONSIGNMENT_TRANSITIONS.moves.filter((m) =>
      (PACK_CALL_ACTIONS as readonly string[]).includes(m.action),
    );
    const froms = moves.map((m) => m.from);
    expect(new Set(froms).size).toBe(froms.length);
    for (const m of moves) expect(m.to, m.action).toBe('PACKING_IN_PROGRESS');
    for (const [from, action] of Object.entries(PACK_ACTION_FROM))
      expect(CONSIGNMENT_TRANSITIONS.targetOf(from as ConsignmentStatus, action)).toBe('PACKING_IN_PROGRESS');
  });

  it('leaves the e-way bill retry and the credit calls to their own calls', () => {
    expect(Object.values(PACK_ACTION_FROM)).not.toContain('retryEwayBill');
    expect(Object.values(PACK_ACTION_FROM)).not.toContain('creditException');
    expect(packActionFrom('EWAYBILL_GENERATION_FAILED')).toBe('pack');
    expect(
      CONSIGNMENT_TRANSITIONS.targetOf(
        'EWAYBILL_GENERATION_FAILED',
        packActionFrom('EWAYBILL_GENERATION_FAILED'),
      ),
    ).toBeNull();
  });
});

describe('the consignment operations, checked against the tables', () => {
  it('never reuses the name of a move of the table', () => {
    const actions = new Set<string>(CONSIGNMENT_TRANSITIONS.moves.map((m) => m.action));
    for (const name of CONSIGNMENT_OPERATION_NAMES) expect(actions.has(name), name).toBe(false);
    expect(isConsignmentOperation('split')).toBe(true);
    expect(isConsignmentOperation('pack')).toBe(false);
  });

  it('allows each operation only in states of the table, and never after the consignment ended', () => {
    for (const [name, guard] of Object.entries(CONSIGNMENT_OPERATIONS)) {
      expect(guard.statuses.length, name).toBeGreaterThan(0);
      for (const status of guard.statuses) {
        expect(states, `${name} ${status}`).toContain(status);
        expect(tableStates.has(status), `${name} ${status}`).toBe(true);
      }
      expect(guard.statuses, name).not.toContain('CANCELLED');
      expect(guard.statuses, name).not.toContain('REVOKED');
    }
  });

  it('offers a tracking-only update in a state only where the tracking table has its move', () => {
    for (const name of ['outForDelivery', 'deliveryException'] as const) {
      for (const status of CONSIGNMENT_OPERATIONS[name].statuses) {
        const trackings = TRACKING_STATUSES_IN[status] ?? [];
        const movable = trackings.filter((t) => {
          const move = trackingActionOf(name, t);
          return move !== null && TRACKING_TRANSITIONS.canTransition(t, move);
        });
        expect(movable.length, `${name} from ${status}`).toBeGreaterThan(0);
      }
    }
    expect(trackingActionOf('outForDelivery', 'DELIVERY_EXCEPTION')).toBe('reattempt');
    expect(trackingActionOf('split', 'INTRANSIT')).toBeNull();
  });
});

describe('consignmentAllowed', () => {
  it('lists the user moves of the state the caller holds, then the operations of the state', () => {
    const allowed = consignmentAllowed('PACKED', everyPermission, 'READY_TO_DISPATCH', userMove);
    expect(allowed).toEqual([
      { action: 'voidInvoice', to: 'READY_TO_PROCESS' },
      { action: 'addLogistics', to: 'READY_FOR_SHIPMENT' },
      { action: 'extendEwayBill', to: null },
      { action: 'ewayBillVehicles', to: null },
      { action: 'retriggerEwayBill', to: null },
      { action: 'preTransitTrip', to: null },
      { action: 'transportationRequest', to: null },
      { action: 'updateDetails', to: null },
      { action: 'uploadDocument', to: null },
    ]);
  });

  it('leaves out system moves, moves and operations the caller lacks, and refused tracking moves', () => {
    const pending = consignmentAllowed('PACKING_IN_PROGRESS', everyPermission, null, userMove);
    expect(pending.map((a) => a.action)).not.toContain('packingSucceeded');
    const seller = consignmentAllowed('REQUESTED', ['Allow_Consignment_Acknowledge'], null, userMove);
    expect(seller).toEqual([{ action: 'acknowledge', to: 'ACKNOWLEDGED' }]);
    const out = consignmentAllowed('INTRANSIT', everyPermission, 'OUT_FOR_DELIVERY', userMove);
    expect(out.map((a) => a.action)).toContain('deliveryException');
    expect(out.map((a) => a.action)).not.toContain('outForDelivery');
    const exception = consignmentAllowed('INTRANSIT', everyPermission, 'DELIVERY_EXCEPTION', userMove);
    expect(exception.map((a) => a.action)).toContain('outForDelivery');
    expect(exception.map((a) => a.action)).not.toContain('deliveryException');
  });
});
