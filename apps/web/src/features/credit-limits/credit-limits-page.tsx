import { CREDIT_LIMITS_ENDPOINTS } from '@dom/contract';
import { call } from '../../lib/api-client';
import { ADHOC_LIMIT_STATUSES, ENHANCER_TYPES, SNAPSHOT_PERIODS, type SnapshotPeriod } from '@dom/domain';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Amount } from '../../components/amount/amount';
import { DateText } from '../../components/date-text/date-text';
import { Fact, FactGrid } from '../../components/fact-grid/fact-grid';
import { PageHeader } from '../../components/page-header/page-header';
import { QueryStatus } from '../../components/query-status/query-status';
import { SimpleTable } from '../../components/simple-table/simple-table';
import { StatusChip } from '../../components/status-chip/status-chip';
import { TabbedPage } from '../../components/tabbed-page/tabbed-page';
import { AdhocDecisionButtons, AdhocRequestDialog } from './adhoc-dialogs';
import { allows } from '../../lib/allowed-actions';
import { CREDIT_LIMITS_KEY } from './credit-limits-support';
import { EnhancerDialog } from './enhancer-dialog';
import { EnhancerDocumentsTab, FileLink } from './enhancer-documents';
import { TrendChart } from './trend-chart';
import '../../i18n/parts/credit-limits';

const typeLabel = (value: string | null) =>
  ENHANCER_TYPES.find((e) => e.value === value)?.label ?? value ?? '-';

/**
 * The limit screen (doc 3 §2): the buyer's position — limit, enhancers and ad-hoc limits in force,
 * utilised (the ledger's outstanding) and available — with Limit Allocation Details, Discounting
 * Program, the credit snapshot (Current Snapshot, Periodic Trends) and the ad-hoc limit log.
 */
export function CreditLimitsPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const [dialog, setDialog] = useState<'adhoc' | 'enhancer' | null>(null);
  const screen = useQuery({
    queryKey: [CREDIT_LIMITS_KEY, 'screen', id],
    queryFn: () => call(CREDIT_LIMITS_ENDPOINTS.limitScreen, { params: { buyerId: id } }),
  });
  const data = screen.data;
  const p = data?.position;
  const can = (action: NonNullable<typeof data>['allowedActions'][number]['action']) =>
    allows(data?.allowedActions ?? [], action);
  return (
    <Stack spacing={2}>
      <PageHeader
        title={p ? t('creditLimits.title', { name: p.buyerName }) : t('creditLimits.titlePlain')}
        actions={
          <>
            {can('addEnhancer') && (
              <Button variant="outlined" onClick={() => setDialog('enhancer')}>
                {t('creditLimits.enhancer.add')}
              </Button>
            )}
            {can('requestAdhoc') && (
              <Button variant="contained" onClick={() => setDialog('adhoc')}>
                {t('creditLimits.adhoc.request')}
              </Button>
            )}
          </>
        }
      />
      <QueryStatus pending={screen.isPending} error={screen.error} fallback={t('creditLimits.loadFailed')} />
      {p && (
        <FactGrid>
          <Fact label={t('creditLimits.fact.limit')}>
            <Amount value={p.creditLimitPaise} coloured={false} />
          </Fact>
          <Fact label={t('creditLimits.fact.enhancers')}>
            <Amount value={p.enhancersPaise} coloured={false} />
          </Fact>
          <Fact label={t('creditLimits.fact.adhoc')}>
            <span data-testid="adhoc-total">
              <Amount value={p.adhocPaise} coloured={false} />
            </span>
          </Fact>
          <Fact label={t('creditLimits.fact.utilised')}>
            <Amount value={p.utilisedPaise} coloured={false} />
          </Fact>
          <Fact label={t('creditLimits.fact.available')}>
            <span data-testid="available">
              <Amount value={p.availablePaise} />
            </span>
          </Fact>
          <Fact label={t('creditLimits.fact.overdue')}>
            <Amount value={p.overdueInvoicesPaise} coloured={false} />
          </Fact>
        </FactGrid>
      )}
      {data && (
        <TabbedPage
          ariaLabel={t('creditLimits.tabs.label')}
          tabs={[
            {
              id: 'allocation',
              label: t('creditLimits.tabs.allocation'),
              render: () => (
                <SimpleTable
                  label={t('creditLimits.tabs.allocation')}
                  headers={[
                    { text: t('creditLimits.col.source') },
                    { text: t('creditLimits.col.type') },
                    { text: t('creditLimits.col.amount'), align: 'right' },
                    { text: t('creditLimits.col.from') },
                    { text: t('creditLimits.col.until') },
                    { text: t('creditLimits.col.inForce') },
                  ]}
                  rows={data.allocations.map((a, i) => ({
                    id: `${a.source}-${i}`,
                    cells: [
                      a.source === 'CREDIT_LIMIT' ? t('creditLimits.fact.limit') : a.label,
                      a.source === 'ADHOC' ? t('creditLimits.fact.adhoc') : typeLabel(a.enhancerType),
                      <Amount key="a" value={a.amountPaise} coloured={false} />,
                      a.validFrom ? <DateText key="f" value={a.validFrom} /> : '-',
                      a.validUntil ? <DateText key="u" value={a.validUntil} /> : '-',
                      a.active ? t('creditLimits.yes') : t('creditLimits.no'),
                    ],
                  }))}
                />
              ),
            },
            {
              id: 'discounting',
              label: t('creditLimits.tabs.discounting'),
              permission: 'Display_Discounting_Program_Tab',
              render: () => (
                <SimpleTable
                  label={t('creditLimits.tabs.discounting')}
                  headers={[
                    { text: t('creditLimits.enhancer.financier') },
                    { text: t('creditLimits.enhancer.financingType') },
                    { text: t('creditLimits.col.amount'), align: 'right' },
                    { text: t('creditLimits.enhancer.rateOfInterest'), align: 'right' },
                    { text: t('creditLimits.col.until') },
                  ]}
                  rows={data.discountingProgram.map((d) => ({
                    id: d.enhancerId,
                    cells: [
                      d.financier ?? '-',
                      d.financingType ?? '-',
                      <Amount key="a" value={d.creditLimitPaise} coloured={false} />,
                      d.rateOfInterestBp === null ? '-' : `${(d.rateOfInterestBp / 100).toFixed(2)}%`,
                      d.validUntil ? <DateText key="u" value={d.validUntil} /> : '-',
                    ],
                  }))}
                  emptyText={t('creditLimits.noProgram')}
                />
              ),
            },
            {
              id: 'snapshot',
              label: t('creditLimits.tabs.snapshot'),
              render: () => <CurrentSnapshot buyerId={id} />,
            },
            {
              id: 'trends',
              label: t('creditLimits.tabs.trends'),
              render: () => <PeriodicTrends buyerId={id} />,
            },
            {
              id: 'enhancer-documents',
              label: t('creditLimits.tabs.enhancerDocuments'),
              render: () => <EnhancerDocumentsTab buyerId={id} canUpload={can('addEnhancer')} />,
            },
            {
              id: 'adhoc',
              label: t('creditLimits.tabs.adhocLog'),
              render: () => <AdhocLog buyerId={id} canDecide={can('approveAdhoc')} />,
            },
          ]}
        />
      )}
      {dialog === 'adhoc' && p && <AdhocRequestDialog buyerId={id} onClose={() => setDialog(null)} />}
      {dialog === 'enhancer' && <EnhancerDialog buyerId={id} onClose={() => setDialog(null)} />}
    </Stack>
  );
}

function CurrentSnapshot({ buyerId }: { buyerId: string }) {
  const { t } = useTranslation();
  const q = useQuery({
    queryKey: [CREDIT_LIMITS_KEY, 'snapshot', buyerId, '3M'],
    queryFn: () => call(CREDIT_LIMITS_ENDPOINTS.snapshot, { params: { buyerId }, query: { period: '3M' } }),
  });
  const c = q.data?.current;
  return (
    <Stack spacing={2}>
      <QueryStatus pending={q.isPending} error={q.error} fallback={t('creditLimits.loadFailed')} />
      {c && (
        <FactGrid>
          <Fact label={t('creditLimits.fact.limit')}>
            <Amount value={c.creditLimitPaise} coloured={false} />
          </Fact>
          <Fact label={t('creditLimits.fact.utilised')}>
            <Amount value={c.utilisedPaise} coloured={false} />
          </Fact>
          <Fact label={t('creditLimits.fact.available')}>
            <Amount value={c.availablePaise} />
          </Fact>
          <Fact label={t('creditLimits.fact.overdueInterest')}>
            <Amount value={c.overdueInterestPaise} coloured={false} />
          </Fact>
          <Fact label={t('creditLimits.fact.anchorBalance')}>
            {c.anchorBalancePaise === null ? '-' : <Amount value={c.anchorBalancePaise} coloured={false} />}
          </Fact>
          <Fact label={t('creditLimits.fact.documentBalance')}>
            {c.documentBalancePaise === null ? (
              '-'
            ) : (
              <Amount value={c.documentBalancePaise} coloured={false} />
            )}
          </Fact>
        </FactGrid>
      )}
      {c && (
        <Box>
          <Typography variant="h3" sx={{ mb: 1 }}>
            {t('creditLimits.overdueByBucket')}
          </Typography>
          <SimpleTable
            label={t('creditLimits.overdueByBucket')}
            headers={[
              { text: t('creditLimits.col.daysPastDue') },
              { text: t('creditLimits.col.amount'), align: 'right' },
            ]}
            rows={c.overdueBuckets.map((b) => ({
              id: b.bucket,
              cells: [b.bucket, <Amount key="a" value={b.paise} coloured={false} />],
            }))}
          />
        </Box>
      )}
      {q.data && (
        <SimpleTable
          label={t('creditLimits.fact.enhancers')}
          headers={[
            { text: t('creditLimits.col.type') },
            { text: t('creditLimits.col.amount'), align: 'right' },
          ]}
          rows={q.data.enhancers.map((e) => ({
            id: e.enhancerType,
            cells: [typeLabel(e.enhancerType), <Amount key="a" value={e.amountPaise} coloured={false} />],
          }))}
          emptyText={t('creditLimits.noEnhancers')}
        />
      )}
    </Stack>
  );
}

function PeriodicTrends({ buyerId }: { buyerId: string }) {
  const { t } = useTranslation();
  const [period, setPeriod] = useState<SnapshotPeriod>('12M');
  const q = useQuery({
    queryKey: [CREDIT_LIMITS_KEY, 'snapshot', buyerId, period],
    queryFn: () => call(CREDIT_LIMITS_ENDPOINTS.snapshot, { params: { buyerId }, query: { period } }),
  });
  return (
    <Stack spacing={2}>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={period}
        onChange={(_, v: SnapshotPeriod | null) => v && setPeriod(v)}
        aria-label={t('creditLimits.period')}
      >
        {SNAPSHOT_PERIODS.map((p) => (
          <ToggleButton key={p} value={p}>
            {t(`creditLimits.periods.${p}`)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <QueryStatus pending={q.isPending} error={q.error} fallback={t('creditLimits.loadFailed')} />
      {q.data && <TrendChart trends={q.data.trends} />}
    </Stack>
  );
}

function AdhocLog({ buyerId, canDecide }: { buyerId: string; canDecide: boolean }) {
  const { t } = useTranslation();
  const q = useQuery({
    queryKey: [CREDIT_LIMITS_KEY, 'adhoc-log', buyerId],
    queryFn: () => call(CREDIT_LIMITS_ENDPOINTS.adhocLog, { query: { entityIds: [buyerId], pageSize: 50 } }),
  });
  return (
    <>
      <QueryStatus pending={q.isPending} error={q.error} fallback={t('creditLimits.adhoc.logFailed')} />
      {q.data && (
        <SimpleTable
          label={t('creditLimits.tabs.adhocLog')}
          headers={[
            { text: t('creditLimits.col.key') },
            { text: t('creditLimits.col.amount'), align: 'right' },
            { text: t('creditLimits.col.from') },
            { text: t('creditLimits.col.until') },
            { text: t('creditLimits.col.status') },
            { text: t('creditLimits.col.requestedBy') },
            { text: t('creditLimits.col.approval') },
            { text: t('creditLimits.documents.title') },
            { text: '' },
          ]}
          rows={q.data.content.map((a) => ({
            id: a.id,
            cells: [
              a.adhocKey,
              <Amount key="a" value={a.amountPaise} coloured={false} />,
              <DateText key="f" value={a.startDate} />,
              <DateText key="u" value={a.expiryDate} />,
              <StatusChip key="s" statuses={ADHOC_LIMIT_STATUSES} value={a.status} />,
              a.requestedByName,
              a.approvalKey ?? '-',
              a.documents.length === 0 ? (
                '-'
              ) : (
                <Stack key="docs" spacing={0.5} alignItems="flex-start">
                  {a.documents.map((d) => (
                    <FileLink
                      key={d.fileId}
                      fileName={d.fileName}
                      urlOf={async () =>
                        (
                          await call(CREDIT_LIMITS_ENDPOINTS.adhocDocumentUrl, {
                            params: { id: a.id, fileId: d.fileId },
                          })
                        ).url
                      }
                    />
                  ))}
                </Stack>
              ),
              canDecide && a.mayDecide ? <AdhocDecisionButtons key="d" id={a.id} /> : null,
            ],
          }))}
          emptyText={t('creditLimits.adhoc.none')}
        />
      )}
    </>
  );
}
