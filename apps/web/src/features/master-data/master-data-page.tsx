import { downloadFile } from '../../lib/download';
import { TASK_ENDPOINTS, type Task } from '@dom/contract';
import { call, urlOf } from '../../lib/api-client';
import DownloadIcon from '@mui/icons-material/FileDownloadOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { TaskType } from '@dom/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { SimpleTable } from '../../components/simple-table/simple-table';
import { TabbedPage } from '../../components/tabbed-page/tabbed-page';
import { useErrorToast } from '../../lib/use-error-toast';
import { usePageTitle } from '../../lib/use-page-title';
import { TASKS_KEY } from './master-data-support';
import { ImportFilesTab } from './import-files';
import { useTaskTypeLabel } from './task-type-label';
import { DownloadedFiles, TaskList } from './task-lists';
import { UploadWizard } from './upload-wizard';
import '../../i18n/parts/master-data';

/**
 * `/master-data` (doc 3 §2): download template, download data, upload file — each type shown only
 * to holders of its named permission (the server checks again) — and the caller's uploaded files,
 * exports and downloaded files. Where a type the caller uploads needs a checker, the import-files
 * tabs follow: approval pending and processed.
 */
export function MasterDataPage() {
  const { t, i18n } = useTranslation();
  const typeLabel = useTaskTypeLabel();
  usePageTitle(t('masterData.title'));
  const types = useQuery({
    queryKey: [TASKS_KEY, 'types'],
    queryFn: (): Promise<TaskType[]> => call(TASK_ENDPOINTS.types),
  });
  // Some twenty types: in the order of their names as the reader reads them.
  const all = [...(types.data ?? [])].sort((a, b) =>
    typeLabel(a.taskType, a.label).localeCompare(typeLabel(b.taskType, b.label), i18n.language),
  );
  const downloadable = all.filter((x) => x.canDownload);
  const uploadable = all.filter((x) => x.canUpload);
  const checked = uploadable.some((x) => x.needsChecker);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Typography variant="h1">{t('masterData.title')}</Typography>
      {types.isSuccess && all.length === 0 && <Alert severity="info">{t('masterData.noTypes')}</Alert>}
      {all.length > 0 && (
        <Paper variant="outlined" sx={{ p: { xs: 1, sm: 2 } }}>
          <TabbedPage
            ariaLabel={t('masterData.title')}
            tabs={[
              {
                id: 'download-template',
                label: t('masterData.tabs.template'),
                disabled: downloadable.length === 0,
                render: () => <TemplateTab types={downloadable} />,
              },
              {
                id: 'download-data',
                label: t('masterData.tabs.data'),
                disabled: downloadable.length === 0,
                render: () => <DataTab types={downloadable} />,
              },
              {
                id: 'upload-file',
                label: t('masterData.tabs.upload'),
                disabled: uploadable.length === 0,
                render: () => (
                  <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
                    <UploadWizard types={uploadable} />
                    <Typography variant="h2">{t('masterData.lists.uploaded')}</Typography>
                    <TaskList kind="UPLOAD" />
                  </Box>
                ),
              },
              // Import files (doc 3 §2): only where an upload of the caller's waits for a checker.
              ...(checked
                ? [
                    {
                      id: 'approval-pending',
                      label: t('masterData.tabs.approvalPending'),
                      render: () => <ImportFilesTab tab="APPROVAL_PENDING" />,
                    },
                    {
                      id: 'processed',
                      label: t('masterData.tabs.processed'),
                      render: () => <ImportFilesTab tab="PROCESSED" />,
                    },
                  ]
                : []),
            ]}
          />
        </Paper>
      )}
    </Box>
  );
}

function TemplateTab({ types }: { types: readonly TaskType[] }) {
  const { t } = useTranslation();
  const typeLabel = useTaskTypeLabel();
  const showError = useErrorToast();
  const template = useMutation({
    mutationFn: (taskType: string): Promise<void> =>
      downloadFile(urlOf(TASK_ENDPOINTS.template, { taskType }), {
        fileName: `${taskType.toLowerCase()}-template.xlsx`,
      }),
    onError: (e) => showError(e, t('masterData.downloadFailed')),
  });
  return (
    <SimpleTable
      label={t('masterData.tabs.template')}
      headers={[
        { text: t('masterData.columns.type') },
        { text: t('masterData.columns.columns') },
        { text: '' },
      ]}
      rows={types.map((x) => ({
        id: x.taskType,
        cells: [
          typeLabel(x.taskType, x.label),
          x.columns.map((c) => c.name).join(', '),
          <Button
            key="t"
            size="small"
            startIcon={<DownloadIcon />}
            onClick={() => template.mutate(x.taskType)}
          >
            {t('masterData.downloadTemplate')}
          </Button>,
        ],
      }))}
    />
  );
}

function DataTab({ types }: { types: readonly TaskType[] }) {
  const { t } = useTranslation();
  const typeLabel = useTaskTypeLabel();
  const showError = useErrorToast();
  const queryClient = useQueryClient();
  const start = useMutation({
    mutationFn: (taskType: string): Promise<Task> =>
      call(TASK_ENDPOINTS.initiateDownload, { params: { taskType } }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: [TASKS_KEY] }),
    onError: (e) => showError(e, t('masterData.downloadFailed')),
  });
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
      <SimpleTable
        label={t('masterData.tabs.data')}
        headers={[{ text: t('masterData.columns.type') }, { text: '' }]}
        rows={types.map((x) => ({
          id: x.taskType,
          cells: [
            typeLabel(x.taskType, x.label),
            <Button key="d" size="small" disabled={start.isPending} onClick={() => start.mutate(x.taskType)}>
              {t('masterData.downloadData')}
            </Button>,
          ],
        }))}
      />
      <Typography variant="h2">{t('masterData.lists.export')}</Typography>
      <TaskList kind="DOWNLOAD" />
      <Typography variant="h2">{t('masterData.lists.downloaded')}</Typography>
      <DownloadedFiles />
    </Box>
  );
}
