import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createColumnHelper } from '@tanstack/react-table';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, json } from '../../test/fake-server';
import { TEST_USER, renderInApp } from '../../test/render';
import type { FilterDefinition } from '../filter-bar/filter-types';
import { ListScreen } from './list-screen';

interface Order {
  key: string;
  buyer: string;
  amount: string;
  status: string;
  date: string;
  seller: string;
}

const column = createColumnHelper<Order>();
const columns = [
  column.accessor('key', { header: 'Order Id' }),
  column.accessor('seller', { header: 'Seller Name' }),
  column.accessor('buyer', { header: 'Buyer Name' }),
  column.accessor('amount', { header: 'Value' }),
  column.accessor('status', { header: 'Status' }),
  column.accessor('date', { header: 'Order Date' }),
];
const filters: FilterDefinition[] = [
  { kind: 'text', key: 'q', label: 'Search' },
  { kind: 'select', key: 'status', label: 'Status', options: [{ value: 'OPEN', label: 'Open' }] },
];
const ROW: Order = {
  key: 'SO00000042',
  buyer: 'Shree Traders',
  amount: '₹1,200.00',
  status: 'Created',
  date: '20 Nov 2026',
  seller: 'Kajaria Ceramics',
};
const USER = { ...TEST_USER, id: 'u-kit-1' };

function Orders({ capped = false }: { capped?: boolean }) {
  return (
    <ListScreen<Order>
      title="Orders"
      filters={filters}
      columns={columns}
      queryKey={['kit', 'orders']}
      load={() =>
        Promise.resolve({ content: [ROW], totalElements: capped ? 1000 : 1, totalIsCapped: capped })
      }
      failedMessage="Failed."
      getRowId={(o) => o.key}
      rowHref={(o) => `/sales-order/${o.key}`}
      cardFields={{ id: 'key', party: 'buyer', amount: 'amount', status: 'status', date: 'date' }}
    />
  );
}

afterEach(() => {
  window.innerWidth = 1024;
  window.localStorage.clear();
  vi.unstubAllGlobals();
});

describe('the screen kit', { timeout: 20_000 }, () => {
  it('shows rows as cards at 390 px, each a link with id, party, amount, status and date', async () => {
    window.innerWidth = 390;
    const { history } = renderInApp(<Orders />, { path: '/sales-order', user: USER });
    const card = await screen.findByTestId('row-card');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const link = within(card).getByRole('link');
    expect(link).toHaveAttribute('href', '/sales-order/SO00000042');
    for (const [field, text] of [
      ['title', 'SO00000042'],
      ['party', 'Shree Traders'],
      ['amount', '₹1,200.00'],
      ['status', 'Created'],
      ['date', '20 Nov 2026'],
    ]) {
      expect(card.querySelector(`[data-card-field="${field}"]`), field).toHaveTextContent(text ?? '');
    }
    // The seller is not on the card: only the configured fields.
    expect(within(card).queryByText('Kajaria Ceramics')).not.toBeInTheDocument();
    // Filters other than the text search fold into a drawer.
    expect(screen.queryByRole('combobox', { name: 'Status' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Filters' }));
    const drawer = await screen.findByRole('presentation');
    expect(within(drawer).getByRole('combobox', { name: 'Status' })).toBeInTheDocument();
    await userEvent.click(within(drawer).getByRole('button', { name: 'Done' }));
    // No density or column controls on a phone.
    expect(screen.queryByRole('button', { name: 'Columns' })).not.toBeInTheDocument();
    await userEvent.click(link);
    expect(history.location.pathname).toBe('/sales-order/SO00000042');
  });

  it('makes each table row a link that opens in a new tab with Ctrl and goes there on a click', async () => {
    const opened = vi.fn();
    vi.stubGlobal('open', opened);
    const { history } = renderInApp(<Orders />, { path: '/sales-order', user: USER });
    const table = await screen.findByRole('table', { name: 'Orders' });
    const link = await within(table).findByRole('link', { name: 'SO00000042' });
    expect(link).toHaveAttribute('href', '/sales-order/SO00000042');
    const cell = within(table).getByText('Shree Traders');
    fireEvent.click(cell, { ctrlKey: true });
    expect(opened).toHaveBeenCalledWith('/sales-order/SO00000042', '_blank', 'noopener');
    expect(history.location.pathname).toBe('/sales-order');
    await userEvent.click(cell);
    expect(history.location.pathname).toBe('/sales-order/SO00000042');
  });

  it('remembers density and hidden columns per user', async () => {
    const first = renderInApp(<Orders />, { path: '/sales-order', user: USER });
    const table = await screen.findByRole('table', { name: 'Orders' });
    expect(table).toHaveAttribute('data-density', 'compact');
    await userEvent.click(screen.getByRole('button', { name: 'Comfortable rows' }));
    expect(screen.getByRole('table', { name: 'Orders' })).toHaveAttribute('data-density', 'comfortable');
    await userEvent.click(screen.getByRole('button', { name: 'Columns' }));
    const menu = await screen.findByRole('menu');
    // The first column (the row's link) always stays.
    expect(within(menu).queryByRole('menuitemcheckbox', { name: 'Order Id' })).not.toBeInTheDocument();
    await userEvent.click(within(menu).getByRole('menuitemcheckbox', { name: 'Seller Name' }));
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('columnheader', { name: 'Seller Name' })).not.toBeInTheDocument();
    first.unmount();
    // The same user again: as they left it.
    renderInApp(<Orders />, { path: '/sales-order', user: USER });
    const again = await screen.findByRole('table', { name: 'Orders' });
    expect(again).toHaveAttribute('data-density', 'comfortable');
    expect(screen.queryByRole('columnheader', { name: 'Seller Name' })).not.toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Buyer Name' })).toBeInTheDocument();
  });

  it('does not carry one user’s settings to another', async () => {
    const first = renderInApp(<Orders />, { path: '/sales-order', user: USER });
    await screen.findByRole('table', { name: 'Orders' });
    await userEvent.click(screen.getByRole('button', { name: 'Comfortable rows' }));
    first.unmount();
    renderInApp(<Orders />, { path: '/sales-order', user: { ...USER, id: 'u-kit-2' } });
    expect(await screen.findByRole('table', { name: 'Orders' })).toHaveAttribute('data-density', 'compact');
  });

  it('says "1,000+" of a capped count, never "of 1,000"', async () => {
    renderInApp(<Orders capped />, { path: '/sales-order', user: USER });
    expect(await screen.findByText('1–20 of 1,000+')).toBeInTheDocument();
    expect(screen.queryByText(/of 1,000$/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /next page/i })).toBeEnabled();
  });

  it('saves the filters in view as a named view and opens a saved view', async () => {
    const saved: { name: string; query: string; listId: string }[] = [];
    const server = fakeServer({
      'GET /api/preferences/saved-views': ({ url }) =>
        json(
          saved
            .filter((v) => v.listId === url.searchParams.get('listId'))
            .map((v, i) => ({
              id: `00000000-0000-4000-8000-00000000000${i}`,
              createdAt: '2026-11-20T00:00:00Z',
              ...v,
            })),
        ),
      'POST /api/preferences/saved-views': ({ body }) => {
        const view = JSON.parse(body ?? '{}') as { name: string; query: string; listId: string };
        saved.push(view);
        return json(
          { id: '00000000-0000-4000-8000-000000000009', createdAt: '2026-11-20T00:00:00Z', ...view },
          201,
        );
      },
    });
    const { history } = renderInApp(<Orders />, { path: '/sales-order?status=OPEN&page=3', user: USER });
    await screen.findByRole('table', { name: 'Orders' });
    await userEvent.click(screen.getByRole('button', { name: 'Views' }));
    expect(await screen.findByText('No saved views yet')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('menuitem', { name: 'Save current view' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save current view' });
    await userEvent.type(within(dialog).getByLabelText(/View name/), 'Open orders');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    const post = server.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(new Headers(post?.[1]?.headers).get('Idempotency-Key')).toBeTruthy();
    // The filters, not the page the user was on; under this list's name.
    expect(saved[0]).toEqual({ listId: 'kit.orders', name: 'Open orders', query: 'status=OPEN' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // Opening the view puts its filters in the address (page 3 was not part of it).
    expect(history.location.search).toBe('?status=OPEN&page=3');
    await userEvent.click(screen.getByRole('button', { name: 'Views' }));
    await userEvent.click(await screen.findByText('Open orders'));
    await waitFor(() => expect(history.location.search).toBe('?status=OPEN'));
  });
});
