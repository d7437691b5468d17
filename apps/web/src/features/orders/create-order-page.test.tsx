import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type FakeHandler, fakeServer, json } from '../../test/fake-server';
import { TEST_USER, renderInApp } from '../../test/render';
import { CreateOrderFormSchema, emptyCreateOrderForm, toCreateOrder } from './create-order-form';
import { CreateOrderPage } from './create-order-page';
import { SalesOrderListPage } from './sales-order-list-page';

afterEach(() => vi.unstubAllGlobals());

const OM = { ...TEST_USER, permissions: ['Adm_Order_View', 'Allow_Order_Create'] };
const BUYER = {
  id: '11111111-1111-4111-8111-111111111111',
  code: 'BYR-0001',
  name: 'Shree Traders',
  gstin: '27AAAAA0000A1Z5',
  businessUnit: 'DIRECT',
  billingAddress: '12 MG Road, Pune, Maharashtra 411001',
};
const WAREHOUSE = {
  id: '22222222-2222-4222-8222-222222222222',
  name: 'Pune Warehouse',
  sellerName: 'Ambuja Cements',
  city: 'Pune',
  state: 'Maharashtra',
};
const PRODUCT = {
  id: '33333333-3333-4333-8333-333333333333',
  sku: 'CEM-OPC-53',
  name: 'OPC 53 Cement',
  unit: 'BAG',
  listPricePaise: '42050',
  gstRatePercent: 28,
};
const BOOK = [
  {
    id: '44444444-4444-4444-8444-444444444441',
    addressType: 'BILLING',
    label: 'Shree Traders HO, 5 FC Road, Pune, Maharashtra 411004 · 27AAAAA0000A1Z5',
    stateCode: '27',
    gstNum: '27AAAAA0000A1Z5',
  },
  {
    id: '44444444-4444-4444-8444-444444444442',
    addressType: 'SHIPPING',
    label: 'Hinjewadi site, Phase 3, Pune, Maharashtra 411057',
    stateCode: '27',
    gstNum: null,
  },
];
const DROPDOWNS = [
  { type: 'SHIPPING_MODE', code: 'SELLER_SHIPPED', value: 'Seller Shipped' },
  { type: 'LOGISTICS_PROVIDER', code: 'DHL', value: 'DHL' },
  { type: 'PAYMENT_TERMS', code: 'CREDIT', value: 'Credit' },
  { type: 'ORDER_CATEGORY', code: 'FOR', value: 'F.O.R (Best Total Price)' },
];

function server(create: FakeHandler) {
  return fakeServer({
    'GET /api/business-code/import-orders/dropdown': () => json(DROPDOWNS),
    'GET /api/orders-v2/lookups/buyers': () => json([BUYER]),
    [`GET /api/orders-v2/lookups/buyers/${BUYER.id}/addresses`]: () => json(BOOK),
    'GET /api/orders-v2/lookups/warehouses': () => json([WAREHOUSE]),
    'GET /api/orders-v2/lookups/products': () => json([PRODUCT]),
    'POST /api/sales-order/create': create,
  });
}

async function pick(label: string, typed: string, option: RegExp) {
  await userEvent.type(screen.getByRole('combobox', { name: label }), typed);
  await userEvent.click(await screen.findByRole('option', { name: option }, { timeout: 3000 }));
}

async function choose(label: string, option: string) {
  await userEvent.click(screen.getByRole('combobox', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

async function fillValidOrder() {
  await pick('Buyer', 'Shree', /Shree Traders/);
  await choose('Billing Address', BOOK[0]!.label);
  await pick('Seller Warehouse', 'Pune', /Pune Warehouse/);
  await choose('Shipping Mode', 'Seller Shipped');
  await choose('Logistics Provider', 'DHL');
  await choose('Payment Terms', 'Credit');
  await userEvent.type(screen.getByRole('textbox', { name: 'Buyer Credit Days' }), '14');
  await userEvent.type(screen.getByRole('textbox', { name: 'Buyer PO Number' }), 'PO/2026/77');
  const line = screen.getByRole('group', { name: 'Line 1' });
  await pick('Product', 'OPC', /CEM-OPC-53/);
  await userEvent.type(within(line).getByRole('textbox', { name: 'Quantity' }), '2.125');
  await userEvent.type(within(line).getByRole('textbox', { name: 'Seller Price Per Unit' }), '400');
}

// Filling a whole order through the real fields is slow on a shared machine.
describe('create sales order form', { timeout: 60_000 }, () => {
  it('stars and requires every mandatory field, and caps credit days at 21, before sending anything', async () => {
    const calls = server(() => json({}, 500));
    renderInApp(<CreateOrderPage />, { path: '/sales-order/create', user: OM });
    await userEvent.type(await screen.findByRole('textbox', { name: 'Buyer Credit Days' }), '22');
    await userEvent.click(screen.getByRole('button', { name: 'Create order' }));
    for (const label of [
      'Buyer',
      'Billing Address',
      'Seller Warehouse',
      'Shipping Mode',
      'Logistics Provider',
      'Payment Terms',
      'Buyer PO Number',
    ]) {
      const field = screen.getByRole(label.includes('PO') ? 'textbox' : 'combobox', { name: label });
      expect(field, label).toHaveAttribute('aria-invalid', 'true');
    }
    expect(screen.getByText('Buyer credit days cannot exceed 21 days')).toBeInTheDocument();
    expect(screen.getAllByText('This field is required').length).toBeGreaterThanOrEqual(6);
    expect(screen.getByText('Buyer', { selector: 'label' })).toHaveTextContent('Buyer *');
    expect(calls.mock.calls.some(([url]) => String(url).includes('/sales-order/create'))).toBe(false);
  });

  it('creates the order with two lines and a charge and opens its detail', async () => {
    let sent: unknown;
    server(({ body }) => {
      sent = JSON.parse(body);
      return json({ orderKey: 'SO-NEW00001', orderStatus: 'ORDERED', version: 1 }, 201);
    });
    const { history } = renderInApp(<CreateOrderPage />, {
      path: '/sales-order/create',
      routePath: '/sales-order/create',
      user: OM,
      extraRoutes: [{ path: '/sales-order/:key', element: <p>detail page</p> }],
    });
    await screen.findByRole('combobox', { name: 'Buyer' });
    await fillValidOrder();
    // The list price fills the empty buyer price.
    expect(
      within(screen.getByRole('group', { name: 'Line 1' })).getByRole('textbox', {
        name: 'Buyer Price Per Unit',
      }),
    ).toHaveValue('420.50');
    await userEvent.click(screen.getByRole('button', { name: 'Add line' }));
    const second = screen.getByRole('group', { name: 'Line 2' });
    await userEvent.type(within(second).getByRole('combobox', { name: 'Product' }), 'OPC');
    await userEvent.click(await screen.findByRole('option', { name: /CEM-OPC-53/ }, { timeout: 3000 }));
    await userEvent.type(within(second).getByRole('textbox', { name: 'Quantity' }), '1');
    await userEvent.clear(within(second).getByRole('textbox', { name: 'Buyer Price Per Unit' }));
    await userEvent.type(within(second).getByRole('textbox', { name: 'Buyer Price Per Unit' }), '1000');
    await userEvent.type(within(second).getByRole('textbox', { name: 'Seller Price Per Unit' }), '900');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Ship to the billing address' }));
    await choose('Shipping Address', BOOK[1]!.label);
    await userEvent.click(screen.getByRole('button', { name: 'Add charge' }));
    await choose('Charge Type', 'Shipping');
    await userEvent.type(
      within(screen.getByRole('group', { name: 'Charge 1' })).getByRole('textbox', { name: 'Amount' }),
      '250',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Create order' }));
    await waitFor(() => expect(history.location.pathname).toBe('/sales-order/SO-NEW00001'));
    expect(sent).toMatchObject({
      buyerId: BUYER.id,
      billingAddressId: BOOK[0]!.id,
      billingAddressSame: false,
      shippingAddressId: BOOK[1]!.id,
      warehouseId: WAREHOUSE.id,
      shippingMode: 'SELLER_SHIPPED',
      logisticsProvider: 'DHL',
      paymentTerms: 'CREDIT',
      buyerCreditDays: 14,
      buyerPONumber: 'PO/2026/77',
      orderCategory: 'FOR',
      lines: [
        {
          productId: PRODUCT.id,
          orderedQuantity: '2.125',
          buyerPricePerUnitPaise: '42050',
          sellerPricePerUnitPaise: '40000',
        },
        {
          productId: PRODUCT.id,
          orderedQuantity: '1',
          buyerPricePerUnitPaise: '100000',
          sellerPricePerUnitPaise: '90000',
        },
      ],
      charges: [{ chargeType: 'SHIPPING', amountPaise: '25000' }],
    });
  });

  it('shows the server’s message, and “Failed to create order.” when there is none', async () => {
    let answer = json(
      { message: 'buyerId: No such buyer', status: 400, errorCode: 'VALIDATION_FAILED' },
      400,
    );
    server(() => answer);
    renderInApp(<CreateOrderPage />, { path: '/sales-order/create', user: OM });
    await screen.findByRole('combobox', { name: 'Buyer' });
    await fillValidOrder();
    await userEvent.click(screen.getByRole('button', { name: 'Create order' }));
    await waitFor(() => expect(screen.getAllByRole('alert')[0]).toHaveTextContent('buyerId: No such buyer'));
    answer = new Response('', { status: 500 });
    await userEvent.click(screen.getByRole('button', { name: 'Create order' }));
    await waitFor(() => expect(screen.getAllByRole('alert')[0]).toHaveTextContent('Failed to create order.'));
  });
});

describe('create order schema', () => {
  it('mirrors the server: quantity above 0 with 3 decimals, rupees, credit days ≤ 21', () => {
    const base = {
      ...emptyCreateOrderForm(new Date('2026-11-20T05:00:00Z')),
      buyer: { value: BUYER.id, label: BUYER.name },
      billingAddress: 'REGISTERED',
      warehouse: { value: WAREHOUSE.id, label: WAREHOUSE.name },
      shippingMode: '3PL',
      logisticsProvider: 'UPS',
      paymentTerms: 'ADVANCE',
      buyerCreditDays: '21',
      buyerPONumber: 'PO-1',
      lines: [
        { product: { value: PRODUCT.id, label: 'x' }, quantity: '0', buyerPrice: '1', sellerPrice: '1' },
      ],
    };
    const zero = CreateOrderFormSchema.safeParse(base);
    expect(zero.error?.issues.map((i) => i.message)).toEqual(['orders.create.quantityAboveZero']);
    const ok = { ...base, lines: [{ ...base.lines[0]!, quantity: '0.001' }] };
    expect(CreateOrderFormSchema.safeParse(ok).success).toBe(true);
    expect(toCreateOrder(ok)).toMatchObject({
      billingAddressSame: true,
      buyerCreditDays: 21,
      poReceivedAt: '2026-11-20T05:00:00.000Z',
    });
    expect(CreateOrderFormSchema.safeParse({ ...ok, buyerCreditDays: '2.5' }).error?.issues[0]?.message).toBe(
      'Credit days must be a whole number of 0 or more',
    );
    expect(toCreateOrder(ok).billingAddressId).toBeUndefined();
    const elsewhere = CreateOrderFormSchema.safeParse({ ...ok, billingAddressSame: false });
    expect(elsewhere.error?.issues.map((i) => i.path.join('.'))).toEqual(['shippingAddress']);
  });
});

describe('sales order list actions', () => {
  it('offers Create order and Import orders only with the create permission', async () => {
    fakeServer({ 'GET /api/orders-v2/search': () => json({ content: [], totalElements: 0 }) });
    const { unmount } = renderInApp(<SalesOrderListPage />, { path: '/sales-order', user: OM });
    expect(await screen.findByRole('link', { name: 'Create order' })).toHaveAttribute(
      'href',
      '/sales-order/create',
    );
    expect(screen.getByRole('link', { name: 'Import orders' })).toHaveAttribute(
      'href',
      '/sales-order/import',
    );
    unmount();
    renderInApp(<SalesOrderListPage />, {
      path: '/sales-order',
      user: { ...OM, permissions: ['Adm_Order_View'] },
    });
    expect(await screen.findByRole('heading', { name: 'Sales Orders' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Create order' })).not.toBeInTheDocument();
  });
});
