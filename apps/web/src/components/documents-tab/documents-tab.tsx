import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { displayFileName } from '@dom/domain';
import { type ColumnDef, createColumnHelper } from '@tanstack/react-table';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadFromUrl } from '../../lib/download';
import type { UiPage } from '../../lib/pagination';
import { errorToastMessage, useErrorToast } from '../../lib/use-error-toast';
import { ConfirmDialog } from '../confirm-dialog/confirm-dialog';
import { DataTable } from '../data-table/data-table';
import { DateText } from '../date-text/date-text';
import { FileUpload } from '../file-upload/file-upload';
import { useListState } from '../list-state/use-list-state';
import { useNotify } from '../notifications/notifications-context';

/** The address prefix of the documents' pager (`?documents-page=2`); server-paged tabs use it too. */
export const DOCUMENTS_PAGER = 'documents';

/** One document as the tab shows it; each area maps its own answer to this. */
export interface DocumentsTabRow {
  documentId: string;
  /** The stored name: shown shortened to 25, whole on hover, and the name a download is saved under. */
  fileName: string;
  documentType: string;
  uploadedAt: string;
  /** The uploader's name; null when the system stored it. Shown only with `showUploader`. */
  uploadedBy?: string | null;
  /** Further words under the name (who asked for it, whether it was generated). */
  notes?: readonly string[];
  /** False when the server already said the file cannot be downloaded: the button says so at once. */
  downloadable?: boolean;
  /** False for a document that may never be deleted (a generated one); true by default. */
  deletable?: boolean;
}

/** The upload section: present only when the caller may upload. */
export interface DocumentsTabUpload {
  /** The types offered, the first chosen unless `initialType` says otherwise. */
  types: readonly { value: string }[];
  initialType?: string;
  /** 1 makes the picker take a single file. */
  maxFiles?: number;
  /** Sends the files under the chosen type, reporting progress 0–100. */
  send: (documentType: string, files: File[], onProgress: (percent: number) => void) => Promise<unknown>;
}

export interface DocumentsTabProps {
  /** The table's accessible name (the tab's label). */
  label: string;
  rows: readonly DocumentsTabRow[];
  /**
   * Server-side pages (keep them in the address: `useListState(undefined, { prefix: DOCUMENTS_PAGER })`);
   * without them the rows given are paged here, the page in the address all the same.
   */
  paging?: { page: UiPage; onPageChange: (page: UiPage) => void; totalRows: number };
  loading?: boolean;
  /** The list could not be read: said in place of the table, with a retry when `onRetry` is given. */
  error?: unknown;
  onRetry?: () => void;
  /** A document type in the reader's words. */
  typeText: (documentType: string) => string;
  /** Adds the 'Uploaded By' column ('System' when null). */
  showUploader?: boolean;
  /** A fresh signed download address of one document. */
  urlOf: (row: DocumentsTabRow) => Promise<string>;
  upload?: DocumentsTabUpload;
  /** Deletes one document (after the confirmation); absent when the caller may not delete. */
  remove?: (row: DocumentsTabRow) => Promise<unknown>;
  /** Called after an upload or a delete, to read the list again. */
  onChanged?: () => Promise<unknown>;
}

const column = createColumnHelper<DocumentsTabRow>();

/**
 * The documents of an order, a consignment or a seller: the list (name, type, uploaded at and by),
 * a download through a signed link, an upload section with a type when the caller may upload, and a
 * delete behind a confirmation where the caller may delete. What the caller may do comes from the
 * screen (permissions, or the server's allowed actions): the tab shows only those buttons.
 */
export function DocumentsTab({
  label,
  rows,
  paging,
  loading = false,
  error,
  onRetry,
  typeText,
  showUploader = false,
  urlOf,
  upload,
  remove,
  onChanged,
}: DocumentsTabProps) {
  const { t } = useTranslation();
  const notify = useNotify();
  const showError = useErrorToast();
  const nameIds = useId();
  const [documentType, setDocumentType] = useState(upload?.initialType ?? upload?.types[0]?.value ?? '');
  const [busy, setBusy] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<DocumentsTabRow | null>(null);
  // Rows paged here keep their page in the address too (`documents-page`), like every pager.
  const { page: localPage, setPage: setLocalPage } = useListState(undefined, { prefix: DOCUMENTS_PAGER });
  const page = paging?.page ?? localPage;
  const shown = paging
    ? rows
    : rows.slice((localPage.page - 1) * localPage.pageSize, localPage.page * localPage.pageSize);

  const columns = useMemo(() => {
    // The name's element id, which the row's buttons point at (aria-describedby).
    const nameId = (row: DocumentsTabRow) => `${nameIds}-${row.documentId}`;
    const download = async (row: DocumentsTabRow) => {
      if (row.downloadable === false) {
        showError(null, t('documentsTab.notAvailable'));
        return;
      }
      setBusy(row.documentId);
      try {
        downloadFromUrl(await urlOf(row), row.fileName);
      } catch (failure) {
        showError(failure, t('documentsTab.notAvailable'));
      } finally {
        setBusy(null);
      }
    };
    const list: ColumnDef<DocumentsTabRow, never>[] = [
      column.accessor('fileName', {
        header: t('documentsTab.fileName'),
        cell: (c) => (
          <>
            <span id={nameId(c.row.original)} title={c.getValue()}>
              {displayFileName(c.getValue())}
            </span>
            {(c.row.original.notes ?? []).length > 0 && (
              <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                {c.row.original.notes?.join(' · ')}
              </Typography>
            )}
          </>
        ),
        meta: { nowrap: true },
      }),
      column.accessor('documentType', {
        header: t('documentsTab.type'),
        cell: (c) => typeText(c.getValue()),
      }),
      column.accessor('uploadedAt', {
        header: t('documentsTab.uploadedAt'),
        cell: (c) => <DateText value={c.getValue()} withTime />,
        meta: { nowrap: true },
      }),
    ];
    if (showUploader)
      list.push(
        column.accessor('uploadedBy', {
          header: t('documentsTab.uploadedBy'),
          cell: (c) => c.getValue() ?? t('documentsTab.system'),
        }),
      );
    list.push(
      column.display({
        id: 'actions',
        header: t('documentsTab.actions'),
        cell: (c) => {
          const row = c.row.original;
          return (
            <Box sx={{ display: 'flex', gap: 1 }}>
              {/* Named 'Download', described by the file's name: a reader hears which file. */}
              <Button
                size="small"
                disabled={busy === row.documentId}
                onClick={() => void download(row)}
                aria-describedby={nameId(row)}
              >
                {t('documentsTab.download')}
              </Button>
              {remove && row.deletable !== false && (
                <Button
                  size="small"
                  color="error"
                  disabled={busy === row.documentId}
                  onClick={() => setDeleting(row)}
                  aria-describedby={nameId(row)}
                >
                  {t('documentsTab.delete')}
                </Button>
              )}
            </Box>
          );
        },
      }),
    );
    return list;
  }, [t, busy, remove, showUploader, typeText, urlOf, showError, nameIds]);

  const confirmDelete = async (row: DocumentsTabRow) => {
    if (!remove) return;
    setBusy(row.documentId);
    try {
      await remove(row);
      notify.success(t('documentsTab.deleted'));
      await onChanged?.();
    } catch (failure) {
      showError(failure, t('documentsTab.deleteFailed'));
    } finally {
      setBusy(null);
      setDeleting(null);
    }
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      {upload && (
        <Paper
          variant="outlined"
          component="section"
          aria-label={t('documentsTab.uploadTitle')}
          sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 2 }}
        >
          <Typography variant="h2">{t('documentsTab.uploadTitle')}</Typography>
          <TextField
            select
            label={t('documentsTab.type')}
            value={documentType}
            onChange={(e) => setDocumentType(e.target.value)}
            sx={{ maxWidth: 360 }}
          >
            {upload.types.map((d) => (
              <MenuItem key={d.value} value={d.value}>
                {typeText(d.value)}
              </MenuItem>
            ))}
          </TextField>
          <FileUpload
            single={upload.maxFiles === 1}
            maxFiles={upload.maxFiles}
            failureMessage={t('documentsTab.uploadFailed')}
            onUpload={async (files, onProgress) => {
              if (files.length === 0) return;
              await upload.send(documentType, files, onProgress);
              notify.success(t('documentsTab.uploaded', { count: files.length }));
              await onChanged?.();
            }}
          />
        </Paper>
      )}
      {error ? (
        <Alert
          severity="error"
          role="alert"
          action={
            onRetry && (
              <Button color="inherit" size="small" onClick={onRetry}>
                {t('documentsTab.retry')}
              </Button>
            )
          }
        >
          {errorToastMessage(t, error, t('documentsTab.loadFailed'))}
        </Alert>
      ) : (
        <DataTable
          ariaLabel={label}
          columns={columns}
          rows={shown}
          totalRows={paging?.totalRows ?? rows.length}
          loading={loading}
          page={page}
          onPageChange={paging?.onPageChange ?? setLocalPage}
          getRowId={(r) => r.documentId}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={t('documentsTab.deleteTitle')}
        message={t('documentsTab.deleteQuestion', { name: deleting?.fileName ?? '' })}
        confirmLabel={t('documentsTab.delete')}
        confirmColor="error"
        busy={busy !== null}
        onConfirm={() => deleting && void confirmDelete(deleting)}
        onCancel={() => setDeleting(null)}
      />
    </Box>
  );
}
