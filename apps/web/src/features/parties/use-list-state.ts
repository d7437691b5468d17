import { useCallback, useMemo } from 'react';
import { TABLE_PARAMS } from '../../components/data-table/use-table-url-state';
import type { FilterDefinition, FilterValue, FilterValues } from '../../components/filter-bar/filter-types';
import {
  filterQuery,
  readFilterValues,
  writeFilterValue,
} from '../../components/filter-bar/filter-url-state';
import { DEFAULT_PAGE_SIZE, FIRST_PAGE, type UiPage, parseUiPage, toWirePage } from '../../lib/pagination';
import type { QueryParams } from '../../lib/query-string';
import { useHashKeepingParams } from '../../lib/use-hash-keeping-params';

/**
 * Filters and page of a party list in the address (a list screen is a URL). A filter change goes
 * back to the first page: page 4 of the old result means nothing for the new one.
 */
export function useListState(filters: readonly FilterDefinition[]) {
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
  const setFilter = useCallback(
    (key: string, value: FilterValue | undefined) => {
      const filter = filters.find((f) => f.key === key);
      if (!filter) return;
      update((current) => {
        const next = writeFilterValue(current, filter, value);
        next.delete(TABLE_PARAMS.page);
        return next;
      });
    },
    [filters, update],
  );
  const clearAll = useCallback(
    () =>
      update((current) => {
        const next = filters.reduce((p, filter) => writeFilterValue(p, filter, undefined), current);
        next.delete(TABLE_PARAMS.page);
        return next;
      }),
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
  const query: QueryParams = useMemo(() => filterQuery(values), [values]);
  return { values, query, setFilter, clearAll, page, setPage, wirePage: toWirePage(page) };
}
