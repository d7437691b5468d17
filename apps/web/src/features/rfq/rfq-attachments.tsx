import { RFQ_DOCUMENT_ENDPOINTS, type RfqAttachment } from '@dom/contract';
import { RFQ_ATTACHMENT_TYPES, labelOf } from '@dom/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../app/session/session-context';
import { DocumentsTab, type DocumentsTabRow } from '../../components/documents-tab/documents-tab';
import { call, urlOf } from '../../lib/api-client';
import { uploadWithProgress } from '../../lib/upload';
import { RFQ_KEY } from './rfq-keys';
import '../../i18n/parts/rfq';

const on = RFQ_DOCUMENT_ENDPOINTS;
/** Attaching and removing files is editing the RFQ (the server checks the same). */
const RFQ_ATTACHMENT_EDIT = 'Allow_Rfq_Edit';

const toRow = (doc: RfqAttachment): DocumentsTabRow => ({
  documentId: doc.documentId,
  fileName: doc.fileName,
  documentType: doc.documentType,
  uploadedAt: doc.uploadedAt,
  uploadedBy: doc.uploadedBy,
});

/** The RFQ detail's Attachments tab: the kit's DocumentsTab on the RFQ's attachment calls. */
export function RfqAttachmentsTab({ rfqKey, label }: { rfqKey: string; label: string }) {
  const { t } = useTranslation();
  const { hasPermission } = useSession();
  const queryClient = useQueryClient();
  const canEdit = hasPermission(RFQ_ATTACHMENT_EDIT);
  const rows = useQuery({
    queryKey: [RFQ_KEY, 'attachments', rfqKey],
    queryFn: () => call(on.attachments, { params: { rfqKey } }),
  });
  return (
    <DocumentsTab
      label={label}
      rows={(rows.data ?? []).map(toRow)}
      loading={rows.isFetching}
      error={rows.error}
      onRetry={() => void rows.refetch()}
      typeText={(type) =>
        t(`rfq.attachmentTypes.${type}`, { defaultValue: labelOf(RFQ_ATTACHMENT_TYPES, type) })
      }
      showUploader
      urlOf={async (doc) =>
        (await call(on.attachmentUrl, { params: { rfqKey, documentId: doc.documentId } })).url
      }
      upload={
        canEdit
          ? {
              types: RFQ_ATTACHMENT_TYPES,
              initialType: 'OTHERS',
              send: (documentType, files, onProgress) => {
                const form = new FormData();
                form.append('documentType', documentType);
                for (const file of files) form.append('file', file);
                return uploadWithProgress(urlOf(on.uploadAttachments, { rfqKey }), form, onProgress);
              },
            }
          : undefined
      }
      remove={
        canEdit
          ? (doc) => call(on.removeAttachment, { params: { rfqKey, documentId: doc.documentId } })
          : undefined
      }
      onChanged={() => queryClient.invalidateQueries({ queryKey: [RFQ_KEY, 'attachments', rfqKey] })}
    />
  );
}
