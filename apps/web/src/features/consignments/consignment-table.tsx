import type { ConsignmentListItem } from '@dom/contract';
import { type ConsignmentStatus, orPlaceholder } from '@dom/domain';
import { useQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Amount } from '../../components/amount/amount';
import { ChipList } from '../../components/data-table/chip-list';
import { DataTable } from '../../components/data-table/data-table';
import { DateText } from '../../components/date-text/date-text';
import { useErrorToastOn } from '../../lib/use-error-toast-on';
import type { ListState } from '../../components/list-state/use-list-state';
import { consignmentSearchQuery } from './consignment-filters';
import { ConsignmentStatusChip, TrackingStatusChip, blockedReasonText } from './consignment-status';
import { CONSIGNMENTS_KEY, exportConsignments, searchConsignments } from './consignments-api';

const column = createColumnHelper<ConsignmentListItem>();

export function consignmentPath(key: string): string {
  return `/consignments/${encodeURIComponent(key)}`;
}

/** One status tab's consignments, paged on the server; a row opens the consignment. */
export function ConsignmentTable({ status, state }: { status: ConsignmentStatus | null; state: ListState }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { values, page, setPage, wirePage } = state;
  const filters = consignmentSearchQuery(values, status);
  const query = { ...wirePage, ...filters };
  const rows = useQuery({
    queryKey: [CONSIGNMENTS_KEY, 'list', query],
    queryFn: () => searchConsignments(query),
  });
  useErrorToastOn(rows.error, t('consignments.listFailed'));

  const columns = useMemo(
    () => [
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
    ],
    [t],
  );

  return (
    <DataTable
      ariaLabel={t('consignments.listLabel')}
      columns={columns}
      rows={rows.data?.content ?? []}
      totalRows={rows.data?.totalElements ?? 0}
      loading={rows.isFetching}
      page={page}
      onPageChange={setPage}
      getRowId={(row) => row.consignmentKey}
      onRowClick={(row) => void navigate(consignmentPath(row.consignmentKey))}
      exportAction={{
        run: () => exportConsignments(filters),
        failureMessage: t('consignments.exportFailed'),
      }}
    />
  );
}
