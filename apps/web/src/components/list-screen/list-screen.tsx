import Box from '@mui/material/Box';
import { type QueryKey, useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { type ReactNode, useMemo } from 'react';
import { usePageTitle } from '../../lib/use-page-title';
import type { QueryParams } from '../../lib/query-string';
import { useErrorToastOn } from '../../lib/use-error-toast-on';
import { useViewport } from '../../lib/use-viewport';
import { DataTable } from '../data-table/data-table';
import { FilterBar, type FilterBarProps } from '../filter-bar/filter-bar';
import type { FilterDefinition } from '../filter-bar/filter-types';
import { useListState } from '../list-state/use-list-state';
import { PageHeader } from '../page-header/page-header';

/** One page of a server-paged list, as every search call answers. */
export interface ListPage<T> {
  content: readonly T[];
  totalElements: number;
}

export interface ListScreenProps<T> {
  /** The page's title, heading and the table's accessible name. */
  title: string;
  /** Buttons beside the title (shown only to who may use them). */
  actions?: ReactNode;
  /** The filters, kept in the address with the page; memoise them (they are compared by identity). */
  filters: readonly FilterDefinition[];
  /**
   * The only filters offered on a phone, where text filters stay unfolded (all when omitted).
   */
  phoneFilters?: readonly string[];
  /** Which filters stay unfolded; the rest fold behind "Filters (n)". */
  filtersInView?: FilterBarProps['inView'];
  columns: ColumnDef<T, never>[];
  /** The cache root of the rows, e.g. `[BUYERS_KEY, 'list']`; the call's parameters are appended. */
  queryKey: QueryKey;
  /** The search call: filters (as `filterQuery` writes them) plus `pageNumber` and `pageSize`. */
  load: (query: QueryParams) => Promise<ListPage<T>>;
  /** The toast when the search fails and the server has no message. */
  failedMessage: string;
  getRowId: (row: T) => string;
  onRowClick?: (row: T) => void;
  /** The export button: fetches the file for the filters in view. */
  exportAction?: { run: (filters: QueryParams) => Promise<void>; failureMessage: string };
  /** The empty state's text ('There are no items to display' unless told). */
  emptyMessage?: string;
}

/**
 * A list screen from configuration: the header with its buttons, the filter bar, the server-paged
 * table with its pager, empty state and export button, and a failed search as a toast. Filters and
 * page live in the address (`useListState`), so reload, Back and a shared link show the same rows;
 * a filter change goes back to the first page.
 */
export function ListScreen<T>({
  title,
  actions,
  filters: allFilters,
  phoneFilters,
  filtersInView,
  columns,
  queryKey,
  load,
  failedMessage,
  getRowId,
  onRowClick,
  exportAction,
  emptyMessage,
}: ListScreenProps<T>) {
  usePageTitle(title);
  const phone = useViewport() === 'mobile';
  const filters = useMemo(
    () => (phone && phoneFilters ? allFilters.filter((f) => phoneFilters.includes(f.key)) : allFilters),
    [allFilters, phone, phoneFilters],
  );
  const state = useListState(filters);
  const query = { ...state.wirePage, ...state.query };
  const rows = useQuery({ queryKey: [...queryKey, query], queryFn: () => load(query) });
  useErrorToastOn(rows.error, failedMessage);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <PageHeader title={title} actions={actions} />
      <FilterBar
        filters={filters}
        values={state.values}
        onChange={state.setFilter}
        onClearAll={state.clearAll}
        inView={filtersInView}
      />
      <DataTable
        ariaLabel={title}
        columns={columns}
        rows={rows.data?.content ?? []}
        totalRows={rows.data?.totalElements ?? 0}
        loading={rows.isFetching}
        page={state.page}
        onPageChange={state.setPage}
        getRowId={getRowId}
        onRowClick={onRowClick}
        emptyMessage={emptyMessage}
        exportAction={
          exportAction && {
            run: () => exportAction.run(state.query),
            failureMessage: exportAction.failureMessage,
          }
        }
      />
    </Box>
  );
}
