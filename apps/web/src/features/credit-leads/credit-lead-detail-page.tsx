import { CREDIT_LEAD_ENDPOINTS } from '@dom/contract';
import { call } from '../../lib/api-client';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import type { CreditLeadDetail } from '@dom/contract';
import { CREDIT_LEAD_STATUSES, VENDOR_VALIDATION_FLAGS } from '@dom/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { Amount } from '../../components/amount/amount';
import { DateText } from '../../components/date-text/date-text';
import { Fact, FactGrid } from '../../components/fact-grid/fact-grid';
import { PageHeader } from '../../components/page-header/page-header';
import { QueryStatus } from '../../components/query-status/query-status';
import { LinesTable } from '../../components/simple-table/lines-table';
import { StatusChip } from '../../components/status-chip/status-chip';
import { TabbedPage } from '../../components/tabbed-page/tabbed-page';
import { useErrorToast } from '../../lib/use-error-toast';
import { usePageTitle } from '../../lib/use-page-title';
import { DiscountingProgramTable } from './discounting-program-table';
import { LeadDocumentsTab } from './lead-documents-tab';
import { CamTagOwnersTable } from './cam-tag-owners-table';
import { EDITABLE_LEAD_STATUSES, EditLeadDialog } from './edit-lead-dialog';
import { useSession } from '../../app/session/session-context';
import { CreditLeadActions } from './credit-lead-actions';
import { CREDIT_LEADS_KEY, downloadMemo } from './credit-leads-support';
import { EntityInsights } from './entity-insights';
import '../../i18n/parts/credit-leads';

const OUTCOME_COLOUR = { SUCCESS: 'success', WARNING: 'warning', ERROR: 'error' } as const;

/** /credit-memo/:leadKey — a credit lead with its six tabs and the actions the server allows. */
export function CreditLeadDetailPage() {
  const { t } = useTranslation();
  const { leadKey = '' } = useParams();
  usePageTitle(leadKey);
  const lead = useQuery({
    queryKey: [CREDIT_LEADS_KEY, 'detail', leadKey],
    queryFn: () => call(CREDIT_LEAD_ENDPOINTS.details, { params: { leadKey } }),
  });
  const [editing, setEditing] = useState(false);
  const { hasPermission } = useSession();
  const showError = useErrorToast();
  if (!lead.data)
    return <QueryStatus pending={lead.isPending} error={lead.error} fallback={t('creditLeads.loadFailed')} />;
  const d = lead.data;
  return (
    <Stack spacing={2}>
      <PageHeader
        title={`${t('creditLeads.lead')} ${d.leadKey}`}
        actions={
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <CreditLeadActions lead={d} />
            {EDITABLE_LEAD_STATUSES.includes(d.status) && hasPermission('Allow_Credit_Lead_Enrich') && (
              <Button variant="outlined" onClick={() => setEditing(true)}>
                {t('creditLeads.edit.label')}
              </Button>
            )}
            {d.checks.length > 0 && (
              <Button
                variant="outlined"
                onClick={() =>
                  void downloadMemo(d.leadKey, d.buyerEntityKey).catch((e: unknown) =>
                    showError(e, t('creditLeads.fileNotAvailable')),
                  )
                }
              >
                {t('creditLeads.downloadMemo')}
              </Button>
            )}
          </Stack>
        }
      />
      <FactGrid>
        <Fact label={t('creditLeads.status')}>
          <StatusChip statuses={CREDIT_LEAD_STATUSES} value={d.status} />
        </Fact>
        <Fact label={t('creditLeads.company')}>{d.companyName}</Fact>
        <Fact label={t('creditLeads.entity')}>
          <RouterLink
            to={`/buyer-entity/${d.buyerEntityKey}`}
          >{`${d.buyerEntityName} (${d.buyerEntityKey})`}</RouterLink>
        </Fact>
        <Fact label={t('creditLeads.buyer')}>{d.buyerName}</Fact>
        <Fact
          label={t('creditLeads.registration')}
        >{`${d.registrationType} ${d.registrationNumber ?? ''}`}</Fact>
        <Fact label={t('creditLeads.pan')}>{d.pan}</Fact>
        <Fact label={t('creditLeads.gstins')}>{d.gstins.join(', ')}</Fact>
        <Fact label={t('creditLeads.requestedLimit')}>
          <Amount value={d.requestedLimitPaise} coloured={false} />
        </Fact>
        <Fact label={t('creditLeads.period')}>{t('creditLeads.days', { count: d.requestedPeriodDays })}</Fact>
        <Fact label={t('creditLeads.vaultScore')}>{d.vaultScore ?? '—'}</Fact>
        <Fact label={t('creditLeads.ratingBand')}>{t(`creditLeads.bands.${d.ratingBand}`)}</Fact>
        <Fact label={t('creditLeads.outlook')}>
          {d.outlook ? t(`creditLeads.outlooks.${d.outlook}`) : '—'}
        </Fact>
        <Fact label={t('creditLeads.approvalKey')}>
          {d.approvalKey ? (
            <RouterLink to={`/approval-center?view=all&approval=${d.approvalKey}`}>
              {d.approvalKey}
            </RouterLink>
          ) : (
            '—'
          )}
        </Fact>
      </FactGrid>
      <TabbedPage
        ariaLabel={t('creditLeads.tabs')}
        tabs={[
          {
            id: 'validations',
            label: t('creditLeads.tab.validations'),
            render: () => <Validations lead={d} />,
          },
          {
            id: 'tagged-entities',
            label: t('creditLeads.tab.taggedEntities'),
            count: d.taggedEntities.length,
            render: () => (
              <LinesTable
                ariaLabel={t('creditLeads.tab.taggedEntities')}
                rows={d.taggedEntities}
                getRowId={(e) => e.entityKey}
                columns={[
                  { id: 'key', header: t('creditLeads.entity'), cell: (e) => e.entityKey, nowrap: true },
                  { id: 'name', header: t('creditLeads.company'), cell: (e) => e.name },
                  { id: 'pan', header: t('creditLeads.pan'), cell: (e) => e.pan, nowrap: true },
                ]}
              />
            ),
          },
          {
            id: 'insights',
            label: t('creditLeads.tab.insights'),
            render: () => <EntityInsights entityKey={d.buyerEntityKey} />,
          },
          {
            id: 'cam-tag-owners',
            label: t('creditLeads.camOwners.title'),
            render: () => <CamTagOwnersTable leadKey={d.leadKey} />,
          },
          {
            id: 'allocation',
            label: t('creditLeads.tab.allocation'),
            render: () => (
              <LinesTable
                ariaLabel={t('creditLeads.tab.allocation')}
                rows={d.allocations}
                getRowId={(a) => a.buyerId}
                columns={[
                  {
                    id: 'buyer',
                    header: t('creditLeads.buyer'),
                    cell: (a) => `${a.buyerName} (${a.buyerCode})`,
                  },
                  {
                    id: 'limit',
                    header: t('creditLeads.allocated'),
                    cell: (a) => <Amount value={a.limitPaise} coloured={false} />,
                    align: 'right',
                  },
                  {
                    id: 'current',
                    header: t('creditLeads.currentLimit'),
                    cell: (a) => <Amount value={a.currentLimitPaise} coloured={false} />,
                    align: 'right',
                  },
                ]}
              />
            ),
          },
          {
            id: 'discounting-program',
            label: t('creditLeads.tab.discounting'),
            permission: 'Display_Discounting_Program_Tab',
            count: d.discountingProgram.length,
            render: () => <DiscountingProgramTable lines={d.discountingProgram} />,
          },
          {
            id: 'documents',
            label: t('creditLeads.tab.documents'),
            render: () => (
              <LeadDocumentsTab
                leadKey={d.leadKey}
                label={t('creditLeads.tab.documents')}
                open={!['APPROVED', 'REJECTED', 'ARCHIVED'].includes(d.status)}
              />
            ),
          },
          {
            id: 'history',
            label: t('creditLeads.tab.history'),
            render: () => <History leadKey={d.leadKey} />,
          },
          {
            id: 'vault-score-history',
            label: t('creditLeads.tab.vaultScores'),
            count: d.vaultScores.length,
            render: () => (
              <LinesTable
                ariaLabel={t('creditLeads.tab.vaultScores')}
                rows={d.vaultScores}
                getRowId={(s) => s.at}
                columns={[
                  {
                    id: 'at',
                    header: t('creditLeads.at'),
                    cell: (s) => <DateText value={s.at} withTime />,
                    nowrap: true,
                  },
                  { id: 'score', header: t('creditLeads.vaultScore'), cell: (s) => s.score, align: 'right' },
                  {
                    id: 'band',
                    header: t('creditLeads.ratingBand'),
                    cell: (s) => t(`creditLeads.bands.${s.band}`),
                  },
                  {
                    id: 'outlook',
                    header: t('creditLeads.outlook'),
                    cell: (s) => t(`creditLeads.outlooks.${s.outlook}`),
                  },
                ]}
              />
            ),
          },
        ]}
      />
      {editing && <EditLeadDialog lead={d} onClose={() => setEditing(false)} />}
    </Stack>
  );
}

/** The vendor validation flags: which checks ran and what each found. */
function Validations({ lead }: { lead: CreditLeadDetail }) {
  const { t } = useTranslation();
  return (
    <LinesTable
      ariaLabel={t('creditLeads.tab.validations')}
      rows={VENDOR_VALIDATION_FLAGS}
      getRowId={(f) => f.value}
      columns={[
        {
          id: 'check',
          header: t('creditLeads.check'),
          cell: (f) => t(`creditLeads.flags.${f.value}`),
          nowrap: true,
        },
        {
          id: 'outcome',
          header: t('creditLeads.outcome'),
          cell: (f) => {
            const o = lead.validations[f.value];
            return o ? (
              <Chip
                size="small"
                variant="outlined"
                color={OUTCOME_COLOUR[o]}
                label={t(`creditLeads.outcomes.${o}`)}
                data-check={f.value}
              />
            ) : (
              t('creditLeads.notRun')
            );
          },
        },
        {
          id: 'finding',
          header: t('creditLeads.finding'),
          cell: (f) => lead.checks.find((c) => c.check === f.value)?.summary ?? '—',
          minWidth: 200,
        },
      ]}
    />
  );
}

function History({ leadKey }: { leadKey: string }) {
  const { t } = useTranslation();
  const history = useQuery({
    queryKey: [CREDIT_LEADS_KEY, 'history', leadKey],
    queryFn: () => call(CREDIT_LEAD_ENDPOINTS.history, { params: { leadKey } }),
  });
  if (!history.data)
    return (
      <QueryStatus pending={history.isPending} error={history.error} fallback={t('creditLeads.loadFailed')} />
    );
  return (
    <LinesTable
      ariaLabel={t('creditLeads.tab.history')}
      rows={history.data}
      getRowId={(h) => `${h.at}-${h.action}`}
      columns={[
        {
          id: 'at',
          header: t('creditLeads.at'),
          cell: (h) => <DateText value={h.at} withTime />,
          nowrap: true,
        },
        { id: 'action', header: t('creditLeads.change'), cell: (h) => h.action, nowrap: true },
        {
          id: 'after',
          header: t('creditLeads.detail'),
          cell: (h) => (h.after ? JSON.stringify(h.after).slice(0, 160) : '—'),
          minWidth: 240,
        },
      ]}
    />
  );
}
