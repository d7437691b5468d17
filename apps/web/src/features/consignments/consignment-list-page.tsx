import { CONSIGNMENT_ENDPOINTS } from '@dom/contract';
import { urlOf } from '../../lib/api-client';
import { downloadXlsx } from '../../components/xlsx/xlsx';
import { type QueryParams } from '../../lib/query-string';
import type { ConsignmentListItem } from '@dom/contract';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ListScreen } from '../../components/list-screen/list-screen';
import { useListState } from '../../components/list-state/use-list-state';
import { useViewport } from '../../lib/use-viewport';
import { consignmentColumns, consignmentPath } from './consignment-columns';
import {
  CONSIGNMENT_FILTERS_IN_VIEW,
  consignmentFilters,
  consignmentSearchQuery,
  searchWarehouses,
  warehouseName,
} from './consignment-filters';
import { useStatusTabs } from './consignment-status-tabs';
import { CONSIGNMENTS_KEY, searchConsignments } from './consignments-support';
import '../../i18n/parts/consignments';

/**
 * `/consignments` (admin and seller portal; the server scopes the rows): every filter of the
 * advanced search in the address, one tab per status with its count in the hash.
 */
export function ConsignmentListPage() {
  const { t } = useTranslation();
  const phone = useViewport() === 'mobile';
  const filters = useMemo(
    () => consignmentFilters(t, { phone, searchWarehouses, warehouseName }),
    [t, phone],
  );
  const columns = useMemo(() => consignmentColumns(t), [t]);
  // The same address as the list's, so the counts follow its filters.
  const tabs = useStatusTabs(t, useListState(filters).values);
  return (
    <ListScreen<ConsignmentListItem>
      title={t('menu.consignments')}
      tableLabel={t('consignments.listLabel')}
      filters={filters}
      filtersInView={CONSIGNMENT_FILTERS_IN_VIEW}
      tabs={{ ariaLabel: t('consignments.statusTabs'), items: tabs }}
      columns={columns}
      queryKey={[CONSIGNMENTS_KEY, 'list']}
      load={searchConsignments}
      searchQuery={consignmentSearchQuery}
      failedMessage={t('consignments.listFailed')}
      getRowId={(row) => row.consignmentKey}
      rowHref={(row) => consignmentPath(row.consignmentKey)}
      cardFields={{
        id: 'consignmentKey',
        party: 'buyerName',
        more: ['sellerName', 'quantity'],
        amount: 'totalPaise',
        status: 'status',
        date: 'createdAt',
      }}
      exportAction={{
        run: (query: QueryParams): Promise<void> =>
          downloadXlsx(urlOf(CONSIGNMENT_ENDPOINTS.export), 'consignments', query),
        failureMessage: t('consignments.exportFailed'),
      }}
    />
  );
}
