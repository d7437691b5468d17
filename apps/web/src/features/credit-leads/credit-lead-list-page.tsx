import { CREDIT_LEAD_ENDPOINTS } from '@dom/contract';
import { call } from '../../lib/api-client';
import { type QueryParams } from '../../lib/query-string';
import Button from '@mui/material/Button';
import type { CreditLeadRow } from '@dom/contract';
import { CREDIT_LEAD_STATUSES } from '@dom/domain';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Amount } from '../../components/amount/amount';
import { DateText } from '../../components/date-text/date-text';
import type { FilterDefinition } from '../../components/filter-bar/filter-types';
import { ListScreen } from '../../components/list-screen/list-screen';
import { StatusChip, statusLabel } from '../../components/status-chip/status-chip';
import { CREDIT_LEADS_KEY } from './credit-leads-support';
import '../../i18n/parts/credit-leads';

const column = createColumnHelper<CreditLeadRow>();
const MEMO_TABS = ['ALL', 'IN_PROGRESS', 'PENDING', 'NEED_CEO_APPROVAL', 'APPROVED', 'REJECTED'] as const;

/** /credit-memo: the credit leads with their memos, by status tab; a row opens the lead. */
export function CreditLeadListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const filters = useMemo<FilterDefinition[]>(
    () => [{ kind: 'text', key: 'text', label: t('creditLeads.search') }],
    [t],
  );
  const tabs = useMemo(
    () =>
      MEMO_TABS.map((s) => ({
        id: s,
        label: s === 'ALL' ? t('creditLeads.all') : statusLabel(t, CREDIT_LEAD_STATUSES, s),
      })),
    [t],
  );
  const columns = useMemo(
    () => [
      column.accessor('leadKey', { header: t('creditLeads.leadKey'), meta: { nowrap: true } }),
      column.accessor('companyName', { header: t('creditLeads.company') }),
      column.accessor('buyerEntityKey', { header: t('creditLeads.entity'), meta: { nowrap: true } }),
      column.accessor('requestedLimitPaise', {
        header: t('creditLeads.requestedLimit'),
        cell: (c) => <Amount value={c.getValue()} coloured={false} />,
        meta: { align: 'right' },
      }),
      column.accessor('vaultScore', {
        header: t('creditLeads.vaultScore'),
        cell: (c) => c.getValue() ?? '—',
      }),
      column.accessor('status', {
        header: t('creditLeads.status'),
        cell: (c) => <StatusChip statuses={CREDIT_LEAD_STATUSES} value={c.getValue()} />,
      }),
      column.accessor('createdAt', {
        header: t('creditLeads.createdAt'),
        cell: (c) => <DateText value={c.getValue()} />,
      }),
    ],
    [t],
  );
  return (
    <ListScreen<CreditLeadRow>
      title={t('creditLeads.title')}
      tableLabel={t('creditLeads.listLabel')}
      actions={
        <Button variant="outlined" onClick={() => void navigate('/buyer-entity/list')}>
          {t('creditLeads.entities')}
        </Button>
      }
      filters={filters}
      tabs={{ ariaLabel: t('creditLeads.statusTabs'), items: tabs }}
      columns={columns}
      queryKey={[CREDIT_LEADS_KEY, 'memos']}
      load={(query: QueryParams) => call(CREDIT_LEAD_ENDPOINTS.memoList, { query })}
      searchQuery={(values, tab) => ({
        ...(typeof values.text === 'string' && values.text ? { text: values.text } : {}),
        ...(tab && tab !== 'ALL' ? { status: tab } : {}),
      })}
      failedMessage={t('creditLeads.listFailed')}
      getRowId={(row) => row.leadKey}
      onRowClick={(row) => void navigate(`/credit-memo/${row.leadKey}`)}
    />
  );
}
