import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { UiPage } from '../../lib/pagination';
import { renderInApp } from '../../test/render';
import { ChipList, CompactList, splitVisible } from './chip-list';
import { DataTable, type DataTableProps } from './data-table';
import type { SortState } from './sort-state';
import { formatSort, parseSort } from './sort-state';
import { useListState } from '../list-state/use-list-state';

interface Order {
  id: string;
  buyer: string;
  categories: string[];
}

const column = createColumnHelper<Order>();
const columns = [
  column.accessor('id', { header: 'Order id', enableSorting: true }),
  column.accessor('buyer', { header: 'Buyer' }),
  column.accessor('categories', {
    header: 'Categories',
    cell: (c) => <ChipList items={c.getValue()} max={1} />,
  }),
];

const rows: Order[] = [
  { id: 'SO-1', buyer: 'Shree Traders', categories: ['Cement', 'Steel', 'Tiles'] },
  { id: 'SO-2', buyer: 'Patil Infra', categories: ['Paints'] },
];

function renderTable(props: Partial<DataTableProps<Order>> = {}) {
  const onPageChange = vi.fn();
  const utils = renderInApp(
    <DataTable<Order>
      columns={columns}
      rows={rows}
      totalRows={45}
      page={{ page: 1, pageSize: 20 }}
      onPageChange={onPageChange}
      ariaLabel="Orders"
      getRowId={(row) => row.id}
      {...props}
    />,
  );
  return { ...utils, onPageChange };
}

describe('DataTable', () => {
  it('cuts a truncated name to one line with the whole name on hover', () => {
    const long = 'Shree Ganesh Building Materials and Construction Supplies Private Limited';
    renderTable({
      columns: [
        column.accessor('id', { header: 'Order id' }),
        column.accessor('buyer', { header: 'Buyer', meta: { truncate: 200 } }),
      ],
      rows: [{ id: 'SO-9', buyer: long, categories: [] }],
    });
    const cell = screen.getByRole('cell', { name: long });
    expect(cell).toHaveAttribute('title', long);
    expect(getComputedStyle(cell).whiteSpace).toBe('nowrap');
    expect(getComputedStyle(cell).textOverflow).toBe('ellipsis');
    expect(screen.getByRole('cell', { name: 'SO-9' })).not.toHaveAttribute('title');
  });

  it('shows headers and rows', () => {
    renderTable();
    const table = screen.getByRole('table', { name: 'Orders' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Order id', 'Buyer', 'Categories']);
    expect(within(table).getByText('Shree Traders')).toBeInTheDocument();
  });

  it('keeps the header in view while the body scrolls', () => {
    renderTable();
    expect(screen.getByRole('table').className).toContain('MuiTable-stickyHeader');
  });

  it('says there is nothing to display, with the no-data picture', () => {
    renderTable({ rows: [], totalRows: 0 });
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('There are no items to display');
    expect(status.querySelector('svg')).not.toBeNull();
  });

  it('shows skeleton rows while the first page loads', () => {
    renderTable({ rows: [], loading: true });
    expect(screen.getAllByTestId('skeleton-row').length).toBeGreaterThan(0);
    expect(screen.queryByText('There are no items to display')).not.toBeInTheDocument();
  });

  it('pages one-based: the next page of 45 rows is page 2', async () => {
    const { onPageChange } = renderTable();
    expect(screen.getByText('1–20 of 45')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(onPageChange).toHaveBeenCalledWith({ page: 2, pageSize: 20 });
  });

  it('offers 20, 50 and 100 rows and goes back to page 1 on a new size', async () => {
    const { onPageChange } = renderTable({ page: { page: 3, pageSize: 20 }, totalRows: 500 });
    await userEvent.click(screen.getByRole('combobox'));
    const options = screen.getAllByRole('option').map((o) => o.textContent);
    expect(options).toEqual(['20', '50', '100']);
    await userEvent.click(screen.getByRole('option', { name: '50' }));
    expect(onPageChange).toHaveBeenCalledWith({ page: 1, pageSize: 50 });
  });

  it('sorts by a sortable column and says so to assistive technology', async () => {
    function Sorted() {
      const [sort, setSort] = useState<SortState | null>(null);
      return (
        <DataTable<Order>
          columns={columns}
          rows={rows}
          totalRows={2}
          page={{ page: 1, pageSize: 20 }}
          onPageChange={() => undefined}
          sort={sort}
          onSortChange={setSort}
          ariaLabel="Orders"
        />
      );
    }
    renderInApp(<Sorted />);
    const header = screen.getByRole('columnheader', { name: 'Order id' });
    expect(screen.queryByRole('button', { name: 'Buyer' })).not.toBeInTheDocument();
    await userEvent.click(within(header).getByRole('button'));
    expect(header).toHaveAttribute('aria-sort', 'ascending');
    await userEvent.click(within(header).getByRole('button'));
    expect(header).toHaveAttribute('aria-sort', 'descending');
  });

  it('opens a row by click or Enter', async () => {
    const onRowClick = vi.fn();
    renderTable({ onRowClick });
    await userEvent.click(screen.getByText('Patil Infra'));
    expect(onRowClick).toHaveBeenCalledWith(rows[1]);
    const firstRow = screen.getByText('Shree Traders').closest('tr')!;
    firstRow.focus();
    await userEvent.keyboard('{Enter}');
    expect(onRowClick).toHaveBeenLastCalledWith(rows[0]);
  });

  it('runs the export and shows a failure as a toast', async () => {
    const run = vi.fn().mockRejectedValue(new Error('offline'));
    renderTable({ exportAction: { run, failureMessage: 'Failed to export orders.' } });
    await userEvent.click(screen.getByRole('button', { name: 'Export' }));
    expect(run).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('Failed to export orders.')).toBeInTheDocument();
  });
});

describe('list cells', () => {
  it('collapses chips beyond the limit into +N with the rest in a tooltip', async () => {
    renderInApp(<ChipList items={['Cement', 'Steel', 'Tiles']} max={1} />);
    expect(screen.getByText('Cement')).toBeInTheDocument();
    const more = screen.getByText('+2');
    await userEvent.hover(more);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Steel, Tiles');
    expect(splitVisible([1, 2, 3], 2)).toEqual({ shown: [1, 2], hidden: [3] });
  });

  it('shows the first item and a count in a compact list', () => {
    renderInApp(<CompactList items={['Cement', 'Steel', 'Tiles']} />);
    expect(screen.getByText('Cement')).toBeInTheDocument();
    expect(screen.getByText('+2')).toBeInTheDocument();
  });

  it('shows a dash for an empty list', () => {
    renderInApp(<CompactList items={[]} />);
    expect(screen.getByText('-')).toBeInTheDocument();
  });
});

describe('table state in the address', () => {
  it('writes sort as id:direction and reads it back', () => {
    expect(formatSort({ id: 'createdAt', desc: true })).toBe('createdAt:desc');
    expect(parseSort('createdAt:asc')).toEqual({ id: 'createdAt', desc: false });
    expect(parseSort('bad')).toBeNull();
  });

  it('keeps page, size and sort in the query and leaves defaults out', () => {
    let latest: ReturnType<typeof useListState> | null = null;
    function Probe() {
      latest = useListState();
      return null;
    }
    const { history } = renderInApp(<Probe />, { path: '/orders?page=3&size=50&sort=id:desc&status=OPEN' });
    expect(latest!.page).toEqual<UiPage>({ page: 3, pageSize: 50 });
    expect(latest!.wirePage).toEqual({ pageNumber: 2, pageSize: 50 });
    expect(latest!.sort).toEqual({ id: 'id', desc: true });
    act(() => latest!.setSort({ id: 'buyer', desc: false }));
    expect(history.location.search).toBe('?size=50&sort=buyer%3Aasc&status=OPEN');
    act(() => latest!.setPage({ page: 1, pageSize: 20 }));
    expect(history.location.search).toBe('?sort=buyer%3Aasc&status=OPEN');
  });
});
