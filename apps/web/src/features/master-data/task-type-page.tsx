import { call } from '../../lib/api-client';
import { type TaskType, TASK_ENDPOINTS, type Task } from '@dom/contract';
import DownloadIcon from '@mui/icons-material/FileDownloadOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { QueryStatus } from '../../components/query-status/query-status';
import { useErrorToast } from '../../lib/use-error-toast';
import { usePageTitle } from '../../lib/use-page-title';
import { TASKS_KEY } from './master-data-support';
import { TaskList } from './task-lists';
import { useTaskTypeLabel } from './task-type-label';
import { UploadWizard } from './upload-wizard';
import '../../i18n/parts/master-data';

/**
 * One bulk task type's own screen (`/nps-imports`): its upload wizard (template, file, preview with
 * the rows' errors, commit, progress), the caller's uploads of that type, and its data export. The
 * task engine checks the type's upload and download permissions again on every call.
 */
export function TaskTypePage({ taskType, title, intro }: { taskType: string; title: string; intro: string }) {
  const { t } = useTranslation();
  const typeLabel = useTaskTypeLabel();
  usePageTitle(title);
  const showError = useErrorToast();
  const queryClient = useQueryClient();
  const types = useQuery({
    queryKey: [TASKS_KEY, 'types'],
    queryFn: (): Promise<TaskType[]> => call(TASK_ENDPOINTS.types),
  });
  const type = types.data?.find((x) => x.taskType === taskType);
  const exportData = useMutation({
    mutationFn: (taskType: string): Promise<Task> =>
      call(TASK_ENDPOINTS.initiateDownload, { params: { taskType } }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: [TASKS_KEY] }),
    onError: (e) => showError(e, t('masterData.downloadFailed')),
  });
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Typography variant="h1">{title}</Typography>
      <Typography color="text.secondary">{intro}</Typography>
      <QueryStatus pending={types.isPending} error={types.error} fallback={t('masterData.typesFailed')} />
      {types.isSuccess && !type?.canUpload && (
        <Alert severity="info">
          {t('masterData.cannotUpload', { type: type ? typeLabel(type.taskType, type.label) : title })}
        </Alert>
      )}
      {type?.canUpload && (
        <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }}>
          <UploadWizard types={[type]} />
        </Paper>
      )}
      {type && (
        <>
          <Typography variant="h2">{t('masterData.lists.uploaded')}</Typography>
          <TaskList kind="UPLOAD" taskType={taskType} />
        </>
      )}
      {type?.canDownload && (
        <>
          <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography variant="h2" sx={{ flexGrow: 1 }}>
              {t('masterData.lists.export')}
            </Typography>
            <Button
              variant="outlined"
              startIcon={<DownloadIcon />}
              disabled={exportData.isPending}
              onClick={() => exportData.mutate(taskType)}
            >
              {t('masterData.downloadData')}
            </Button>
          </Box>
          <TaskList kind="DOWNLOAD" taskType={taskType} />
        </>
      )}
    </Box>
  );
}

/** `/nps-imports` (doc 3 §7, Customer experience): the scores a campaign's recipients gave outside their link. */
export function NpsImportsPage() {
  const { t } = useTranslation();
  return <TaskTypePage taskType="NPS_IMPORT" title={t('menu.npsImports')} intro={t('masterData.npsIntro')} />;
}
