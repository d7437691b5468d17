import { CREDIT_LEAD_ENDPOINTS } from '@dom/contract';
import { call } from '../../lib/api-client';
import { type QueryParams } from '../../lib/query-string';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { BuyerEntityRow } from '@dom/contract';
import { CREDIT_LEAD_STATUSES } from '@dom/domain';
import { useQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { Amount } from '../../components/amount/amount';
import { DateText } from '../../components/date-text/date-text';
import { Fact, FactGrid } from '../../components/fact-grid/fact-grid';
import type { FilterDefinition } from '../../components/filter-bar/filter-types';
import { ListScreen } from '../../components/list-screen/list-screen';
import { PageHeader } from '../../components/page-header/page-header';
import { QueryStatus } from '../../components/query-status/query-status';
import { LinesTable } from '../../components/simple-table/lines-table';
import { StatusChip } from '../../components/status-chip/status-chip';
import { TabbedPage } from '../../components/tabbed-page/tabbed-page';
import { useSession } from '../../app/session/session-context';
import { usePageTitle } from '../../lib/use-page-title';
import { DiscountingProgramTable } from './discounting-program-table';
import { RaiseLeadDialog } from './raise-lead-dialog';
import { BUYER_ENTITIES_KEY } from './credit-leads-support';
import { EntityInsights } from './entity-insights';
import '../../i18n/parts/credit-leads';

const column = createColumnHelper<BuyerEntityRow>();

/** /buyer-entity/list: the buyer entities in scope (an RM sees those of their buyers). */
export function BuyerEntityListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const filters = useMemo<FilterDefinition[]>(
    () => [{ kind: 'text', key: 'text', label: t('creditLeads.entitySearch') }],
    [t],
  );
  const columns = useMemo(
    () => [
      column.accessor('entityKey', { header: t('creditLeads.entity'), meta: { nowrap: true } }),
      column.accessor('name', { header: t('creditLeads.company') }),
      column.accessor('pan', { header: t('creditLeads.pan'), meta: { nowrap: true } }),
      column.accessor('buyerCount', { header: t('creditLeads.buyers'), meta: { align: 'right' } }),
      column.accessor('limitPaise', {
        header: t('creditLeads.limit'),
        cell: (c) => <Amount value={c.getValue()} coloured={false} />,
        meta: { align: 'right' },
      }),
      column.accessor('utilisedPaise', {
        header: t('creditLeads.utilised'),
        cell: (c) => <Amount value={c.getValue()} coloured={false} />,
        meta: { align: 'right' },
      }),
      column.accessor('taggedCount', {
        header: t('creditLeads.tab.taggedEntities'),
        meta: { align: 'right' },
      }),
    ],
    [t],
  );
  return (
    <ListScreen<BuyerEntityRow>
      title={t('creditLeads.entities')}
      filters={filters}
      columns={columns}
      queryKey={[BUYER_ENTITIES_KEY, 'list']}
      load={(query: QueryParams) => call(CREDIT_LEAD_ENDPOINTS.entities, { query })}
      failedMessage={t('creditLeads.listFailed')}
      getRowId={(row) => row.entityKey}
      onRowClick={(row) => void navigate(`/buyer-entity/${row.entityKey}`)}
    />
  );
}

/** /buyer-entity/:entityKey: the entity with its six tabs. */
export function BuyerEntityDetailPage() {
  const { t } = useTranslation();
  const { entityKey = '' } = useParams();
  usePageTitle(entityKey);
  const entity = useQuery({
    queryKey: [BUYER_ENTITIES_KEY, 'detail', entityKey],
    queryFn: () => call(CREDIT_LEAD_ENDPOINTS.entity, { params: { entityKey } }),
  });
  const { hasPermission } = useSession();
  const [raising, setRaising] = useState(false);
  if (!entity.data)
    return (
      <QueryStatus pending={entity.isPending} error={entity.error} fallback={t('creditLeads.loadFailed')} />
    );
  const e = entity.data;
  return (
    <Stack spacing={2}>
      <PageHeader
        title={`${e.name} (${e.entityKey})`}
        actions={
          hasPermission('Allow_Credit_Lead_Create') && (
            <Button variant="contained" onClick={() => setRaising(true)}>
              {t('creditLeads.raise.label')}
            </Button>
          )
        }
      />
      {raising && <RaiseLeadDialog entity={e} onClose={() => setRaising(false)} />}
      <FactGrid>
        <Fact label={t('creditLeads.pan')}>{e.pan}</Fact>
        <Fact label={t('creditLeads.gstins')}>{e.gstins.join(', ')}</Fact>
        <Fact label={t('creditLeads.limit')}>
          <Amount value={e.limitPaise} coloured={false} />
        </Fact>
        <Fact label={t('creditLeads.utilised')}>
          <Amount value={e.utilisedPaise} coloured={false} />
        </Fact>
      </FactGrid>
      <TabbedPage
        ariaLabel={t('creditLeads.entityTabs')}
        tabs={[
          {
            id: 'limits',
            label: t('creditLeads.tab.limits'),
            count: e.buyers.length,
            render: () => (
              <LinesTable
                ariaLabel={t('creditLeads.tab.limits')}
                rows={e.buyers}
                getRowId={(b) => b.buyerId}
                columns={[
                  { id: 'buyer', header: t('creditLeads.buyer'), cell: (b) => `${b.name} (${b.code})` },
                  { id: 'gstin', header: t('creditLeads.gstins'), cell: (b) => b.gstin, nowrap: true },
                  { id: 'unit', header: t('creditLeads.unit'), cell: (b) => b.businessUnit },
                  {
                    id: 'limit',
                    header: t('creditLeads.limit'),
                    cell: (b) => <Amount value={b.limitPaise} coloured={false} />,
                    align: 'right',
                  },
                  {
                    id: 'used',
                    header: t('creditLeads.utilised'),
                    cell: (b) => <Amount value={b.utilisedPaise} coloured={false} />,
                    align: 'right',
                  },
                ]}
              />
            ),
          },
          {
            id: 'insights',
            label: t('creditLeads.tab.insights'),
            render: () => <EntityInsights entityKey={e.entityKey} />,
          },
          {
            id: 'tagged-entities',
            label: t('creditLeads.tab.taggedEntities'),
            count: e.taggedEntities.length,
            render: () => (
              <LinesTable
                ariaLabel={t('creditLeads.tab.taggedEntities')}
                rows={e.taggedEntities}
                getRowId={(x) => x.entityKey}
                columns={[
                  {
                    id: 'key',
                    header: t('creditLeads.entity'),
                    cell: (x) => <RouterLink to={`/buyer-entity/${x.entityKey}`}>{x.entityKey}</RouterLink>,
                  },
                  { id: 'name', header: t('creditLeads.company'), cell: (x) => x.name },
                  { id: 'relation', header: t('creditLeads.relation'), cell: (x) => x.relation },
                ]}
              />
            ),
          },
          {
            id: 'credit-memo',
            label: t('creditLeads.tab.creditMemo'),
            count: e.leads.length,
            render: () => (
              <LinesTable
                ariaLabel={t('creditLeads.tab.creditMemo')}
                rows={e.leads}
                getRowId={(l) => l.leadKey}
                columns={[
                  {
                    id: 'key',
                    header: t('creditLeads.leadKey'),
                    cell: (l) => <RouterLink to={`/credit-memo/${l.leadKey}`}>{l.leadKey}</RouterLink>,
                  },
                  {
                    id: 'status',
                    header: t('creditLeads.status'),
                    cell: (l) => <StatusChip statuses={CREDIT_LEAD_STATUSES} value={l.status} />,
                  },
                  {
                    id: 'limit',
                    header: t('creditLeads.requestedLimit'),
                    cell: (l) => <Amount value={l.requestedLimitPaise} coloured={false} />,
                    align: 'right',
                  },
                  {
                    id: 'at',
                    header: t('creditLeads.createdAt'),
                    cell: (l) => <DateText value={l.createdAt} />,
                  },
                ]}
              />
            ),
          },
          {
            id: 'kyc',
            label: t('creditLeads.tab.kyc'),
            permission: 'Display_Entity_Kyc_Tab',
            render: () => (
              <FactGrid>
                <Fact label={t('creditLeads.pan')}>{e.pan}</Fact>
                <Fact label={t('creditLeads.gstins')}>{e.gstins.join(', ')}</Fact>
              </FactGrid>
            ),
          },
          {
            id: 'activity-log',
            label: t('creditLeads.tab.activity'),
            render: () => (
              <LinesTable
                ariaLabel={t('creditLeads.tab.activity')}
                rows={e.activity}
                getRowId={(a) => `${a.at}-${a.action}`}
                columns={[
                  {
                    id: 'at',
                    header: t('creditLeads.at'),
                    cell: (a) => <DateText value={a.at} withTime />,
                    nowrap: true,
                  },
                  { id: 'action', header: t('creditLeads.change'), cell: (a) => a.action },
                  {
                    id: 'detail',
                    header: t('creditLeads.detail'),
                    cell: (a) => (a.after ? JSON.stringify(a.after).slice(0, 160) : '—'),
                  },
                ]}
              />
            ),
          },
          {
            id: 'discounting-program',
            label: t('creditLeads.tab.discounting'),
            permission: 'Display_Discounting_Program_Tab',
            count: e.discountingProgram.length,
            render: () => <DiscountingProgramTable lines={e.discountingProgram} />,
          },
        ]}
      />
    </Stack>
  );
}
