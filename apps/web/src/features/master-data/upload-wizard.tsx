import { downloadFile } from '../../lib/download';
import { TASK_ENDPOINTS } from '@dom/contract';
import { call, urlOf } from '../../lib/api-client';
import DownloadIcon from '@mui/icons-material/FileDownloadOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { Task, TaskPreview, TaskType } from '@dom/contract';
import { FILE_STATUSES, TASK_MAX_FILE_MB } from '@dom/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useSession } from '../../app/session/session-context';
import { FileUpload } from '../../components/file-upload/file-upload';
import { SimpleTable } from '../../components/simple-table/simple-table';
import { StatusChip } from '../../components/status-chip/status-chip';
import { WizardStepper } from '../../components/wizard-stepper/wizard-stepper';
import { errorToastMessage, useErrorToast } from '../../lib/use-error-toast';
import { TASKS_KEY, TASK_POLL_MS, uploadTaskFile } from './master-data-support';
import { approvalCenterHref } from './import-files';
import { useTaskTypeLabel } from './task-type-label';
import '../../i18n/parts/master-data';

type Step = 'UPLOAD' | 'EXTRACTING' | 'COMPLETED';
const STEPS: readonly Step[] = ['UPLOAD', 'EXTRACTING', 'COMPLETED'];

/**
 * The upload wizard (doc 3 §2): Upload → Extracting → Completed, the progress bar fed by the job.
 * With one type (a type's own screen) there is nothing to choose. A type that needs a checker sends
 * the file for approval instead: the wizard waits (Pending Approval) until the checker decides in
 * the Approval Center, then follows the commit.
 */
export function UploadWizard({ types }: { types: readonly TaskType[] }) {
  const { t } = useTranslation();
  const typeLabel = useTaskTypeLabel();
  const showError = useErrorToast();
  const queryClient = useQueryClient();
  const { hasPermission } = useSession();
  const [taskType, setTaskType] = useState(types[0]?.taskType ?? '');
  const [preview, setPreview] = useState<TaskPreview | null>(null);
  const [uploadError, setUploadError] = useState<unknown>(null);
  const [started, setStarted] = useState<Task | null>(null);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: [TASKS_KEY] });
  const commit = useMutation({
    mutationFn: (taskId: string): Promise<Task> =>
      call(TASK_ENDPOINTS.extractionInitiate, { body: { taskId } }),
    onSuccess: (task) => {
      setStarted(task);
      refresh();
    },
    onError: (e) => showError(e, t('masterData.upload.commitFailed')),
  });
  const cancel = useMutation({
    mutationFn: (taskId: string): Promise<Task> =>
      call(TASK_ENDPOINTS.extractionCancel, { body: { taskId } }),
    onSuccess: () => {
      startOver();
      refresh();
    },
    onError: (e) => showError(e, t('masterData.upload.cancelFailed')),
  });
  const failedRows = useMutation({
    mutationFn: (task: Pick<Task, 'taskId' | 'taskType'>): Promise<void> =>
      downloadFile(urlOf(TASK_ENDPOINTS.failedRows, { taskId: task.taskId }), {
        fileName: `${task.taskType.toLowerCase()}-failed-rows.xlsx`,
      }),
    onError: (e) => showError(e, t('masterData.downloadFailed')),
  });
  const template = useMutation({
    mutationFn: (taskType: string): Promise<void> =>
      downloadFile(urlOf(TASK_ENDPOINTS.template, { taskType }), {
        fileName: `${taskType.toLowerCase()}-template.xlsx`,
      }),
    onError: (e) => showError(e, t('masterData.downloadFailed')),
  });
  const job = useQuery({
    queryKey: [TASKS_KEY, 'task', started?.taskId],
    queryFn: () => call(TASK_ENDPOINTS.task, { params: { taskId: started?.taskId ?? '' } }),
    enabled: started !== null,
    initialData: started ?? undefined,
    // Waiting for a checker can take hours: asked less often than a running commit.
    refetchInterval: (q) =>
      q.state.data?.finishedOn
        ? false
        : q.state.data?.approval?.status === 'PENDING'
          ? TASK_POLL_MS * 5
          : TASK_POLL_MS,
  });
  const task = job.data ?? started;
  const finished = task?.finishedOn != null;
  const step: Step = finished ? 'COMPLETED' : started ? 'EXTRACTING' : 'UPLOAD';
  if (finished && !job.isFetching && job.data) refreshOnce(job.data.taskId, refresh);
  function startOver() {
    setPreview(null);
    setStarted(null);
    setUploadError(null);
    commit.reset();
  }
  const type = types.find((x) => x.taskType === taskType);
  // Rows the type skips (a note, no error: e.g. an RFQ line already raised) are neither ready nor failed.
  const skipped = preview?.task.skippedRows ?? 0;
  const notes = preview?.notes ?? [];

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <WizardStepper
        steps={STEPS.map((s) => ({ value: `TASK_${s}`, label: t(`masterData.upload.steps.${s}`) }))}
        active={`TASK_${step}`}
        failed={task?.status === 'FAILED'}
      />
      {step === 'UPLOAD' && !preview && (
        <>
          {types.length > 1 && (
            <TextField
              select
              label={t('masterData.type')}
              value={taskType}
              onChange={(e) => setTaskType(e.target.value)}
              sx={{ maxWidth: 480 }}
              size="small"
            >
              {types.map((x) => (
                // Long names (Hindi, Marathi) wrap instead of running past a phone's edge.
                <MenuItem key={x.taskType} value={x.taskType} sx={{ whiteSpace: 'normal' }}>
                  {typeLabel(x.taskType, x.label)}
                </MenuItem>
              ))}
            </TextField>
          )}
          {type && (
            <Typography variant="body2" color="text.secondary">
              {t('masterData.upload.columns', { columns: type.columns.map((c) => c.name).join(', ') })}
            </Typography>
          )}
          <Box>
            <Button
              variant="outlined"
              startIcon={<DownloadIcon />}
              disabled={!type?.canDownload || template.isPending}
              onClick={() => template.mutate(taskType)}
            >
              {t('masterData.downloadTemplate')}
            </Button>
          </Box>
          <FileUpload
            single
            accept={['.xlsx']}
            maxSizeMb={TASK_MAX_FILE_MB}
            label={t('masterData.upload.chooseFile')}
            uploadLabel={t('masterData.upload.uploadAndCheck')}
            failureMessage={t('masterData.upload.failed')}
            onUpload={async (files, onProgress) => {
              const file = files[0];
              if (!file || !taskType) return;
              setUploadError(null);
              try {
                setPreview(await uploadTaskFile(taskType, file, onProgress));
                refresh();
              } catch (error) {
                setUploadError(error);
                throw error;
              }
            }}
          />
          {uploadError !== null && (
            <Alert severity="error" role="alert">
              {errorToastMessage(t, uploadError, t('masterData.upload.failed'))}
            </Alert>
          )}
        </>
      )}
      {step === 'UPLOAD' && preview && (
        <>
          <Typography>
            {t('masterData.upload.summary', {
              file: preview.task.fileName ?? '',
              rows: preview.task.rowCount,
              valid: preview.validRows,
              errors: preview.task.errorCount,
            })}
            {skipped > 0 && <> {t('masterData.upload.skippedSummary', { count: skipped })}</>}
          </Typography>
          {preview.task.errorCount > 0 ? (
            <Alert severity="warning">{t('masterData.upload.hasErrors')}</Alert>
          ) : skipped > 0 ? (
            <Alert severity="info">{t('masterData.upload.someSkipped')}</Alert>
          ) : (
            <Alert severity="success">{t('masterData.upload.allGood')}</Alert>
          )}
          {preview.errors.length > 0 && <TableTitle>{t('masterData.upload.errorsTable')}</TableTitle>}
          {preview.errors.length > 0 && (
            <SimpleTable
              label={t('masterData.upload.errorsTable')}
              headers={[
                { text: t('masterData.columns.row'), align: 'right' },
                { text: t('masterData.columns.column') },
                { text: t('masterData.columns.error') },
              ]}
              rows={preview.errors.map((e, i) => ({
                id: `${e.row}-${i}`,
                cells: [e.row, e.column, e.message],
              }))}
            />
          )}
          {notes.length > 0 && <TableTitle>{t('masterData.upload.skippedTable')}</TableTitle>}
          {notes.length > 0 && (
            <SimpleTable
              label={t('masterData.upload.skippedTable')}
              headers={[
                { text: t('masterData.columns.row'), align: 'right' },
                { text: t('masterData.columns.status') },
                { text: t('masterData.columns.note') },
              ]}
              rows={notes.map((n) => ({
                id: `note-${n.row}`,
                cells: [n.row, <Chip size="small" label={t('masterData.upload.skipped')} />, n.message],
              }))}
            />
          )}
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', justifyContent: 'flex-end' }}>
            {preview.task.hasFailedRowsFile && (
              <Button startIcon={<DownloadIcon />} onClick={() => failedRows.mutate(preview.task)}>
                {t('masterData.failedRows')}
              </Button>
            )}
            <Button onClick={() => cancel.mutate(preview.task.taskId)} disabled={cancel.isPending}>
              {t('masterData.upload.cancel')}
            </Button>
            <Button
              variant="contained"
              // A file whose rows are all skipped is still processed (it ends with nothing written).
              disabled={(preview.validRows === 0 && skipped === 0) || commit.isPending}
              onClick={() => commit.mutate(preview.task.taskId)}
            >
              {type?.needsChecker
                ? t('masterData.checker.send', { count: preview.validRows })
                : preview.validRows === 0
                  ? t('masterData.upload.finishSkipped')
                  : t('masterData.upload.process', { count: preview.validRows })}
            </Button>
          </Box>
        </>
      )}
      {step === 'EXTRACTING' && task?.approval?.status === 'PENDING' && (
        <>
          <Alert severity="info" role="status">
            {t('masterData.checker.waiting', { key: task.approval.approvalKey })}{' '}
            {hasPermission('Display_Approval_Center_Tab') && (
              <Link component={RouterLink} to={approvalCenterHref(task.approval.approvalKey)}>
                {t('masterData.importFiles.openApproval', { key: task.approval.approvalKey })}
              </Link>
            )}
          </Alert>
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', justifyContent: 'flex-end' }}>
            <Button onClick={() => cancel.mutate(task.taskId)} disabled={cancel.isPending}>
              {t('masterData.checker.withdraw')}
            </Button>
            <Button variant="contained" onClick={startOver}>
              {t('masterData.upload.another')}
            </Button>
          </Box>
        </>
      )}
      {step === 'EXTRACTING' && task && task.approval?.status !== 'PENDING' && (
        <>
          <Typography>
            {t('masterData.upload.running', { done: task.processedRows, total: task.rowCount })}
          </Typography>
          <LinearProgress
            aria-label={t('masterData.upload.progress')}
            variant="determinate"
            value={task.progressPercent}
          />
        </>
      )}
      {step === 'COMPLETED' && task && (
        <>
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
            <StatusChip statuses={FILE_STATUSES} value={task.status} size="medium" />
            {task.failureLabel && (
              <Typography color="error">
                {t(`statusLabels.${task.failureLabel}`, { defaultValue: task.failureLabel })}
              </Typography>
            )}
          </Box>
          {task.status === 'FAILED' && task.message && <Alert severity="error">{task.message}</Alert>}
          <LinearProgress aria-label={t('masterData.upload.progress')} variant="determinate" value={100} />
          <Typography>
            {t('masterData.upload.done', { count: task.writtenRows, errors: task.errorCount })}
            {task.skippedRows > 0 && <> {t('masterData.upload.doneSkipped', { count: task.skippedRows })}</>}
          </Typography>
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', justifyContent: 'flex-end' }}>
            {task.hasFailedRowsFile && (
              <Button startIcon={<DownloadIcon />} onClick={() => failedRows.mutate(task)}>
                {t('masterData.failedRows')}
              </Button>
            )}
            <Button variant="contained" onClick={startOver}>
              {t('masterData.upload.another')}
            </Button>
          </Box>
        </>
      )}
    </Box>
  );
}

/** The title over one of the preview's tables (its rows in error, its rows to skip), which differ in columns. */
function TableTitle({ children }: { children: string }) {
  return (
    <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600, mb: -1 }}>
      {children}
    </Typography>
  );
}

const refreshed = new Set<string>();
/** The lists learn once that a task ended. */
function refreshOnce(taskId: string, refresh: () => void) {
  if (refreshed.has(taskId)) return;
  refreshed.add(taskId);
  queueMicrotask(refresh);
}
