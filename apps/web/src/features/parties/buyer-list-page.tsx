import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { BuyerListItem } from '@dom/contract';
import { BUSINESS_UNITS, BUYER_ONBOARDING_STATUSES, orPlaceholder } from '@dom/domain';
import { useQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useSession } from '../../app/session/session-context';
import { DataTable } from '../../components/data-table/data-table';
import { FilterBar } from '../../components/filter-bar/filter-bar';
import type { FilterDefinition } from '../../components/filter-bar/filter-types';
import { StatusChip, statusOptions } from '../../components/status-chip/status-chip';
import { usePageTitle } from '../../lib/use-page-title';
import { useViewport } from '../../lib/use-viewport';
import { useErrorToastOn } from '../../lib/use-error-toast-on';
import { BUYERS_KEY, exportBuyers, searchBuyers } from './parties-api';
import { useListState } from '../../components/list-state/use-list-state';

const column = createColumnHelper<BuyerListItem>();

/** The buyer search (doc 2 §3 summary fields): every filter is a call parameter of the same name. */
/** On a phone the text filters stay unfolded, so only the three most used are offered there. */
const PHONE_FILTERS = new Set(['buyerName', 'buyerPhoneNumber', 'buyerGstNum', 'businessUnits', 'statuses']);

function buyerFilters(t: TFunction, phone: boolean): FilterDefinition[] {
  return allBuyerFilters(t).filter((f) => !phone || PHONE_FILTERS.has(f.key));
}

function allBuyerFilters(t: TFunction): FilterDefinition[] {
  return [
    { kind: 'text', key: 'buyerName', label: t('parties.buyer.name') },
    { kind: 'text', key: 'buyerPhoneNumber', label: t('parties.buyer.phone') },
    { kind: 'text', key: 'buyerGstNum', label: t('parties.gstin') },
    { kind: 'text', key: 'booksBuyerId', label: t('parties.buyer.booksId') },
    { kind: 'text', key: 'crmBuyerId', label: t('parties.buyer.crmId') },
    { kind: 'text', key: 'buyerAlliedCode', label: t('parties.buyer.alliedCode') },
    {
      kind: 'multiSelect',
      key: 'businessUnits',
      label: t('parties.businessUnit'),
      options: BUSINESS_UNITS.map((b) => ({ value: b.value, label: b.label })),
    },
    {
      kind: 'multiSelect',
      key: 'statuses',
      label: t('parties.status'),
      options: statusOptions(t, BUYER_ONBOARDING_STATUSES),
    },
    { kind: 'text', key: 'salesPartner', label: t('parties.buyer.salesPartner') },
  ];
}

/** `/buyer`: the buyers the user may see (an RM only their own), searchable and exportable. */
export function BuyerListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { hasPermission } = useSession();
  usePageTitle(t('parties.buyer.listTitle'));
  const phone = useViewport() === 'mobile';
  const filters = useMemo(() => buyerFilters(t, phone), [t, phone]);
  const state = useListState(filters);
  const query = { ...state.wirePage, ...state.query };
  const buyers = useQuery({ queryKey: [BUYERS_KEY, 'list', query], queryFn: () => searchBuyers(query) });
  useErrorToastOn(buyers.error, t('parties.buyer.listFailed'));

  const columns = useMemo(
    () => [
      column.accessor('buyerName', {
        header: t('parties.buyer.name'),
        // Long company names would otherwise wrap word by word beside the wide columns.
        cell: (c) => <Box sx={{ minWidth: 200 }}>{c.getValue()}</Box>,
      }),
      column.accessor('status', {
        header: t('parties.status'),
        cell: (c) => <StatusChip statuses={BUYER_ONBOARDING_STATUSES} value={c.getValue()} />,
      }),
      column.accessor('buyerGstNum', { header: t('parties.gstin'), meta: { nowrap: true } }),
      column.accessor('buyerPhoneNumber', {
        header: t('parties.buyer.phone'),
        cell: (c) => orPlaceholder(c.getValue()),
        meta: { nowrap: true },
      }),
      column.accessor('booksBuyerId', {
        header: t('parties.buyer.booksId'),
        cell: (c) => orPlaceholder(c.getValue()),
        meta: { nowrap: true },
      }),
      column.accessor('crmBuyerId', {
        header: t('parties.buyer.crmId'),
        cell: (c) => orPlaceholder(c.getValue()),
        meta: { nowrap: true },
      }),
      column.accessor('buyerAlliedCode', {
        header: t('parties.buyer.alliedCode'),
        cell: (c) => orPlaceholder(c.getValue()),
      }),
      column.accessor('businessUnit', { header: t('parties.businessUnit') }),
      column.accessor('salesPartner', {
        header: t('parties.buyer.salesPartner'),
        cell: (c) => orPlaceholder(c.getValue()),
        meta: { nowrap: true },
      }),
      column.accessor('city', {
        header: t('parties.city'),
        cell: (c) => `${c.getValue()}, ${c.row.original.state}`,
        meta: { nowrap: true },
      }),
    ],
    [t],
  );

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="h1">{t('parties.buyer.listTitle')}</Typography>
        <Box sx={{ flexGrow: 1 }} />
        {hasPermission('Display_Buyer_Entity_Tab') && (
          <Button component={RouterLink} to="/buyer-entity" variant="outlined">
            {t('parties.entity.open')}
          </Button>
        )}
      </Box>
      <FilterBar
        filters={filters}
        values={state.values}
        onChange={state.setFilter}
        onClearAll={state.clearAll}
      />
      <DataTable
        ariaLabel={t('parties.buyer.listTitle')}
        columns={columns}
        rows={buyers.data?.content ?? []}
        totalRows={buyers.data?.totalElements ?? 0}
        loading={buyers.isFetching}
        page={state.page}
        onPageChange={state.setPage}
        getRowId={(buyer) => buyer.buyerId}
        onRowClick={(buyer) => void navigate(`/buyer/${encodeURIComponent(buyer.buyerId)}`)}
        exportAction={{
          run: () => exportBuyers(state.query),
          failureMessage: t('parties.buyer.exportFailed'),
        }}
      />
    </Box>
  );
}
