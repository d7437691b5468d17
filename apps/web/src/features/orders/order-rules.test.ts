import { APPROVAL_CONFIRMATIONS, type OrderLine } from '@dom/contract';
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { english as en } from '../../test/english';
import { approvalNeeds } from './approve-order-dialog';
import { orderButtons } from './order-actions';
import { ORDER_FILTERS_IN_VIEW, orderFilters, orderSearchQuery, regionOptions } from './order-filters';
import { hasCancelledQuantity, pendingAcknowledgement } from './order-line-columns';

const line = (ordered: string, acknowledged: string, cancelled: string): OrderLine => ({
  lineItemId: 'l1',
  lineNumber: 1,
  skuId: 'SKU-1',
  productName: 'TMT Bar',
  brand: 'Tata',
  category: 'Steel',
  subcategory: 'TMT',
  level1Category: 'Steel',
  hsnCode: '7214',
  unit: 'MT',
  orderedQuantity: ordered,
  acknowledgedQuantity: acknowledged,
  cancelledQuantity: cancelled,
  fulfilledQuantity: '0',
  shippedQuantity: '0',
  buyerPricePerUnitPaise: '5000000',
  sellerPricePerUnitPaise: '4800000',
  gstRatePercent: 18,
  taxPaise: '0',
  productionDate: null,
});

describe('order search query', () => {
  it('sends the date range as startDate and endDate and the channel as the business unit', () => {
    const query = orderSearchQuery(
      {
        buyerPONumber: 'PO/2026/0000012',
        orderStates: ['ORDERED', 'PLANNED'],
        orderDate: { preset: 'CUSTOM', start: '2026-01-01', end: '2026-01-31' },
      },
      'UTCL',
      { id: 'orderKey', desc: false },
    );
    expect(query).toEqual({
      buyerPONumber: 'PO/2026/0000012',
      orderStates: ['ORDERED', 'PLANNED'],
      startDate: '2026-01-01',
      endDate: '2026-01-31',
      businessUnits: ['UTCL'],
      sortBy: 'orderKey',
      sortOrder: 'asc',
    });
  });

  it('falls back to newest first for a column the server cannot sort', () => {
    const query = orderSearchQuery({}, 'DIRECT', { id: 'notAColumn', desc: false });
    expect(query.sortBy).toBe('orderDate');
    expect(query.sortOrder).toBe('desc');
    expect(query.startDate).toBeUndefined();
  });
});

describe('order filters', () => {
  const t = ((key: string) => key) as unknown as TFunction;
  const none = { loadCategories: () => Promise.resolve([]), loadRegions: () => Promise.resolve([]) };
  // Doc 2 §3's order list filters, every one of them.
  const SPEC_FILTERS = [
    'sourceSystemOrderId',
    'partnerBuyerAccountId',
    'sellerPoNumber',
    'buyerPONumber',
    'orderStates',
    'missingDocumentTypes',
    'orderManager',
    'businessUnits',
    'buyerAccount',
    'rmName',
    'cmName',
    'rmEmail',
    'tmEmail',
    'startDate',
    'endDate',
    'sellerBooksId',
    'orderCategory',
    'isDelayed',
    'enhancerStatus',
    'paymentEnhancerTypes',
    'itemCategoryLevel1',
    'rmRegion',
    'grossMargin',
    'prNumber',
  ];

  it('offers every filter of the spec (the unit is the channel tab, the dates one range)', () => {
    const keys = orderFilters(t, none).map((f) => f.key);
    const reachable = new Set([...keys, 'businessUnits', 'startDate', 'endDate']);
    expect(SPEC_FILTERS.filter((k) => !reachable.has(k))).toEqual([]);
    for (const k of [...ORDER_FILTERS_IN_VIEW.mobile, ...ORDER_FILTERS_IN_VIEW.desktop])
      expect(keys).toContain(k);
  });

  it('sends a margin band as a range and leaves the other filters as they are', () => {
    const query = orderSearchQuery(
      { grossMargin: 'MID', enhancerStatus: 'APPROVED', itemCategoryLevel1: 'Cement', rmRegion: 'West' },
      'DIRECT',
      null,
    );
    expect(query).toMatchObject({
      grossMargin: '2',
      grossMarginBelow: '5',
      enhancerStatus: 'APPROVED',
      itemCategoryLevel1: 'Cement',
      rmRegion: 'West',
    });
    const negative = orderSearchQuery({ grossMargin: 'NEGATIVE' }, 'DIRECT', null);
    expect(negative.grossMargin).toBeUndefined();
    expect(negative.grossMarginBelow).toBe('0');
  });

  it('finds a region by one of its states', () => {
    const all = [
      { region: 'West', states: ['Gujarat', 'Maharashtra'] },
      { region: 'South', states: ['Karnataka'] },
    ];
    expect(regionOptions(all, 'maha')).toEqual([{ value: 'West', label: 'West (Maharashtra)' }]);
    expect(regionOptions(all, 'sou')).toEqual([{ value: 'South', label: 'South' }]);
    expect(regionOptions(all, '')).toHaveLength(2);
  });
});

describe('order buttons', () => {
  const allowed = (...actions: string[]) =>
    actions.map((action) => ({ action, endpoint: `orders.${action}`, params: {} }));

  it('offers approve and cancel when the server allows both', () => {
    expect(orderButtons(allowed('approve', 'cancel', 'edit'))).toEqual(['approve', 'cancel']);
  });

  it('offers only what the server allows, in the page order', () => {
    expect(orderButtons(allowed('cancel'))).toEqual(['cancel']);
    expect(orderButtons(allowed('cancel', 'approve'))).toEqual(['approve', 'cancel']);
    expect(orderButtons(allowed('edit'))).toEqual([]);
    expect(orderButtons([])).toEqual([]);
  });
});

describe('line quantities', () => {
  it('counts what is still to be acknowledged in exact thousandths', () => {
    expect(pendingAcknowledgement(line('10.3', '0.1', '0.2'))).toBe(10_000n);
    expect(pendingAcknowledgement(line('5', '5', '0'))).toBe(0n);
    expect(pendingAcknowledgement(line('5', '4', '2'))).toBe(0n);
  });

  it('knows a line with a cancelled quantity', () => {
    expect(hasCancelledQuantity(line('5', '0', '0.001'))).toBe(true);
    expect(hasCancelledQuantity(line('5', '0', '0.000'))).toBe(false);
  });
});

describe('approval', () => {
  it('uses the spec’s exact words for the two confirmations', () => {
    expect(en.orders.approve.sellerPriceMarginAccurate).toBe(
      APPROVAL_CONFIRMATIONS.sellerPriceMarginAccurate,
    );
    expect(en.orders.approve.thresholdAdded).toBe(APPROVAL_CONFIRMATIONS.thresholdAdded);
  });

  it('asks for what the server says the order needs', () => {
    const approval = (needsReason: boolean, needsPaymentTermsComments: boolean) => ({
      approval: { minMarginPercent: 2, needsReason, needsPaymentTermsComments },
    });
    expect(approvalNeeds(approval(true, false))).toEqual({ reason: true, paymentComments: false });
    expect(approvalNeeds(approval(false, true))).toEqual({ reason: false, paymentComments: true });
  });
});
