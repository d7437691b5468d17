import { CREDIT_LEAD_ENDPOINTS } from '@dom/contract';
import { call } from '../../lib/api-client';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { InsightFigures } from '@dom/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Amount } from '../../components/amount/amount';
import { DateText } from '../../components/date-text/date-text';
import { Fact, FactGrid } from '../../components/fact-grid/fact-grid';
import { QueryStatus } from '../../components/query-status/query-status';
import { LinesTable } from '../../components/simple-table/lines-table';
import { BUYER_ENTITIES_KEY } from './credit-leads-support';
import { percent } from './discounting-program-table';
import '../../i18n/parts/credit-leads';

const money = (paise: string) => <Amount value={paise} coloured={false} />;

/**
 * Buyer-entity insights (`credit/lead/buyerEntity/insights`): the entity's orders, invoices,
 * collections and overdue of the last 12 months and its credit position, then the same per buyer.
 */
export function EntityInsights({ entityKey }: { entityKey: string }) {
  const { t } = useTranslation();
  const q = useQuery({
    queryKey: [BUYER_ENTITIES_KEY, 'insights', entityKey],
    queryFn: () => call(CREDIT_LEAD_ENDPOINTS.entityInsights, { params: { entityKey } }),
  });
  if (!q.data)
    return <QueryStatus pending={q.isPending} error={q.error} fallback={t('creditLeads.insights.failed')} />;
  const { total, buyers } = q.data;
  const f = (key: string) => t(`creditLeads.insights.${key}`);
  return (
    <Stack spacing={2}>
      <Typography variant="body2" color="text.secondary">
        {t('creditLeads.insights.period')} <DateText value={q.data.periodFrom} /> –{' '}
        <DateText value={q.data.asOf} />
      </Typography>
      <Figures figures={total} />
      <LinesTable
        ariaLabel={f('overdueBuckets')}
        rows={total.overdueBuckets}
        getRowId={(b) => b.bucket}
        columns={[
          {
            id: 'bucket',
            header: f('bucket'),
            cell: (b) => t('creditLeads.insights.days', { range: b.bucket }),
          },
          { id: 'amount', header: f('overdue'), cell: (b) => money(b.paise), align: 'right', nowrap: true },
        ]}
      />
      <LinesTable
        ariaLabel={f('byBuyer')}
        rows={buyers}
        getRowId={(b) => b.buyerId}
        minWidth={860}
        columns={[
          {
            id: 'buyer',
            header: t('creditLeads.buyer'),
            cell: (b) => `${b.buyerName} (${b.buyerCode})`,
            minWidth: 180,
          },
          { id: 'orders', header: f('orders'), cell: (b) => b.ordersCount, align: 'right' },
          {
            id: 'value',
            header: f('orderValue'),
            cell: (b) => money(b.orderValuePaise),
            align: 'right',
            nowrap: true,
          },
          {
            id: 'invoiced',
            header: f('invoiced'),
            cell: (b) => money(b.invoicedPaise),
            align: 'right',
            nowrap: true,
          },
          {
            id: 'collected',
            header: f('collected'),
            cell: (b) => money(b.collectedPaise),
            align: 'right',
            nowrap: true,
          },
          {
            id: 'utilised',
            header: f('utilised'),
            cell: (b) => money(b.utilisedPaise),
            align: 'right',
            nowrap: true,
          },
          {
            id: 'overdue',
            header: f('overdue'),
            cell: (b) => money(b.overduePaise),
            align: 'right',
            nowrap: true,
          },
          {
            id: 'available',
            header: f('available'),
            cell: (b) => money(b.availablePaise),
            align: 'right',
            nowrap: true,
          },
        ]}
      />
    </Stack>
  );
}

function Figures({ figures: x }: { figures: InsightFigures }) {
  const { t } = useTranslation();
  const f = (key: string) => t(`creditLeads.insights.${key}`);
  return (
    <FactGrid>
      <Fact label={f('orders')}>{x.ordersCount}</Fact>
      <Fact label={f('orderValue')}>{money(x.orderValuePaise)}</Fact>
      <Fact label={f('lastOrder')}>{x.lastOrderDate ? <DateText value={x.lastOrderDate} /> : '—'}</Fact>
      <Fact label={f('invoices')}>{x.invoicesCount}</Fact>
      <Fact label={f('invoiced')}>{money(x.invoicedPaise)}</Fact>
      <Fact label={f('collected')}>{money(x.collectedPaise)}</Fact>
      <Fact label={f('collection')}>{x.collectionBp === null ? '—' : percent(x.collectionBp)}</Fact>
      <Fact label={f('openInvoices')}>{x.openInvoices}</Fact>
      <Fact label={f('totalLimit')}>{money(x.totalLimitPaise)}</Fact>
      <Fact label={f('utilised')}>{money(x.utilisedPaise)}</Fact>
      <Fact label={f('utilisation')}>{x.utilisationBp === null ? '—' : percent(x.utilisationBp)}</Fact>
      <Fact label={f('available')}>{money(x.availablePaise)}</Fact>
      <Fact label={f('overdueInvoices')}>{x.overdueInvoices}</Fact>
      <Fact label={f('overdue')}>{money(x.overduePaise)}</Fact>
      <Fact label={f('oldestOverdue')}>{t('creditLeads.days', { count: x.oldestOverdueDays })}</Fact>
      <Fact label={f('overdueInterest')}>{money(x.overdueInterestPaise)}</Fact>
    </FactGrid>
  );
}
