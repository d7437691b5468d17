import { act } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInApp } from '../../test/render';
import type { FilterDefinition } from '../filter-bar/filter-types';
import { type ListState, type ListStateOptions, useListState } from './use-list-state';

const filters: FilterDefinition[] = [{ kind: 'text', key: 'q', label: 'Search' }];

function renderState(path: string, options?: ListStateOptions, withFilters = filters) {
  const latest: { state: ListState | null } = { state: null };
  function Probe() {
    latest.state = useListState(withFilters, options);
    return null;
  }
  const { history } = renderInApp(<Probe />, { path });
  return { history, state: () => latest.state! };
}

describe('useListState', () => {
  it('reads filters, page, size and sort from the address and leaves defaults out when writing', () => {
    const { history, state } = renderState('/buyer?q=cement&page=3&size=50&sort=name:desc#orders');
    expect(state().values.q).toBe('cement');
    expect(state().query).toEqual({ q: 'cement' });
    expect(state().page).toEqual({ page: 3, pageSize: 50 });
    expect(state().wirePage).toEqual({ pageNumber: 2, pageSize: 50 });
    expect(state().sort).toEqual({ id: 'name', desc: true });
    act(() => state().setPage({ page: 1, pageSize: 20 }));
    expect(history.location.search).toBe('?q=cement&sort=name%3Adesc');
    // The hash (the selected tab) survives every change.
    expect(history.location.hash).toBe('#orders');
  });

  it('goes back to the first page on a filter change, and drops the old result’s cursor', () => {
    const screenList = renderState('/orders?page=4&cursor=DIRECT.a.abc');
    act(() => screenList.state().setFilter('q', 'steel'));
    expect(screenList.history.location.search).toBe('?q=steel');
    const tab = renderState('/buyer/B1?orders-page=4', { prefix: 'orders' });
    act(() => tab.state().clearAll());
    expect(tab.history.location.search).toBe('');
  });

  it('keeps a tab pager under its own prefix, beside the screen’s own page', () => {
    const { history, state } = renderState('/buyer/B1?page=2#invoices', { prefix: 'invoices' }, []);
    expect(state().page).toEqual({ page: 1, pageSize: 20 });
    act(() => state().setPage({ page: 3, pageSize: 50 }));
    expect(history.location.search).toBe('?page=2&invoices-page=3&invoices-size=50');
    expect(state().page).toEqual({ page: 3, pageSize: 50 });
    expect(history.location.hash).toBe('#invoices');
  });

  it('leaves a tab’s own default page size out of the address', () => {
    const { history, state } = renderState('/buyer/B1', { prefix: 'payments', defaultPageSize: 25 }, []);
    expect(state().page).toEqual({ page: 1, pageSize: 25 });
    act(() => state().setPage({ page: 2, pageSize: 25 }));
    expect(history.location.search).toBe('?payments-page=2');
  });

  it('moves to the next page by the cursor of its scope, and jumps by offset', () => {
    const { history, state } = renderState('/orders');
    act(() => state().setPageOf('DIRECT', { page: 2, pageSize: 20 }, { nextCursor: 'n1', prevCursor: null }));
    expect(history.location.search).toBe('?page=2&cursor=DIRECT.a.n1');
    expect(state().wirePageFor('DIRECT')).toEqual({ pageNumber: 1, pageSize: 20, after: 'n1' });
    // Another tab reads the page number as an offset.
    expect(state().wirePageFor('UBS')).toEqual({ pageNumber: 1, pageSize: 20 });
    act(() => state().setPageOf('DIRECT', { page: 5, pageSize: 20 }, { nextCursor: 'n2', prevCursor: 'p2' }));
    expect(history.location.search).toBe('?page=5');
    act(() => state().markFirstPage());
    expect(history.location.search).toBe('');
  });
});
