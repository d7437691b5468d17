import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createColumnHelper } from '@tanstack/react-table';
import { describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../test/render';
import type { FilterDefinition } from '../filter-bar/filter-types';
import { ListScreen } from './list-screen';

interface Buyer {
  id: string;
  name: string;
}

const column = createColumnHelper<Buyer>();
const columns = [column.accessor('name', { header: 'Name' })];
const filters: FilterDefinition[] = [
  { kind: 'select', key: 'status', label: 'Status', options: [{ value: 'ACTIVE', label: 'Active' }] },
];

describe('ListScreen', () => {
  it('loads the page and filters of the address, opens a row and exports the filters in view', async () => {
    const load = vi.fn(() =>
      Promise.resolve({ content: [{ id: 'B1', name: 'Shree Traders' }], totalElements: 41 }),
    );
    const run = vi.fn(() => Promise.resolve());
    const opened = vi.fn();
    renderInApp(
      <ListScreen<Buyer>
        title="Buyers"
        actions={<button type="button">Entities</button>}
        filters={filters}
        columns={columns}
        queryKey={['buyers', 'list']}
        load={load}
        failedMessage="Failed to load buyers."
        getRowId={(b) => b.id}
        onRowClick={opened}
        exportAction={{ run, failureMessage: 'Failed to export.' }}
      />,
      { path: '/buyer?status=ACTIVE&page=2' },
    );
    expect(screen.getByRole('heading', { name: 'Buyers' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Entities' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Buyers' });
    expect(load).toHaveBeenCalledWith({ status: 'ACTIVE', pageNumber: 1, pageSize: 20 });
    await userEvent.click(await within(table).findByText('Shree Traders'));
    expect(opened).toHaveBeenCalledWith({ id: 'B1', name: 'Shree Traders' });
    await userEvent.click(screen.getByRole('button', { name: /export/i }));
    await waitFor(() => expect(run).toHaveBeenCalledWith({ status: 'ACTIVE' }));
  });

  it('shows the empty state when the search finds nothing', async () => {
    renderInApp(
      <ListScreen<Buyer>
        title="Buyers"
        filters={filters}
        columns={columns}
        queryKey={['buyers', 'empty']}
        load={() => Promise.resolve({ content: [], totalElements: 0 })}
        failedMessage="Failed to load buyers."
        getRowId={(b) => b.id}
        emptyMessage="No buyers match."
      />,
    );
    expect(await screen.findByText('No buyers match.')).toBeInTheDocument();
  });

  it('searches the tab in view with its own query and moves to the next page by its cursor', async () => {
    const load = vi.fn((query: Record<string, unknown>) =>
      Promise.resolve({
        content: [{ id: `B-${String(query.channel)}`, name: `Buyer of ${String(query.channel)}` }],
        totalElements: 41,
        nextCursor: 'c2',
        prevCursor: null,
        isFirstPage: query.after === undefined,
      }),
    );
    const { history } = renderInApp(
      <ListScreen<Buyer>
        title="Buyers"
        filters={filters}
        tabs={{
          ariaLabel: 'Channels',
          items: [
            { id: 'ONE', label: 'One' },
            { id: 'TWO', label: 'Two', count: 5 },
          ],
        }}
        columns={columns}
        queryKey={['buyers', 'tabs']}
        keyset
        load={load}
        searchQuery={(values, tab) => ({ status: values.status as string | undefined, channel: tab })}
        failedMessage="Failed to load buyers."
        getRowId={(b) => b.id}
      />,
      { path: '/buyer?status=ACTIVE#TWO' },
    );
    expect(await screen.findByText('Buyer of TWO')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Two (5)' })).toHaveAttribute('aria-selected', 'true');
    expect(load).toHaveBeenCalledWith({ status: 'ACTIVE', channel: 'TWO', pageNumber: 0, pageSize: 20 });
    await userEvent.click(screen.getByRole('button', { name: /next page/i }));
    await waitFor(() => expect(history.location.search).toBe('?status=ACTIVE&page=2&cursor=TWO.a.c2'));
    expect(history.location.hash).toBe('#TWO');
    await waitFor(() =>
      expect(load).toHaveBeenLastCalledWith({
        status: 'ACTIVE',
        channel: 'TWO',
        pageNumber: 1,
        pageSize: 20,
        after: 'c2',
      }),
    );
  });
});
