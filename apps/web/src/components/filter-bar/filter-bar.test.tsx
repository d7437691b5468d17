import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../test/render';
import { FilterBar } from './filter-bar';
import type { FilterDefinition } from './filter-types';
import { toggleAll } from './multi-select-filter';
import { useListState } from '../list-state/use-list-state';

const filters: FilterDefinition[] = [
  { kind: 'text', key: 'q', label: 'Search' },
  {
    kind: 'select',
    key: 'channel',
    label: 'Channel',
    options: [
      { value: 'DIRECT', label: 'DIRECT' },
      { value: 'UTCL', label: 'Retail' },
    ],
  },
  {
    kind: 'multiSelect',
    key: 'status',
    label: 'Status',
    options: [
      { value: 'OPEN', label: 'Open' },
      { value: 'CLOSED', label: 'Closed' },
    ],
  },
  { kind: 'dateRange', key: 'orderDate', label: 'Order date', presets: ['LAST_7_DAYS', 'TODAY'] },
];

function Screen() {
  const { values, setFilter, clearAll } = useListState(filters);
  return <FilterBar filters={filters} values={values} onChange={setFilter} onClearAll={clearAll} />;
}

describe('FilterBar', () => {
  it('restores every filter from the address, with a chip each', () => {
    renderInApp(<Screen />, { path: '/orders?q=cement&channel=UTCL&status=OPEN&orderDate=TODAY' });
    expect(screen.getByLabelText('Search')).toHaveValue('cement');
    const chips = screen.getByRole('group', { name: 'Active filters' });
    expect(within(chips).getByText('Search: cement')).toBeInTheDocument();
    expect(within(chips).getByText('Channel: Retail')).toBeInTheDocument();
    expect(within(chips).getByText('Status: Open')).toBeInTheDocument();
    expect(within(chips).getByText(/^Order date: Today \(/)).toBeInTheDocument();
  });

  it('waits 300 ms after typing before the search reaches the address', () => {
    vi.useFakeTimers();
    try {
      const { history } = renderInApp(<Screen />, { path: '/orders?page=3' });
      fireEvent.change(screen.getByLabelText('Search'), { target: { value: 'steel' } });
      act(() => {
        vi.advanceTimersByTime(299);
      });
      expect(history.location.search).toBe('?page=3');
      act(() => {
        vi.advanceTimersByTime(1);
      });
      expect(history.location.search).toBe('?q=steel');
    } finally {
      vi.useRealTimers();
    }
  });

  it('select-all toggles every option', async () => {
    expect(toggleAll(['OPEN'], ['OPEN', 'CLOSED'])).toEqual(['OPEN', 'CLOSED']);
    expect(toggleAll(['OPEN', 'CLOSED'], ['OPEN', 'CLOSED'])).toEqual([]);
    const { history } = renderInApp(<Screen />, { path: '/orders' });
    await userEvent.click(screen.getByRole('combobox', { name: 'Status' }));
    await userEvent.click(screen.getByRole('option', { name: 'Select all' }));
    await waitFor(() => expect(history.location.search).toBe('?status=OPEN&status=CLOSED'));
    await userEvent.click(screen.getByRole('option', { name: 'Select all' }));
    await waitFor(() => expect(history.location.search).toBe(''));
  });

  it('a removed chip clears its filter, and Back brings it back', async () => {
    const { history } = renderInApp(<Screen />, { path: '/orders?channel=DIRECT&status=CLOSED' });
    const chip = screen.getByText('Channel: DIRECT').closest('.MuiChip-root')!;
    await userEvent.click(within(chip as HTMLElement).getByTestId('CancelIcon'));
    expect(history.location.search).toBe('?status=CLOSED');
    act(() => {
      history.go(-1);
    });
    expect(history.location.search).toBe('?channel=DIRECT&status=CLOSED');
    expect(screen.getByText('Channel: DIRECT')).toBeInTheDocument();
  });

  it('keeps the hash (the selected tab) when a filter changes', async () => {
    const { history } = renderInApp(<Screen />, { path: '/orders?channel=DIRECT&status=CLOSED#UBS' });
    const chip = screen.getByText('Channel: DIRECT').closest('.MuiChip-root')!;
    await userEvent.click(within(chip as HTMLElement).getByTestId('CancelIcon'));
    expect(history.location.search).toBe('?status=CLOSED');
    expect(history.location.hash).toBe('#UBS');
  });

  it('clears everything at once', async () => {
    const { history } = renderInApp(<Screen />, { path: '/orders?channel=DIRECT&status=CLOSED&sort=id:asc' });
    await userEvent.click(screen.getByRole('button', { name: 'Clear all' }));
    expect(history.location.search).toBe('?sort=id%3Aasc');
  });

  it('folds all but the text search behind a counting button on a phone', async () => {
    window.innerWidth = 390;
    try {
      renderInApp(<Screen />, { path: '/orders?status=OPEN&channel=DIRECT' });
      expect(screen.getByLabelText('Search')).toBeInTheDocument();
      expect(screen.queryByRole('combobox', { name: 'Status' })).not.toBeInTheDocument();
      const more = screen.getByRole('button', { name: 'Filters (2)' });
      expect(more).toHaveAttribute('aria-expanded', 'false');
      await userEvent.click(more);
      expect(await screen.findByRole('combobox', { name: 'Status' })).toBeInTheDocument();
      expect(screen.getByText('Status: Open')).toBeInTheDocument();
    } finally {
      window.innerWidth = 1024;
    }
  });

  it('keeps only the filters it is told in view and folds the rest, on any screen', async () => {
    function Folded() {
      const { values, setFilter, clearAll } = useListState(filters);
      return (
        <FilterBar
          filters={filters}
          values={values}
          onChange={setFilter}
          onClearAll={clearAll}
          inView={{ desktop: ['q', 'status'], mobile: ['q'] }}
        />
      );
    }
    renderInApp(<Folded />, { path: '/orders?channel=DIRECT' });
    expect(screen.getByLabelText('Search')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Status' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Channel' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Filters (1)' }));
    expect(await screen.findByRole('combobox', { name: 'Channel' })).toBeInTheDocument();
  });

  it('picks a date preset', async () => {
    const { history } = renderInApp(<Screen />, { path: '/orders' });
    await userEvent.click(screen.getByRole('combobox', { name: 'Order date' }));
    await userEvent.click(screen.getByRole('option', { name: 'Last 7 Days' }));
    expect(history.location.search).toBe('?orderDate=LAST_7_DAYS');
  });

  it('takes a custom range and refuses a start after the end', async () => {
    const { history } = renderInApp(<Screen />, { path: '/orders' });
    await userEvent.click(screen.getByRole('combobox', { name: 'Order date' }));
    await userEvent.click(screen.getByRole('option', { name: 'Custom Range' }));
    const dialog = await screen.findByRole('dialog', { name: 'Order date' });
    fireEvent.change(within(dialog).getByLabelText('From'), { target: { value: '2025-03-10' } });
    fireEvent.change(within(dialog).getByLabelText('To'), { target: { value: '2025-03-01' } });
    expect(within(dialog).getByText('Start date cannot be after end date')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Apply' })).toBeDisabled();
    fireEvent.change(within(dialog).getByLabelText('To'), { target: { value: '2025-03-31' } });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(history.location.search).toBe('?orderDate=CUSTOM&orderDateFrom=2025-03-10&orderDateTo=2025-03-31');
    expect(await screen.findByText('Order date: 10 Mar, 2025 – 31 Mar, 2025')).toBeInTheDocument();
  });
});
