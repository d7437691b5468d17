import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorToastMessage } from '../../lib/use-error-toast';
import { ExportButton } from '../data-table/export-button';
import { FileUpload } from '../file-upload/file-upload';
import { XLSX_ACCEPT } from './xlsx';

export interface XlsxImportProps<R> {
  /** What to upload and its limits, above the buttons. */
  intro: string;
  maxSizeMb: number;
  /** The empty sheet to fill in, offered before the picker. */
  template?: { label: string; download: () => Promise<void>; failureMessage: string };
  chooseLabel?: string;
  uploadLabel?: string;
  /** Said in place when the upload fails without a server message. */
  failureMessage: string;
  /** Sends the one file; its answer (the server's check of the rows) goes to `onChecked`. */
  upload: (file: File, onProgress: (percent: number) => void) => Promise<R>;
  onChecked: (answer: R) => void;
}

/**
 * The upload step of an xlsx import: the template download, a single-file xlsx picker within the
 * size limit, and the refusal said in place (the server's message, else `failureMessage`) until
 * another file goes up. The wizard around it (`WizardStepper`, preview, commit) stays the screen's.
 */
export function XlsxImport<R>({
  intro,
  maxSizeMb,
  template,
  chooseLabel,
  uploadLabel,
  failureMessage,
  upload,
  onChecked,
}: XlsxImportProps<R>) {
  const { t } = useTranslation();
  const [refusal, setRefusal] = useState<unknown>(null);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Typography>{intro}</Typography>
      {template && (
        <Box>
          <ExportButton
            action={{
              run: template.download,
              label: template.label,
              failureMessage: template.failureMessage,
            }}
          />
        </Box>
      )}
      <FileUpload
        single
        accept={XLSX_ACCEPT}
        maxSizeMb={maxSizeMb}
        label={chooseLabel}
        uploadLabel={uploadLabel}
        failureMessage={failureMessage}
        onUpload={async (files, onProgress) => {
          const file = files[0];
          if (!file) return;
          setRefusal(null);
          try {
            onChecked(await upload(file, onProgress));
          } catch (error) {
            setRefusal(error);
            throw error;
          }
        }}
      />
      {refusal !== null && (
        <Alert severity="error" role="alert">
          {errorToastMessage(t, refusal, failureMessage)}
        </Alert>
      )}
    </Box>
  );
}
