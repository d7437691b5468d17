import { ORDER_ENDPOINTS, type UploadedDocument } from '@dom/contract';
import { urlOf } from '../../lib/api-client';

import { uploadWithProgress } from '../../lib/upload';

export const ORDERS_KEY = 'orders';

/**
 * The parties feature's query key for buyers: the order's address dialog reads the buyer's address
 * book under it, so an address saved on the buyer's profile refreshes the dialog's list too.
 */
export const BUYERS_KEY = 'buyers';

/** Attaches a file to the order as a document of the given type; answers the stored file's id. */
export function uploadOrderFile(
  orderKey: string,
  fileType: string,
  file: File,
  onProgress: (percent: number) => void,
): Promise<UploadedDocument> {
  const form = new FormData();
  form.append('fileType', fileType);
  form.append('identifier', orderKey);
  form.append('file', file);
  return uploadWithProgress<UploadedDocument>(urlOf(ORDER_ENDPOINTS.uploadDocument), form, onProgress);
}
