import { CONSIGNMENT_OPERATION_NAMES, CONSIGNMENT_TRANSITIONS } from '@dom/domain';
import { describe, expect, it } from 'vitest';
import { endpointById } from '../catalogue';
import { pathOf, pathParamNames } from '../endpoint';
import { CONSIGNMENT_ACTION_CALLS } from './consignment-action-calls';

const SYSTEM = 'Allow_System_Transition';

describe("the calls of a consignment's allowed actions", () => {
  it('has a call for every move a user makes and for every operation, and none for a system move', () => {
    for (const move of CONSIGNMENT_TRANSITIONS.moves) {
      const call = CONSIGNMENT_ACTION_CALLS[move.action];
      if (move.permission === SYSTEM) expect(call, move.action).toBeUndefined();
      else expect(call, move.action).toBeDefined();
    }
    for (const name of CONSIGNMENT_OPERATION_NAMES)
      expect(CONSIGNMENT_ACTION_CALLS[name], name).toBeDefined();
  });

  it('names catalogue endpoints that change something, with exactly the params their paths need', () => {
    for (const [action, call] of Object.entries(CONSIGNMENT_ACTION_CALLS)) {
      expect(endpointById(call.endpoint.id), action).toBe(call.endpoint);
      expect(call.endpoint.method, action).not.toBe('GET');
      const params = call.params?.('CN 1') ?? {};
      expect(Object.keys(params).sort(), action).toEqual(pathParamNames(call.endpoint.path).sort());
      expect(() => pathOf(call.endpoint.path, params), action).not.toThrow();
    }
    expect(pathOf(CONSIGNMENT_ACTION_CALLS.voidInvoice!.endpoint.path, { key: 'CN 1' })).toBe(
      '/consignment/make-invoice-void/consignment-key/CN%201',
    );
  });

  it('guards a move’s call with the move’s own permission (or the table rule that holds it)', () => {
    for (const move of CONSIGNMENT_TRANSITIONS.moves) {
      const call = CONSIGNMENT_ACTION_CALLS[move.action];
      if (!call) continue;
      const access = call.endpoint.access;
      if (typeof access === 'string') expect(access, move.action).toBe(move.permission);
      else if ('table' in access) expect(access.actions ?? [], move.action).toContain(move.action);
      else throw new Error(`${move.action}: ${call.endpoint.id} is not guarded by a permission`);
    }
  });
});
