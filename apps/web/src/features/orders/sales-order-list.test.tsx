import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServer } from '../../test/fake-server';
import { TEST_USER, renderInApp } from '../../test/render';
import { LIST_ITEM, pageOf } from './test/order-fixtures';
import { PurchaseOrderListPage } from './purchase-order-list-page';
import { SalesOrderListPage } from './sales-order-list-page';

afterEach(() => vi.unstubAllGlobals());

const OM = { ...TEST_USER, permissions: ['Adm_Order_View', 'Display_PO_Orders'] };

const lastSearch = (server: ReturnType<typeof fakeServer>, path: string) => {
  const call = server.mock.calls.filter(([url]) => String(url).startsWith(path)).at(-1);
  return new URL(String(call?.[0]), 'http://x').searchParams;
};

// The first render loads the whole list screen; a busy shared machine needs more than 5 s.
describe('sales order list', { timeout: 20_000 }, () => {
  it('searches with the filters and channel of the address and shows the spec’s columns', async () => {
    const server = fakeServer({ 'GET /api/orders-v2/search': () => pageOf([LIST_ITEM]) });
    renderInApp(<SalesOrderListPage />, {
      path: '/sales-order?buyerPONumber=PO%2F2026%2F0000012&orderStates=ORDERED&isDelayed=false#UBS',
      user: OM,
    });
    expect(await screen.findByText('PO/2026/0000012', { selector: 'td' })).toBeInTheDocument();
    const params = lastSearch(server, '/api/orders-v2/search');
    expect(params.get('buyerPONumber')).toBe('PO/2026/0000012');
    expect(params.getAll('orderStates')).toEqual(['ORDERED']);
    expect(params.get('isDelayed')).toBe('false');
    expect(params.getAll('businessUnits')).toEqual(['UBS']);
    expect(params.get('pageNumber')).toBe('0');
    for (const header of ['Order Id', 'Order Number', 'PO Number', 'Order Status', 'Order Value Excl Tax']) {
      expect(screen.getByRole('columnheader', { name: new RegExp(header) })).toBeInTheDocument();
    }
    const row = screen.getByRole('row', { name: /ORD-00000012/ });
    expect(within(row).getByText('Created')).toBeInTheDocument();
    expect(within(row).getByText('₹12,34,567.89')).toBeInTheDocument();
  });

  it('shows Retail for the UTCL channel and opens an order on row click', async () => {
    const server = fakeServer({ 'GET /api/orders-v2/search': () => pageOf([LIST_ITEM]) });
    const { history } = renderInApp(<SalesOrderListPage />, { path: '/sales-order', user: OM });
    await userEvent.click(await screen.findByRole('tab', { name: 'Retail' }));
    await waitFor(() =>
      expect(lastSearch(server, '/api/orders-v2/search').getAll('businessUnits')).toEqual(['UTCL']),
    );
    await userEvent.click(await screen.findByText('ORD-00000012'));
    expect(history.location.pathname).toBe('/sales-order/SO00000012');
  });

  it('shows the server’s message when the search fails', async () => {
    fakeServer({});
    renderInApp(<SalesOrderListPage />, { path: '/sales-order', user: OM });
    expect(await screen.findByText('No route GET /api/orders-v2/search')).toBeInTheDocument();
  });

  it('keeps the channel tab in the hash when a filter changes', async () => {
    const server = fakeServer({ 'GET /api/orders-v2/search': () => pageOf([LIST_ITEM]) });
    const { history } = renderInApp(<SalesOrderListPage />, { path: '/sales-order#UBS', user: OM });
    await userEvent.click(await screen.findByLabelText('PO Number'));
    await userEvent.paste('PO/2026/0000012');
    await waitFor(() => expect(history.location.search).toBe('?buyerPONumber=PO%2F2026%2F0000012'));
    expect(history.location.hash).toBe('#UBS');
    await waitFor(() =>
      expect(lastSearch(server, '/api/orders-v2/search').get('buyerPONumber')).toBe('PO/2026/0000012'),
    );
    expect(lastSearch(server, '/api/orders-v2/search').getAll('businessUnits')).toEqual(['UBS']);
  });
});

describe('purchase order list', () => {
  it('searches purchase orders and shows the seller PO number', async () => {
    const server = fakeServer({ 'GET /api/purchase-orders/search': () => pageOf([LIST_ITEM]) });
    renderInApp(<PurchaseOrderListPage />, { path: '/purchase-order', user: OM });
    expect(await screen.findByText('SPO/00000012')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: /Seller PO Number/ })).toBeInTheDocument();
    expect(lastSearch(server, '/api/purchase-orders/search').getAll('businessUnits')).toEqual(['DIRECT']);
  });
});
