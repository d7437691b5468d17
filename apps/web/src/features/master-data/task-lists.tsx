import { downloadFile } from '../../lib/download';
import { TASK_ENDPOINTS, type Task } from '@dom/contract';
import { call, urlOf } from '../../lib/api-client';
import DownloadIcon from '@mui/icons-material/FileDownloadOutlined';
import Button from '@mui/material/Button';
import { FILE_STATUSES } from '@dom/domain';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DateText } from '../../components/date-text/date-text';
import { SimpleTable } from '../../components/simple-table/simple-table';
import { StatusChip } from '../../components/status-chip/status-chip';
import { useErrorToast } from '../../lib/use-error-toast';
import { TASKS_KEY, TASK_POLL_MS } from './master-data-support';
import { useTaskTypeLabel } from './task-type-label';
import '../../i18n/parts/master-data';

const running = (rows: readonly { finishedOn: string | null }[] | undefined) =>
  rows?.some((r) => r.finishedOn === null) ? TASK_POLL_MS : false;

/**
 * The caller's uploads (kind UPLOAD) or exports (kind DOWNLOAD), newest first, with status chips;
 * of one task type when a screen is that type's own (`/nps-imports`).
 */
export function TaskList({ kind, taskType }: { kind: 'UPLOAD' | 'DOWNLOAD'; taskType?: string }) {
  const { t } = useTranslation();
  const typeLabel = useTaskTypeLabel();
  const showError = useErrorToast();
  const tasks = useQuery({
    queryKey: [TASKS_KEY, 'list', kind, taskType ?? null],
    queryFn: () =>
      call(TASK_ENDPOINTS.search, {
        body: { kind, pageNumber: 0, pageSize: 50, ...(taskType ? { taskType } : {}) },
      }),
    refetchInterval: (q) => running(q.state.data?.content),
  });
  const failedRows = useMutation({
    mutationFn: (task: Pick<Task, 'taskId' | 'taskType'>): Promise<void> =>
      downloadFile(urlOf(TASK_ENDPOINTS.failedRows, { taskId: task.taskId }), {
        fileName: `${task.taskType.toLowerCase()}-failed-rows.xlsx`,
      }),
    onError: (e) => showError(e, t('masterData.downloadFailed')),
  });
  return (
    <SimpleTable
      label={kind === 'UPLOAD' ? t('masterData.lists.uploaded') : t('masterData.lists.export')}
      emptyText={t('masterData.lists.empty')}
      headers={[
        { text: t('masterData.columns.type') },
        { text: t('masterData.columns.file') },
        { text: t('masterData.columns.status') },
        { text: t('masterData.columns.rows'), align: 'right' },
        { text: t('masterData.columns.errors'), align: 'right' },
        { text: t('masterData.columns.createdOn') },
        { text: '' },
      ]}
      rows={(tasks.data?.content ?? []).map((task) => ({
        id: task.taskId,
        cells: [
          typeLabel(task.taskType, task.taskTypeLabel),
          task.fileName ?? '—',
          <StatusChip key="s" statuses={FILE_STATUSES} value={task.status} />,
          task.kind === 'UPLOAD' ? task.rowCount : task.processedRows,
          task.errorCount,
          <DateText key="d" value={task.createdOn} withTime />,
          task.hasFailedRowsFile ? (
            <Button key="f" size="small" startIcon={<DownloadIcon />} onClick={() => failedRows.mutate(task)}>
              {t('masterData.failedRows')}
            </Button>
          ) : (
            ''
          ),
        ],
      }))}
    />
  );
}

/** "Downloaded file": the files the caller's exports made. */
export function DownloadedFiles() {
  const { t } = useTranslation();
  const typeLabel = useTaskTypeLabel();
  const showError = useErrorToast();
  const files = useQuery({
    queryKey: [TASKS_KEY, 'files', 'DOWNLOADED'],
    queryFn: () =>
      call(TASK_ENDPOINTS.businessFiles, { query: { role: 'DOWNLOADED', pageNumber: 0, pageSize: 50 } }),
  });
  const download = useMutation({
    mutationFn: (f: { taskId: string; fileName: string }) =>
      downloadFile(urlOf(TASK_ENDPOINTS.resultFile, { taskId: f.taskId }), { fileName: f.fileName }),
    onError: (e) => showError(e, t('masterData.downloadFailed')),
  });
  return (
    <SimpleTable
      label={t('masterData.lists.downloaded')}
      emptyText={t('masterData.lists.empty')}
      headers={[
        { text: t('masterData.columns.type') },
        { text: t('masterData.columns.file') },
        { text: t('masterData.columns.createdOn') },
        { text: '' },
      ]}
      rows={(files.data?.content ?? []).map((f) => ({
        id: f.fileId,
        cells: [
          typeLabel(f.taskType, f.taskTypeLabel),
          f.fileName,
          <DateText key="d" value={f.createdOn} withTime />,
          <Button key="b" size="small" startIcon={<DownloadIcon />} onClick={() => download.mutate(f)}>
            {t('masterData.download')}
          </Button>,
        ],
      }))}
    />
  );
}
