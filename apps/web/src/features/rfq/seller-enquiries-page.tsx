import { call } from '../../lib/api-client';
import { type QueryParams } from '../../lib/query-string';
import type { ResponseOf } from '@dom/contract';
import { RFQ_ENDPOINTS } from '@dom/contract';
import { SELLER_RFQ_STATUSES } from '@dom/domain';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { DateText } from '../../components/date-text/date-text';
import type { FilterDefinition } from '../../components/filter-bar/filter-types';
import { ListScreen } from '../../components/list-screen/list-screen';
import { SellerRfqStatusChip } from './rfq-status';
import { RFQ_KEY } from './rfq-keys';
import '../../i18n/parts/rfq';

type Row = ResponseOf<typeof RFQ_ENDPOINTS.sellerEnquiries>['content'][number];
const column = createColumnHelper<Row>();

/** `/seller-enquiries`: a seller's enquiries (the server shows a seller its own only; staff all). */
export function SellerEnquiriesPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const filters = useMemo<FilterDefinition[]>(
    () => [
      { kind: 'text', key: 'search', label: t('rfq.fields.search') },
      {
        kind: 'multiSelect',
        key: 'statuses',
        label: t('rfq.fields.status'),
        options: SELLER_RFQ_STATUSES.map((s) => ({ value: s.value, label: t(`statusLabels.${s.label}`) })),
      },
    ],
    [t],
  );
  const columns = useMemo(
    () => [
      column.accessor('sellerRfqKey', { header: t('rfq.seller.key'), meta: { nowrap: true } }),
      column.accessor('rfqKey', { header: t('rfq.fields.rfqKey'), meta: { nowrap: true } }),
      column.accessor('status', {
        header: t('rfq.fields.status'),
        cell: (c) => <SellerRfqStatusChip status={c.getValue()} />,
      }),
      column.accessor('sellerName', { header: t('rfq.seller.name') }),
      column.accessor('pricingBasis', {
        header: t('rfq.fields.pricingBasis'),
        cell: (c) => t(`rfq.pricingBasis.${c.getValue()}`),
      }),
      column.accessor('lineCount', { header: t('rfq.fields.lines'), meta: { align: 'right' } }),
      column.accessor('sharedAt', {
        header: t('rfq.seller.sharedAt'),
        cell: (c) => <DateText value={c.getValue()} />,
        meta: { nowrap: true },
      }),
    ],
    [t],
  );
  return (
    <ListScreen<Row>
      title={t('rfq.sellerEnquiriesTitle')}
      filters={filters}
      columns={columns}
      queryKey={[RFQ_KEY, 'seller-enquiries']}
      load={(query: QueryParams) => call(RFQ_ENDPOINTS.sellerEnquiries, { query })}
      failedMessage={t('rfq.listFailed')}
      getRowId={(r) => r.sellerRfqKey}
      onRowClick={(r) => void navigate(`/seller-enquiries/${encodeURIComponent(r.sellerRfqKey)}`)}
    />
  );
}
