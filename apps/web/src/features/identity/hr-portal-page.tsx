import { IDENTITY_ENDPOINTS } from '@dom/contract';
import { call } from '../../lib/api-client';
import Box from '@mui/material/Box';
import type { UserSummary } from '@dom/contract';
import { useQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-header/page-header';
import { ChipList } from '../../components/data-table/chip-list';
import { DataTable } from '../../components/data-table/data-table';
import { DateText } from '../../components/date-text/date-text';
import { FilterBar } from '../../components/filter-bar/filter-bar';
import { filterQuery } from '../../components/filter-bar/filter-url-state';
import type { FilterDefinition } from '../../components/filter-bar/filter-types';
import { useListState } from '../../components/list-state/use-list-state';
import { useSession } from '../../app/session/session-context';
import { usePageTitle } from '../../lib/use-page-title';
import { CreateUserDialog } from './create-user-dialog';
import { ActiveChip } from './active-chip';
import { UserDialog } from './user-dialog';
import { ROLE_OPTIONS, USERS_KEY, roleLabel } from './users-support';

const column = createColumnHelper<UserSummary>();

/** `/hr-portal`: the users, with create, activation, manager and assignable roles (issue 4). */
export function HrPortalPage() {
  const { t } = useTranslation();
  const { hasPermission } = useSession();
  usePageTitle(t('menu.hrPortal'));
  const [creating, setCreating] = useState(false);
  const [selected, setSelected] = useState<UserSummary | null>(null);

  const filters = useMemo<FilterDefinition[]>(
    () => [
      { kind: 'text', key: 'search', label: t('users.search') },
      { kind: 'select', key: 'role', label: t('users.role'), options: ROLE_OPTIONS },
      {
        kind: 'select',
        key: 'isActive',
        label: t('users.status'),
        options: [
          { value: 'true', label: t('users.active') },
          { value: 'false', label: t('users.inactive') },
        ],
      },
    ],
    [t],
  );
  const { values, setFilter, clearAll, page, sort, setPage, setSort, wirePage } = useListState(filters);
  const query = { ...wirePage, ...filterQuery(values) };
  const users = useQuery({
    queryKey: [USERS_KEY, query],
    queryFn: () => call(IDENTITY_ENDPOINTS.users, { query }),
  });

  const columns = useMemo(
    () => [
      column.accessor('displayName', { header: t('users.name') }),
      column.accessor('username', { header: t('users.username'), meta: { nowrap: true } }),
      column.accessor('roles', {
        header: t('users.roles'),
        cell: (c) => <ChipList items={c.getValue().map(roleLabel)} max={2} />,
      }),
      column.accessor('businessUnits', {
        header: t('users.businessUnits'),
        cell: (c) => c.getValue().join(', '),
      }),
      column.accessor('isActive', {
        header: t('users.status'),
        cell: (c) => <ActiveChip active={c.getValue()} />,
      }),
      column.accessor('createdAt', {
        header: t('users.createdAt'),
        cell: (c) => <DateText value={c.getValue()} />,
      }),
    ],
    [t],
  );

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <PageHeader
        title={t('menu.hrPortal')}
        createLabel={t('users.create')}
        {...(hasPermission('Allow_User_Create') ? { onCreate: () => setCreating(true) } : {})}
      />
      <FilterBar filters={filters} values={values} onChange={setFilter} onClearAll={clearAll} />
      <DataTable
        ariaLabel={t('users.title')}
        columns={columns}
        rows={users.data?.content ?? []}
        totalRows={users.data?.totalElements ?? 0}
        loading={users.isFetching}
        page={page}
        onPageChange={setPage}
        sort={sort}
        onSortChange={setSort}
        onRowClick={setSelected}
        getRowId={(u) => u.id}
      />
      {creating && <CreateUserDialog onClose={() => setCreating(false)} />}
      {selected && <UserDialog user={selected} onClose={() => setSelected(null)} />}
    </Box>
  );
}
