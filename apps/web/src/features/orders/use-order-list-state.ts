import { useCallback, useMemo } from 'react';
import { TABLE_PARAMS } from '../../components/data-table/use-table-url-state';
import { type SortState, formatSort, parseSort } from '../../components/data-table/sort-state';
import type { FilterDefinition, FilterValue, FilterValues } from '../../components/filter-bar/filter-types';
import { readFilterValues, writeFilterValue } from '../../components/filter-bar/filter-url-state';
import { DEFAULT_PAGE_SIZE, FIRST_PAGE, type UiPage, parseUiPage, toWirePage } from '../../lib/pagination';
import { useHashKeepingParams } from '../../lib/use-hash-keeping-params';

/**
 * Filters, page and sort in the address as useFilterState and useTableUrlState keep them, but
 * every change keeps the channel tab in the hash.
 */
export function useOrderListState(filters: readonly FilterDefinition[]) {
  const { params, update } = useHashKeepingParams();
  const search = params.toString();
  const values = useMemo<FilterValues>(
    () => readFilterValues(new URLSearchParams(search), filters, new Date()),
    [search, filters],
  );
  const page = useMemo(
    () => parseUiPage(params.get(TABLE_PARAMS.page), params.get(TABLE_PARAMS.pageSize)),
    [params],
  );
  const sort = useMemo(() => parseSort(params.get(TABLE_PARAMS.sort)), [params]);

  const setFilter = useCallback(
    (key: string, value: FilterValue | undefined) => {
      const filter = filters.find((f) => f.key === key);
      if (filter) update((current) => writeFilterValue(current, filter, value));
    },
    [filters, update],
  );
  const clearAll = useCallback(
    () => update((current) => filters.reduce((p, filter) => writeFilterValue(p, filter, undefined), current)),
    [filters, update],
  );
  const setPage = useCallback(
    (next: UiPage) =>
      update((current) => {
        if (next.page === FIRST_PAGE) current.delete(TABLE_PARAMS.page);
        else current.set(TABLE_PARAMS.page, String(next.page));
        if (next.pageSize === DEFAULT_PAGE_SIZE) current.delete(TABLE_PARAMS.pageSize);
        else current.set(TABLE_PARAMS.pageSize, String(next.pageSize));
        return current;
      }),
    [update],
  );
  const setSort = useCallback(
    (next: SortState | null) =>
      update((current) => {
        const text = formatSort(next);
        if (text === null) current.delete(TABLE_PARAMS.sort);
        else current.set(TABLE_PARAMS.sort, text);
        current.delete(TABLE_PARAMS.page);
        return current;
      }),
    [update],
  );

  return { values, setFilter, clearAll, page, sort, setPage, setSort, wirePage: toWirePage(page) };
}

export type OrderListState = ReturnType<typeof useOrderListState>;
