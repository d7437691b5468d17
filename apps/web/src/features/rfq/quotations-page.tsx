import { call } from '../../lib/api-client';
import { type QueryParams } from '../../lib/query-string';
import Box from '@mui/material/Box';
import type { ResponseOf } from '@dom/contract';
import { RFQ_ENDPOINTS } from '@dom/contract';
import { QUOTATION_STATUSES } from '@dom/domain';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Amount } from '../../components/amount/amount';
import { DateText } from '../../components/date-text/date-text';
import type { FilterDefinition } from '../../components/filter-bar/filter-types';
import { ListScreen } from '../../components/list-screen/list-screen';
import { statusOptions } from '../../components/status-chip/status-chip';
import { QuotationStatusChip } from './rfq-status';
import { RFQ_KEY } from './rfq-keys';
import { ConversionPanel } from './rfq-documents';
import { formatMargin } from './rfq-format';
import '../../i18n/parts/rfq';

type Row = ResponseOf<typeof RFQ_ENDPOINTS.quotations>['content'][number];
const column = createColumnHelper<Row>();

/** `/quotations`: the quotations the caller sees; a row opens its RFQ. */
export function QuotationsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const filters = useMemo<FilterDefinition[]>(
    () => [
      { kind: 'text', key: 'search', label: t('rfq.fields.search') },
      {
        kind: 'multiSelect',
        key: 'statuses',
        label: t('rfq.fields.status'),
        options: statusOptions(t, QUOTATION_STATUSES),
      },
    ],
    [t],
  );
  const columns = useMemo(
    () => [
      column.accessor('quotationKey', { header: t('rfq.quotation.key'), meta: { nowrap: true } }),
      column.accessor('status', {
        header: t('rfq.fields.status'),
        cell: (c) => <QuotationStatusChip status={c.getValue()} />,
      }),
      column.accessor('rfqKey', { header: t('rfq.fields.rfqKey'), meta: { nowrap: true } }),
      column.accessor('buyerName', { header: t('rfq.fields.buyer') }),
      column.accessor('totalPaise', {
        header: t('rfq.quotation.total'),
        cell: (c) => <Amount value={c.getValue()} coloured={false} />,
        meta: { align: 'right', nowrap: true },
      }),
      column.accessor('marginBp', {
        header: t('rfq.quotation.margin'),
        cell: (c) => formatMargin(c.getValue()),
        meta: { align: 'right' },
      }),
      column.accessor('createdAt', {
        header: t('rfq.fields.createdAt'),
        cell: (c) => <DateText value={c.getValue()} />,
        meta: { nowrap: true },
      }),
    ],
    [t],
  );
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 }}>
      <ListScreen<Row>
        title={t('rfq.quotationsTitle')}
        filters={filters}
        columns={columns}
        queryKey={[RFQ_KEY, 'quotations']}
        load={(query: QueryParams) => call(RFQ_ENDPOINTS.quotations, { query })}
        failedMessage={t('rfq.listFailed')}
        getRowId={(r) => r.quotationKey}
        onRowClick={(r) => void navigate(`/rfq/${encodeURIComponent(r.rfqKey)}#quotations`)}
      />
      <ConversionPanel />
    </Box>
  );
}
