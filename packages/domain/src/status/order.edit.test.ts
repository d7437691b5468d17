import { describe, expect, it } from 'vitest';
import { canRecordBuyerPo } from './order.edit';

describe('buyer PO details', () => {
  it('may change in the open states until a consignment is dispatched', () => {
    expect(canRecordBuyerPo('PLANNED', ['REQUESTED', 'PACKED'])).toEqual({ ok: true });
    expect(canRecordBuyerPo('IN_PROGRESS', ['CANCELLED', 'READY_FOR_SHIPMENT'])).toEqual({ ok: true });
    expect(canRecordBuyerPo('IN_PROGRESS', ['INTRANSIT']).ok).toBe(false);
    expect(canRecordBuyerPo('ORDERED', ['COMPLETED']).ok).toBe(false);
    expect(canRecordBuyerPo('COMPLETED', [])).toEqual({
      ok: false,
      reason: 'Cannot update the buyer PO details when the status is COMPLETED.',
    });
    expect(canRecordBuyerPo('CANCELLED', []).ok).toBe(false);
  });
});
