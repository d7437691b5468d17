import {
  type AddressInput,
  type AddTransporter,
  type ContactInput,
  type EarlyPaymentBankUpdate,
  type GstValidationRequest,
  type NewEntity,
  type Page,
  PARTY_ENDPOINTS,
  type SellerDocumentUploadResult,
} from '@dom/contract';
import { call, urlOf } from '../../lib/api-client';
import { downloadXlsx } from '../../components/xlsx/xlsx';
import { uploadWithProgress } from '../../lib/upload';
import type { QueryParams } from '../../lib/query-string';

export const BUYERS_KEY = 'buyers';
export const SELLERS_KEY = 'sellers';
export const WAREHOUSES_KEY = 'warehouses';
export const TRANSPORTERS_KEY = 'transporters';

const on = PARTY_ENDPOINTS;

// Buyers (doc 2 §7 "Buyers").
export const searchBuyers = (query: QueryParams) => call(on.searchBuyers, { query });
export const exportBuyers = (query: QueryParams) => downloadXlsx(urlOf(on.exportBuyers), 'buyers', query);
export const getBuyer = (buyerId: string) => call(on.buyer, { params: { id: buyerId } });
export const buyerLimits = (buyerId: string) => call(on.buyerLimits, { params: { id: buyerId } });
export const buyerOrders = (buyerId: string, query: QueryParams) =>
  call(on.buyerOrders, { params: { id: buyerId }, query });
export const buyerBankDetails = (buyerId: string) => call(on.buyerBankDetails, { params: { id: buyerId } });
export const buyerGstValidation = (buyerId: string) =>
  call(on.buyerGstValidation, { params: { id: buyerId } });
export const validateGstin = (input: GstValidationRequest) => call(on.validateGstin, { body: input });

export const buyerContacts = (buyerId: string) => call(on.buyerContacts, { query: { buyerId } });
export const createContact = (buyerId: string, contact: ContactInput, idempotencyKey?: string) =>
  call(on.createContact, { body: { buyerId, contact } }, { idempotencyKey });
export const saveContact = (buyerId: string, contact: ContactInput, idempotencyKey?: string) =>
  call(on.saveContact, { body: { buyerId, contact } }, { idempotencyKey });

export const buyerAddresses = (buyerId: string) => call(on.buyerAddresses, { query: { buyerId } });
export const upsertAddress = (buyerId: string, address: AddressInput, idempotencyKey?: string) =>
  call(on.upsertAddresses, { body: { buyerId, addresses: [address] } }, { idempotencyKey });

export const enrichEntity = (gstNumber: string) => call(on.enrichEntity, { body: { gstNumber } });
export const saveEntity = (entity: NewEntity) => call(on.saveEntity, { body: entity });

// Sellers, warehouses and transporters (doc 2 §7 "Warehouses and sellers", "Transporters").
export const searchSellers = (query: QueryParams) => call(on.searchSellers, { query });
export const getSeller = (sellerId: string) => call(on.seller, { params: { id: sellerId } });
export const sellerOrders = (sellerId: string, query: QueryParams) =>
  call(on.sellerOrders, { params: { id: sellerId }, query });
export const sellerWarehouses = (sellerId: string, query: QueryParams) =>
  call(on.sellerWarehouses, { params: { id: sellerId }, query });

/** The money tabs of the seller profile, by the path segment each tab names. */
const SELLER_TABS = {
  'payment-requests': on.sellerPaymentRequests,
  payments: on.sellerPayments,
  bills: on.sellerBills,
  'credit-debit-notes': on.sellerNotes,
} as const;

/** A money tab's page; rows are read as the caller's raw shape (each tab maps its own). */
export async function sellerTab<T>(sellerId: string, path: string, query: QueryParams): Promise<Page<T>> {
  const endpoint = SELLER_TABS[path as keyof typeof SELLER_TABS] as
    (typeof SELLER_TABS)[keyof typeof SELLER_TABS] | undefined;
  if (!endpoint) throw new Error(`No seller tab ${path}`);
  return (await call(endpoint, { params: { id: sellerId }, query })) as unknown as Page<T>;
}
export const updateEarlyPaymentBank = (
  sellerId: string,
  input: EarlyPaymentBankUpdate,
  idempotencyKey?: string,
) => call(on.updateEarlyPaymentBank, { params: { id: sellerId }, body: input }, { idempotencyKey });
export const sellerDocuments = (sellerId: string, query: QueryParams) =>
  call(on.sellerDocuments, { params: { id: sellerId }, query });
/** 1 to 5 files of one document type, in one multipart request. */
export function uploadSellerDocuments(
  sellerId: string,
  documentType: string,
  files: readonly File[],
  onProgress: (percent: number) => void,
): Promise<SellerDocumentUploadResult> {
  const form = new FormData();
  form.append('documentType', documentType);
  for (const file of files) form.append('file', file);
  return uploadWithProgress<SellerDocumentUploadResult>(
    urlOf(on.uploadSellerDocuments, { id: sellerId }),
    form,
    onProgress,
  );
}
/** A fresh signed link (they expire). */
export const sellerDocumentUrl = async (sellerId: string, documentId: string) =>
  (await call(on.sellerDocumentUrl, { params: { id: sellerId, documentId } })).url;
export const deleteSellerDocument = (sellerId: string, documentId: string) =>
  call(on.deleteSellerDocument, { params: { id: sellerId, documentId } });
export const earlyPaymentBankHistory = (sellerId: string) =>
  call(on.earlyPaymentBankHistory, { params: { id: sellerId } });

export const searchWarehouses = (query: QueryParams) => call(on.searchWarehouses, { query });
export const getWarehouse = (warehouseId: string) => call(on.warehouse, { params: { id: warehouseId } });

export const searchTransporters = (query: QueryParams) => call(on.searchTransporters, { query });
export const addTransporter = (input: AddTransporter, idempotencyKey?: string) =>
  call(on.addTransporter, { body: input }, { idempotencyKey });
