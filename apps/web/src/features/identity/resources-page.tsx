import { IDENTITY_ENDPOINTS } from '@dom/contract';
import { call } from '../../lib/api-client';
import Box from '@mui/material/Box';
import type { Resource } from '@dom/contract';
import { useQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../components/data-table/data-table';
import { FilterBar } from '../../components/filter-bar/filter-bar';
import type { FilterDefinition } from '../../components/filter-bar/filter-types';
import { filterQuery } from '../../components/filter-bar/filter-url-state';
import { useListState } from '../../components/list-state/use-list-state';
import { useSession } from '../../app/session/session-context';
import { usePageTitle } from '../../lib/use-page-title';
import { RESOURCES_KEY } from './catalogue-support';
import { ListError } from './list-error';
import { PageHeader } from '../../components/page-header/page-header';
import { ResourceDialog } from './resource-dialog';

const column = createColumnHelper<Resource>();

/** `/resources`: screens, calls and reports with the permission that protects each (issue 4). */
export function ResourcesPage() {
  const { t } = useTranslation();
  const { hasPermission } = useSession();
  const canManage = hasPermission('Allow_Resource_Manage');
  usePageTitle(t('menu.resources'));
  // undefined: no dialog; null: a new resource.
  const [open, setOpen] = useState<Resource | null | undefined>(undefined);
  const filters = useMemo<FilterDefinition[]>(
    () => [{ kind: 'text', key: 'search', label: t('resourceAdmin.search') }],
    [t],
  );
  const { values, setFilter, clearAll, page, setPage, wirePage } = useListState(filters);
  const query = { ...wirePage, ...filterQuery(values) };
  const resources = useQuery({
    queryKey: [RESOURCES_KEY, query],
    queryFn: () => call(IDENTITY_ENDPOINTS.resources, { query }),
  });

  const columns = useMemo(
    () => [
      column.accessor('name', { header: t('resourceAdmin.name') }),
      column.accessor('kind', {
        header: t('resourceAdmin.kind'),
        cell: (c) => t(`resourceAdmin.kinds.${c.getValue()}`),
      }),
      column.accessor('path', { header: t('resourceAdmin.path'), meta: { nowrap: true } }),
      column.accessor('permission', { header: t('resourceAdmin.permission'), meta: { nowrap: true } }),
      column.accessor('description', {
        header: t('resourceAdmin.description'),
        cell: (c) => c.getValue() ?? t('profile.none'),
      }),
    ],
    [t],
  );

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <PageHeader
        title={t('menu.resources')}
        createLabel={t('resourceAdmin.create')}
        onCreate={canManage ? () => setOpen(null) : undefined}
      />
      <FilterBar filters={filters} values={values} onChange={setFilter} onClearAll={clearAll} />
      {resources.isError && (
        <ListError
          error={resources.error}
          fallback={t('resourceAdmin.loadFailed')}
          onRetry={() => void resources.refetch()}
        />
      )}
      <DataTable
        ariaLabel={t('menu.resources')}
        columns={columns}
        rows={resources.data?.content ?? []}
        totalRows={resources.data?.totalElements ?? 0}
        loading={resources.isFetching}
        page={page}
        onPageChange={setPage}
        onRowClick={setOpen}
        getRowId={(r) => r.id}
      />
      {open !== undefined && (
        <ResourceDialog resource={open} canManage={canManage} onClose={() => setOpen(undefined)} />
      )}
    </Box>
  );
}
