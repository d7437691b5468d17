import { ORDER_SORT_FIELDS, type OrderListItem } from '@dom/contract';
import { type ColumnDef, createColumnHelper } from '@tanstack/react-table';
import type { TFunction } from 'i18next';
import { Amount } from '../../components/amount/amount';
import { DateText } from '../../components/date-text/date-text';
import { OrderStatusChip } from '../../components/status-chip/order-status-chip';

const column = createColumnHelper<OrderListItem>();

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
  // Every column the server has an index for sorts (the server refuses any other).
  return columns.map((c) =>
    (ORDER_SORT_FIELDS as readonly string[]).includes(
      c.id ?? (c as { accessorKey?: string }).accessorKey ?? '',
    )
      ? { ...c, enableSorting: true }
      : c,
  );
}
