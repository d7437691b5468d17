import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PurchaseOrderDetail } from '@dom/contract';
import { bodyText, fakeServer, json } from '../../test/fake-server';
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
      acknowledgedQuantity: '1.000',
      pendingAcknowledgementQuantity: '0.000',
      shippedQuantity: '0.000',
      sellerPricePerUnitPaise: '4800000',
      sellerValuePaise: '4800000',
      gstRatePercent: 18,
    },
  ],
  allowedActions: [],
};

/** A new order of 40 bags and 12 bags, 10 bags already acknowledged: the seller may answer the rest. */
const PENDING: PurchaseOrderDetail = {
  ...PO,
  orderStatus: 'PLANNED',
  lineItems: [
    {
      lineItemId: 'bags',
      lineNumber: 1,
      skuId: 'SKU-OPC-53',
      productName: 'OPC 53 Cement',
      hsnCode: '2523',
      unit: 'BAG',
      orderedQuantity: '40.000',
      cancelledQuantity: '0.000',
      acknowledgedQuantity: '10.000',
      pendingAcknowledgementQuantity: '30.000',
      shippedQuantity: '0.000',
      sellerPricePerUnitPaise: '36000',
      sellerValuePaise: '1440000',
      gstRatePercent: 28,
    },
    {
      lineItemId: 'done',
      lineNumber: 2,
      skuId: 'SKU-PPC',
      productName: 'PPC Cement',
      hsnCode: '2523',
      unit: 'BAG',
      orderedQuantity: '12.000',
      cancelledQuantity: '0.000',
      acknowledgedQuantity: '12.000',
      pendingAcknowledgementQuantity: '0.000',
      shippedQuantity: '0.000',
      sellerPricePerUnitPaise: '540000',
      sellerValuePaise: '6480000',
      gstRatePercent: 28,
    },
  ],
  allowedActions: [
    { action: 'acknowledge', endpoint: 'orders.acknowledge', params: {}, to: 'PLANNED' },
    { action: 'reject', endpoint: 'orders.reject', params: {}, to: 'PLANNED' },
  ],
};

const SELLER = {
  ...TEST_USER,
  permissions: ['Display_PO_Orders', 'Allow_Consignment_Acknowledge', 'Allow_Consignment_Reject'],
};
const PO_PATH = '/api/purchase-orders/SO00000012';

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

  it('shows no answer when the server allows none (nothing pending)', async () => {
    fakeServer({ [`GET ${PO_PATH}`]: () => json(PO) });
    renderInApp(<PurchaseOrderDetailPage />, {
      path: '/purchase-order/SO00000012',
      routePath: '/purchase-order/:key',
      user: SELLER,
    });
    const lines = await screen.findByRole('table', { name: 'Line items' });
    expect(within(lines).getByRole('columnheader', { name: 'Pending Quantity' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Acknowledge' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Reject' })).toBeNull();
  });

  it('lets the seller acknowledge what is pending in the order detail’s dialog, only the pending lines, never more', async () => {
    const server = fakeServer({
      [`GET ${PO_PATH}`]: () => json(PENDING),
      'POST /api/sales-order/acknowledgement': () =>
        json({ orderKey: 'SO00000012', orderStatus: 'PLANNED', version: 3 }),
    });
    renderInApp(<PurchaseOrderDetailPage />, {
      path: '/purchase-order/SO00000012',
      routePath: '/purchase-order/:key',
      user: SELLER,
    });
    const lines = await screen.findByRole('table', { name: 'Line items' });
    const bagsRow = within(lines).getByRole('row', { name: /SKU-OPC-53/ });
    expect(within(bagsRow).getByText('30')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reject' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Acknowledge' }));
    const dialog = await screen.findByRole('dialog', { name: 'Acknowledge order SO00000012' });
    // Only the line with something pending, all of it by default.
    expect(within(dialog).getByRole('group', { name: 'SKU-OPC-53' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('group', { name: 'SKU-PPC' })).toBeNull();
    const quantity = within(dialog).getByLabelText('Acknowledge quantity');
    expect(quantity).toHaveValue('30');
    await userEvent.clear(quantity);
    await userEvent.click(quantity);
    await userEvent.paste('31');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Acknowledge' }));
    expect(await within(dialog).findByText('Cannot be more than the pending quantity')).toBeInTheDocument();
    await userEvent.clear(quantity);
    await userEvent.click(quantity);
    await userEvent.paste('20');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Acknowledge' }));
    expect(await screen.findByText('Order acknowledged.')).toBeInTheDocument();
    const posts = server.mock.calls.filter(
      ([url, init]) => String(url).endsWith('/sales-order/acknowledgement') && init?.method === 'POST',
    );
    expect(posts).toHaveLength(1);
    const [, init] = posts[0] ?? [];
    expect(JSON.parse(bodyText(init?.body))).toEqual({
      orderKey: 'SO00000012',
      lines: [{ lineItemId: 'bags', acknowledgedQuantity: '20' }],
    });
    expect(new Headers(init?.headers).get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
  }, 20_000);
});
