import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { SellerDocument } from '@dom/contract';
import { SELLER_DOCUMENT_TYPES, labelOf } from '@dom/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ColumnDef, createColumnHelper } from '@tanstack/react-table';
import type { TFunction } from 'i18next';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../app/session/session-context';
import { ConfirmDialog } from '../../components/confirm-dialog/confirm-dialog';
import { DataTable } from '../../components/data-table/data-table';
import { DateText } from '../../components/date-text/date-text';
import { FileUpload } from '../../components/file-upload/file-upload';
import { useNotify } from '../../components/notifications/notifications-context';
import { downloadFromUrl } from '../../lib/download';
import { DEFAULT_PAGE_SIZE, type UiPage, toWirePage } from '../../lib/pagination';
import { useErrorToast } from '../../lib/use-error-toast';
import { useErrorToastOn } from '../../lib/use-error-toast-on';
import {
  SELLERS_KEY,
  deleteSellerDocument,
  sellerDocumentUrl,
  sellerDocuments,
  uploadSellerDocuments,
} from './parties-api';

/** Storing and removing a seller's papers is editing the seller (the server checks the same). */
export const SELLER_DOCUMENT_EDIT = 'Allow_Seller_Edit';

export function sellerDocumentTypeText(t: TFunction, type: string): string {
  return t(`parties.sellerDocuments.types.${type}`, { defaultValue: labelOf(SELLER_DOCUMENT_TYPES, type) });
}

const column = createColumnHelper<SellerDocument>();

/** The seller profile's Documents tab: upload (with a type), list, download through a signed link, delete. */
export function SellerDocumentsTab({ sellerId, label }: { sellerId: string; label: string }) {
  const { t } = useTranslation();
  const { hasPermission } = useSession();
  const notify = useNotify();
  const showError = useErrorToast();
  const queryClient = useQueryClient();
  const canEdit = hasPermission(SELLER_DOCUMENT_EDIT);
  const [page, setPage] = useState<UiPage>({ page: 1, pageSize: DEFAULT_PAGE_SIZE });
  const [documentType, setDocumentType] = useState<string>('OTHERS');
  const [busy, setBusy] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<SellerDocument | null>(null);
  const query = toWirePage(page);
  const rows = useQuery({
    queryKey: [SELLERS_KEY, 'documents', sellerId, query],
    queryFn: () => sellerDocuments(sellerId, { ...query }),
  });
  useErrorToastOn(rows.error, t('parties.loadFailed'));
  // The list and the profile's tab count.
  const refresh = () => queryClient.invalidateQueries({ queryKey: [SELLERS_KEY] });

  const columns = useMemo(() => {
    const download = async (doc: SellerDocument) => {
      setBusy(doc.documentId);
      try {
        downloadFromUrl(await sellerDocumentUrl(sellerId, doc.documentId), doc.fileName);
      } catch (error) {
        showError(error, t('parties.sellerDocuments.notAvailable'));
      } finally {
        setBusy(null);
      }
    };
    const list: ColumnDef<SellerDocument, never>[] = [
      column.accessor('displayFileName', {
        header: t('parties.sellerDocuments.fileName'),
        cell: (c) => <span title={c.row.original.fileName}>{c.getValue()}</span>,
        meta: { nowrap: true },
      }),
      column.accessor('documentType', {
        header: t('parties.sellerDocuments.type'),
        cell: (c) => sellerDocumentTypeText(t, c.getValue()),
      }),
      column.accessor('uploadedAt', {
        header: t('parties.sellerDocuments.uploadedAt'),
        cell: (c) => <DateText value={c.getValue()} withTime />,
        meta: { nowrap: true },
      }),
      column.accessor('uploadedBy', {
        header: t('parties.sellerDocuments.uploadedBy'),
        cell: (c) => c.getValue() ?? t('parties.sellerDocuments.system'),
      }),
      column.display({
        id: 'actions',
        header: t('parties.sellerDocuments.actions'),
        cell: (c) => {
          const doc = c.row.original;
          return (
            <Box sx={{ display: 'flex', gap: 1 }}>
              <Button
                size="small"
                disabled={busy === doc.documentId}
                onClick={() => void download(doc)}
                aria-label={`${t('parties.sellerDocuments.download')} ${doc.fileName}`}
              >
                {t('parties.sellerDocuments.download')}
              </Button>
              {canEdit && (
                <Button
                  size="small"
                  color="error"
                  disabled={busy === doc.documentId}
                  onClick={() => setDeleting(doc)}
                  aria-label={`${t('parties.sellerDocuments.delete')} ${doc.fileName}`}
                >
                  {t('parties.sellerDocuments.delete')}
                </Button>
              )}
            </Box>
          );
        },
      }),
    ];
    return list;
  }, [t, busy, canEdit, sellerId, showError]);

  const remove = async (doc: SellerDocument) => {
    setBusy(doc.documentId);
    try {
      await deleteSellerDocument(sellerId, doc.documentId);
      notify.success(t('parties.sellerDocuments.deleted'));
      await refresh();
    } catch (error) {
      showError(error, t('parties.sellerDocuments.deleteFailed'));
    } finally {
      setBusy(null);
      setDeleting(null);
    }
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      {canEdit && (
        <Paper
          variant="outlined"
          component="section"
          aria-label={t('parties.sellerDocuments.uploadTitle')}
          sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 2 }}
        >
          <Typography variant="h2">{t('parties.sellerDocuments.uploadTitle')}</Typography>
          <TextField
            select
            label={t('parties.sellerDocuments.type')}
            value={documentType}
            onChange={(e) => setDocumentType(e.target.value)}
            sx={{ maxWidth: 360 }}
          >
            {SELLER_DOCUMENT_TYPES.map((d) => (
              <MenuItem key={d.value} value={d.value}>
                {sellerDocumentTypeText(t, d.value)}
              </MenuItem>
            ))}
          </TextField>
          <FileUpload
            failureMessage={t('parties.sellerDocuments.uploadFailed')}
            onUpload={async (files, onProgress) => {
              await uploadSellerDocuments(sellerId, documentType, files, onProgress);
              notify.success(t('parties.sellerDocuments.uploaded'));
              await refresh();
            }}
          />
        </Paper>
      )}
      <DataTable
        ariaLabel={label}
        columns={columns}
        rows={rows.data?.content ?? []}
        totalRows={rows.data?.totalElements ?? 0}
        loading={rows.isFetching}
        page={page}
        onPageChange={setPage}
        getRowId={(r) => r.documentId}
      />
      <ConfirmDialog
        open={deleting !== null}
        title={t('parties.sellerDocuments.deleteTitle')}
        message={t('parties.sellerDocuments.deleteQuestion', { name: deleting?.fileName ?? '' })}
        confirmLabel={t('parties.sellerDocuments.delete')}
        confirmColor="error"
        busy={busy !== null}
        onConfirm={() => deleting && void remove(deleting)}
        onCancel={() => setDeleting(null)}
      />
    </Box>
  );
}
