import type { Page } from '@dom/contract';
import { useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { DataTable } from '../../components/data-table/data-table';
import { useListState } from '../../components/list-state/use-list-state';
import type { QueryParams } from '../../lib/query-string';

/**
 * A read-only server-paged list of one endpoint, for the tabs of the control-panel screens: `load`
 * calls the endpoint (`call(ENDPOINT, { params, query })`) with the page the address holds.
 */
export function PagedList<T extends { id?: string; name?: string }>({
  load,
  loadKey,
  columns,
  ariaLabel,
  queryKey,
  prefix,
}: {
  load: (query: QueryParams) => Promise<Page<T>>;
  /** What the load depends on besides the page (the endpoint and its params), for the cache key. */
  loadKey: readonly unknown[];
  columns: ColumnDef<T, never>[];
  ariaLabel: string;
  queryKey: string;
  /** The tab's own prefix for its pager in the address (e.g. the tab id). */
  prefix: string;
}) {
  const { page, setPage, wirePage } = useListState(undefined, { prefix });
  const query = { ...wirePage };
  const rows = useQuery({ queryKey: [queryKey, ...loadKey, query], queryFn: () => load(query) });
  return (
    <DataTable
      ariaLabel={ariaLabel}
      columns={columns}
      rows={rows.data?.content ?? []}
      totalRows={rows.data?.totalElements ?? 0}
      loading={rows.isFetching}
      page={page}
      onPageChange={setPage}
      getRowId={(row, index) => row.id ?? row.name ?? String(index)}
    />
  );
}
