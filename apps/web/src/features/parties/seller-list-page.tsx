import { call } from '../../lib/api-client';
import { type QueryParams } from '../../lib/query-string';
import Box from '@mui/material/Box';
import type { SellerListItem } from '@dom/contract';
import { SELLER_TYPES, PARTY_ENDPOINTS } from '@dom/contract';
import { BUSINESS_UNITS as UNITS, SELLER_ONBOARDING_STATUSES as STATUSES, orPlaceholder } from '@dom/domain';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { FilterDefinition } from '../../components/filter-bar/filter-types';
import { ListScreen } from '../../components/list-screen/list-screen';
import { StatusChip, statusOptions } from '../../components/status-chip/status-chip';
import { SELLERS_KEY } from './parties-support';
import '../../i18n/parts/parties';

const column = createColumnHelper<SellerListItem>();
/** On a phone the text filters stay unfolded, so only the most used are offered there. */
const PHONE_FILTERS = ['sellerName', 'gstNumber', 'statuses', 'sellerTypes', 'businessUnits'];

/** `/seller-profiles`: the sellers the user may see (a seller only itself). */
export function SellerListPage() {
  const { t } = useTranslation();
  const filters = useMemo<FilterDefinition[]>(() => {
    const statuses = statusOptions(t, STATUSES);
    const types = SELLER_TYPES.map((v) => ({ value: v, label: t(`parties.seller.types.${v}`) }));
    return [
      { kind: 'text', key: 'sellerName', label: t('parties.seller.name') },
      { kind: 'text', key: 'sellerCode', label: t('parties.seller.code') },
      { kind: 'text', key: 'gstNumber', label: t('parties.gstin') },
      { kind: 'text', key: 'sellerBooksId', label: t('parties.seller.booksId') },
      { kind: 'multiSelect', key: 'statuses', label: t('parties.status'), options: statuses },
      { kind: 'multiSelect', key: 'sellerTypes', label: t('parties.seller.type'), options: types },
      { kind: 'multiSelect', key: 'businessUnits', label: t('parties.businessUnit'), options: UNITS },
      { kind: 'text', key: 'city', label: t('parties.city') },
    ];
  }, [t]);
  const columns = useMemo(
    () => [
      column.accessor('sellerName', {
        header: t('parties.seller.name'),
        cell: (c) => <Box sx={{ minWidth: 200 }}>{c.getValue()}</Box>,
      }),
      column.accessor('sellerCode', { header: t('parties.seller.code'), meta: { nowrap: true } }),
      column.accessor('status', {
        header: t('parties.status'),
        cell: (c) => <StatusChip statuses={STATUSES} value={c.getValue()} />,
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
    <ListScreen
      title={t('parties.seller.listTitle')}
      filters={filters}
      phoneFilters={PHONE_FILTERS}
      columns={columns}
      queryKey={[SELLERS_KEY, 'list']}
      load={(query: QueryParams) => call(PARTY_ENDPOINTS.searchSellers, { query })}
      failedMessage={t('parties.seller.listFailed')}
      getRowId={(s) => s.sellerId}
      rowHref={(s) => `/seller-profiles/${encodeURIComponent(s.sellerId)}`}
    />
  );
}
