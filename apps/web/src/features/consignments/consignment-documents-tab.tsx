import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import type { ConsignmentDetail } from '@dom/contract';
import { DOCUMENT_TYPES, displayFileName, formatDisplayDateTime } from '@dom/domain';
import { useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/confirm-dialog/confirm-dialog';
import { EmptyState } from '../../components/empty-state/empty-state';
import { FileUpload } from '../../components/file-upload/file-upload';
import { useNotify } from '../../components/notifications/notifications-context';
import { useErrorToast } from '../../lib/use-error-toast';
import { findAction } from './consignment-actions';
import {
  CONSIGNMENTS_KEY,
  consignmentFileUrl,
  deleteConsignmentFile,
  uploadConsignmentFile,
} from './consignments-api';

export function documentTypeText(t: TFunction, type: string): string {
  const known = DOCUMENT_TYPES.find((d) => d.value === type);
  return known ? t(`consignments.documentTypes.${type}`, { defaultValue: known.label }) : type;
}

/** The consignment's files: upload with a type, list (names shortened to 25), download, delete. */
export function ConsignmentDocumentsTab({ consignment: c }: { consignment: ConsignmentDetail }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const showError = useErrorToast();
  const queryClient = useQueryClient();
  const [fileType, setFileType] = useState<string>('OTHERS');
  const [busy, setBusy] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<string | null>(null);
  // Uploading and deleting follow the server's word on this state, like every other action.
  const canEdit = findAction(c.allowedActions, 'uploadDocument') !== undefined;
  const refresh = () => queryClient.invalidateQueries({ queryKey: [CONSIGNMENTS_KEY] });

  const download = async (documentId: string, available: boolean) => {
    if (!available) {
      showError(null, t('consignments.documents.notAvailable'));
      return;
    }
    setBusy(documentId);
    try {
      window.open(await consignmentFileUrl(c.consignmentKey, documentId), '_blank', 'noopener');
    } catch (error) {
      showError(error, t('consignments.documents.notAvailable'));
    } finally {
      setBusy(null);
    }
  };

  const remove = async (documentId: string) => {
    setBusy(documentId);
    try {
      await deleteConsignmentFile(c.consignmentKey, documentId);
      notify.success(t('consignments.documents.deleted'));
      await refresh();
    } catch (error) {
      showError(error, t('consignments.documents.deleteFailed'));
    } finally {
      setBusy(null);
      setDeleting(null);
    }
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      {canEdit && (
        <Paper variant="outlined" sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 2 }}>
          <TextField
            select
            label={t('consignments.documents.type')}
            value={fileType}
            onChange={(e) => setFileType(e.target.value)}
            sx={{ maxWidth: 360 }}
          >
            {DOCUMENT_TYPES.map((d) => (
              <MenuItem key={d.value} value={d.value}>
                {documentTypeText(t, d.value)}
              </MenuItem>
            ))}
          </TextField>
          <FileUpload
            single
            failureMessage={t('consignments.documents.uploadFailed')}
            onUpload={async (files, onProgress) => {
              const file = files[0];
              if (!file) return;
              await uploadConsignmentFile(c.consignmentKey, fileType, file, onProgress);
              notify.success(t('consignments.documents.uploaded'));
              await refresh();
            }}
          />
        </Paper>
      )}
      {c.documents.length === 0 ? (
        <EmptyState />
      ) : (
        <Paper variant="outlined">
          <List aria-label={t('consignments.tabs.documents')}>
            {c.documents.map((doc) => (
              <ListItem key={doc.documentId} divider sx={{ flexWrap: 'wrap', gap: 1 }}>
                <ListItemText
                  sx={{ flex: '1 1 220px' }}
                  primary={<span title={doc.fileName}>{displayFileName(doc.fileName)}</span>}
                  secondary={[
                    documentTypeText(t, doc.documentType),
                    formatDisplayDateTime(doc.uploadedAt),
                    doc.requestedBy,
                    doc.processedFile ? t('consignments.documents.processed') : null,
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                />
                <Box sx={{ display: 'flex', gap: 1 }}>
                  <Button
                    size="small"
                    disabled={busy === doc.documentId}
                    onClick={() => void download(doc.documentId, doc.downloadUrl !== null)}
                  >
                    {t('consignments.documents.download')}
                  </Button>
                  {canEdit && (
                    <Button
                      size="small"
                      color="error"
                      disabled={busy === doc.documentId}
                      onClick={() => setDeleting(doc.documentId)}
                    >
                      {t('consignments.documents.delete')}
                    </Button>
                  )}
                </Box>
              </ListItem>
            ))}
          </List>
        </Paper>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={t('consignments.documents.deleteTitle')}
        message={t('consignments.documents.deleteQuestion')}
        confirmLabel={t('consignments.documents.delete')}
        confirmColor="error"
        busy={busy !== null}
        onConfirm={() => deleting && void remove(deleting)}
        onCancel={() => setDeleting(null)}
      />
    </Box>
  );
}
