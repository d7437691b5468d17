import { ORDER_ENDPOINTS } from '@dom/contract';
import { call } from '../../lib/api-client';
import type { OrderDetail } from '@dom/contract';
import { DOCUMENT_TYPES } from '@dom/domain';
import { useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../app/session/session-context';
import { DocumentsTab } from '../../components/documents-tab/documents-tab';
import { ORDERS_KEY, uploadOrderFile } from './orders-support';

/** Attaching a file to an order (the server checks the same). */
export const ORDER_DOCUMENT_UPLOAD = 'Allow_Order_Upload';

function orderDocumentTypeText(t: TFunction, type: string): string {
  return DOCUMENT_TYPES.some((d) => d.value === type) ? t(`orders.documentTypes.${type}`) : type;
}

/**
 * The order's documents: a download asks the server for fresh signed links first; a caller with
 * Allow_Order_Upload attaches one file at a time. Order documents are never deleted.
 */
export function OrderDocumentsTab({ order }: { order: OrderDetail }) {
  const { t } = useTranslation();
  const { hasPermission } = useSession();
  const queryClient = useQueryClient();

  const urlOf = async (documentId: string) => {
    const found = (await call(ORDER_ENDPOINTS.documentPaths, { params: { key: order.orderKey } })).find(
      (p) => p.documentId === documentId,
    );
    if (!found) throw new Error(t('documentsTab.notAvailable'));
    return found.path;
  };

  return (
    <DocumentsTab
      label={t('orders.tabs.documents')}
      rows={order.documents.map((doc) => ({ ...doc, documentId: doc.id }))}
      typeText={(type) => orderDocumentTypeText(t, type)}
      urlOf={(doc) => urlOf(doc.documentId)}
      upload={
        hasPermission(ORDER_DOCUMENT_UPLOAD)
          ? {
              types: DOCUMENT_TYPES,
              initialType: 'OTHERS',
              maxFiles: 1,
              send: async (fileType, [file], onProgress) => {
                if (file) await uploadOrderFile(order.orderKey, fileType, file, onProgress);
              },
            }
          : undefined
      }
      onChanged={() => queryClient.invalidateQueries({ queryKey: [ORDERS_KEY] })}
    />
  );
}
