import { call } from '../../lib/api-client';
import { CREDIT_UPLOAD_MAX_MB, CREDIT_LIMITS_ENDPOINTS } from '@dom/contract';
import { displayFileName, formatFileSize } from '@dom/domain';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateText } from '../../components/date-text/date-text';
import { FileUpload } from '../../components/file-upload/file-upload';
import { useNotify } from '../../components/notifications/notifications-context';
import { QueryStatus } from '../../components/query-status/query-status';
import { SimpleTable } from '../../components/simple-table/simple-table';
import { downloadFromUrl } from '../../lib/download';
import { useErrorToast } from '../../lib/use-error-toast';
import { DOCUMENT_ACCEPT } from './adhoc-dialogs';
import { CREDIT_LIMITS_KEY, uploadCreditFiles } from './credit-limits-support';
import '../../i18n/parts/credit-limits';

/** A stored file's name as a download button: a fresh signed link each time. */
export function FileLink({ fileName, urlOf }: { fileName: string; urlOf: () => Promise<string> }) {
  const showError = useErrorToast();
  const { t } = useTranslation();
  return (
    <Button
      size="small"
      title={fileName}
      sx={{ textTransform: 'none', p: 0, minWidth: 0 }}
      onClick={() =>
        void urlOf().then(
          (url) => downloadFromUrl(url, fileName),
          (err: unknown) => showError(err, t('creditLimits.documents.downloadFailed')),
        )
      }
    >
      {displayFileName(fileName, 25)}
    </Button>
  );
}

/**
 * The limit screen's Enhancer Documents tab: an enhancer of the buyer, its documents (type, number,
 * the file to download) and, for who may add enhancers, a new document: its type and number (the
 * server refuses one already on file) and the file, sent to a signed address first.
 */
export function EnhancerDocumentsTab({ buyerId, canUpload }: { buyerId: string; canUpload: boolean }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const list = useQuery({
    queryKey: [CREDIT_LIMITS_KEY, 'enhancers', buyerId],
    queryFn: () => call(CREDIT_LIMITS_ENDPOINTS.enhancers, { query: { buyerId } }),
  });
  const [chosen, setChosen] = useState('');
  const enhancerId = chosen || list.data?.[0]?.id || '';
  const docs = useQuery({
    queryKey: [CREDIT_LIMITS_KEY, 'enhancer-documents', enhancerId],
    queryFn: () => call(CREDIT_LIMITS_ENDPOINTS.enhancerDocuments, { query: { enhancerId } }),
    enabled: enhancerId !== '',
  });
  const [documentType, setDocumentType] = useState('');
  const [documentNumber, setDocumentNumber] = useState('');
  const missing = !documentType.trim() || !documentNumber.trim();
  return (
    <Stack spacing={2} sx={{ pt: 1 }}>
      <QueryStatus pending={list.isPending} error={list.error} fallback={t('creditLimits.loadFailed')} />
      {list.data && list.data.length === 0 && <span>{t('creditLimits.noEnhancers')}</span>}
      {list.data && list.data.length > 0 && (
        <>
          <TextField
            select
            size="small"
            label={t('creditLimits.documents.enhancer')}
            value={enhancerId}
            onChange={(e) => setChosen(e.target.value)}
            sx={{ maxWidth: 360 }}
          >
            {list.data.map((e) => (
              <MenuItem key={e.id} value={e.id}>
                {`${e.enhancerKey} · ${e.enhancerType}`}
              </MenuItem>
            ))}
          </TextField>
          <QueryStatus pending={docs.isPending} error={docs.error} fallback={t('creditLimits.loadFailed')} />
          {docs.data && (
            <SimpleTable
              label={t('creditLimits.documents.title')}
              headers={[
                { text: t('creditLimits.documents.type') },
                { text: t('creditLimits.documents.number') },
                { text: t('creditLimits.documents.file') },
                { text: t('creditLimits.documents.size'), align: 'right' },
                { text: t('creditLimits.documents.uploadedAt') },
              ]}
              rows={docs.data.map((d) => ({
                id: d.id,
                cells: [
                  d.documentType,
                  d.documentNumber,
                  d.fileId ? (
                    <FileLink
                      key="f"
                      fileName={d.fileName}
                      urlOf={async () =>
                        (await call(CREDIT_LIMITS_ENDPOINTS.enhancerDocumentUrl, { params: { id: d.id } }))
                          .url
                      }
                    />
                  ) : (
                    d.fileName
                  ),
                  d.sizeBytes === null ? '-' : formatFileSize(d.sizeBytes),
                  <DateText key="u" value={d.uploadedAt} />,
                ],
              }))}
              emptyText={t('creditLimits.documents.none')}
            />
          )}
          {canUpload && (
            <Stack spacing={1} sx={{ maxWidth: 480 }}>
              <TextField
                size="small"
                required
                label={t('creditLimits.documents.type')}
                value={documentType}
                onChange={(e) => setDocumentType(e.target.value)}
                slotProps={{ htmlInput: { maxLength: 60 } }}
              />
              <TextField
                size="small"
                required
                label={t('creditLimits.documents.number')}
                value={documentNumber}
                onChange={(e) => setDocumentNumber(e.target.value)}
                slotProps={{ htmlInput: { maxLength: 60 } }}
                helperText={missing ? t('creditLimits.documents.fillFirst') : ' '}
              />
              <FileUpload
                single
                accept={DOCUMENT_ACCEPT}
                maxSizeMb={CREDIT_UPLOAD_MAX_MB}
                failureMessage={t('creditLimits.documents.uploadFailed')}
                onUpload={async (files, onProgress) => {
                  if (missing) throw new Error(t('creditLimits.documents.fillFirst'));
                  const [uploadKey] = await uploadCreditFiles('ENHANCER_DOCUMENTS', files, onProgress);
                  await call(
                    CREDIT_LIMITS_ENDPOINTS.addEnhancerDocument,
                    {
                      body: {
                        enhancerId,
                        documentType: documentType.trim(),
                        documentNumber: documentNumber.trim(),
                        uploadKey: uploadKey!,
                      },
                    },
                    { idempotencyKey: crypto.randomUUID() },
                  );
                  setDocumentType('');
                  setDocumentNumber('');
                  notify.success(t('creditLimits.documents.added'));
                  await queryClient.invalidateQueries({ queryKey: [CREDIT_LIMITS_KEY] });
                }}
              />
            </Stack>
          )}
        </>
      )}
    </Stack>
  );
}
