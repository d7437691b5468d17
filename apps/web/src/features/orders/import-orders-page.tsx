import { downloadXlsx } from '../../components/xlsx/xlsx';
import { call, urlOf } from '../../lib/api-client';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ImportPreview } from '@dom/contract';
import { ORDER_IMPORT_MAX_MB, ORDER_ENDPOINTS } from '@dom/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { XlsxImport } from '../../components/xlsx/xlsx-import';
import { WizardStepper } from '../../components/wizard-stepper/wizard-stepper';
import { errorToastMessage, useErrorToast } from '../../lib/use-error-toast';
import { usePageTitle } from '../../lib/use-page-title';
import { useSession } from '../../app/session/session-context';
import { ImportPreviewTable } from './import-preview-table';
import { uploadImport } from './order-create-support';
import { ORDERS_KEY } from './orders-support';

type Phase = 'UPLOAD' | 'PREVIEW' | 'IMPORT' | 'RESULT';
const PHASES: readonly Phase[] = ['UPLOAD', 'PREVIEW', 'IMPORT', 'RESULT'];
/** How often the running import is asked for its progress. */
export const IMPORT_POLL_MS = 1000;

/** `/sales-order/import`: Import Order Creation — template, upload, preview, import, result. */
export function ImportOrdersPage() {
  const { t } = useTranslation();
  const { hasPermission } = useSession();
  // The server refuses every call without the permission; say so instead of showing a dead form.
  if (!hasPermission('Allow_Order_Create')) return <Alert severity="error">{t('errors.forbidden')}</Alert>;
  return <ImportOrdersPageContent />;
}

function ImportOrdersPageContent() {
  const { t } = useTranslation();
  usePageTitle(t('orders.import.title'));
  const showError = useErrorToast();
  const queryClient = useQueryClient();
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const [jobId, setJobId] = useState<string | null>(null);
  const commit = useMutation({
    mutationFn: (uploadId: string) => call(ORDER_ENDPOINTS.importCommit, { params: { uploadId } }),
    onSuccess: (result) => setJobId(result.jobId),
    onError: (error) => showError(error, t('orders.import.commitFailed')),
  });
  const job = useQuery({
    queryKey: ['order-import-job', jobId],
    queryFn: () => call(ORDER_ENDPOINTS.importJob, { params: { jobId: jobId ?? '' } }),
    enabled: jobId !== null,
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      return status === 'COMPLETED' || status === 'FAILED' ? false : IMPORT_POLL_MS;
    },
  });
  const finished = job.data?.status === 'COMPLETED' || job.data?.status === 'FAILED';
  const phase: Phase = finished ? 'RESULT' : jobId ? 'IMPORT' : preview ? 'PREVIEW' : 'UPLOAD';
  const startOver = () => {
    setPreview(null);
    setJobId(null);
    commit.reset();
  };
  const completed = job.data?.status === 'COMPLETED';
  useEffect(() => {
    // The new orders belong in the lists the user goes back to.
    if (completed) void queryClient.invalidateQueries({ queryKey: [ORDERS_KEY] });
  }, [completed, queryClient]);

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography variant="h1">{t('orders.import.title')}</Typography>
      </Box>
      <WizardStepper
        steps={PHASES.map((p) => ({ value: `ORDER_IMPORT_${p}`, label: t(`orders.import.steps.${p}`) }))}
        active={`ORDER_IMPORT_${phase}`}
        failed={job.data?.status === 'FAILED'}
      />
      <Paper variant="outlined" sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 2 }}>
        {phase === 'UPLOAD' && (
          <XlsxImport
            intro={t('orders.import.intro', { mb: ORDER_IMPORT_MAX_MB })}
            maxSizeMb={ORDER_IMPORT_MAX_MB}
            template={{
              label: t('orders.import.downloadTemplate'),
              download: (): Promise<void> =>
                downloadXlsx(urlOf(ORDER_ENDPOINTS.importTemplate), 'order-import-template'),
              failureMessage: t('orders.downloadFailed'),
            }}
            chooseLabel={t('orders.import.chooseFile')}
            uploadLabel={t('orders.import.uploadAndCheck')}
            failureMessage={t('orders.uploadFailed')}
            upload={uploadImport}
            onChecked={setPreview}
          />
        )}
        {phase === 'PREVIEW' && preview && (
          <>
            <Typography>
              {t('orders.import.summary', {
                file: preview.fileName,
                rows: preview.rowCount,
                orders: preview.orderCount,
                errors: preview.errorCount,
              })}
            </Typography>
            {preview.errorCount > 0 ? (
              <Alert severity="error">{t('orders.import.fixErrors')}</Alert>
            ) : (
              <Alert severity="success">{t('orders.import.allGood', { count: preview.orderCount })}</Alert>
            )}
            <ImportPreviewTable preview={preview} />
            {commit.error !== null && (
              <Alert severity="error" role="alert">
                {errorToastMessage(t, commit.error, t('orders.import.commitFailed'))}
              </Alert>
            )}
            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', justifyContent: 'flex-end' }}>
              <Button onClick={startOver} disabled={commit.isPending}>
                {t('orders.import.uploadAnother')}
              </Button>
              <Button
                variant="contained"
                disabled={preview.errorCount > 0 || commit.isPending}
                onClick={() => commit.mutate(preview.uploadId)}
              >
                {t('orders.import.commit', { count: preview.orderCount })}
              </Button>
            </Box>
          </>
        )}
        {phase === 'IMPORT' && (
          <>
            <Typography>
              {t('orders.import.running', { done: job.data?.done ?? 0, total: job.data?.total ?? '…' })}
            </Typography>
            <LinearProgress
              aria-label={t('orders.import.progress')}
              variant={job.data?.total ? 'determinate' : 'indeterminate'}
              value={job.data?.total ? (100 * job.data.done) / job.data.total : undefined}
            />
            {job.error && (
              <Alert severity="error">
                {errorToastMessage(t, job.error, t('orders.import.statusFailed'))}
              </Alert>
            )}
          </>
        )}
        {phase === 'RESULT' && job.data && (
          <>
            {job.data.status === 'COMPLETED' ? (
              <Alert severity="success">{t('orders.import.done', { count: job.data.created.length })}</Alert>
            ) : (
              <Alert severity="error">{job.data.message ?? t('orders.import.jobFailed')}</Alert>
            )}
            {job.data.created.length > 0 && (
              <Box component="ul" aria-label={t('orders.import.createdOrders')} sx={{ m: 0, pl: 3 }}>
                {job.data.created.map((c) => (
                  <li key={c.orderKey}>
                    {t('orders.import.orderRef')} {c.orderRef}:{' '}
                    <Link component={RouterLink} to={`/sales-order/${c.orderKey}`}>
                      {c.orderKey}
                    </Link>
                  </li>
                ))}
              </Box>
            )}
            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', justifyContent: 'flex-end' }}>
              <Button onClick={startOver}>{t('orders.import.importAnother')}</Button>
              <Button variant="contained" component={RouterLink} to="/sales-order">
                {t('orders.import.toList')}
              </Button>
            </Box>
          </>
        )}
      </Paper>
    </Box>
  );
}
