import type { OrderLine } from '@dom/contract';
import {
  QUANTITY_DECIMALS,
  formatWeight,
  groupIndianDigits,
  scaledIntegerToText,
  toScaledInteger,
} from '@dom/domain';
import type { TFunction } from 'i18next';
import { Amount } from '../../components/amount/amount';
import type { LineColumn } from './order-lines-table';

const milli = (text: string): bigint => toScaledInteger(text, QUANTITY_DECIMALS) ?? 0n;

/** Ordered less cancelled less acknowledged, in thousandths, so 0.1 + 0.2 never happens. */
export function pendingAcknowledgement(
  line: Pick<OrderLine, 'orderedQuantity' | 'cancelledQuantity' | 'acknowledgedQuantity'>,
): bigint {
  const pending =
    milli(line.orderedQuantity) - milli(line.cancelledQuantity) - milli(line.acknowledgedQuantity);
  return pending > 0n ? pending : 0n;
}

export const hasPendingAcknowledgement = (line: OrderLine) => pendingAcknowledgement(line) > 0n;
export const hasCancelledQuantity = (line: OrderLine) => milli(line.cancelledQuantity) > 0n;

const quantity = (text: string, unit: string) => formatWeight(text, unit);

function product(t: TFunction): LineColumn[] {
  return [
    { id: 'sku', header: t('orders.lines.sku'), cell: (l) => l.skuId, nowrap: true },
    { id: 'product', header: t('orders.lines.product'), cell: (l) => l.productName, minWidth: 220 },
  ];
}

export function lineItemColumns(t: TFunction): LineColumn[] {
  return [
    ...product(t),
    { id: 'brand', header: t('orders.lines.brand'), cell: (l) => l.brand },
    { id: 'category', header: t('orders.lines.category'), cell: (l) => `${l.category} / ${l.subcategory}` },
    { id: 'hsn', header: t('orders.lines.hsn'), cell: (l) => l.hsnCode },
    {
      id: 'ordered',
      header: t('orders.lines.ordered'),
      cell: (l) => quantity(l.orderedQuantity, l.unit),
      align: 'right',
    },
    {
      id: 'shipped',
      header: t('orders.lines.shipped'),
      cell: (l) => quantity(l.shippedQuantity, l.unit),
      align: 'right',
    },
    {
      id: 'buyerPrice',
      header: t('orders.lines.buyerPrice'),
      cell: (l) => <Amount value={l.buyerPricePerUnitPaise} coloured={false} />,
      align: 'right',
    },
    { id: 'gst', header: t('orders.lines.gst'), cell: (l) => `${l.gstRatePercent}%`, align: 'right' },
  ];
}

export function pendingColumns(t: TFunction): LineColumn[] {
  return [
    ...product(t),
    {
      id: 'ordered',
      header: t('orders.lines.ordered'),
      cell: (l) => quantity(l.orderedQuantity, l.unit),
      align: 'right',
    },
    {
      id: 'acknowledged',
      header: t('orders.lines.acknowledged'),
      cell: (l) => quantity(l.acknowledgedQuantity, l.unit),
      align: 'right',
    },
    {
      id: 'pending',
      header: t('orders.lines.pending'),
      cell: (l) =>
        `${scaledIntegerToText(pendingAcknowledgement(l), QUANTITY_DECIMALS, groupIndianDigits)} ${l.unit}`,
      align: 'right',
    },
  ];
}

export function cancelledColumns(t: TFunction): LineColumn[] {
  return [
    ...product(t),
    {
      id: 'ordered',
      header: t('orders.lines.ordered'),
      cell: (l) => quantity(l.orderedQuantity, l.unit),
      align: 'right',
    },
    {
      id: 'cancelled',
      header: t('orders.lines.cancelled'),
      cell: (l) => quantity(l.cancelledQuantity, l.unit),
      align: 'right',
    },
  ];
}

export function procurementColumns(t: TFunction): LineColumn[] {
  return [
    ...product(t),
    {
      id: 'ordered',
      header: t('orders.lines.ordered'),
      cell: (l) => quantity(l.orderedQuantity, l.unit),
      align: 'right',
    },
    {
      id: 'sellerPrice',
      header: t('orders.lines.sellerPrice'),
      cell: (l) => <Amount value={l.sellerPricePerUnitPaise} coloured={false} />,
      align: 'right',
    },
    {
      id: 'buyerPrice',
      header: t('orders.lines.buyerPrice'),
      cell: (l) => <Amount value={l.buyerPricePerUnitPaise} coloured={false} />,
      align: 'right',
    },
    {
      id: 'fulfilled',
      header: t('orders.lines.fulfilled'),
      cell: (l) => quantity(l.fulfilledQuantity, l.unit),
      align: 'right',
    },
    { id: 'productionDate', header: t('orders.lines.productionDate'), cell: (l) => l.productionDate ?? '-' },
  ];
}
