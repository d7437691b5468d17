import type { OrderListItem, OrderPage } from '@dom/contract';
import type { OrderChannel } from '@dom/domain';
import { useQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Amount } from '../../components/amount/amount';
import { DataTable } from '../../components/data-table/data-table';
import { DateText } from '../../components/date-text/date-text';
import { useErrorToastOn } from './use-error-toast-on';
import type { QueryParams } from '../../lib/query-string';
import { orderSearchQuery } from './order-filters';
import { OrderStatusChip } from './order-status-chip';
import { ORDERS_KEY, exportOrders } from './orders-api';
import type { OrderListState } from './use-order-list-state';

const column = createColumnHelper<OrderListItem>();

export interface OrderTableProps {
  /** Sales orders show the buyer's PO and value; purchase orders the seller's. */
  view: 'sales' | 'purchase';
  channel: OrderChannel;
  state: OrderListState;
  search: (query: QueryParams) => Promise<OrderPage>;
}

/** One channel's orders, paged and sorted on the server; a row opens the order. */
export function OrderTable({ view, channel, state, search }: OrderTableProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { values, page, sort, setPage, setSort, wirePage } = state;
  const filters = orderSearchQuery(values, channel, sort);
  const query = { ...wirePage, ...filters };
  const orders = useQuery({ queryKey: [ORDERS_KEY, view, query], queryFn: () => search(query) });
  useErrorToastOn(orders.error, t('orders.listFailed'));

  const columns = useMemo(
    () => [
      column.accessor('orderKey', {
        header: t('orders.orderId'),
        enableSorting: true,
        meta: { nowrap: true },
      }),
      column.accessor('orderNumber', { header: t('orders.orderNumber'), meta: { nowrap: true } }),
      view === 'sales'
        ? column.accessor('buyerPONumber', {
            header: t('orders.poNumber'),
            cell: (c) => c.getValue() ?? '-',
            meta: { nowrap: true },
          })
        : column.accessor('sellerPoNumber', {
            header: t('orders.sellerPoNumber'),
            cell: (c) => c.getValue() ?? '-',
            meta: { nowrap: true },
          }),
      column.accessor('orderCategory', { header: t('orders.orderType') }),
      column.accessor('orderStatus', {
        header: t('orders.orderStatus'),
        cell: (c) => <OrderStatusChip value={c.getValue()} />,
      }),
      column.accessor('orderDate', {
        header: t('orders.orderDate'),
        enableSorting: true,
        cell: (c) => <DateText value={c.getValue()} />,
        meta: { nowrap: true },
      }),
      column.accessor('dueDate', {
        header: t('orders.dueDate'),
        cell: (c) => <DateText value={c.getValue()} />,
        meta: { nowrap: true },
      }),
      column.accessor('totalLineItems', { header: t('orders.totalLineItems'), meta: { align: 'right' } }),
      view === 'sales'
        ? column.accessor('orderValueExclTaxPaise', {
            header: t('orders.valueExclTax'),
            cell: (c) => <Amount value={c.getValue()} coloured={false} />,
            meta: { align: 'right', nowrap: true },
          })
        : column.accessor('sellerValuePaise', {
            header: t('orders.sellerValue'),
            cell: (c) => <Amount value={c.getValue()} coloured={false} />,
            meta: { align: 'right', nowrap: true },
          }),
      column.accessor('buyerName', { header: t('orders.buyerName'), meta: { width: 200 } }),
      column.accessor('sellerName', { header: t('orders.sellerName'), meta: { width: 200 } }),
    ],
    [t, view],
  );

  return (
    <DataTable
      ariaLabel={t('orders.listLabel')}
      columns={columns}
      rows={orders.data?.content ?? []}
      totalRows={orders.data?.totalElements ?? 0}
      loading={orders.isFetching}
      page={page}
      onPageChange={setPage}
      sort={sort}
      onSortChange={setSort}
      getRowId={(order) => order.orderKey}
      onRowClick={(order) => void navigate(`/sales-order/${encodeURIComponent(order.orderKey)}`)}
      exportAction={
        view === 'sales'
          ? { run: () => exportOrders(filters), failureMessage: t('orders.exportFailed') }
          : undefined
      }
    />
  );
}
