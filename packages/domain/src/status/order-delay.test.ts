import { describe, expect, it } from 'vitest';
import type { IsoDate } from '../dates/ist-calendar';
import { isOrderDelayed } from './order-delay';

const today = '2026-11-25' as IsoDate;

describe('order delay', () => {
  it('is delayed only when open and the delivery date has passed', () => {
    expect(isOrderDelayed({ status: 'ORDERED', deliveryDate: '2026-11-24' }, today)).toBe(true);
    expect(isOrderDelayed({ status: 'IN_PROGRESS', deliveryDate: '2026-11-25' }, today)).toBe(false);
    expect(isOrderDelayed({ status: 'PLANNED', deliveryDate: '2026-12-01' }, today)).toBe(false);
    expect(isOrderDelayed({ status: 'COMPLETED', deliveryDate: '2026-01-01' }, today)).toBe(false);
    expect(isOrderDelayed({ status: 'CANCELLED', deliveryDate: '2026-01-01' }, today)).toBe(false);
    expect(isOrderDelayed({ status: 'ORDERED', deliveryDate: null }, today)).toBe(false);
  });
});
