import { useCallback, useMemo } from 'react';
import { type SortState, formatSort, parseSort } from '../data-table/sort-state';
import type { FilterDefinition, FilterValue, FilterValues } from '../filter-bar/filter-types';
import { filterQuery, readFilterValues, writeFilterValue } from '../filter-bar/filter-url-state';
import { DEFAULT_PAGE_SIZE, FIRST_PAGE, type UiPage, isPageSize, toWirePage } from '../../lib/pagination';
import type { QueryParams } from '../../lib/query-string';
import { useHashKeepingParams } from '../../lib/use-hash-keeping-params';

/** Address parameters owned by a list's pager; filters must use other names. */
export const TABLE_PARAMS = { page: 'page', pageSize: 'size', sort: 'sort', cursor: 'cursor' } as const;

export type ListParams = { readonly [K in keyof typeof TABLE_PARAMS]: string };

/**
 * The pager's parameter names: the plain ones for the screen's own list, `<prefix>-page`,
 * `<prefix>-size`, … for a tab's list, so two lists of one address never share a page number.
 */
export function listParams(prefix?: string): ListParams {
  if (!prefix) return TABLE_PARAMS;
  return {
    page: `${prefix}-${TABLE_PARAMS.page}`,
    pageSize: `${prefix}-${TABLE_PARAMS.pageSize}`,
    sort: `${prefix}-${TABLE_PARAMS.sort}`,
    cursor: `${prefix}-${TABLE_PARAMS.cursor}`,
  };
}

/** The cursors a keyset-paged answer gives for the pages beside the one in view. */
export interface PageCursors {
  nextCursor: string | null;
  prevCursor: string | null;
}

export interface ListStateOptions {
  /** Pager parameters under this prefix (a tab's list beside the screen's); none for the screen's own. */
  prefix?: string;
  /** Page size when the address names none (the shared default otherwise). */
  defaultPageSize?: number;
}

const NO_FILTERS: readonly FilterDefinition[] = [];

/**
 * The keyset cursor in the address as `<scope>.<a|b>.<cursor>`: `a` (after) came from the previous
 * page's last row, `b` (before) from the next page's first. It names its scope (e.g. the channel
 * tab) because tabs may share the address: another tab reads the page number as an offset.
 */
function readCursor(text: string | null, scope: string): { after?: string; before?: string } {
  const match = text ? /^([A-Za-z0-9_]+)\.([ab])\.([A-Za-z0-9_-]+)$/.exec(text) : null;
  if (!match || match[1] !== scope) return {};
  return match[2] === 'a' ? { after: match[3] } : { before: match[3] };
}

/**
 * One list's whole state in the address (a list screen is a URL): filters, sort, page, page size
 * and the keyset cursor, so reload, Back and Forward and a shared link show the same rows. A filter
 * change goes back to the first page: page 4 of the old result means nothing for the new one. Each
 * change is its own history entry; defaults are left out of the address, and the hash (the
 * selected tab) is kept. Next and previous page may go by cursor (`setPageOf`, as cheap on page
 * 1,000 as on page 1); a jump (first, last, another page size) goes by offset.
 */
export function useListState(
  filters: readonly FilterDefinition[] = NO_FILTERS,
  options: ListStateOptions = {},
) {
  const { prefix, defaultPageSize = DEFAULT_PAGE_SIZE } = options;
  const names = useMemo(() => listParams(prefix), [prefix]);
  const { params, update } = useHashKeepingParams();
  const search = params.toString();
  // Date presets are resolved against the clock when the address changes; a reload recomputes them.
  const values = useMemo<FilterValues>(
    () => readFilterValues(new URLSearchParams(search), filters, new Date()),
    [search, filters],
  );
  const query: QueryParams = useMemo(() => filterQuery(values), [values]);
  const pageText = params.get(names.page);
  const sizeText = params.get(names.pageSize);
  const page = useMemo<UiPage>(() => {
    const number = Number(pageText);
    const size = Number(sizeText);
    return {
      page: Number.isInteger(number) && number >= FIRST_PAGE ? number : FIRST_PAGE,
      pageSize: isPageSize(size) ? size : defaultPageSize,
    };
  }, [pageText, sizeText, defaultPageSize]);
  const sortText = params.get(names.sort);
  const sort = useMemo(() => parseSort(sortText), [sortText]);
  const cursorText = params.get(names.cursor);

  /** Writes the page (defaults left out) and the cursor it was reached by, if any. */
  const writePage = useCallback(
    (current: URLSearchParams, next: UiPage, cursor: string | null) => {
      if (next.page === FIRST_PAGE) current.delete(names.page);
      else current.set(names.page, String(next.page));
      if (next.pageSize === defaultPageSize) current.delete(names.pageSize);
      else current.set(names.pageSize, String(next.pageSize));
      if (cursor && next.page !== FIRST_PAGE) current.set(names.cursor, cursor);
      else current.delete(names.cursor);
      return current;
    },
    [names, defaultPageSize],
  );

  const setFilter = useCallback(
    (key: string, value: FilterValue | undefined) => {
      const filter = filters.find((f) => f.key === key);
      if (!filter) return;
      update((current) => {
        const next = writeFilterValue(current, filter, value);
        next.delete(names.cursor);
        next.delete(names.page);
        return next;
      });
    },
    [filters, update, names],
  );
  const clearAll = useCallback(
    () =>
      update((current) => {
        const next = filters.reduce((p, filter) => writeFilterValue(p, filter, undefined), current);
        next.delete(names.cursor);
        next.delete(names.page);
        return next;
      }),
    [filters, update, names],
  );
  /** Moves to `next` by offset. */
  const setPage = useCallback(
    (next: UiPage) => update((current) => writePage(current, next, null)),
    [update, writePage],
  );
  /** Moves to `next`: by cursor when it is the page after or before this one, else by offset. */
  const setPageOf = useCallback(
    (scope: string, next: UiPage, cursors: PageCursors | undefined) =>
      update((current) => {
        const sameSize = next.pageSize === page.pageSize;
        const cursor =
          sameSize && next.page === page.page + 1 && cursors?.nextCursor
            ? `${scope}.a.${cursors.nextCursor}`
            : sameSize && next.page === page.page - 1 && cursors?.prevCursor
              ? `${scope}.b.${cursors.prevCursor}`
              : null;
        return writePage(current, sameSize ? next : { page: FIRST_PAGE, pageSize: next.pageSize }, cursor);
      }),
    [update, writePage, page],
  );
  /** The server found nothing before the page asked for: it is the first page (address corrected). */
  const markFirstPage = useCallback(
    () => update((current) => writePage(current, { ...page, page: FIRST_PAGE }, null), { replace: true }),
    [update, writePage, page],
  );
  /** A new order starts from the first page. */
  const setSort = useCallback(
    (next: SortState | null) =>
      update((current) => {
        const text = formatSort(next);
        if (text === null) current.delete(names.sort);
        else current.set(names.sort, text);
        current.delete(names.page);
        current.delete(names.cursor);
        return current;
      }),
    [update, names],
  );
  /** The page parameters of a keyset-paged search call: offset plus the cursor of this scope. */
  const wirePageFor = useCallback(
    (scope: string) => ({ ...toWirePage(page), ...readCursor(cursorText, scope) }),
    [page, cursorText],
  );

  return {
    values,
    query,
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

export type ListState = ReturnType<typeof useListState>;
