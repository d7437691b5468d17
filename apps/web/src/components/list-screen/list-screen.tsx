import Box from '@mui/material/Box';
import { type QueryKey, keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { type ReactNode, useEffect, useMemo } from 'react';
import { usePageTitle } from '../../lib/use-page-title';
import type { QueryParams } from '../../lib/query-string';
import { useErrorToastOn } from '../../lib/use-error-toast-on';
import { useViewport } from '../../lib/use-viewport';
import { DataTable } from '../data-table/data-table';
import type { CardFields } from '../data-table/row-cards';
import type { SortState } from '../data-table/sort-state';
import { FilterBar, type FilterBarProps } from '../filter-bar/filter-bar';
import type { FilterDefinition, FilterValues } from '../filter-bar/filter-types';
import { type ListState, type PageCursors, useListState } from '../list-state/use-list-state';
import { PageHeader } from '../page-header/page-header';
import { TabbedPage } from '../tabbed-page/tabbed-page';
import { type ListPreferences, useListPreferences } from './list-preferences';
import { ListLayoutControls } from './list-toolbar';
import { SavedViewsMenu } from './saved-views';

/** One page of a server-paged list, as every search call answers. */
export interface ListPage<T> {
  content: readonly T[];
  totalElements: number;
  /** The server stopped counting at `totalElements` (shown as "1,000+"). */
  totalIsCapped?: boolean;
}

/** A keyset-paged answer: the cursors beside the page, and whether nothing comes before it. */
export interface KeysetPage<T> extends ListPage<T>, PageCursors {
  isFirstPage: boolean;
}

/** One tab of a list: the same columns and filters, its own slice of the rows (a status, a channel). */
export interface ListTab {
  /** Goes into the address hash, and to `searchQuery` to pick the tab's rows. */
  id: string;
  label: string;
  /** Shown in brackets; null or absent shows none (not yet counted, or capped in the label). */
  count?: number | null;
  permission?: string;
}

/** The search call's parameters for the tab in view (none without tabs), without the page. */
export type SearchQuery = (
  values: FilterValues,
  tab: string | undefined,
  sort: SortState | null,
) => QueryParams;

interface ListScreenBase<T> {
  /** The page's title, heading and (unless `tableLabel`) the table's accessible name. */
  title: string;
  /** The table's accessible name when it is not the title. */
  tableLabel?: string;
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
  /** Tabs over the one list, the selected one in the hash; each keeps its own cursor. */
  tabs?: { ariaLabel: string; items: readonly ListTab[] };
  columns: ColumnDef<T, never>[];
  /** The cache root of the rows, e.g. `[BUYERS_KEY, 'list']`; the call's parameters are appended. */
  queryKey: QueryKey;
  /**
   * The filters as the search call names them, for the tab in view and the sort (the export gets
   * the same); `filterQuery`'s output when omitted.
   */
  searchQuery?: SearchQuery;
  /** Sortable columns (`enableSorting`) change the order, kept in the address. */
  sortable?: boolean;
  /** First and last page buttons beside previous and next. */
  showFirstLast?: boolean;
  /** The toast when the search fails and the server has no message. */
  failedMessage: string;
  getRowId: (row: T) => string;
  onRowClick?: (row: T) => void;
  /**
   * The row's own address: rows become links (open in a new tab works) and a click goes there.
   * Prefer it to `onRowClick` wherever a row opens a page.
   */
  rowHref?: (row: T) => string;
  /** The card of a row on a phone (id, party, amount, status, date by column id); the first columns when omitted. */
  cardFields?: CardFields;
  /**
   * Names the list for the user's settings (density, columns) and saved views; the query key's
   * text parts joined by dots when omitted.
   */
  listId?: string;
  /** The export button: fetches the file for the filters in view. */
  exportAction?: { run: (filters: QueryParams) => Promise<void>; failureMessage: string };
  /** The empty state's text ('There are no items to display' unless told). */
  emptyMessage?: string;
}

export type ListScreenProps<T> = ListScreenBase<T> &
  (
    | {
        /** Paged by offset: filters plus `pageNumber` and `pageSize`. */
        keyset?: false;
        load: (query: QueryParams) => Promise<ListPage<T>>;
      }
    | {
        /**
         * Next and previous page go by the answer's cursors (`after`/`before`, scoped to the tab);
         * a jump by offset. When the server says the page is the first, the address follows.
         */
        keyset: true;
        load: (query: QueryParams) => Promise<KeysetPage<T>>;
      }
  );

/**
 * A list screen from configuration: the header with its buttons, the filter bar, optional tabs,
 * the server-paged table with its pager, sort, empty state and export button, and a failed search
 * as a toast. Filters, tab, sort and page live in the address (`useListState`), so reload, Back
 * and a shared link show the same rows; a filter change goes back to the first page.
 */
export function ListScreen<T>(props: ListScreenProps<T>) {
  const { title, actions, filters: allFilters, phoneFilters, filtersInView, tabs } = props;
  usePageTitle(title);
  const phone = useViewport() === 'mobile';
  const filters = useMemo(
    () => (phone && phoneFilters ? allFilters.filter((f) => phoneFilters.includes(f.key)) : allFilters),
    [allFilters, phone, phoneFilters],
  );
  const state = useListState(filters);
  const listId = props.listId ?? listIdOf(props.queryKey);
  const prefs = useListPreferences(listId);
  const toolbar = (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
      <SavedViewsMenu listId={listId} />
      {!phone && (
        <ListLayoutControls
          columns={props.columns}
          density={prefs.density}
          onDensity={prefs.setDensity}
          hidden={prefs.hidden}
          onToggleColumn={prefs.toggleColumn}
        />
      )}
    </Box>
  );
  const shared = { state, prefs, phone, toolbar };
  const tabDefinitions = tabs?.items.map((tab) => ({
    ...tab,
    render: () => <ListTable<T> {...props} {...shared} tab={tab.id} />,
  }));
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 }}>
      <PageHeader title={title} actions={actions} />
      <FilterBar
        filters={filters}
        values={state.values}
        onChange={state.setFilter}
        onClearAll={state.clearAll}
        inView={filtersInView}
      />
      {tabs && tabDefinitions ? (
        <TabbedPage ariaLabel={tabs.ariaLabel} tabs={tabDefinitions} />
      ) : (
        <ListTable<T> {...props} {...shared} tab={undefined} />
      )}
    </Box>
  );
}

/** One tab's (or the screen's) table: its search call, pager and export. */
function ListTable<T>({
  title,
  tableLabel,
  columns,
  queryKey,
  load,
  keyset = false,
  searchQuery,
  sortable = false,
  showFirstLast,
  failedMessage,
  getRowId,
  onRowClick,
  exportAction,
  emptyMessage,
  rowHref,
  cardFields,
  state,
  prefs,
  phone,
  toolbar,
  tab,
}: ListScreenProps<T> & {
  state: ListState;
  prefs: ListPreferences;
  phone: boolean;
  toolbar: ReactNode;
  tab: string | undefined;
}) {
  const sort = sortable ? state.sort : null;
  const filters = searchQuery ? searchQuery(state.values, tab, sort) : state.query;
  // A cursor names its tab, so another tab's cursor in the address is read as a plain offset.
  const scope = tab ?? 'list';
  const query = { ...(keyset ? state.wirePageFor(scope) : state.wirePage), ...filters };
  const rows = useQuery<ListPage<T> & Partial<KeysetPage<T>>>({
    queryKey: [...queryKey, query],
    queryFn: () => load(query),
    placeholderData: keyset ? keepPreviousData : undefined,
  });
  useErrorToastOn(rows.error, failedMessage);
  const { markFirstPage, page } = state;
  const answeredFirst = keyset && rows.data?.isFirstPage === true && !rows.isPlaceholderData;
  useEffect(() => {
    if (answeredFirst && page.page > 1) markFirstPage();
  }, [answeredFirst, page.page, markFirstPage]);
  const answer = rows.data && !rows.isPlaceholderData ? rows.data : undefined;
  const cursors = answer && { nextCursor: answer.nextCursor ?? null, prevCursor: answer.prevCursor ?? null };
  return (
    <DataTable
      ariaLabel={tableLabel ?? title}
      columns={columns}
      rows={rows.data?.content ?? []}
      totalRows={rows.data?.totalElements ?? 0}
      loading={rows.isFetching}
      page={page}
      onPageChange={(next) => (keyset ? state.setPageOf(scope, next, cursors) : state.setPage(next))}
      sort={sortable ? state.sort : undefined}
      onSortChange={sortable ? state.setSort : undefined}
      getRowId={getRowId}
      onRowClick={onRowClick}
      rowHref={rowHref}
      cards={phone ? (cardFields ?? true) : undefined}
      density={prefs.density}
      hiddenColumns={phone ? undefined : prefs.hidden}
      totalIsCapped={rows.data?.totalIsCapped === true}
      toolbar={toolbar}
      emptyMessage={emptyMessage}
      showFirstLast={showFirstLast}
      exportAction={
        exportAction && { run: () => exportAction.run(filters), failureMessage: exportAction.failureMessage }
      }
    />
  );
}

/** `['orders', 'sales']` → `orders.sales`: the list's name for settings and saved views. */
export function listIdOf(queryKey: QueryKey): string {
  return (
    queryKey
      .filter((part): part is string => typeof part === 'string')
      .join('.')
      .replace(/[^A-Za-z0-9._-]/g, '-') || 'list'
  );
}
