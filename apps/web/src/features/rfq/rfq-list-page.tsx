import { RFQ_ENDPOINTS } from '@dom/contract';
import { call } from '../../lib/api-client';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { RfqListItem } from '@dom/contract';
import { type EnquiryStatus, PRICING_BASES } from '@dom/domain';
import { useQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import type { TFunction } from 'i18next';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useSession } from '../../app/session/session-context';
import { Amount } from '../../components/amount/amount';
import { DateText } from '../../components/date-text/date-text';
import { filterQuery } from '../../components/filter-bar/filter-url-state';
import type { FilterDefinition, FilterValues } from '../../components/filter-bar/filter-types';
import { ListScreen, type ListTab } from '../../components/list-screen/list-screen';
import { useListState } from '../../components/list-state/use-list-state';
import type { QueryParams } from '../../lib/query-string';
import { EnquiryStatusChip } from './rfq-status';
import { RFQ_KEY } from './rfq-keys';
import '../../i18n/parts/rfq';

/** The status tabs: the spec's enquiry labels, closed states together. */
export const RFQ_TABS: readonly { id: string; statuses: readonly EnquiryStatus[] }[] = [
  { id: 'all', statuses: [] },
  { id: 'draft', statuses: ['DRAFT', 'DRAFT_REQUEST'] },
  { id: 'received', statuses: ['REQUEST_RECEIVED'] },
  { id: 'sourcing', statuses: ['SOURCING_REQUIRED'] },
  { id: 'responded', statuses: ['SOURCING_COMPLETED', 'RESPONSE_ACCEPTED'] },
  {
    id: 'quoting',
    statuses: ['SOURCER_ACCEPTED', 'QUOTE_ENRICHMENT_PENDING', 'SENT_FOR_APPROVAL', 'APPROVED'],
  },
  { id: 'submitted', statuses: ['RESPONSE_SUBMITTED'] },
  { id: 'converted', statuses: ['CONVERTED_TO_ORDER', 'CHILDREN_ORDER_PENDING', 'CHILDREN_ORDER_PLACED'] },
  { id: 'closed', statuses: ['EXPIRED', 'CANCELLED', 'LOST'] },
];

function rfqSearchQuery(values: FilterValues, tab: string | undefined): QueryParams {
  const statuses = RFQ_TABS.find((x) => x.id === tab)?.statuses ?? [];
  return { ...filterQuery(values), statuses: statuses.length ? [...statuses] : undefined };
}

function rfqFilters(t: TFunction): FilterDefinition[] {
  return [
    { kind: 'text', key: 'search', label: t('rfq.fields.search') },
    {
      kind: 'select',
      key: 'pricingBasis',
      label: t('rfq.fields.pricingBasis'),
      options: PRICING_BASES.map((p) => ({ value: p.value, label: t(`rfq.pricingBasis.${p.value}`) })),
    },
  ];
}

const column = createColumnHelper<RfqListItem>();

/** `/rfq` and `/rfq-enquiries`: the buyer RFQs the caller sees, status tabs with counts, filters in the address. */
export function RfqListPage({ actions }: { actions?: ReactNode } = {}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { hasPermission } = useSession();
  const filters = useMemo(() => rfqFilters(t), [t]);
  const { values } = useListState(filters);
  const countQuery = filterQuery(values);
  const counts = useQuery({
    queryKey: [RFQ_KEY, 'counts', countQuery],
    queryFn: () => call(RFQ_ENDPOINTS.statusCounts, { query: countQuery }),
  });
  const tabs: ListTab[] = RFQ_TABS.map((tab) => ({
    id: tab.id,
    label: t(`rfq.tabs.${tab.id}`),
    count: counts.data
      ? counts.data
          .filter((c) => tab.statuses.length === 0 || tab.statuses.includes(c.status))
          .reduce((s, c) => s + c.count, 0)
      : null,
  }));
  const columns = useMemo(
    () => [
      column.accessor('rfqKey', { header: t('rfq.fields.rfqKey'), meta: { nowrap: true } }),
      column.accessor('status', {
        header: t('rfq.fields.status'),
        cell: (c) => <EnquiryStatusChip status={c.getValue()} display={c.row.original.displayStatus} />,
      }),
      column.accessor('buyerName', { header: t('rfq.fields.buyer') }),
      column.accessor('pricingBasis', {
        header: t('rfq.fields.pricingBasis'),
        cell: (c) => t(`rfq.pricingBasis.${c.getValue()}`),
      }),
      column.accessor('lineCount', { header: t('rfq.fields.lines'), meta: { align: 'right' } }),
      column.accessor((r) => `${r.responseCount}/${r.sellerCount}`, {
        id: 'responses',
        header: t('rfq.fields.responses'),
        meta: { align: 'right' },
      }),
      column.accessor('valuePaise', {
        header: t('rfq.fields.value'),
        cell: (c) => <Amount value={c.getValue()} coloured={false} />,
        meta: { align: 'right', nowrap: true },
      }),
      column.accessor('createdAt', {
        header: t('rfq.fields.createdAt'),
        cell: (c) => <DateText value={c.getValue()} />,
        meta: { nowrap: true },
      }),
    ],
    [t],
  );
  // The UBS RFQ upload (task type RFQ_UPLOAD): on /master-data too, whose menu entry the sales desk
  // does not see; its own screen for who may upload RFQs.
  const upload = hasPermission('Allow_Rfq_Upload') ? (
    <Button variant="outlined" component={RouterLink} to="/rfq-enquiries/upload">
      {t('rfq.uploadRfqs')}
    </Button>
  ) : null;
  return (
    <ListScreen<RfqListItem>
      title={t('rfq.title')}
      actions={
        upload || actions ? (
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            {upload}
            {actions}
          </Box>
        ) : undefined
      }
      filters={filters}
      tabs={{ ariaLabel: t('rfq.tabs.label'), items: tabs }}
      columns={columns}
      queryKey={[RFQ_KEY, 'list']}
      load={(query: QueryParams) => call(RFQ_ENDPOINTS.list, { query })}
      searchQuery={rfqSearchQuery}
      failedMessage={t('rfq.listFailed')}
      getRowId={(r) => r.rfqKey}
      onRowClick={(r) => void navigate(`/rfq/${encodeURIComponent(r.rfqKey)}`)}
    />
  );
}
