import { ORDER_ENDPOINTS } from '@dom/contract';
import { urlOf } from '../../lib/api-client';
import { downloadXlsx } from '../../components/xlsx/xlsx';
import type { OrderListItem, OrderPage } from '@dom/contract';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ListScreen } from '../../components/list-screen/list-screen';
import type { QueryParams } from '../../lib/query-string';
import { orderColumns } from './order-columns';
import { ORDER_FILTERS_IN_VIEW, orderChannelTabs, orderSearchQuery, useOrderFilters } from './order-filters';
import { OrderListActions } from './order-list-actions';
import { ORDERS_KEY } from './orders-support';

export interface OrderListScreenProps {
  view: 'sales' | 'purchase';
  title: string;
  search: (query: QueryParams) => Promise<OrderPage>;
}

/**
 * Filters and sort in the address, one tab per channel (DIRECT, UBS, Retail) in the hash, each
 * paged by keyset cursor; a row opens the order (the purchase view the seller-side purchase order).
 */
export function OrderListScreen({ view, title, search }: OrderListScreenProps) {
  const { t } = useTranslation();
  const filters = useOrderFilters(t);
  const columns = useMemo(() => orderColumns(t, view), [t, view]);
  const channels = useMemo(() => orderChannelTabs(t), [t]);
  const base = view === 'sales' ? '/sales-order' : '/purchase-order';
  return (
    <ListScreen<OrderListItem>
      title={title}
      tableLabel={t('orders.listLabel')}
      actions={view === 'sales' && <OrderListActions />}
      filters={filters}
      filtersInView={ORDER_FILTERS_IN_VIEW}
      tabs={{ ariaLabel: t('orders.channelTabs'), items: channels }}
      columns={columns}
      queryKey={[ORDERS_KEY, view]}
      keyset
      load={search}
      searchQuery={orderSearchQuery}
      sortable
      showFirstLast
      failedMessage={t('orders.listFailed')}
      getRowId={(order) => order.orderKey}
      rowHref={(order) => `${base}/${encodeURIComponent(order.orderKey)}`}
      cardFields={{
        id: 'orderKey',
        party: view === 'sales' ? 'buyerName' : 'sellerName',
        amount: view === 'sales' ? 'orderValueExclTaxPaise' : 'sellerValuePaise',
        status: 'orderStatus',
        date: 'orderDate',
      }}
      exportAction={
        view === 'sales'
          ? {
              run: (query: QueryParams): Promise<void> =>
                downloadXlsx(urlOf(ORDER_ENDPOINTS.export), 'orders', query),
              failureMessage: t('orders.exportFailed'),
            }
          : undefined
      }
    />
  );
}
