import type { OrderListItem, OrderPage } from '@dom/contract';
import type { OrderChannel } from '@dom/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type ColumnDef, createColumnHelper } from '@tanstack/react-table';
import type { TFunction } from 'i18next';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Amount } from '../../components/amount/amount';
import { DataTable } from '../../components/data-table/data-table';
import { DateText } from '../../components/date-text/date-text';
import { useErrorToastOn } from '../../lib/use-error-toast-on';
import type { QueryParams } from '../../lib/query-string';
import { orderSearchQuery } from './order-filters';
import { OrderStatusChip } from '../../components/status-chip/order-status-chip';
import { ORDERS_KEY, exportOrders } from './orders-api';
import type { ListState } from '../../components/list-state/use-list-state';

const column = createColumnHelper<OrderListItem>();

export interface OrderTableProps {
  /** Sales orders show the buyer's PO and values; purchase orders the seller's. */
  view: 'sales' | 'purchase';
  channel: OrderChannel;
  state: ListState;
  search: (query: QueryParams) => Promise<OrderPage>;
}

const money = (
  header: string,
  key: 'orderValueExclTaxPaise' | 'preTaxValuePaise' | 'shippingCostPaise' | 'sellerValuePaise',
) =>
  column.accessor(key, {
    header,
    cell: (c) => <Amount value={c.getValue()} coloured={false} />,
    meta: { align: 'right', nowrap: true },
  });

/** The spec's Order labels (doc 2 §3), in its order; the purchase view swaps in the seller's side. */
export function orderColumns(t: TFunction, view: 'sales' | 'purchase'): ColumnDef<OrderListItem, never>[] {
  const columns = [
    column.accessor('orderKey', { header: t('orders.orderId'), enableSorting: true, meta: { nowrap: true } }),
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
    column.accessor('deliveryDate', {
      header: t('orders.deliveryDate'),
      cell: (c) => <DateText value={c.getValue()} />,
      meta: { nowrap: true },
    }),
    column.accessor('totalLineItems', { header: t('orders.totalLineItems'), meta: { align: 'right' } }),
    ...(view === 'sales'
      ? [
          money(t('orders.valueExclTax'), 'orderValueExclTaxPaise'),
          money(t('orders.preTaxValue'), 'preTaxValuePaise'),
          money(t('orders.shippingCost'), 'shippingCostPaise'),
          column.accessor('creditDays', { header: t('orders.creditDays'), meta: { align: 'right' } }),
        ]
      : [money(t('orders.sellerValue'), 'sellerValuePaise')]),
    column.accessor('sellerName', { header: t('orders.sellerName'), meta: { width: 200, truncate: 240 } }),
    column.accessor('buyerName', { header: t('orders.buyerName'), meta: { width: 200, truncate: 240 } }),
  ];
  return columns;
}

/**
 * One channel's orders, paged and sorted on the server; a row opens the order (the purchase view
 * opens the seller-side purchase order). Next and previous page go by keyset cursor.
 */
export function OrderTable({ view, channel, state, search }: OrderTableProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { values, page, sort, setPageOf, markFirstPage, setSort, wirePageFor } = state;
  const filters = orderSearchQuery(values, channel, sort);
  const query = { ...wirePageFor(channel), ...filters };
  const orders = useQuery({
    queryKey: [ORDERS_KEY, view, query],
    queryFn: () => search(query),
    placeholderData: keepPreviousData,
  });
  useErrorToastOn(orders.error, t('orders.listFailed'));
  const answeredFirst = orders.data?.isFirstPage === true && !orders.isPlaceholderData;
  useEffect(() => {
    if (answeredFirst && page.page > 1) markFirstPage();
  }, [answeredFirst, page.page, markFirstPage]);

  const columns = useMemo(() => orderColumns(t, view), [t, view]);
  const base = view === 'sales' ? '/sales-order' : '/purchase-order';

  return (
    <DataTable
      ariaLabel={t('orders.listLabel')}
      columns={columns}
      rows={orders.data?.content ?? []}
      totalRows={orders.data?.totalElements ?? 0}
      loading={orders.isFetching}
      page={page}
      onPageChange={(next) => setPageOf(channel, next, orders.isPlaceholderData ? undefined : orders.data)}
      sort={sort}
      onSortChange={setSort}
      getRowId={(order) => order.orderKey}
      onRowClick={(order) => void navigate(`${base}/${encodeURIComponent(order.orderKey)}`)}
      showFirstLast
      exportAction={
        view === 'sales'
          ? { run: () => exportOrders(filters), failureMessage: t('orders.exportFailed') }
          : undefined
      }
    />
  );
}
