import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PurchaseOrderDetail } from '@dom/contract';
import { fakeServer, json } from '../../test/fake-server';
import { TEST_USER, renderInApp } from '../../test/render';
import { PurchaseOrderDetailPage } from './purchase-order-detail-page';
import { DETAIL } from '../../test/fixtures/order-fixtures';

afterEach(() => vi.unstubAllGlobals());

const PO: PurchaseOrderDetail = {
  orderKey: 'SO00000012',
  sellerPoNumber: 'SPO/00000012',
  orderNumber: 'ORD-00000012',
  orderStatus: 'ORDER_APPROVED',
  orderDate: '2026-11-01T06:30:00.000Z',
  dueDate: '2026-12-01',
  deliveryDate: '2026-11-10',
  businessUnit: 'DIRECT',
  orderCategory: 'FOR',
  sellerName: 'Konkan Steel Traders',
  sellerBooksId: 'BK-1',
  warehouseName: 'Bhiwandi Yard',
  buyerName: 'Shree Ganesh Builders',
  shippingMode: '3PL',
  logisticsProvider: 'UPS',
  shippingAddress: DETAIL.shippingAddress,
  sellerValuePaise: '4800000',
  lineItems: [
    {
      lineItemId: 'l1',
      lineNumber: 1,
      skuId: 'SKU-TMT-12',
      productName: 'TMT Bar 12 mm',
      hsnCode: '7214',
      unit: 'MT',
      orderedQuantity: '1.000',
      cancelledQuantity: '0.000',
      shippedQuantity: '0.000',
      sellerPricePerUnitPaise: '4800000',
      sellerValuePaise: '4800000',
      gstRatePercent: 18,
    },
  ],
};

describe('purchase order detail', { timeout: 20_000 }, () => {
  it('shows the seller PO number and seller prices, and no buyer price', async () => {
    fakeServer({ 'GET /api/purchase-orders/SO00000012': () => json(PO) });
    renderInApp(<PurchaseOrderDetailPage />, {
      path: '/purchase-order/SO00000012',
      routePath: '/purchase-order/:key',
      user: { ...TEST_USER, permissions: ['Display_PO_Orders'] },
    });
    expect(await screen.findByRole('heading', { name: 'Purchase order SPO/00000012' })).toBeInTheDocument();
    const lines = screen.getByRole('table', { name: 'Line items' });
    expect(within(lines).getByRole('columnheader', { name: 'Seller Price Per Unit' })).toBeInTheDocument();
    expect(within(lines).queryByRole('columnheader', { name: 'Buyer Price Per Unit' })).toBeNull();
    expect(within(lines).getAllByText('₹48,000.00')).toHaveLength(2);
    expect(screen.getByText('12, MG Road, Pune, Maharashtra 411001')).toBeInTheDocument();
  });
});
