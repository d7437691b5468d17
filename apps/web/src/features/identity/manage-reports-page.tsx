import { IDENTITY_ENDPOINTS } from '@dom/contract';
import { call } from '../../lib/api-client';
import Box from '@mui/material/Box';
import type { Report } from '@dom/contract';
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
import { ActiveChip } from './active-chip';
import { REPORTS_KEY } from './catalogue-support';
import { ListError } from './list-error';
import { PageHeader } from '../../components/page-header/page-header';
import { ReportDialog } from './report-dialog';

const column = createColumnHelper<Report>();

/** `/manage-reports`: the reports users may open, each behind a permission; add, change, activate. */
export function ManageReportsPage() {
  const { t } = useTranslation();
  const { hasPermission } = useSession();
  const canManage = hasPermission('Allow_Report_Manage');
  usePageTitle(t('menu.manageReports'));
  // undefined: no dialog; null: a new report.
  const [open, setOpen] = useState<Report | null | undefined>(undefined);
  const filters = useMemo<FilterDefinition[]>(
    () => [{ kind: 'text', key: 'search', label: t('reportAdmin.search') }],
    [t],
  );
  const { values, setFilter, clearAll, page, setPage, wirePage } = useListState(filters);
  const query = { ...wirePage, ...filterQuery(values) };
  const reports = useQuery({
    queryKey: [REPORTS_KEY, query],
    queryFn: () => call(IDENTITY_ENDPOINTS.reports, { query }),
  });

  const columns = useMemo(
    () => [
      column.accessor('name', { header: t('reportAdmin.name') }),
      column.accessor('category', { header: t('reportAdmin.category') }),
      column.accessor('permission', { header: t('reportAdmin.permission'), meta: { nowrap: true } }),
      column.accessor('isActive', {
        header: t('reportAdmin.status'),
        cell: (c) => <ActiveChip active={c.getValue()} />,
      }),
    ],
    [t],
  );

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <PageHeader
        title={t('menu.manageReports')}
        createLabel={t('reportAdmin.create')}
        onCreate={canManage ? () => setOpen(null) : undefined}
      />
      <FilterBar filters={filters} values={values} onChange={setFilter} onClearAll={clearAll} />
      {reports.isError && (
        <ListError
          error={reports.error}
          fallback={t('reportAdmin.loadFailed')}
          onRetry={() => void reports.refetch()}
        />
      )}
      <DataTable
        ariaLabel={t('menu.manageReports')}
        columns={columns}
        rows={reports.data?.content ?? []}
        totalRows={reports.data?.totalElements ?? 0}
        loading={reports.isFetching}
        page={page}
        onPageChange={setPage}
        onRowClick={setOpen}
        getRowId={(r) => r.id}
      />
      {open !== undefined && (
        <ReportDialog report={open} canManage={canManage} onClose={() => setOpen(undefined)} />
      )}
    </Box>
  );
}
