import { DOCUMENT_ENDPOINTS, CONSIGNMENT_ENDPOINTS } from '@dom/contract';
import { call } from '../../lib/api-client';
import type { ConsignmentDetail, ConsignmentDocument } from '@dom/contract';
import { DOCUMENT_TYPES } from '@dom/domain';
import Box from '@mui/material/Box';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { DocumentsTab, type DocumentsTabRow } from '../../components/documents-tab/documents-tab';
import { PrintablesList } from '../../components/printables/printables-list';
import { findAction } from './consignment-actions';
import { CONSIGNMENTS_KEY, consignmentFileUrl, uploadConsignmentFile } from './consignments-support';
import '../../i18n/parts/consignments';

export function documentTypeText(t: TFunction, type: string): string {
  const known = DOCUMENT_TYPES.find((d) => d.value === type);
  return known ? t(`consignments.documentTypes.${type}`, { defaultValue: known.label }) : type;
}

/** Who asked for it and whether it was generated, under the name; a generated one is never deleted. */
function toRow(t: TFunction, doc: ConsignmentDocument): DocumentsTabRow {
  const notes = [doc.requestedBy, doc.processedFile ? t('consignments.documents.processed') : null];
  return {
    documentId: doc.documentId,
    fileName: doc.fileName,
    documentType: doc.documentType,
    uploadedAt: doc.uploadedAt,
    notes: notes.filter((n): n is string => Boolean(n)),
    downloadable: doc.downloadUrl !== null,
    deletable: !doc.processedFile,
  };
}

/** The documents the server prints from this consignment (shared by the tab and its count). */
export function useConsignmentPrintables(key: string | undefined) {
  return useQuery({
    queryKey: [CONSIGNMENTS_KEY, 'printables', key],
    queryFn: () => call(DOCUMENT_ENDPOINTS.consignmentPrintables, { params: { key: key ?? '' } }),
    enabled: Boolean(key),
  });
}

/**
 * The consignment's documents: those printed from its records (tax invoice, e-way bill, delivery
 * challan), then its files, one per upload with a type; list, download, delete.
 */
export function ConsignmentDocumentsTab({ consignment: c }: { consignment: ConsignmentDetail }) {
  const printables = useConsignmentPrintables(c.consignmentKey);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      {printables.data && (
        <PrintablesList consignmentKey={c.consignmentKey} printables={printables.data.printables} />
      )}
      <ConsignmentFiles consignment={c} />
    </Box>
  );
}

function ConsignmentFiles({ consignment: c }: { consignment: ConsignmentDetail }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  // Uploading and deleting follow the server's word on this state, like every other action.
  const canEdit = findAction(c.allowedActions, 'uploadDocument') !== undefined;

  return (
    <DocumentsTab
      label={t('consignments.tabs.documents')}
      rows={c.documents.map((doc) => toRow(t, doc))}
      typeText={(type) => documentTypeText(t, type)}
      urlOf={(doc) => consignmentFileUrl(c.consignmentKey, doc.documentId)}
      upload={
        canEdit
          ? {
              types: DOCUMENT_TYPES,
              initialType: 'OTHERS',
              maxFiles: 1,
              send: async (fileType, [file], onProgress) => {
                if (file) await uploadConsignmentFile(c.consignmentKey, fileType, file, onProgress);
              },
            }
          : undefined
      }
      remove={
        canEdit
          ? (doc) =>
              call(CONSIGNMENT_ENDPOINTS.deleteDocument, {
                body: { consignmentKey: c.consignmentKey, documentId: doc.documentId },
              })
          : undefined
      }
      onChanged={() => queryClient.invalidateQueries({ queryKey: [CONSIGNMENTS_KEY] })}
    />
  );
}
