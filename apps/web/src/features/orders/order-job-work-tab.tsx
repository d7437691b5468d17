import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { JobWork, JobWorkAction, OrderDetail } from '@dom/contract';
import { JOB_STATUSES, formatWeight } from '@dom/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useActionMutation } from '../../components/action-dialog/use-action-mutation';
import { ConfirmDialog } from '../../components/confirm-dialog/confirm-dialog';
import { DateText } from '../../components/date-text/date-text';
import { EmptyState } from '../../components/empty-state/empty-state';
import { useNotify } from '../../components/notifications/notifications-context';
import { StatusChip } from '../../components/status-chip/status-chip';
import { useErrorToast } from '../../lib/use-error-toast';
import { AddJobWorkDialog } from './add-job-work-dialog';
import { deleteJobWork, jobWorksKey, moveJobWork, useJobWorks } from './job-work-api';
import { ErrorAlert } from '../../components/action-dialog/error-alert';

/** The order's job work: what went to which job worker, and the moves each row allows now. */
export function OrderJobWorkTab({ order }: { order: OrderDetail }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const showError = useErrorToast();
  const queryClient = useQueryClient();
  const list = useJobWorks(order.orderKey);
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<JobWork | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: jobWorksKey(order.orderKey) });
  const move = useActionMutation({
    mutationFn: ({ id, action }: { id: string; action: JobWorkAction }, idempotencyKey) =>
      moveJobWork(id, action, idempotencyKey),
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
    mutationFn: (id: string, idempotencyKey) => deleteJobWork(id, idempotencyKey),
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
        // Scrolls sideways on a phone: keyboard users reach it as a region.
        <TableContainer tabIndex={0} role="region" aria-label={t('orders.tabs.jobWork')}>
          {/* Wide enough that a phone scrolls the table rather than folding each word onto a line. */}
          <Table size="small" aria-label={t('orders.tabs.jobWork')} sx={{ minWidth: 760 }}>
            <TableHead>
              <TableRow>
                <TableCell>{t('orders.jobWork.line')}</TableCell>
                <TableCell>{t('orders.jobWork.process')}</TableCell>
                <TableCell>{t('orders.jobWork.jobWorker')}</TableCell>
                <TableCell align="right">{t('orders.jobWork.quantity')}</TableCell>
                <TableCell>{t('orders.jobWork.expectedCompletion')}</TableCell>
                <TableCell>{t('orders.jobWork.status')}</TableCell>
                <TableCell>{t('orders.jobWork.actions')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={row.id} data-job-work={row.id}>
                  <TableCell sx={{ minWidth: 160 }}>
                    <Typography variant="body2">{`${row.lineNumber}. ${row.productName}`}</Typography>
                    <Typography variant="caption" color="text.secondary">
                      {row.skuId}
                    </Typography>
                  </TableCell>
                  <TableCell>{row.process}</TableCell>
                  <TableCell>{row.jobWorker}</TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {formatWeight(row.quantity, row.unit)}
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    {row.expectedCompletionDate ? <DateText value={row.expectedCompletionDate} /> : '-'}
                  </TableCell>
                  <TableCell>
                    <StatusChip statuses={JOB_STATUSES} value={row.status} />
                  </TableCell>
                  <TableCell>
                    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
                      {row.allowedActions.includes('start') && (
                        <Button
                          size="small"
                          variant="outlined"
                          disabled={busy}
                          onClick={() => move.mutate({ id: row.id, action: 'start' })}
                        >
                          {t('orders.jobWork.start')}
                        </Button>
                      )}
                      {row.allowedActions.includes('complete') && (
                        <Button
                          size="small"
                          variant="outlined"
                          color="success"
                          disabled={busy}
                          onClick={() => move.mutate({ id: row.id, action: 'complete' })}
                        >
                          {t('orders.jobWork.complete')}
                        </Button>
                      )}
                      {row.allowedActions.includes('delete') && (
                        <Button size="small" color="error" disabled={busy} onClick={() => setDeleting(row)}>
                          {t('orders.jobWork.delete')}
                        </Button>
                      )}
                    </Box>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {adding && <AddJobWorkDialog order={order} jobWorks={rows} onClose={() => setAdding(false)} />}
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
        onConfirm={() => deleting && remove.mutate(deleting.id)}
        onCancel={() => setDeleting(null)}
      />
    </Box>
  );
}
