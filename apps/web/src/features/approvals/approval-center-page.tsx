import { APPROVAL_ENDPOINTS } from '@dom/contract';
import { call } from '../../lib/api-client';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { ApprovalListItem } from '@dom/contract';
import { APPROVAL_STATUSES, type ApprovalView } from '@dom/domain';
import { useQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import type { TFunction } from 'i18next';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../app/session/session-context';
import { Amount } from '../../components/amount/amount';
import { DateText } from '../../components/date-text/date-text';
import type { FilterDefinition } from '../../components/filter-bar/filter-types';
import { ListScreen } from '../../components/list-screen/list-screen';
import { StatusChip, statusOptions } from '../../components/status-chip/status-chip';
import type { QueryParams } from '../../lib/query-string';
import { useHashKeepingParams } from '../../lib/use-hash-keeping-params';
import { ApprovalDetailDrawer } from './approval-detail-drawer';
import { BulkApproveDialog } from './bulk-approve-dialog';
import { APPROVALS_KEY } from './approvals-keys';
import '../../i18n/parts/approvals';

const column = createColumnHelper<ApprovalListItem>();

function approvalFilters(
  t: TFunction,
  subjectTypes: readonly { value: string; label: string }[],
): FilterDefinition[] {
  return [
    { kind: 'text', key: 'approvalLogKeys', label: t('approvals.fields.approvalKey') },
    { kind: 'text', key: 'entityIds', label: t('approvals.fields.entityId') },
    {
      kind: 'select',
      key: 'entityType',
      label: t('approvals.fields.entityType'),
      options: [...subjectTypes],
    },
    {
      kind: 'multiSelect',
      key: 'statusList',
      label: t('approvals.fields.status'),
      options: statusOptions(t, APPROVAL_STATUSES),
    },
    { kind: 'text', key: 'blockedReasons', label: t('approvals.fields.blockedReasons') },
    { kind: 'text', key: 'enhancerTypes', label: t('approvals.fields.enhancerType') },
    { kind: 'text', key: 'requestedByList', label: t('approvals.fields.requestedBy') },
  ];
}

/**
 * `/approval-center` (Display_Approval_Center_Tab): the approval-center log in three views —
 * waiting for me, raised by me and all (for who may decide) — with the spec's filters in the
 * address, and a request's detail in a drawer (`?approval=AP…`) with its actions.
 */
export function ApprovalCenterPage() {
  const { t } = useTranslation();
  const { hasPermission } = useSession();
  const { params, update } = useHashKeepingParams();
  const [bulkOpen, setBulkOpen] = useState(false);
  const mayDecide = hasPermission('Approve_Approval_Request');
  const views: readonly ApprovalView[] = mayDecide ? ['waiting', 'raised', 'all'] : ['waiting', 'raised'];
  const asked = params.get('view') as ApprovalView | null;
  const view: ApprovalView = asked && views.includes(asked) ? asked : 'waiting';
  const opened = params.get('approval');
  const setParam = useCallback(
    (name: string, value: string | null) =>
      update((p) => {
        if (value === null) p.delete(name);
        else p.set(name, value);
        if (name === 'view') p.delete('page');
        return p;
      }),
    [update],
  );
  const types = useQuery({
    queryKey: [APPROVALS_KEY, 'subject-types'],
    queryFn: () => call(APPROVAL_ENDPOINTS.subjectTypes),
  });
  const typeOptions = useMemo(
    () => (types.data ?? []).map((s) => ({ value: s.subjectType, label: s.label })),
    [types.data],
  );
  const filters = useMemo(() => approvalFilters(t, typeOptions), [t, typeOptions]);
  const load = useCallback(
    (query: QueryParams) => call(APPROVAL_ENDPOINTS.log, { query: { ...query, view } }),
    [view],
  );
  const columns = useMemo(
    () => [
      column.accessor('approvalKey', { header: t('approvals.fields.approvalKey'), meta: { nowrap: true } }),
      column.accessor('status', {
        header: t('approvals.fields.status'),
        cell: (c) => <StatusChip statuses={APPROVAL_STATUSES} value={c.getValue()} />,
      }),
      column.accessor('summary', { header: t('approvals.fields.summary') }),
      column.accessor('businessValue', {
        header: t('approvals.fields.businessValue'),
        cell: (c) => <Amount value={c.getValue()} coloured={false} />,
        meta: { align: 'right', nowrap: true },
      }),
      column.accessor('currentStep', {
        header: t('approvals.fields.currentStep'),
        cell: (c) => c.getValue() ?? '—',
      }),
      column.accessor((r) => r.requestedBy.name, {
        id: 'requestedBy',
        header: t('approvals.fields.requestedBy'),
      }),
      column.accessor('createdAt', {
        header: t('approvals.fields.createdAt'),
        cell: (c) => <DateText value={c.getValue()} withTime />,
        meta: { nowrap: true },
      }),
    ],
    [t],
  );
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Tabs
        value={view}
        onChange={(_e, v: ApprovalView) => setParam('view', v)}
        aria-label={t('approvals.views.label')}
        variant="scrollable"
      >
        {views.map((v) => (
          <Tab key={v} value={v} label={t(`approvals.views.${v}`)} />
        ))}
      </Tabs>
      <ListScreen
        title={t('approvals.title')}
        actions={
          mayDecide && view === 'waiting' ? (
            <Button variant="outlined" onClick={() => setBulkOpen(true)}>
              {t('approvals.bulk.button')}
            </Button>
          ) : undefined
        }
        filters={filters}
        columns={columns}
        queryKey={[APPROVALS_KEY, 'log', view]}
        load={load}
        failedMessage={t('approvals.listFailed')}
        getRowId={(r) => r.approvalKey}
        onRowClick={(r) => setParam('approval', r.approvalKey)}
        emptyMessage={t(`approvals.empty.${view}`)}
      />
      {opened && <ApprovalDetailDrawer approvalKey={opened} onClose={() => setParam('approval', null)} />}
      {bulkOpen && <BulkApproveDialog onClose={() => setBulkOpen(false)} />}
    </Box>
  );
}
