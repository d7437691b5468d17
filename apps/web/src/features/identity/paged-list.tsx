import type { Page } from '@dom/contract';
import { useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { DataTable } from '../../components/data-table/data-table';
import { useListState } from '../../components/list-state/use-list-state';
import { apiGet } from '../../lib/api-client';

/** A read-only server-paged list of one endpoint, for the tabs of the control-panel screens. */
export function PagedList<T extends { id?: string; name?: string }>({
  path,
  columns,
  ariaLabel,
  queryKey,
  prefix,
}: {
  path: string;
  columns: ColumnDef<T, never>[];
  ariaLabel: string;
  queryKey: string;
  /** The tab's own prefix for its pager in the address (e.g. the tab id). */
  prefix: string;
}) {
  const { page, setPage, wirePage } = useListState(undefined, { prefix });
  const query = { ...wirePage };
  const rows = useQuery({ queryKey: [queryKey, path, query], queryFn: () => apiGet<Page<T>>(path, query) });
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
