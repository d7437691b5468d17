import { IDENTITY_ENDPOINTS } from '@dom/contract';
import { call } from '../../lib/api-client';
import Box from '@mui/material/Box';
import type { PermissionGroup } from '@dom/contract';
import { useQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChipList } from '../../components/data-table/chip-list';
import { DataTable } from '../../components/data-table/data-table';
import { FilterBar } from '../../components/filter-bar/filter-bar';
import type { FilterDefinition } from '../../components/filter-bar/filter-types';
import { filterQuery } from '../../components/filter-bar/filter-url-state';
import { useListState } from '../../components/list-state/use-list-state';
import { useSession } from '../../app/session/session-context';
import { usePageTitle } from '../../lib/use-page-title';
import { GROUPS_KEY } from './catalogue-support';
import { GroupMembersDialog } from './group-members-dialog';
import { ListError } from './list-error';
import { PageHeader } from '../../components/page-header/page-header';
import { PermissionGroupDialog } from './permission-group-dialog';

const column = createColumnHelper<PermissionGroup>();

type Open = { kind: 'edit'; group: PermissionGroup | null } | { kind: 'members'; group: PermissionGroup };

/** `/permission-groups`: named sets of permissions given to users on top of their roles (issue 4). */
export function PermissionGroupsPage() {
  const { t } = useTranslation();
  const { hasPermission } = useSession();
  const canManage = hasPermission('Allow_Permission_Manage');
  usePageTitle(t('menu.permissionGroups'));
  const [open, setOpen] = useState<Open | null>(null);
  const filters = useMemo<FilterDefinition[]>(
    () => [{ kind: 'text', key: 'search', label: t('permissionGroups.search') }],
    [t],
  );
  const { values, setFilter, clearAll, page, setPage, wirePage } = useListState(filters);
  const query = { ...wirePage, ...filterQuery(values) };
  const groups = useQuery({
    queryKey: [GROUPS_KEY, query],
    queryFn: () => call(IDENTITY_ENDPOINTS.groups, { query }),
  });

  const columns = useMemo(
    () => [
      column.accessor('name', { header: t('permissionGroups.name') }),
      column.accessor('description', {
        header: t('permissionGroups.description'),
        cell: (c) => c.getValue() ?? t('profile.none'),
      }),
      column.accessor('permissions', {
        header: t('permissionGroups.permissions'),
        cell: (c) => (
          // A phone scrolls the table sideways rather than stacking chips into tall rows.
          <Box sx={{ minWidth: { xs: 240, md: 0 } }}>
            <ChipList items={c.getValue()} max={2} />
          </Box>
        ),
      }),
      column.accessor('memberCount', {
        header: t('permissionGroups.members'),
        meta: { align: 'right' },
      }),
    ],
    [t],
  );

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <PageHeader
        title={t('menu.permissionGroups')}
        createLabel={t('permissionGroups.create')}
        onCreate={canManage ? () => setOpen({ kind: 'edit', group: null }) : undefined}
      />
      <FilterBar filters={filters} values={values} onChange={setFilter} onClearAll={clearAll} />
      {groups.isError && (
        <ListError
          error={groups.error}
          fallback={t('permissionGroups.loadFailed')}
          onRetry={() => void groups.refetch()}
        />
      )}
      <DataTable
        ariaLabel={t('menu.permissionGroups')}
        columns={columns}
        rows={groups.data?.content ?? []}
        totalRows={groups.data?.totalElements ?? 0}
        loading={groups.isFetching}
        page={page}
        onPageChange={setPage}
        onRowClick={(group) => setOpen({ kind: 'edit', group })}
        getRowId={(g) => g.id}
      />
      {open?.kind === 'edit' && (
        <PermissionGroupDialog
          group={open.group}
          canManage={canManage}
          onClose={() => setOpen(null)}
          onMembers={(group) => setOpen({ kind: 'members', group })}
        />
      )}
      {open?.kind === 'members' && (
        <GroupMembersDialog group={open.group} canManage={canManage} onClose={() => setOpen(null)} />
      )}
    </Box>
  );
}
