import { IDENTITY_ENDPOINTS } from '@dom/contract';
import { call } from '../../lib/api-client';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { PermissionCatalogueItem } from '@dom/contract';
import { useQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ChipList } from '../../components/data-table/chip-list';
import { DataTable } from '../../components/data-table/data-table';
import { FilterBar } from '../../components/filter-bar/filter-bar';
import type { FilterDefinition } from '../../components/filter-bar/filter-types';
import { filterQuery } from '../../components/filter-bar/filter-url-state';
import { useListState } from '../../components/list-state/use-list-state';
import { usePageTitle } from '../../lib/use-page-title';
import { CATALOGUE_KEY, PERMISSION_AREAS } from './catalogue-support';
import { ListError } from './list-error';
import { permissionLabel } from './permission-label';
import { roleLabel } from './users-support';

const column = createColumnHelper<PermissionCatalogueItem>();

/** `/permissions`: the permission catalogue, by area, with the roles that grant each (issue 4). */
export function PermissionsPage() {
  const { t } = useTranslation();
  usePageTitle(t('menu.permissions'));
  const filters = useMemo<FilterDefinition[]>(
    () => [
      { kind: 'text', key: 'search', label: t('permissionCatalogue.search') },
      {
        kind: 'select',
        key: 'family',
        label: t('permissionCatalogue.area'),
        options: PERMISSION_AREAS.map((area) => ({
          value: area,
          label: t(`permissionCatalogue.areas.${area}`),
        })),
      },
    ],
    [t],
  );
  const { values, setFilter, clearAll, page, setPage, wirePage } = useListState(filters);
  const query = { ...wirePage, ...filterQuery(values) };
  const permissions = useQuery({
    queryKey: [CATALOGUE_KEY, query],
    queryFn: () => call(IDENTITY_ENDPOINTS.permissionCatalogue, { query }),
  });

  const columns = useMemo(
    () => [
      column.accessor('name', {
        header: t('permissionCatalogue.permission'),
        // The readable name first, the catalogue's code under it.
        cell: (c) => (
          <Box>
            <Typography variant="body2">{permissionLabel(c.getValue())}</Typography>
            <Typography variant="caption" color="text.secondary" sx={{ fontFamily: 'monospace' }}>
              {c.getValue()}
            </Typography>
          </Box>
        ),
        meta: { nowrap: true },
      }),
      column.accessor('family', {
        header: t('permissionCatalogue.area'),
        cell: (c) => t(`permissionCatalogue.areas.${c.getValue()}`),
      }),
      column.accessor('isView', {
        header: t('permissionCatalogue.type'),
        cell: (c) => (
          <Chip
            size="small"
            variant="outlined"
            color={c.getValue() ? 'default' : 'primary'}
            label={c.getValue() ? t('permissionCatalogue.view') : t('permissionCatalogue.action')}
          />
        ),
      }),
      column.accessor('roles', {
        header: t('permissionCatalogue.grantedBy'),
        cell: (c) =>
          c.getValue().length === 0 ? (
            <Typography variant="body2" color="text.secondary">
              {t('permissionCatalogue.noRole')}
            </Typography>
          ) : (
            // A phone scrolls the table sideways rather than stacking chips into tall rows.
            <Box sx={{ minWidth: { xs: 360, md: 0 } }}>
              <ChipList items={c.getValue().map(roleLabel)} max={3} />
            </Box>
          ),
      }),
    ],
    [t],
  );

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Typography variant="h1">{t('menu.permissions')}</Typography>
      <FilterBar filters={filters} values={values} onChange={setFilter} onClearAll={clearAll} />
      {permissions.isError && (
        <ListError
          error={permissions.error}
          fallback={t('permissionCatalogue.loadFailed')}
          onRetry={() => void permissions.refetch()}
        />
      )}
      <DataTable
        ariaLabel={t('menu.permissions')}
        columns={columns}
        rows={permissions.data?.content ?? []}
        totalRows={permissions.data?.totalElements ?? 0}
        loading={permissions.isFetching}
        page={page}
        onPageChange={setPage}
        getRowId={(p) => p.name}
      />
    </Box>
  );
}
