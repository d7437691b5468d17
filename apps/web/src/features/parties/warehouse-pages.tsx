import { PARTY_ENDPOINTS } from '@dom/contract';
import { call } from '../../lib/api-client';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { TFunction } from 'i18next';
import { orPlaceholder } from '@dom/domain';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { FilterBar } from '../../components/filter-bar/filter-bar';
import type { FilterDefinition } from '../../components/filter-bar/filter-types';
import { usePageTitle } from '../../lib/use-page-title';
import { SimpleTable } from '../../components/simple-table/simple-table';
import { useErrorToastOn } from '../../lib/use-error-toast-on';
import { ActiveText } from './active-text';
import { Fact, FactGrid } from '../../components/fact-grid/fact-grid';
import { WAREHOUSES_KEY } from './parties-support';
import { QueryStatus } from '../../components/query-status/query-status';
import { useListState } from '../../components/list-state/use-list-state';
import { WarehouseTable } from './warehouse-table';
import '../../i18n/parts/parties';

function warehouseFilters(t: TFunction): FilterDefinition[] {
  return [
    { kind: 'text', key: 'warehouseName', label: t('parties.warehouse.name') },
    { kind: 'text', key: 'sourceCode', label: t('parties.warehouse.sourceCode') },
    { kind: 'text', key: 'warehouseType', label: t('parties.warehouse.type') },
    { kind: 'text', key: 'region', label: t('parties.warehouse.region') },
    { kind: 'text', key: 'city', label: t('parties.city') },
  ];
}

/** `/warehouses`: warehouses (sources) by name, code, type, region and city. */
export function WarehouseListPage() {
  const { t } = useTranslation();
  usePageTitle(t('parties.warehouse.listTitle'));
  const filters = useMemo(() => warehouseFilters(t), [t]);
  const state = useListState(filters);
  const query = { ...state.wirePage, ...state.query };
  const warehouses = useQuery({
    queryKey: [WAREHOUSES_KEY, 'list', query],
    queryFn: () => call(PARTY_ENDPOINTS.searchWarehouses, { query }),
  });
  // The spec's own fallback words for this list (doc 2 §8).
  useErrorToastOn(warehouses.error, t('parties.warehouse.listFailed'));
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Typography variant="h1">{t('parties.warehouse.listTitle')}</Typography>
      <FilterBar
        filters={filters}
        values={state.values}
        onChange={state.setFilter}
        onClearAll={state.clearAll}
      />
      <WarehouseTable
        page={state.page}
        onPageChange={state.setPage}
        data={warehouses.data}
        loading={warehouses.isFetching}
      />
    </Box>
  );
}

/** `/warehouses/:id`: the warehouse's details and contacts. */
export function WarehouseDetailPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const warehouse = useQuery({
    queryKey: [WAREHOUSES_KEY, 'detail', id],
    queryFn: () => call(PARTY_ENDPOINTS.warehouse, { params: { id } }),
  });
  const w = warehouse.data;
  usePageTitle(w?.warehouseName ?? t('parties.warehouse.detailTitle'));
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="h1" sx={{ overflowWrap: 'anywhere' }}>
          {w?.warehouseName ?? t('parties.warehouse.detailTitle')}
        </Typography>
        {w && <ActiveText active={w.isActive} />}
      </Box>
      <QueryStatus
        pending={warehouse.isPending}
        error={warehouse.error}
        fallback={t('parties.warehouse.detailFailed')}
      />
      {w && (
        <>
          <FactGrid>
            <Fact label={t('parties.warehouse.sourceCode')}>{orPlaceholder(w.sourceCode)}</Fact>
            <Fact label={t('parties.warehouse.type')}>{w.warehouseType}</Fact>
            <Fact label={t('parties.warehouse.region')}>{orPlaceholder(w.region)}</Fact>
            <Fact label={t('parties.seller.name')}>{w.sellerName}</Fact>
            <Fact label={t('parties.gstin')}>{w.gstin}</Fact>
            <Fact label={t('parties.address')}>
              {[w.addressLine1, w.city, `${w.state} ${w.pinCode}`, w.country].filter(Boolean).join(', ')}
            </Fact>
          </FactGrid>
          <Typography variant="h2">{t('parties.warehouse.contacts')}</Typography>
          <SimpleTable
            label={t('parties.warehouse.contacts')}
            headers={[
              { text: t('parties.contact.name') },
              { text: t('parties.contact.designation') },
              { text: t('parties.phone') },
              { text: t('parties.email') },
            ]}
            rows={w.contacts.map((c) => ({
              id: c.contactId,
              cells: [
                c.name,
                orPlaceholder(c.designation),
                orPlaceholder(c.phoneNumber),
                orPlaceholder(c.email),
              ],
            }))}
          />
        </>
      )}
    </Box>
  );
}
