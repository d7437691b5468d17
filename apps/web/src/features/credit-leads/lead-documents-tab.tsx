import { CREDIT_LEAD_ENDPOINTS } from '@dom/contract';
import { call } from '../../lib/api-client';
import { LEAD_DOCUMENT_MAX_FILES, LEAD_DOCUMENT_TYPES, labelOf } from '@dom/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../app/session/session-context';
import { DocumentsTab } from '../../components/documents-tab/documents-tab';
import { CREDIT_LEADS_KEY, uploadLeadDocuments } from './credit-leads-support';
import '../../i18n/parts/credit-leads';

/** Storing and removing a lead's papers is working the lead (the server checks the same, and the state). */
const LEAD_DOCUMENT_EDIT = 'Allow_Credit_Lead_Enrich';

/** The lead's Documents tab: its papers, upload while the lead is open, delete with the enrich permission. */
export function LeadDocumentsTab({
  leadKey,
  label,
  open,
}: {
  leadKey: string;
  label: string;
  open: boolean;
}) {
  const { t } = useTranslation();
  const { hasPermission } = useSession();
  const queryClient = useQueryClient();
  const canEdit = open && hasPermission(LEAD_DOCUMENT_EDIT);
  const rows = useQuery({
    queryKey: [CREDIT_LEADS_KEY, 'documents', leadKey],
    queryFn: () => call(CREDIT_LEAD_ENDPOINTS.documents, { params: { leadKey } }),
  });
  return (
    <DocumentsTab
      label={label}
      rows={rows.data ?? []}
      loading={rows.isFetching}
      error={rows.error}
      onRetry={() => void rows.refetch()}
      typeText={(type) =>
        t(`creditLeads.documentTypes.${type}`, { defaultValue: labelOf(LEAD_DOCUMENT_TYPES, type) })
      }
      showUploader
      urlOf={async (doc) =>
        (await call(CREDIT_LEAD_ENDPOINTS.documentUrl, { params: { leadKey, documentId: doc.documentId } }))
          .url
      }
      upload={
        canEdit
          ? {
              types: LEAD_DOCUMENT_TYPES,
              initialType: 'FINANCIAL_STATEMENT',
              maxFiles: LEAD_DOCUMENT_MAX_FILES,
              send: (documentType, files, onProgress) =>
                uploadLeadDocuments(leadKey, documentType, files, onProgress),
            }
          : undefined
      }
      remove={
        canEdit
          ? (doc) =>
              call(CREDIT_LEAD_ENDPOINTS.deleteDocument, { body: { leadKey, documentId: doc.documentId } })
          : undefined
      }
      onChanged={() => queryClient.invalidateQueries({ queryKey: [CREDIT_LEADS_KEY, 'documents', leadKey] })}
    />
  );
}
