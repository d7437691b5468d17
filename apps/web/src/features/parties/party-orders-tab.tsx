import type { OrderListItem, OrderPage } from '@dom/contract';
import { useQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Amount } from '../../components/amount/amount';
import { DataTable } from '../../components/data-table/data-table';
import { DateText } from '../../components/date-text/date-text';
import { OrderStatusChip } from '../../components/status-chip/order-status-chip';
import { useListState } from '../../components/list-state/use-list-state';
import { useErrorToastOn } from '../../lib/use-error-toast-on';
import type { QueryParams } from '../../lib/query-string';
import '../../i18n/parts/parties';

const column = createColumnHelper<OrderListItem>();

/** A buyer's or seller's orders, newest first; a row opens the order. */
export function PartyOrdersTab({
  partyKey,
  load,
}: {
  /** Names the party in the query cache, e.g. ['buyers', id]. */
  partyKey: readonly string[];
  load: (query: QueryParams) => Promise<OrderPage>;
}) {
  const { t } = useTranslation();
  const { page, setPage, wirePage } = useListState(undefined, { prefix: 'orders' });
  const query = { ...wirePage, sortBy: 'orderDate', sortOrder: 'desc' };
  const orders = useQuery({
    queryKey: [...partyKey, 'orders', query],
    queryFn: () => load(query),
  });
  useErrorToastOn(orders.error, t('orders.listFailed'));
  const columns = useMemo(
    () => [
      column.accessor('orderNumber', { header: t('orders.orderNumber'), meta: { nowrap: true } }),
      column.accessor('orderStatus', {
        header: t('orders.orderStatus'),
        cell: (c) => <OrderStatusChip value={c.getValue()} />,
      }),
      column.accessor('orderDate', {
        header: t('orders.orderDate'),
        cell: (c) => <DateText value={c.getValue()} />,
        meta: { nowrap: true },
      }),
      column.accessor('orderValueExclTaxPaise', {
        header: t('orders.valueExclTax'),
        cell: (c) => <Amount value={c.getValue()} coloured={false} />,
        meta: { align: 'right', nowrap: true },
      }),
      column.accessor('sellerName', { header: t('orders.sellerName') }),
    ],
    [t],
  );
  return (
    <DataTable
      ariaLabel={t('parties.buyerTabs.orders')}
      columns={columns}
      rows={orders.data?.content ?? []}
      totalRows={orders.data?.totalElements ?? 0}
      loading={orders.isFetching}
      page={page}
      onPageChange={setPage}
      getRowId={(o) => o.orderKey}
      rowHref={(o) => `/sales-order/${encodeURIComponent(o.orderKey)}`}
    />
  );
}
