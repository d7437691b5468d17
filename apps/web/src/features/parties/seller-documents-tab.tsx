import { PARTY_ENDPOINTS } from '@dom/contract';
import { call } from '../../lib/api-client';
import type { SellerDocument } from '@dom/contract';
import { SELLER_DOCUMENT_TYPES, labelOf } from '@dom/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../app/session/session-context';
import {
  DOCUMENTS_PAGER,
  DocumentsTab,
  type DocumentsTabRow,
} from '../../components/documents-tab/documents-tab';
import { useListState } from '../../components/list-state/use-list-state';
import { SELLERS_KEY, uploadSellerDocuments } from './parties-support';
import '../../i18n/parts/parties';

/** Storing and removing a seller's papers is editing the seller (the server checks the same). */
export const SELLER_DOCUMENT_EDIT = 'Allow_Seller_Edit';

export function sellerDocumentTypeText(t: TFunction, type: string): string {
  return t(`parties.sellerDocuments.types.${type}`, { defaultValue: labelOf(SELLER_DOCUMENT_TYPES, type) });
}

const toRow = (doc: SellerDocument): DocumentsTabRow => ({
  documentId: doc.documentId,
  fileName: doc.fileName,
  documentType: doc.documentType,
  uploadedAt: doc.uploadedAt,
  uploadedBy: doc.uploadedBy,
});

/** The seller profile's Documents tab: server-paged, up to five files per upload, delete with Allow_Seller_Edit. */
export function SellerDocumentsTab({ sellerId, label }: { sellerId: string; label: string }) {
  const { t } = useTranslation();
  const { hasPermission } = useSession();
  const queryClient = useQueryClient();
  const canEdit = hasPermission(SELLER_DOCUMENT_EDIT);
  const { page, setPage, wirePage: query } = useListState(undefined, { prefix: DOCUMENTS_PAGER });
  const rows = useQuery({
    queryKey: [SELLERS_KEY, 'documents', sellerId, query],
    queryFn: () => call(PARTY_ENDPOINTS.sellerDocuments, { params: { id: sellerId }, query: { ...query } }),
  });

  return (
    <DocumentsTab
      label={label}
      rows={(rows.data?.content ?? []).map(toRow)}
      paging={{ page, onPageChange: setPage, totalRows: rows.data?.totalElements ?? 0 }}
      loading={rows.isFetching}
      error={rows.error}
      onRetry={() => void rows.refetch()}
      typeText={(type) => sellerDocumentTypeText(t, type)}
      showUploader
      urlOf={async (doc) =>
        (
          await call(PARTY_ENDPOINTS.sellerDocumentUrl, {
            params: { id: sellerId, documentId: doc.documentId },
          })
        ).url
      }
      upload={
        canEdit
          ? {
              types: SELLER_DOCUMENT_TYPES,
              initialType: 'OTHERS',
              send: (documentType, files, onProgress) =>
                uploadSellerDocuments(sellerId, documentType, files, onProgress),
            }
          : undefined
      }
      remove={
        canEdit
          ? (doc) =>
              call(PARTY_ENDPOINTS.deleteSellerDocument, {
                params: { id: sellerId, documentId: doc.documentId },
              })
          : undefined
      }
      // The list and the profile's tab count.
      onChanged={() => queryClient.invalidateQueries({ queryKey: [SELLERS_KEY] })}
    />
  );
}
