import type { Page } from '@dom/contract';
import { useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { useState } from 'react';
import { DataTable } from '../../components/data-table/data-table';
import { DEFAULT_PAGE_SIZE, FIRST_PAGE, type UiPage, toWirePage } from '../../lib/pagination';
import { apiGet } from '../../lib/api-client';

/** A read-only server-paged list of one endpoint, for the tabs of the control-panel screens. */
export function PagedList<T extends { id?: string; name?: string }>({
  path,
  columns,
  ariaLabel,
  queryKey,
}: {
  path: string;
  columns: ColumnDef<T, never>[];
  ariaLabel: string;
  queryKey: string;
}) {
  const [page, setPage] = useState<UiPage>({ page: FIRST_PAGE, pageSize: DEFAULT_PAGE_SIZE });
  const query = { ...toWirePage(page) };
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
