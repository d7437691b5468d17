import { ORDER_EDITABLE_STATES, ORDER_STATUSES } from '@dom/domain';
import { describe, expect, it } from 'vitest';
import { ORDER_EDIT_PARTS, orderEditParts } from './order-edit-parts';

const ALL = ORDER_EDIT_PARTS.flatMap((p) => p.permissions);

describe('order edit parts', () => {
  it('follow the domain’s table (the server’s) state by state', () => {
    for (const { value: status } of ORDER_STATUSES) {
      const parts = orderEditParts(status, ALL);
      for (const { part, group } of ORDER_EDIT_PARTS)
        expect(parts.includes(part), `${part} in ${status}`).toBe(
          ORDER_EDITABLE_STATES[group].includes(status),
        );
    }
  });

  it('match docs/orders.md', () => {
    expect(orderEditParts('ORDERED', ALL)).toEqual([
      'dates',
      'people',
      'quantities',
      'production',
      'address',
    ]);
    expect(orderEditParts('ORDER_APPROVED', ALL)).toEqual(['dates', 'people', 'production', 'address']);
    expect(orderEditParts('IN_PROGRESS', ALL)).toEqual(['dates', 'people', 'production']);
    expect(orderEditParts('RPT_BLOCKED', ALL)).toEqual([
      'dates',
      'people',
      'quantities',
      'production',
      'address',
    ]);
    expect(orderEditParts('CANCELLED', ALL)).toEqual([]);
  });

  it('need one of the part’s permissions', () => {
    expect(orderEditParts('ORDERED', ['Allow_Order_Edit'])).toEqual(['people', 'quantities']);
    expect(orderEditParts('ORDERED', ['Allow_Update_Max_Mdd'])).toEqual(['dates']);
    expect(orderEditParts('ORDERED', [])).toEqual([]);
    expect(orderEditParts('NOT_A_STATE', ALL)).toEqual([]);
  });
});
