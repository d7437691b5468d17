import type { WarehouseListItem, WarehousePage } from '@dom/contract';
import { orPlaceholder } from '@dom/domain';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../components/data-table/data-table';
import type { UiPage } from '../../lib/pagination';
import { ActiveText } from './active-text';
import '../../i18n/parts/parties';

const column = createColumnHelper<WarehouseListItem>();

/** Warehouses (sources) in a paged table; a row opens the warehouse. */
export function WarehouseTable({
  page,
  onPageChange,
  data,
  loading,
  showSeller = true,
}: {
  page: UiPage;
  onPageChange: (page: UiPage) => void;
  data: WarehousePage | undefined;
  loading: boolean;
  showSeller?: boolean;
}) {
  const { t } = useTranslation();
  const columns = useMemo(
    () => [
      column.accessor('warehouseName', { header: t('parties.warehouse.name'), meta: { width: 200 } }),
      column.accessor('sourceCode', {
        header: t('parties.warehouse.sourceCode'),
        cell: (c) => orPlaceholder(c.getValue()),
        meta: { nowrap: true },
      }),
      column.accessor('warehouseType', { header: t('parties.warehouse.type') }),
      column.accessor('region', {
        header: t('parties.warehouse.region'),
        cell: (c) => orPlaceholder(c.getValue()),
      }),
      column.accessor('city', {
        header: t('parties.city'),
        cell: (c) => `${c.getValue()}, ${c.row.original.state}`,
      }),
      column.accessor('country', { header: t('parties.country') }),
      ...(showSeller ? [column.accessor('sellerName', { header: t('parties.seller.name') })] : []),
      column.accessor('isActive', {
        header: t('parties.status'),
        cell: (c) => <ActiveText active={c.getValue()} />,
      }),
    ],
    [t, showSeller],
  );
  return (
    <DataTable
      ariaLabel={t('parties.warehouse.listTitle')}
      columns={columns}
      rows={data?.content ?? []}
      totalRows={data?.totalElements ?? 0}
      loading={loading}
      page={page}
      onPageChange={onPageChange}
      getRowId={(w) => w.warehouseId}
      rowHref={(w) => `/warehouses/${encodeURIComponent(w.warehouseId)}`}
    />
  );
}
