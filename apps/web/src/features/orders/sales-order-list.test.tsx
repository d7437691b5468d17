import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, json } from '../../test/fake-server';
import { TEST_USER, renderInApp } from '../../test/render';
import { LIST_ITEM, pageOf } from '../../test/fixtures/order-fixtures';
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
    // The spec's Order labels, every one a column.
    for (const header of [
      'Order Id',
      'Order Number',
      'PO Number',
      'Order Type',
      'Order Status',
      'Order Date',
      'Due Date',
      'Delivery Date',
      'Total Line Items',
      'Order Value Excl Tax',
      'Pre-tax Value',
      'Shipping Cost',
      'Credit Days',
      'Seller Name',
      'Buyer Name',
    ]) {
      expect(screen.getByRole('columnheader', { name: new RegExp(header, 'i') }), header).toBeInTheDocument();
    }
    const row = screen.getByRole('row', { name: /ORD-00000012/ });
    expect(within(row).getByText('Created')).toBeInTheDocument();
    // Value excl tax and pre-tax value (the fixture has no charges).
    expect(within(row).getAllByText('₹12,34,567.89')).toHaveLength(2);
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

describe('keyset paging', { timeout: 20_000 }, () => {
  const page = (n: number, extra: Record<string, unknown>) => () =>
    json({
      content: [{ ...LIST_ITEM, orderKey: `SO-P${n}`, orderNumber: `ORD-P${n}` }],
      pageNumber: n - 1,
      pageSize: 20,
      totalElements: 100,
      totalPages: 5,
      totalIsCapped: false,
      nextCursor: `next${n}`,
      prevCursor: n > 1 ? `prev${n}` : null,
      isFirstPage: n === 1,
      ...extra,
    });

  it('goes to the next and previous page by cursor, kept in the address, and jumps by offset', async () => {
    let answer = page(1, {});
    const server = fakeServer({ 'GET /api/orders-v2/search': () => answer() });
    const { history } = renderInApp(<SalesOrderListPage />, {
      path: '/sales-order?orderStates=ORDERED',
      user: OM,
    });
    expect(await screen.findByText('ORD-P1')).toBeInTheDocument();
    answer = page(2, {});
    await userEvent.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(await screen.findByText('ORD-P2')).toBeInTheDocument();
    expect(new URLSearchParams(history.location.search).get('cursor')).toBe('DIRECT.a.next1');
    expect(new URLSearchParams(history.location.search).get('page')).toBe('2');
    let sent = lastSearch(server, '/api/orders-v2/search');
    expect(sent.get('after')).toBe('next1');
    expect(sent.get('pageNumber')).toBe('1');
    expect(sent.getAll('orderStates')).toEqual(['ORDERED']);
    answer = page(3, {});
    await userEvent.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(await screen.findByText('ORD-P3')).toBeInTheDocument();
    answer = page(2, {});
    await userEvent.click(screen.getByRole('button', { name: 'Go to previous page' }));
    expect(await screen.findByText('ORD-P2')).toBeInTheDocument();
    sent = lastSearch(server, '/api/orders-v2/search');
    expect(sent.get('before')).toBe('prev3');
    expect(sent.get('after')).toBeNull();
    // A jump goes by offset: no cursor in the address or the call.
    answer = page(5, {});
    await userEvent.click(screen.getByRole('button', { name: 'Go to last page' }));
    expect(await screen.findByText('ORD-P5')).toBeInTheDocument();
    expect(new URLSearchParams(history.location.search).get('cursor')).toBeNull();
    expect(new URLSearchParams(history.location.search).get('page')).toBe('5');
    sent = lastSearch(server, '/api/orders-v2/search');
    expect(sent.get('pageNumber')).toBe('4');
    expect(sent.get('after')).toBeNull();
    expect(sent.get('before')).toBeNull();
    // A filter change starts again at page 1 without a cursor.
    answer = page(1, {});
    await userEvent.click(screen.getByLabelText('PO Number'));
    await userEvent.paste('PO/1');
    await waitFor(() => expect(history.location.search).toBe('?orderStates=ORDERED&buyerPONumber=PO%2F1'));
  });

  it('reads the cursor back from the address on reload, and only on its own channel tab', async () => {
    const server = fakeServer({ 'GET /api/orders-v2/search': page(2, {}) });
    renderInApp(<SalesOrderListPage />, { path: '/sales-order?page=2&cursor=UBS.b.prev3#UBS', user: OM });
    expect(await screen.findByText('ORD-P2')).toBeInTheDocument();
    const sent = lastSearch(server, '/api/orders-v2/search');
    expect(sent.get('before')).toBe('prev3');
    expect(sent.get('pageNumber')).toBe('1');
    await userEvent.click(screen.getByRole('tab', { name: 'DIRECT' }));
    await waitFor(() =>
      expect(lastSearch(server, '/api/orders-v2/search').getAll('businessUnits')).toEqual(['DIRECT']),
    );
    const other = lastSearch(server, '/api/orders-v2/search');
    expect(other.get('before')).toBeNull();
    expect(other.get('pageNumber')).toBe('1');
  });

  it('goes back to page 1 when the server says nothing comes before', async () => {
    fakeServer({ 'GET /api/orders-v2/search': page(1, {}) });
    const { history } = renderInApp(<SalesOrderListPage />, {
      path: '/sales-order?page=2&cursor=DIRECT.b.prev3',
      user: OM,
    });
    expect(await screen.findByText('ORD-P1')).toBeInTheDocument();
    await waitFor(() => expect(history.location.search).toBe(''));
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

  it('opens the seller-side purchase order, not the sales detail', async () => {
    fakeServer({ 'GET /api/purchase-orders/search': () => pageOf([LIST_ITEM]) });
    const { history } = renderInApp(<PurchaseOrderListPage />, { path: '/purchase-order', user: OM });
    await userEvent.click(await screen.findByText('SPO/00000012'));
    expect(history.location.pathname).toBe('/purchase-order/SO00000012');
  });
});
