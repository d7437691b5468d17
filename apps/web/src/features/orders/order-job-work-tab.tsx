import { callAllowedAction } from '../../lib/allowed-actions';
import { ORDERS_KEY } from './orders-support';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { JobWork, OrderDetail } from '@dom/contract';
import { JOB_STATUSES, formatWeight } from '@dom/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Suspense, lazy, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useActionMutation } from '../../components/action-dialog/use-action-mutation';
import { ConfirmDialog } from '../../components/confirm-dialog/confirm-dialog';
import { DateText } from '../../components/date-text/date-text';
import { EmptyState } from '../../components/empty-state/empty-state';
import { LinesTable } from '../../components/simple-table/lines-table';
import { useNotify } from '../../components/notifications/notifications-context';
import { StatusChip } from '../../components/status-chip/status-chip';
import { useErrorToast } from '../../lib/use-error-toast';
import { useJobWorks } from './job-work-support';
import { ErrorAlert } from '../../components/action-dialog/error-alert';

// The add dialog (its form, the date picker) is fetched once the tab offers it, not with the order.
const loadAddDialog = () => import('./add-job-work-dialog');
const AddJobWorkDialog = lazy(() => loadAddDialog().then((m) => ({ default: m.AddJobWorkDialog })));

type JobWorkActionCall = JobWork['allowedActions'][number];

/** The order's job work: what went to which job worker, and the moves each row allows now. */
export function OrderJobWorkTab({ order }: { order: OrderDetail }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const showError = useErrorToast();
  const queryClient = useQueryClient();
  const list = useJobWorks(order.orderKey);
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<JobWork | null>(null);
  const refresh = () =>
    queryClient.invalidateQueries({ queryKey: [ORDERS_KEY, 'job-works', order.orderKey] as const });
  const move = useActionMutation({
    mutationFn: (action: JobWorkActionCall, idempotencyKey) =>
      callAllowedAction(action, undefined, { idempotencyKey }),
    onSuccess: (_row, { action }) => {
      notify.success(t(`orders.jobWork.${action}Done`));
      void refresh();
    },
    onError: (error) => {
      showError(error, t('orders.jobWork.moveFailed'));
      void refresh();
    },
  });
  const remove = useActionMutation({
    mutationFn: (action: JobWorkActionCall, idempotencyKey) =>
      callAllowedAction(action, undefined, { idempotencyKey }),
    onSuccess: () => {
      notify.success(t('orders.jobWork.deleteDone'));
      setDeleting(null);
      void refresh();
    },
    onError: (error) => {
      showError(error, t('orders.jobWork.deleteFailed'));
      setDeleting(null);
      void refresh();
    },
  });

  const canAdd = list.data?.canAdd === true;
  useEffect(() => {
    if (canAdd) void loadAddDialog();
  }, [canAdd]);

  if (list.isPending) return <Skeleton variant="rounded" height={120} />;
  if (list.error) return <ErrorAlert error={list.error} fallback={t('orders.jobWork.loadFailed')} />;
  const rows = list.data.items;
  const busy = move.isPending || remove.isPending;

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      {list.data.canAdd && (
        <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
          <Button variant="contained" onClick={() => setAdding(true)}>
            {t('orders.jobWork.add')}
          </Button>
        </Box>
      )}
      {rows.length === 0 ? (
        <EmptyState message={t('orders.jobWork.empty')} />
      ) : (
        <LinesTable
          ariaLabel={t('orders.tabs.jobWork')}
          frame="plain"
          // Wide enough that a phone scrolls the table rather than folding each word onto a line.
          minWidth={760}
          rows={rows}
          getRowId={(row) => row.id}
          rowAttributes={(row) => ({ 'data-job-work': row.id })}
          columns={[
            {
              id: 'line',
              header: t('orders.jobWork.line'),
              minWidth: 160,
              cell: (row) => (
                <>
                  <Typography variant="body2">{`${row.lineNumber}. ${row.productName}`}</Typography>
                  <Typography variant="caption" color="text.secondary">
                    {row.skuId}
                  </Typography>
                </>
              ),
            },
            { id: 'process', header: t('orders.jobWork.process'), cell: (row) => row.process },
            { id: 'jobWorker', header: t('orders.jobWork.jobWorker'), cell: (row) => row.jobWorker },
            {
              id: 'quantity',
              header: t('orders.jobWork.quantity'),
              align: 'right',
              nowrap: true,
              cell: (row) => formatWeight(row.quantity, row.unit),
            },
            {
              id: 'expectedCompletion',
              header: t('orders.jobWork.expectedCompletion'),
              nowrap: true,
              cell: (row) =>
                row.expectedCompletionDate ? <DateText value={row.expectedCompletionDate} /> : '-',
            },
            {
              id: 'status',
              header: t('orders.jobWork.status'),
              cell: (row) => <StatusChip statuses={JOB_STATUSES} value={row.status} />,
            },
            {
              id: 'actions',
              header: t('orders.jobWork.actions'),
              cell: (row) => (
                <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
                  {row.allowedActions.map((action) =>
                    action.action === 'delete' ? (
                      <Button
                        key={action.action}
                        size="small"
                        color="error"
                        disabled={busy}
                        onClick={() => setDeleting(row)}
                      >
                        {t('orders.jobWork.delete')}
                      </Button>
                    ) : (
                      <Button
                        key={action.action}
                        size="small"
                        variant="outlined"
                        color={action.action === 'complete' ? 'success' : 'primary'}
                        disabled={busy}
                        onClick={() => move.mutate(action)}
                      >
                        {t(`orders.jobWork.${action.action}`)}
                      </Button>
                    ),
                  )}
                </Box>
              ),
            },
          ]}
        />
      )}
      {adding && (
        <Suspense fallback={null}>
          <AddJobWorkDialog order={order} jobWorks={rows} onClose={() => setAdding(false)} />
        </Suspense>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={t('orders.jobWork.deleteTitle')}
        message={t('orders.jobWork.deleteMessage', {
          process: deleting?.process ?? '',
          jobWorker: deleting?.jobWorker ?? '',
        })}
        confirmLabel={t('orders.jobWork.delete')}
        confirmColor="error"
        busy={remove.isPending}
        onConfirm={() => {
          const action = deleting?.allowedActions.find((a) => a.action === 'delete');
          if (action) remove.mutate(action);
        }}
        onCancel={() => setDeleting(null)}
      />
    </Box>
  );
}
