import { describe, expect, it } from 'vitest';
import { endpointById } from '../catalogue';
import { NOTIFICATION_ENDPOINTS } from '../notifications/notification-endpoints';
import { ORDER_ENDPOINTS } from '../orders/order-endpoints';
import { RFQ_ENDPOINTS } from '../rfq/rfq-endpoints';
import { AllowedActionSchema, allowedAction, allowedActionTo } from './allowed-action';
import { ConsignmentStatusSchema } from '../consignments/consignment-common';

describe('allowed actions: one shape', () => {
  it("names the endpoint by its catalogue id and keeps only the params the endpoint's path names", () => {
    const retrigger = allowedAction('retrigger', NOTIFICATION_ENDPOINTS.retrigger, { id: '7', other: 'x' });
    expect(retrigger).toEqual({
      action: 'retrigger',
      endpoint: 'notifications.retrigger',
      params: { id: '7' },
    });
    expect(endpointById(retrigger.endpoint)).toBe(NOTIFICATION_ENDPOINTS.retrigger);
    expect(AllowedActionSchema.parse(retrigger)).toEqual(retrigger);
  });

  it('gives a call whose key travels in its body no params, and a move its target state', () => {
    expect(allowedAction('approve', ORDER_ENDPOINTS.approve, { orderKey: 'SO1' }, 'ORDER_APPROVED')).toEqual({
      action: 'approve',
      endpoint: 'orders.approve',
      params: {},
      to: 'ORDER_APPROVED',
    });
    expect(allowedAction('createQuotation', RFQ_ENDPOINTS.createQuotation, { rfqKey: 'RFQ1' }, null)).toEqual(
      {
        action: 'createQuotation',
        endpoint: RFQ_ENDPOINTS.createQuotation.id,
        params: { rfqKey: 'RFQ1' },
        to: null,
      },
    );
  });

  it("narrows `to` to the area's states", () => {
    const schema = allowedActionTo(ConsignmentStatusSchema);
    const ok = { action: 'cancel', endpoint: 'consignments.cancel', params: {}, to: 'CANCELLED' };
    expect(schema.safeParse(ok).success).toBe(true);
    expect(schema.safeParse({ ...ok, to: 'NOT_A_STATE' }).success).toBe(false);
    expect(schema.safeParse({ ...ok, to: null }).success).toBe(true);
  });
});
