import type { ConsignmentListItem } from '@dom/contract';
import { orPlaceholder } from '@dom/domain';
import { type ColumnDef, createColumnHelper } from '@tanstack/react-table';
import type { TFunction } from 'i18next';
import { Amount } from '../../components/amount/amount';
import { ChipList } from '../../components/data-table/chip-list';
import { DateText } from '../../components/date-text/date-text';
import { ConsignmentStatusChip, TrackingStatusChip, blockedReasonText } from './consignment-status';
import '../../i18n/parts/consignments';

const column = createColumnHelper<ConsignmentListItem>();

export function consignmentPath(key: string): string {
  return `/consignments/${encodeURIComponent(key)}`;
}

/** The consignment list's columns (doc 2 §3), the same on every status tab. */
export function consignmentColumns(t: TFunction): ColumnDef<ConsignmentListItem, never>[] {
  const columns = [
    column.accessor('consignmentKey', { header: t('consignments.id'), meta: { nowrap: true } }),
    column.accessor('status', {
      header: t('consignments.status'),
      cell: (c) => <ConsignmentStatusChip value={c.getValue()} />,
    }),
    column.accessor('trackingStatus', {
      header: t('consignments.trackingStatus'),
      cell: (c) => {
        const value = c.getValue();
        return value ? <TrackingStatusChip value={value} /> : orPlaceholder(value);
      },
    }),
    column.accessor('purchaseOrderNo', {
      header: t('consignments.filters.purchaseOrderNo'),
      cell: (c) => orPlaceholder(c.getValue()),
      meta: { nowrap: true },
    }),
    column.accessor('createdAt', {
      header: t('consignments.date'),
      cell: (c) => <DateText value={c.getValue()} />,
      meta: { nowrap: true },
    }),
    column.accessor('quantity', { header: t('consignments.quantity'), meta: { align: 'right' } }),
    column.accessor('totalPaise', {
      header: t('consignments.value'),
      cell: (c) => <Amount value={c.getValue()} coloured={false} />,
      meta: { align: 'right', nowrap: true },
    }),
    column.accessor('buyerName', {
      header: t('consignments.filters.buyerName'),
      meta: { width: 180, truncate: 220 },
    }),
    column.accessor('sellerName', {
      header: t('consignments.filters.sellerName'),
      meta: { width: 180, truncate: 220 },
    }),
    column.accessor('sourceName', {
      header: t('consignments.shipFrom'),
      meta: { width: 160, truncate: 200 },
    }),
    column.accessor('vehicleNo', {
      header: t('consignments.filters.vehicleNo'),
      cell: (c) => orPlaceholder(c.getValue()),
      meta: { nowrap: true },
    }),
    column.accessor('ewayBillValidUntil', {
      header: t('consignments.ewayBillValidUntil'),
      cell: (c) => <DateText value={c.getValue()} />,
      meta: { nowrap: true },
    }),
    column.accessor('blockedReasons', {
      header: t('consignments.filters.blockedReasons'),
      cell: (c) => <ChipList items={c.getValue().map((r) => blockedReasonText(t, r))} max={1} />,
    }),
  ];
  return columns;
}
