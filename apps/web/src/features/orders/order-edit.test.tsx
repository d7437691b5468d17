import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bodyText, fakeServer, json } from '../../test/fake-server';
import { TEST_USER, renderInApp } from '../../test/render';
import { OrderDetailPage } from './order-detail-page';
import { DETAIL } from '../../test/fixtures/order-fixtures';

afterEach(() => vi.unstubAllGlobals());

const EDITOR = {
  ...TEST_USER,
  permissions: [
    'Adm_Order_View',
    'Allow_Update_Dispatch_Delivery_Date',
    'Allow_Update_Max_Mdd',
    'Allow_Assign_Order_Manager',
    'Allow_Update_Logistics_Manager',
    'Allow_Order_Edit',
    'Allow_Update_Production_Date',
    'Allow_Update_Order_Address',
  ],
};
const DETAIL_PATH = '/api/order/orderDetails/SO00000012';
const LINE = DETAIL.lineItems[0]?.lineItemId ?? '';
const QUANTITIES = '/api/consignment/updateOrderDetailsUsingOrderedQty';

const render = (user = EDITOR) =>
  renderInApp(<OrderDetailPage />, { path: '/sales-order/SO00000012', routePath: '/sales-order/:key', user });

async function openMenu() {
  await userEvent.click(await screen.findByRole('button', { name: 'Edit order' }));
  return screen.findByRole('menu');
}
const menuItems = (menu: HTMLElement) =>
  within(menu)
    .getAllByRole('menuitem')
    .map((i) => i.textContent);
const posts = (server: ReturnType<typeof fakeServer>, path: string) =>
  server.mock.calls.filter(([url, init]) => String(url).endsWith(path) && init?.method === 'POST');

describe('order edit', { timeout: 30_000 }, () => {
  it('lists every part the state allows to a user holding all edit permissions', async () => {
    fakeServer({ [`GET ${DETAIL_PATH}`]: () => json(DETAIL) });
    render();
    expect(menuItems(await openMenu())).toEqual([
      'Dates',
      'Managers',
      'Ordered quantities',
      'Production dates',
      'Billing and shipping address',
    ]);
  });

  it('leaves out quantities and address once the order is planned, and everything once completed', async () => {
    fakeServer({ [`GET ${DETAIL_PATH}`]: () => json({ ...DETAIL, orderStatus: 'PLANNED' }) });
    const planned = render();
    expect(menuItems(await openMenu())).toEqual(['Dates', 'Managers', 'Production dates']);
    planned.unmount();
    vi.unstubAllGlobals();
    fakeServer({ [`GET ${DETAIL_PATH}`]: () => json({ ...DETAIL, orderStatus: 'COMPLETED' }) });
    render();
    expect(await screen.findByText('Shree Ganesh Builders')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit order' })).not.toBeInTheDocument();
  });

  it('offers only what the permissions allow, field by field', async () => {
    fakeServer({ [`GET ${DETAIL_PATH}`]: () => json(DETAIL) });
    render({ ...TEST_USER, permissions: ['Adm_Order_View', 'Allow_Update_Max_Mdd'] });
    const menu = await openMenu();
    expect(menuItems(menu)).toEqual(['Dates']);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Dates' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit dates of order SO00000012' });
    expect(within(dialog).getByRole('group', { name: /Max MDD/ })).toBeInTheDocument();
    expect(within(dialog).queryByRole('group', { name: /Delivery Date/ })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('group', { name: /Due Date/ })).not.toBeInTheDocument();
  });

  it('hides the menu from a user without an edit permission', async () => {
    fakeServer({ [`GET ${DETAIL_PATH}`]: () => json(DETAIL) });
    render({ ...TEST_USER, permissions: ['Adm_Order_View'] });
    expect(await screen.findByText('Shree Ganesh Builders')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit order' })).not.toBeInTheDocument();
  });

  it('changes a line’s ordered quantity with the version and an idempotency key, then refetches', async () => {
    const server = fakeServer({
      [`GET ${DETAIL_PATH}`]: () => json(DETAIL),
      [`POST ${QUANTITIES}`]: () => json({ orderKey: 'SO00000012', orderStatus: 'ORDERED', version: 2 }),
    });
    render();
    await userEvent.click(within(await openMenu()).getByRole('menuitem', { name: 'Ordered quantities' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit ordered quantities of order SO00000012' });
    const row = within(dialog).getByRole('group', { name: 'SKU-TMT-12' });
    expect(within(row).getByText(/Now: 24.5 MT/)).toBeInTheDocument();
    expect(within(row).getByText(/Cancelled \+ shipped: 1.5 MT/)).toBeInTheDocument();
    const quantity = within(row).getByLabelText(/Ordered quantity/);
    expect(quantity).toHaveValue('24.5');
    // Below what was cancelled and shipped: refused before any call.
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(
      await within(dialog).findByText('Enter at least the cancelled and shipped quantity'),
    ).toBeInTheDocument();
    expect(posts(server, QUANTITIES)).toHaveLength(0);
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '30.125');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Order updated.')).toBeInTheDocument();
    const [[, init]] = posts(server, QUANTITIES) as [[string, RequestInit]];
    expect(JSON.parse(bodyText(init.body))).toEqual({
      orderKey: 'SO00000012',
      version: 1,
      lines: [{ lineItemId: LINE, orderedQuantity: '30.125' }],
    });
    expect(new Headers(init.headers).get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}-0$/);
    await waitFor(() =>
      expect(server.mock.calls.filter(([url]) => String(url).endsWith(DETAIL_PATH))).toHaveLength(2),
    );
  });

  it('puts the server’s field error under the line’s quantity', async () => {
    fakeServer({
      [`GET ${DETAIL_PATH}`]: () => json(DETAIL),
      [`POST ${QUANTITIES}`]: () =>
        json(
          {
            message:
              'lines[0].orderedQuantity: Enter more than 0 and at least the cancelled and shipped quantity 3.000',
            status: 400,
            errorCode: 'VALIDATION_FAILED',
            details: {
              fields: [
                {
                  field: 'lines[0].orderedQuantity',
                  message: 'Enter more than 0 and at least the cancelled and shipped quantity 3.000',
                },
              ],
            },
          },
          400,
        ),
    });
    render();
    await userEvent.click(within(await openMenu()).getByRole('menuitem', { name: 'Ordered quantities' }));
    const dialog = await screen.findByRole('dialog');
    const quantity = within(dialog).getByLabelText(/Ordered quantity/);
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '2');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    const row = within(dialog).getByRole('group', { name: 'SKU-TMT-12' });
    expect(
      await within(row).findByText('Enter more than 0 and at least the cancelled and shipped quantity 3.000'),
    ).toBeInTheDocument();
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the server’s 409 on a stale edit and keeps the dialog open', async () => {
    const server = fakeServer({
      [`GET ${DETAIL_PATH}`]: () => json({ ...DETAIL, version: 7 }),
      'POST /api/order/assign-order-manager-noauth': () =>
        json(
          {
            message: 'The order was changed by someone else: reload it and edit again.',
            status: 409,
            errorCode: 'CONFLICT',
          },
          409,
        ),
    });
    render();
    await userEvent.click(within(await openMenu()).getByRole('menuitem', { name: 'Managers' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit managers of order SO00000012' });
    const manager = within(dialog).getByLabelText(/Order Manager/);
    expect(manager).toHaveValue('Sneha Kulkarni');
    await userEvent.clear(manager);
    await userEvent.type(manager, 'Rahul Deshmukh');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The order was changed by someone else: reload it and edit again.',
    );
    const [[, init]] = posts(server, '/assign-order-manager-noauth') as [[string, RequestInit]];
    expect(JSON.parse(bodyText(init.body))).toEqual({
      orderKey: 'SO00000012',
      version: 7,
      orderManager: 'Rahul Deshmukh',
    });
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('sends only changed managers, each to its own call, chaining the versions', async () => {
    const server = fakeServer({
      [`GET ${DETAIL_PATH}`]: () => json(DETAIL),
      'POST /api/sales-order/update-logistics-manager': () =>
        json({ orderKey: 'SO00000012', orderStatus: 'ORDERED', version: 2 }),
      'POST /api/consignment/updateRmAndCmDetailsOnOrders': () =>
        json({ orderKey: 'SO00000012', orderStatus: 'ORDERED', version: 3 }),
    });
    render();
    await userEvent.click(within(await openMenu()).getByRole('menuitem', { name: 'Managers' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText(/Logistics Manager/), 'Vikram Patil');
    await userEvent.type(within(dialog).getByLabelText(/CM Name/), 'Meera Joshi');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Order updated.')).toBeInTheDocument();
    const body = (path: string) => JSON.parse(bodyText(posts(server, path)[0]?.[1]?.body)) as unknown;
    expect(body('/update-logistics-manager')).toEqual({
      orderKey: 'SO00000012',
      version: 1,
      logisticsManager: 'Vikram Patil',
    });
    expect(body('/updateRmAndCmDetailsOnOrders')).toEqual({
      orderKey: 'SO00000012',
      version: 2,
      cmName: 'Meera Joshi',
    });
    expect(posts(server, '/assign-order-manager-noauth')).toHaveLength(0);
  });

  it('changes the shipping address to an entry of the buyer’s address book', async () => {
    const entry = (addressId: string, addressType: 'BILLING' | 'SHIPPING', addressLine1: string) => ({
      addressId,
      buyerId: 'b1',
      addressType,
      firstName: null,
      lastName: null,
      companyName: null,
      addressLine1,
      addressLine2: null,
      cityName: 'Nashik',
      stateCode: '27',
      stateName: 'Maharashtra',
      countryCode: 'IN',
      countryName: 'India',
      postalCode: '422001',
      regionName: null,
      gstNum: null,
      emailId: null,
      phoneNumber: null,
      externalAddressId: null,
    });
    const shipping = '00000000-0000-4000-8000-0000000000b1';
    const server = fakeServer({
      [`GET ${DETAIL_PATH}`]: () => json(DETAIL),
      'GET /api/credit/buyer/address/details': () =>
        json({
          addresses: [
            entry('00000000-0000-4000-8000-0000000000b0', 'BILLING', '1, College Road'),
            entry(shipping, 'SHIPPING', '7, Site Lane'),
          ],
        }),
      'POST /api/order/update/updateAddress': () =>
        json({ orderKey: 'SO00000012', orderStatus: 'ORDERED', version: 2 }),
    });
    render();
    await userEvent.click(
      within(await openMenu()).getByRole('menuitem', { name: 'Billing and shipping address' }),
    );
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Shipping address' }));
    await userEvent.click(await screen.findByRole('option', { name: /7, Site Lane/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Order updated.')).toBeInTheDocument();
    expect(JSON.parse(bodyText(posts(server, '/updateAddress')[0]?.[1]?.body))).toEqual({
      orderKey: 'SO00000012',
      version: 1,
      shippingAddressId: shipping,
    });
  });

  it('downloads the production dates from the production dates dialog', async () => {
    const createObjectURL = vi.fn(() => 'blob:xlsx');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const server = fakeServer({
      [`GET ${DETAIL_PATH}`]: () => json(DETAIL),
      'GET /api/order/reports/production-dates/download/request/SO00000012': () =>
        new Response('PK', { status: 200 }),
    });
    render({ ...TEST_USER, permissions: ['Adm_Order_View', 'Allow_Update_Production_Date'] });
    const menu = await openMenu();
    expect(menuItems(menu)).toEqual(['Production dates']);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Production dates' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit production dates of order SO00000012' });
    expect(within(dialog).getByRole('group', { name: /Production date/ })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Download production dates' }));
    await waitFor(() => expect(createObjectURL).toHaveBeenCalled());
    expect(
      server.mock.calls.some(([url]) =>
        String(url).endsWith('/production-dates/download/request/SO00000012'),
      ),
    ).toBe(true);
  });
});
