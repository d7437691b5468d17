import type { OrderChannel } from '@dom/domain';
import { useCallback, useMemo } from 'react';
import { TABLE_PARAMS } from '../../components/data-table/use-table-url-state';
import { type SortState, formatSort, parseSort } from '../../components/data-table/sort-state';
import type { FilterDefinition, FilterValue, FilterValues } from '../../components/filter-bar/filter-types';
import { readFilterValues, writeFilterValue } from '../../components/filter-bar/filter-url-state';
import { DEFAULT_PAGE_SIZE, FIRST_PAGE, type UiPage, parseUiPage, toWirePage } from '../../lib/pagination';
import { useHashKeepingParams } from '../../lib/use-hash-keeping-params';

/**
 * The keyset cursor of the page in view, in the address as `<channel>.<a|b>.<cursor>`: `a` (after)
 * came from the previous page's last row, `b` (before) from the next page's first. It names its
 * channel because the tabs share the address: another tab reads the page number as an offset.
 */
export const CURSOR_PARAM = 'cursor';

export interface PageCursors {
  nextCursor: string | null;
  prevCursor: string | null;
}

function readCursor(text: string | null, channel: OrderChannel): { after?: string; before?: string } {
  const match = text ? /^([A-Z]+)\.([ab])\.([A-Za-z0-9_-]+)$/.exec(text) : null;
  if (!match || match[1] !== channel) return {};
  return match[2] === 'a' ? { after: match[3] } : { before: match[3] };
}

function setPageParams(params: URLSearchParams, next: UiPage, cursor: string | null): URLSearchParams {
  if (next.page === FIRST_PAGE) params.delete(TABLE_PARAMS.page);
  else params.set(TABLE_PARAMS.page, String(next.page));
  if (next.pageSize === DEFAULT_PAGE_SIZE) params.delete(TABLE_PARAMS.pageSize);
  else params.set(TABLE_PARAMS.pageSize, String(next.pageSize));
  if (cursor && next.page !== FIRST_PAGE) params.set(CURSOR_PARAM, cursor);
  else params.delete(CURSOR_PARAM);
  return params;
}

/**
 * Filters, page, cursor and sort in the address as useFilterState and useTableUrlState keep them,
 * but every change keeps the channel tab in the hash. Next and previous page go by keyset cursor
 * (as cheap on page 1,000 as on page 1); a jump (first, last, another page size) by offset.
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
  const cursorText = params.get(CURSOR_PARAM);

  const setFilter = useCallback(
    (key: string, value: FilterValue | undefined) => {
      const filter = filters.find((f) => f.key === key);
      if (!filter) return;
      update((current) => {
        const next = writeFilterValue(current, filter, value);
        next.delete(CURSOR_PARAM);
        return next;
      });
    },
    [filters, update],
  );
  const clearAll = useCallback(
    () =>
      update((current) => {
        const next = filters.reduce((p, filter) => writeFilterValue(p, filter, undefined), current);
        next.delete(CURSOR_PARAM);
        return next;
      }),
    [filters, update],
  );
  /** Moves to `next` by offset (lists without cursors). */
  const setPage = useCallback(
    (next: UiPage) => update((current) => setPageParams(current, next, null)),
    [update],
  );
  /** Moves to `next`: by cursor when it is the page after or before this one, else by offset. */
  const setPageOf = useCallback(
    (channel: OrderChannel, next: UiPage, cursors: PageCursors | undefined) =>
      update((current) => {
        const sameSize = next.pageSize === page.pageSize;
        const cursor =
          sameSize && next.page === page.page + 1 && cursors?.nextCursor
            ? `${channel}.a.${cursors.nextCursor}`
            : sameSize && next.page === page.page - 1 && cursors?.prevCursor
              ? `${channel}.b.${cursors.prevCursor}`
              : null;
        return setPageParams(
          current,
          sameSize ? next : { page: FIRST_PAGE, pageSize: next.pageSize },
          cursor,
        );
      }),
    [update, page],
  );
  /** The server found nothing before the page asked for: it is the first page (address corrected). */
  const markFirstPage = useCallback(
    () => update((current) => setPageParams(current, { ...page, page: FIRST_PAGE }, null), { replace: true }),
    [update, page],
  );
  const setSort = useCallback(
    (next: SortState | null) =>
      update((current) => {
        const text = formatSort(next);
        if (text === null) current.delete(TABLE_PARAMS.sort);
        else current.set(TABLE_PARAMS.sort, text);
        current.delete(TABLE_PARAMS.page);
        current.delete(CURSOR_PARAM);
        return current;
      }),
    [update],
  );
  /** The page parameters of the search call for one channel tab. */
  const wirePageFor = useCallback(
    (channel: OrderChannel) => ({ ...toWirePage(page), ...readCursor(cursorText, channel) }),
    [page, cursorText],
  );

  return {
    values,
    setFilter,
    clearAll,
    page,
    sort,
    setPage,
    setPageOf,
    markFirstPage,
    setSort,
    wirePage: toWirePage(page),
    wirePageFor,
  };
}

export type OrderListState = ReturnType<typeof useOrderListState>;
