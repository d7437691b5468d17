import { useCallback, useMemo } from 'react';
import { useHashKeepingParams } from '../../lib/use-hash-keeping-params';
import { DEFAULT_PAGE_SIZE, FIRST_PAGE, type UiPage, parseUiPage, toWirePage } from '../../lib/pagination';
import { type SortState, formatSort, parseSort } from './sort-state';

/** Address parameters owned by the table; filters must use other names. */
export const TABLE_PARAMS = { page: 'page', pageSize: 'size', sort: 'sort' } as const;

/**
 * Page, page size and sort kept in the address (a list screen is a URL), so reload, back and a
 * shared link show the same rows. Defaults are left out of the address.
 */
export function useTableUrlState() {
  const { params, update: setParams } = useHashKeepingParams();
  const pageText = params.get(TABLE_PARAMS.page);
  const sizeText = params.get(TABLE_PARAMS.pageSize);
  const sortText = params.get(TABLE_PARAMS.sort);
  const page = useMemo(() => parseUiPage(pageText, sizeText), [pageText, sizeText]);
  const sort = useMemo(() => parseSort(sortText), [sortText]);

  const setPage = useCallback(
    (next: UiPage) =>
      setParams((current) => {
        const updated = new URLSearchParams(current);
        if (next.page === FIRST_PAGE) updated.delete(TABLE_PARAMS.page);
        else updated.set(TABLE_PARAMS.page, String(next.page));
        if (next.pageSize === DEFAULT_PAGE_SIZE) updated.delete(TABLE_PARAMS.pageSize);
        else updated.set(TABLE_PARAMS.pageSize, String(next.pageSize));
        return updated;
      }),
    [setParams],
  );

  const setSort = useCallback(
    (next: SortState | null) =>
      setParams((current) => {
        const updated = new URLSearchParams(current);
        const text = formatSort(next);
        if (text === null) updated.delete(TABLE_PARAMS.sort);
        else updated.set(TABLE_PARAMS.sort, text);
        // A new order starts from the first page.
        updated.delete(TABLE_PARAMS.page);
        return updated;
      }),
    [setParams],
  );

  return { page, sort, setPage, setSort, wirePage: toWirePage(page) };
}
