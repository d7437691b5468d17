import { describe, expect, it } from 'vitest';
import { OrderApprovalSchema, OrderCancelSchema } from './order-actions';
import { CreateOrderSchema } from './order-create';
import { OrderSearchQuerySchema } from './order-search';

describe('order contract', () => {
  it('reads repeated and comma-separated list filters and drops empty values', () => {
    const q = OrderSearchQuerySchema.parse({
      orderStates: ['ORDERED', 'CANCELLED,COMPLETED'],
      buyerPONumber: '',
      isDelayed: 'true',
      grossMargin: '4.5',
    });
    expect(q.orderStates).toEqual(['ORDERED', 'CANCELLED', 'COMPLETED']);
    expect(q.buyerPONumber).toBeUndefined();
    expect(q.isDelayed).toBe(true);
    expect(q.grossMargin).toBe(4.5);
    expect(q.pageNumber).toBe(0);
    expect(q.sortBy).toBe('orderDate');
  });

  it('refuses unknown states and a start date after the end date', () => {
    expect(OrderSearchQuerySchema.safeParse({ orderStates: 'SHIPPED' }).success).toBe(false);
    const r = OrderSearchQuerySchema.safeParse({ startDate: '2026-05-02', endDate: '2026-05-01' });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.path).toEqual(['startDate']);
  });

  it('applies the comment rule and the 3-decimal quantity rule', () => {
    const bad = OrderCancelSchema.safeParse({
      orderKey: 'SO1',
      reasonCode: 'OTHERS',
      comment: 'a & b',
      lines: [{ lineItemId: '00000000-0000-4000-8000-000000000000', cancelQuantity: '1.2345' }],
    });
    expect(bad.error?.issues.map((i) => i.message)).toEqual([
      'Please avoid special charatcters like <, >, and &.',
      'Enter a number with at most 3 decimal places',
    ]);
    expect(
      OrderApprovalSchema.parse({ orderKey: 'SO1', sellerPriceMarginAccurate: true, thresholdAdded: true })
        .checkPaymentTerms,
    ).toBe(true);
  });

  it('caps buyer credit days at 21', () => {
    const r = CreateOrderSchema.safeParse({ buyerCreditDays: 22 });
    expect(r.error?.issues.find((i) => i.path[0] === 'buyerCreditDays')?.message).toBe(
      'Buyer credit days cannot exceed 21 days',
    );
  });
});
