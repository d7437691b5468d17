import { callAllowedAction } from '../../lib/allowed-actions';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type {
  AccessRequest,
  AccessRequestAllowedAction,
  AccessRequestAllowedActionName,
} from '@dom/contract';
import { ACCESS_REQUEST_STATUSES, EXCEPTIONAL_APPROVAL_STATUSES } from '@dom/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ChipList } from '../../components/data-table/chip-list';
import { DataTable } from '../../components/data-table/data-table';
import { DateText } from '../../components/date-text/date-text';
import { useNotify } from '../../components/notifications/notifications-context';
import { StatusChip } from '../../components/status-chip/status-chip';
import { useListState } from '../../components/list-state/use-list-state';
import { useErrorToast } from '../../lib/use-error-toast';
import { roleLabel } from './users-support';
import { ACCESS_REQUESTS_KEY, type AccessRequestScope, listAccessRequests } from './access-requests-support';

const column = createColumnHelper<AccessRequest>();

// Which of the server's allowed actions each list offers: the requester withdraws their own, a
// manager decides for reportees, an admin for everyone.
const SCOPE_ACTIONS: Record<AccessRequestScope, readonly AccessRequestAllowedActionName[]> = {
  mine: ['withdraw'],
  reportees: ['approveAsManager', 'reject'],
  all: ['approveAsAdmin', 'grant', 'reject'],
};

const ENDING: ReadonlySet<AccessRequestAllowedActionName> = new Set(['reject', 'withdraw']);

/** One list of access requests with the actions the server allows the user on each row. */
export function AccessRequestsTab({ scope }: { scope: AccessRequestScope }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const showError = useErrorToast();
  const queryClient = useQueryClient();
  const { page, setPage, wirePage } = useListState(undefined, { prefix: scope });
  const query = { ...wirePage };
  const requests = useQuery({
    queryKey: [ACCESS_REQUESTS_KEY, scope, query],
    queryFn: () => listAccessRequests(scope, query),
  });
  const decide = useMutation({
    mutationFn: ({ request, action }: { request: AccessRequest; action: AccessRequestAllowedAction }) =>
      callAllowedAction<AccessRequest>(action, { version: request.version }),
    onSuccess: (_answer, { action }) => {
      void queryClient.invalidateQueries({ queryKey: [ACCESS_REQUESTS_KEY] });
      notify.success(t(`access.decided.${action.action}`));
    },
    onError: (error) => showError(error, t('access.decideFailed')),
  });

  const columns = useMemo(() => {
    const allowed = new Set(SCOPE_ACTIONS[scope]);
    return [
      column.accessor('requesterName', { header: t('access.requester') }),
      column.accessor('roles', {
        header: t('access.roles'),
        cell: (c) => <ChipList items={c.getValue().map(roleLabel)} max={2} />,
      }),
      column.accessor('reason', { header: t('access.reason') }),
      column.accessor('status', {
        header: t('access.status'),
        cell: (c) => <StatusChip statuses={ACCESS_REQUEST_STATUSES} value={c.getValue()} />,
      }),
      // The approvals engine's request behind it (doc 3 §4 exceptional approval: Not Requested …).
      column.accessor('approvalStatus', {
        header: t('access.approval'),
        cell: (c) => <StatusChip statuses={EXCEPTIONAL_APPROVAL_STATUSES} value={c.getValue()} />,
      }),
      column.accessor('createdAt', {
        header: t('access.createdAt'),
        cell: (c) => <DateText value={c.getValue()} />,
      }),
      column.display({
        id: 'actions',
        header: t('access.actions'),
        cell: (c) => {
          const request = c.row.original;
          const actions = request.allowedActions.filter((a) => allowed.has(a.action));
          return (
            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
              {actions.map((action) => (
                <Button
                  key={action.action}
                  size="small"
                  variant={ENDING.has(action.action) ? 'outlined' : 'contained'}
                  color={ENDING.has(action.action) ? 'error' : 'primary'}
                  disabled={decide.isPending}
                  onClick={(event) => {
                    event.stopPropagation();
                    decide.mutate({ request, action });
                  }}
                >
                  {t(`access.action.${action.action}`)}
                </Button>
              ))}
            </Box>
          );
        },
      }),
    ];
  }, [t, scope, decide]);

  return (
    <DataTable
      ariaLabel={t(`access.tabs.${scope}`)}
      columns={columns}
      rows={requests.data?.content ?? []}
      totalRows={requests.data?.totalElements ?? 0}
      loading={requests.isFetching}
      page={page}
      onPageChange={setPage}
      getRowId={(r) => r.id}
    />
  );
}
