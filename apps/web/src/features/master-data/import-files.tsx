import { downloadFile } from '../../lib/download';
import { TASK_ENDPOINTS, type Task } from '@dom/contract';
import { call, urlOf } from '../../lib/api-client';
import DownloadIcon from '@mui/icons-material/FileDownloadOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { ImportFile, ImportFileTab } from '@dom/contract';
import { APPROVAL_STATUSES, FILE_STATUSES } from '@dom/domain';
import { useMutation, useQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useSession } from '../../app/session/session-context';
import { DataTable } from '../../components/data-table/data-table';
import type { CardFields } from '../../components/data-table/row-cards';
import { DateText } from '../../components/date-text/date-text';
import { useListState } from '../../components/list-state/use-list-state';
import { StatusChip } from '../../components/status-chip/status-chip';
import { useErrorToast } from '../../lib/use-error-toast';
import { useErrorToastOn } from '../../lib/use-error-toast-on';
import { useViewport } from '../../lib/use-viewport';
import { TASKS_KEY, TASK_POLL_MS } from './master-data-support';
import { useTaskTypeLabel } from './task-type-label';
import '../../i18n/parts/master-data';

const column = createColumnHelper<ImportFile>();

/** The address of a request in the Approval Center (its drawer opens). */
export const approvalCenterHref = (approvalKey: string) =>
  `/approval-center?approval=${encodeURIComponent(approvalKey)}`;

const CARDS: Record<ImportFileTab, CardFields> = {
  APPROVAL_PENDING: {
    id: 'fileName',
    party: 'uploadedBy',
    status: 'approval',
    date: 'createdOn',
    more: ['rows', 'open'],
  },
  PROCESSED: {
    id: 'fileName',
    status: 'status',
    date: 'finishedOn',
    more: ['written', 'failed', 'message', 'failedRows'],
  },
};

/**
 * Why a processed import failed: the failure's label in the reader's language (a checker's
 * rejection, a withdrawn approval) and, under it, what the person who decided wrote, as they typed it.
 */
function FailureReason({ file }: { file: ImportFile }) {
  const { t } = useTranslation();
  if (file.status !== 'FAILED' || (!file.failureLabel && !file.message)) return '—';
  return (
    <Box sx={{ overflowWrap: 'anywhere' }}>
      {file.failureLabel && (
        <Typography variant="body2">
          {t(`statusLabels.${file.failureLabel}`, { defaultValue: file.failureLabel })}
        </Typography>
      )}
      {file.message && (
        <Typography
          variant={file.failureLabel ? 'caption' : 'body2'}
          color={file.failureLabel ? 'text.secondary' : undefined}
          component="div"
        >
          {file.message}
        </Typography>
      )}
    </Box>
  );
}

/**
 * The import-files tabs of /master-data (doc 3 §2 "Import files: approval-pending, processed"):
 * the desk's uploads of the types that need a checker — awaiting the checker's approval (who
 * uploaded, when, how many rows, the approval's status and the way to the Approval Center), or
 * ended (status, rows written and failed, the reason, the failed-rows file).
 */
export function ImportFilesTab({ tab }: { tab: ImportFileTab }) {
  const { t } = useTranslation();
  const typeLabel = useTaskTypeLabel();
  const showError = useErrorToast();
  const { hasPermission } = useSession();
  const mayOpenCenter = hasPermission('Display_Approval_Center_Tab');
  const phone = useViewport() === 'mobile';
  const { page, setPage, wirePage } = useListState(undefined, { prefix: tab.toLowerCase() });
  const files = useQuery({
    queryKey: [TASKS_KEY, 'import-files', tab, wirePage],
    queryFn: () => call(TASK_ENDPOINTS.importFiles, { query: { tab, ...wirePage } }),
    // A waiting import moves on when its checker decides; the list follows.
    refetchInterval: tab === 'APPROVAL_PENDING' ? TASK_POLL_MS * 10 : false,
  });
  useErrorToastOn(files.error, t('masterData.importFiles.failed'));
  const failedRows = useMutation({
    mutationFn: (task: Pick<Task, 'taskId' | 'taskType'>): Promise<void> =>
      downloadFile(urlOf(TASK_ENDPOINTS.failedRows, { taskId: task.taskId }), {
        fileName: `${task.taskType.toLowerCase()}-failed-rows.xlsx`,
      }),
    onError: (e) => showError(e, t('masterData.downloadFailed')),
  });

  const columns = useMemo(() => {
    const common = [
      column.accessor('fileName', {
        header: t('masterData.columns.file'),
        cell: (c) => (
          <Box sx={{ minWidth: 160 }}>
            <Typography variant="body2">{c.getValue() ?? '—'}</Typography>
            <Typography variant="caption" color="text.secondary" component="div">
              {typeLabel(c.row.original.taskType, c.row.original.taskTypeLabel)}
            </Typography>
          </Box>
        ),
      }),
      column.accessor('uploadedByName', {
        id: 'uploadedBy',
        header: t('masterData.importFiles.uploadedBy'),
        cell: (c) => c.getValue() ?? '—',
      }),
    ];
    const approval = column.accessor((f) => f.approval?.status ?? '', {
      id: 'approval',
      header: t('masterData.importFiles.approval'),
      cell: (c) => (c.getValue() ? <StatusChip statuses={APPROVAL_STATUSES} value={c.getValue()} /> : '—'),
    });
    if (tab === 'APPROVAL_PENDING')
      return [
        ...common,
        column.accessor('createdOn', {
          header: t('masterData.importFiles.uploadedOn'),
          cell: (c) => <DateText value={c.getValue()} withTime />,
          meta: { nowrap: true },
        }),
        column.accessor((f) => f.rowCount - f.errorCount - f.skippedRows, {
          id: 'rows',
          header: t('masterData.importFiles.rowsToWrite'),
          meta: { align: 'right' },
        }),
        approval,
        column.display({
          id: 'open',
          header: t('masterData.importFiles.approvalCenter'),
          cell: (c) => {
            const key = c.row.original.approval?.approvalKey;
            if (!key) return '—';
            return mayOpenCenter ? (
              <Link component={RouterLink} to={approvalCenterHref(key)}>
                {t('masterData.importFiles.openApproval', { key })}
              </Link>
            ) : (
              key
            );
          },
        }),
      ];
    // Processed: the type and the maker under the file's name, the approval under the status, so
    // the reason keeps its width at 1280 px.
    return [
      column.accessor('fileName', {
        header: t('masterData.columns.file'),
        cell: (c) => (
          <Box sx={{ minWidth: 160 }}>
            <Typography variant="body2">{c.getValue() ?? '—'}</Typography>
            <Typography variant="caption" color="text.secondary" component="div">
              {typeLabel(c.row.original.taskType, c.row.original.taskTypeLabel)}
            </Typography>
            {c.row.original.uploadedByName && (
              <Typography variant="caption" color="text.secondary" component="div">
                {t('masterData.importFiles.uploadedBy')}: {c.row.original.uploadedByName}
              </Typography>
            )}
          </Box>
        ),
      }),
      column.accessor('status', {
        header: t('masterData.columns.status'),
        cell: (c) => (
          <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 0.5 }}>
            <StatusChip statuses={FILE_STATUSES} value={c.getValue()} />
            {c.row.original.approval && (
              <StatusChip statuses={APPROVAL_STATUSES} value={c.row.original.approval.status} />
            )}
          </Box>
        ),
      }),
      column.accessor('writtenRows', {
        id: 'written',
        header: t('masterData.importFiles.written'),
        meta: { align: 'right' },
      }),
      column.accessor('errorCount', {
        id: 'failed',
        header: t('masterData.importFiles.failedCount'),
        meta: { align: 'right' },
      }),
      column.accessor('message', {
        header: t('masterData.importFiles.reason'),
        cell: (c) => <FailureReason file={c.row.original} />,
        meta: { width: 220 },
      }),
      column.accessor('finishedOn', {
        header: t('masterData.importFiles.endedOn'),
        cell: (c) => (c.getValue() ? <DateText value={c.getValue()} /> : '—'),
        meta: { nowrap: true },
      }),
      column.display({
        id: 'failedRows',
        header: '',
        cell: (c) =>
          c.row.original.hasFailedRowsFile ? (
            <Tooltip title={t('masterData.failedRows')}>
              <IconButton
                size="small"
                aria-label={t('masterData.failedRows')}
                onClick={(event) => {
                  event.stopPropagation();
                  failedRows.mutate(c.row.original);
                }}
              >
                <DownloadIcon fontSize="small" />
              </IconButton>
            </Tooltip>
          ) : (
            ''
          ),
      }),
    ];
  }, [t, tab, typeLabel, mayOpenCenter, failedRows]);

  return (
    <DataTable
      ariaLabel={t(`masterData.tabs.${tab === 'APPROVAL_PENDING' ? 'approvalPending' : 'processed'}`)}
      columns={columns}
      rows={files.data?.content ?? []}
      totalRows={files.data?.totalElements ?? 0}
      totalIsCapped={files.data?.totalIsCapped}
      loading={files.isFetching}
      page={page}
      onPageChange={setPage}
      getRowId={(f: ImportFile) => f.taskId}
      emptyMessage={t(`masterData.importFiles.empty.${tab}`)}
      cards={phone ? CARDS[tab] : undefined}
    />
  );
}
