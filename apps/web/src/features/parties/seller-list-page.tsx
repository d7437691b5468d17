import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { SellerListItem } from '@dom/contract';
import { BUSINESS_UNITS, SELLER_ONBOARDING_STATUSES, orPlaceholder } from '@dom/domain';
import { SELLER_TYPES } from '@dom/contract';
import { useQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { DataTable } from '../../components/data-table/data-table';
import { FilterBar } from '../../components/filter-bar/filter-bar';
import type { FilterDefinition } from '../../components/filter-bar/filter-types';
import { StatusChip, statusOptions } from '../../components/status-chip/status-chip';
import { usePageTitle } from '../../lib/use-page-title';
import { useViewport } from '../../lib/use-viewport';
import { useErrorToastOn } from '../../lib/use-error-toast-on';
import { SELLERS_KEY, searchSellers } from './parties-api';
import { useListState } from '../../components/list-state/use-list-state';

const column = createColumnHelper<SellerListItem>();

const PHONE_FILTERS = new Set(['sellerName', 'gstNumber', 'statuses', 'sellerTypes', 'businessUnits']);

function sellerFilters(t: TFunction, phone: boolean): FilterDefinition[] {
  return allSellerFilters(t).filter((f) => !phone || PHONE_FILTERS.has(f.key));
}

function allSellerFilters(t: TFunction): FilterDefinition[] {
  return [
    { kind: 'text', key: 'sellerName', label: t('parties.seller.name') },
    { kind: 'text', key: 'sellerCode', label: t('parties.seller.code') },
    { kind: 'text', key: 'gstNumber', label: t('parties.gstin') },
    { kind: 'text', key: 'sellerBooksId', label: t('parties.seller.booksId') },
    {
      kind: 'multiSelect',
      key: 'statuses',
      label: t('parties.status'),
      options: statusOptions(t, SELLER_ONBOARDING_STATUSES),
    },
    {
      kind: 'multiSelect',
      key: 'sellerTypes',
      label: t('parties.seller.type'),
      options: SELLER_TYPES.map((v) => ({ value: v, label: t(`parties.seller.types.${v}`) })),
    },
    {
      kind: 'multiSelect',
      key: 'businessUnits',
      label: t('parties.businessUnit'),
      options: BUSINESS_UNITS.map((b) => ({ value: b.value, label: b.label })),
    },
    { kind: 'text', key: 'city', label: t('parties.city') },
  ];
}

/** `/seller-profiles`: the sellers the user may see (a seller only itself). */
export function SellerListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  usePageTitle(t('parties.seller.listTitle'));
  const phone = useViewport() === 'mobile';
  const filters = useMemo(() => sellerFilters(t, phone), [t, phone]);
  const state = useListState(filters);
  const query = { ...state.wirePage, ...state.query };
  const sellers = useQuery({ queryKey: [SELLERS_KEY, 'list', query], queryFn: () => searchSellers(query) });
  useErrorToastOn(sellers.error, t('parties.seller.listFailed'));
  const columns = useMemo(
    () => [
      column.accessor('sellerName', {
        header: t('parties.seller.name'),
        cell: (c) => <Box sx={{ minWidth: 200 }}>{c.getValue()}</Box>,
      }),
      column.accessor('sellerCode', { header: t('parties.seller.code'), meta: { nowrap: true } }),
      column.accessor('status', {
        header: t('parties.status'),
        cell: (c) => <StatusChip statuses={SELLER_ONBOARDING_STATUSES} value={c.getValue()} />,
      }),
      column.accessor('gstNumber', { header: t('parties.gstin'), meta: { nowrap: true } }),
      column.accessor('sellerType', {
        header: t('parties.seller.type'),
        cell: (c) => t(`parties.seller.types.${c.getValue()}`, { defaultValue: c.getValue() }),
      }),
      column.accessor('businessUnit', { header: t('parties.businessUnit') }),
      column.accessor('city', {
        header: t('parties.city'),
        cell: (c) => `${c.getValue()}, ${c.row.original.state}`,
      }),
      column.accessor('mobile', {
        header: t('parties.phone'),
        cell: (c) => orPlaceholder(c.getValue()),
        meta: { nowrap: true },
      }),
    ],
    [t],
  );
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Typography variant="h1">{t('parties.seller.listTitle')}</Typography>
      <FilterBar
        filters={filters}
        values={state.values}
        onChange={state.setFilter}
        onClearAll={state.clearAll}
      />
      <DataTable
        ariaLabel={t('parties.seller.listTitle')}
        columns={columns}
        rows={sellers.data?.content ?? []}
        totalRows={sellers.data?.totalElements ?? 0}
        loading={sellers.isFetching}
        page={state.page}
        onPageChange={state.setPage}
        getRowId={(s) => s.sellerId}
        onRowClick={(s) => void navigate(`/seller-profiles/${encodeURIComponent(s.sellerId)}`)}
      />
    </Box>
  );
}
