import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorToast } from '../../lib/use-error-toast';

/** Runs an export once at a time; a failure shows the server's message or the fallback. */
export function useExportAction(run: () => Promise<void>, fallback: string) {
  const [exporting, setExporting] = useState(false);
  const showError = useErrorToast();
  const start = useCallback(async () => {
    if (exporting) return;
    setExporting(true);
    try {
      await run();
    } catch (error) {
      showError(error, fallback);
    } finally {
      setExporting(false);
    }
  }, [exporting, run, showError, fallback]);
  return { exporting, start };
}

export interface ExportAction {
  /** Fetch the file (xlsx) and hand it to the browser, e.g. with `downloadFile`. */
  run: () => Promise<void>;
  label?: string;
  /** Shown when the export fails without a server message. */
  failureMessage?: string;
}

export function ExportButton({ action }: { action: ExportAction }) {
  const { t } = useTranslation();
  const { exporting, start } = useExportAction(action.run, action.failureMessage ?? t('table.exportFailed'));
  return (
    <Button
      variant="outlined"
      onClick={() => void start()}
      disabled={exporting}
      startIcon={
        exporting ? (
          <CircularProgress size={16} color="inherit" aria-label={t('common.loading')} />
        ) : (
          <FileDownloadOutlinedIcon />
        )
      }
    >
      {action.label ?? t('table.export')}
    </Button>
  );
}
