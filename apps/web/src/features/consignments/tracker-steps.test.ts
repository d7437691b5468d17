import { describe, expect, it } from 'vitest';
import { trackerSteps } from './tracker-steps';

const states = (status: string) => trackerSteps(status).map((s) => `${s.step}:${s.state}:${s.label}`);

describe('consignment progress tracker', () => {
  it('marks the steps before the current rank done and the current one active', () => {
    expect(states('REQUESTED')).toEqual([
      'FULFILLMENT_INITIATED:done:FULFILLMENT_INITIATED',
      'ACKNOWLEDGED:current:REQUESTED',
      'PACKING_IN_PROGRESS:upcoming:PACKING_IN_PROGRESS',
      'PACKED:upcoming:PACKED',
      'READY_FOR_SHIPMENT:upcoming:READY_FOR_SHIPMENT',
      'INTRANSIT:upcoming:INTRANSIT',
      'DELIVERED:upcoming:DELIVERED',
      'COMPLETED:upcoming:COMPLETED',
    ]);
    expect(states('READY_FOR_SHIPMENT').slice(3, 6)).toEqual([
      'PACKED:done:PACKED',
      'READY_FOR_SHIPMENT:current:READY_FOR_SHIPMENT',
      'INTRANSIT:upcoming:INTRANSIT',
    ]);
  });

  it.each([
    'IRN_GENERATION_FAILED',
    'INVOICE_SENT_FAILED',
    'INVOICE_GENERATION_FAILED',
    'EWAYBILL_GENERATION_FAILED',
    'PAYMENT_BLOCKED',
    'RPT_BLOCKED',
  ])('puts %s between packing and packed (failure-aware ranks 4–9)', (status) => {
    const steps = trackerSteps(status);
    expect(steps.filter((s) => s.state === 'done').map((s) => s.step)).toEqual([
      'FULFILLMENT_INITIATED',
      'ACKNOWLEDGED',
      'PACKING_IN_PROGRESS',
    ]);
    expect(steps.find((s) => s.state === 'failed')).toEqual({
      step: 'PACKED',
      label: status,
      state: 'failed',
    });
    expect(steps.filter((s) => s.state === 'failed')).toHaveLength(1);
  });

  it('shows a failed delivery on the delivery step, after the transit', () => {
    const steps = trackerSteps('DELIVERY_FAILED');
    expect(steps.find((s) => s.step === 'INTRANSIT')?.state).toBe('done');
    expect(steps.find((s) => s.step === 'DELIVERED')).toEqual({
      step: 'DELIVERED',
      label: 'DELIVERY_FAILED',
      state: 'failed',
    });
    expect(steps.find((s) => s.step === 'COMPLETED')?.state).toBe('upcoming');
  });

  it('orders DELIVERED before COMPLETED although they share a failure-aware rank', () => {
    expect(states('DELIVERED').slice(6)).toEqual([
      'DELIVERED:current:DELIVERED',
      'COMPLETED:upcoming:COMPLETED',
    ]);
    expect(trackerSteps('COMPLETED').every((s) => s.state === 'done')).toBe(true);
  });

  it('leaves cancelled, reversed, draft and unknown consignments off the line', () => {
    for (const status of ['CANCELLED', 'REVOKED', 'DRAFT', 'ON_HOLD'])
      expect(trackerSteps(status).every((s) => s.state === 'upcoming')).toBe(true);
  });
});
