import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { IDENTITY_ENDPOINTS, type Resource, type RoleRow, type UserSummary } from '@dom/contract';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ChipList } from '../../components/data-table/chip-list';
import { TabbedPage, type TabDefinition } from '../../components/tabbed-page/tabbed-page';
import { useSession } from '../../app/session/session-context';
import { call } from '../../lib/api-client';
import { usePageTitle } from '../../lib/use-page-title';
import { ActiveChip } from './active-chip';
import { PagedList } from './paged-list';
import { roleLabel } from './users-support';

const role = createColumnHelper<RoleRow>();
const user = createColumnHelper<UserSummary>();
const resource = createColumnHelper<Resource>();
const KEY = 'identity-roles-dashboard';

/** `/roles-dashboard`: the roles, the signed-in user's reportees and the resources (issue 4). */
export function RolesDashboardPage() {
  const { t } = useTranslation();
  const { user: me } = useSession();
  usePageTitle(t('menu.rolesDashboard'));
  const tabs = useMemo<TabDefinition[]>(() => {
    const roleColumns = [
      role.accessor('label', { header: t('rolesDashboard.role') }),
      role.accessor('name', { header: t('rolesDashboard.code'), meta: { nowrap: true } }),
      role.accessor('kind', { header: t('rolesDashboard.kind') }),
      role.accessor('permissionCount', { header: t('rolesDashboard.permissions'), meta: { align: 'right' } }),
      role.accessor('userCount', { header: t('rolesDashboard.users'), meta: { align: 'right' } }),
    ];
    const userColumns = [
      user.accessor('displayName', { header: t('users.name') }),
      user.accessor('username', { header: t('users.username') }),
      user.accessor('roles', {
        header: t('users.roles'),
        cell: (c) => <ChipList items={c.getValue().map(roleLabel)} max={2} />,
      }),
      user.accessor('isActive', {
        header: t('users.status'),
        cell: (c) => <ActiveChip active={c.getValue()} />,
      }),
    ];
    const resourceColumns = [
      resource.accessor('name', { header: t('rolesDashboard.resource') }),
      resource.accessor('kind', { header: t('rolesDashboard.kind') }),
      resource.accessor('path', { header: t('rolesDashboard.path') }),
      resource.accessor('permission', { header: t('rolesDashboard.permission') }),
    ];
    return [
      {
        id: 'roles',
        label: t('rolesDashboard.tabs.roles'),
        render: () => (
          <PagedList
            load={(query) => call(IDENTITY_ENDPOINTS.roles, { query })}
            loadKey={[IDENTITY_ENDPOINTS.roles.id]}
            columns={roleColumns}
            ariaLabel={t('rolesDashboard.tabs.roles')}
            queryKey={KEY}
            prefix="roles"
          />
        ),
      },
      {
        id: 'reportees',
        label: t('rolesDashboard.tabs.reportees'),
        render: () => (
          <PagedList
            load={(query) => call(IDENTITY_ENDPOINTS.reportees, { params: { id: me?.id ?? '' }, query })}
            loadKey={[IDENTITY_ENDPOINTS.reportees.id, me?.id]}
            columns={userColumns}
            ariaLabel={t('rolesDashboard.tabs.reportees')}
            queryKey={KEY}
            prefix="reportees"
          />
        ),
      },
      {
        id: 'resources',
        label: t('rolesDashboard.tabs.resources'),
        permission: 'Display_Resources_Tab',
        render: () => (
          <PagedList
            load={(query) => call(IDENTITY_ENDPOINTS.resources, { query })}
            loadKey={[IDENTITY_ENDPOINTS.resources.id]}
            columns={resourceColumns}
            ariaLabel={t('rolesDashboard.tabs.resources')}
            queryKey={KEY}
            prefix="resources"
          />
        ),
      },
    ];
  }, [t, me?.id]);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Typography variant="h1">{t('menu.rolesDashboard')}</Typography>
      <TabbedPage tabs={tabs} ariaLabel={t('menu.rolesDashboard')} />
    </Box>
  );
}
