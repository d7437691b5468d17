import {
  DEFAULT_MAX_FILES,
  DEFAULT_MAX_FILE_SIZE_MB,
  displayFileName,
  formatFileSize,
  isUploadDisabled,
  validateFileSelection,
} from '@dom/domain';
import CloseIcon from '@mui/icons-material/Close';
import InsertDriveFileOutlinedIcon from '@mui/icons-material/InsertDriveFileOutlined';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMessageText } from '../../i18n/message-text';
import { useErrorToast } from '../../lib/use-error-toast';

export interface FileUploadProps {
  /** Accepted types as in an HTML accept attribute: ['.xlsx', 'application/pdf', 'image/*']. */
  accept?: readonly string[];
  /** 5 by default; `single` makes it 1. */
  maxFiles?: number;
  /** Per file; 5 MB by default. */
  maxSizeMb?: number;
  single?: boolean;
  /** A file already attached: shown, and the picker is disabled (doc 1 §5). */
  defaultFileName?: string | null;
  /** Sends the files, reporting progress 0–100; the component shows the bar. */
  onUpload: (files: File[], onProgress: (percent: number) => void) => Promise<void>;
  label?: string;
  uploadLabel?: string;
  /** Shown when the upload fails without a server message. */
  failureMessage?: string;
}

export function FileUpload({
  accept,
  maxFiles = DEFAULT_MAX_FILES,
  maxSizeMb = DEFAULT_MAX_FILE_SIZE_MB,
  single = false,
  defaultFileName = null,
  onUpload,
  label,
  uploadLabel,
  failureMessage,
}: FileUploadProps) {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const showError = useErrorToast();
  const inputId = useId();
  const input = useRef<HTMLInputElement | null>(null);
  const [files, setFiles] = useState<File[]>([]);
  const [errors, setErrors] = useState<string[]>([]);
  const [progress, setProgress] = useState<number | null>(null);
  const limit = single ? 1 : maxFiles;
  const pickerDisabled = Boolean(defaultFileName) || progress !== null;

  const pick = (picked: File[]) => {
    const result = validateFileSelection(picked, { maxFiles: limit, maxSizeMb, accept });
    // The selection is cleared on any error (doc 1 §5).
    setFiles(result.files);
    setErrors(result.errors);
    if (input.current) input.current.value = '';
  };

  const upload = async () => {
    setProgress(0);
    try {
      await onUpload(files, setProgress);
      setFiles([]);
    } catch (error) {
      showError(error, failureMessage ?? t('upload.failed'));
    } finally {
      setProgress(null);
    }
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <input
          ref={input}
          id={inputId}
          type="file"
          hidden
          multiple={!single}
          accept={accept?.join(',')}
          disabled={pickerDisabled}
          onChange={(event) => pick(Array.from(event.target.files ?? []))}
          data-testid="file-input"
        />
        <Button
          component="label"
          htmlFor={inputId}
          variant="outlined"
          startIcon={<UploadFileIcon />}
          disabled={pickerDisabled}
        >
          {label ?? (single ? t('upload.chooseFile') : t('upload.chooseFiles'))}
        </Button>
        <Box component="span" sx={{ color: 'text.secondary', fontSize: '0.875rem' }}>
          {single
            ? t('upload.limitSingle', { size: maxSizeMb })
            : t('upload.limits', { count: limit, size: maxSizeMb })}
        </Box>
      </Box>
      {defaultFileName && (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }} title={defaultFileName}>
          <InsertDriveFileOutlinedIcon fontSize="small" color="action" />
          <span>{displayFileName(defaultFileName)}</span>
        </Box>
      )}
      {errors.length > 0 && (
        <Alert severity="error">
          {errors.map((error) => (
            <div key={error}>{messageText(error)}</div>
          ))}
        </Alert>
      )}
      {files.length > 0 && (
        <List dense disablePadding aria-label={t('upload.selected')}>
          {files.map((file, index) => (
            <ListItem
              key={`${file.name}-${index}`}
              disableGutters
              secondaryAction={
                <IconButton
                  edge="end"
                  aria-label={t('upload.remove', { name: file.name })}
                  disabled={progress !== null}
                  onClick={() => setFiles((current) => current.filter((_f, i) => i !== index))}
                >
                  <CloseIcon fontSize="small" />
                </IconButton>
              }
            >
              <ListItemIcon sx={{ minWidth: 32 }}>
                <InsertDriveFileOutlinedIcon fontSize="small" />
              </ListItemIcon>
              <ListItemText
                primary={displayFileName(file.name)}
                secondary={formatFileSize(file.size)}
                title={file.name}
              />
            </ListItem>
          ))}
        </List>
      )}
      {progress !== null && (
        <LinearProgress
          variant="determinate"
          value={Math.min(100, progress)}
          aria-label={t('upload.progress')}
        />
      )}
      <Box>
        <Button
          variant="contained"
          onClick={() => void upload()}
          disabled={isUploadDisabled(files.length, errors) || progress !== null}
        >
          {uploadLabel ?? t('upload.upload')}
        </Button>
      </Box>
    </Box>
  );
}
