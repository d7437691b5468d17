import type {
  AddressInput,
  BankChangeHistory,
  BuyerAddressList,
  BuyerBankDetails,
  BuyerContact,
  BuyerContactList,
  BuyerGstValidation,
  BuyerLimits,
  BuyerPage,
  BuyerProfile,
  ContactInput,
  EarlyPaymentBank,
  EarlyPaymentBankUpdate,
  EnrichResult,
  GstValidationRequest,
  GstValidationResult,
  NewEntity,
  NewEntityResult,
  OrderPage,
  Page,
  SellerDocumentPage,
  SellerDocumentUploadResult,
  SellerPage,
  SellerProfile,
  AddTransporter,
  Transporter,
  TransporterPage,
  WarehouseDetail,
  WarehousePage,
} from '@dom/contract';
import { apiGet, apiPost, apiRequest } from '../../lib/api-client';
import { downloadFile } from '../../lib/download';
import { uploadWithProgress } from '../../lib/upload';
import type { QueryParams } from '../../lib/query-string';

export const BUYERS_KEY = 'buyers';
export const SELLERS_KEY = 'sellers';
export const WAREHOUSES_KEY = 'warehouses';
export const TRANSPORTERS_KEY = 'transporters';

const id = (value: string) => encodeURIComponent(value);

// Buyers (doc 2 §7 "Buyers").
export const searchBuyers = (query: QueryParams) => apiGet<BuyerPage>('/credit/buyer/search', query);
export const exportBuyers = (query: QueryParams) =>
  downloadFile('/credit/buyer/export', { fileName: 'buyers.xlsx', query });
export const getBuyer = (buyerId: string) => apiGet<BuyerProfile>(`/credit/buyer/profile/${id(buyerId)}`);
export const buyerLimits = (buyerId: string) =>
  apiGet<BuyerLimits>(`/credit/buyer/profile/${id(buyerId)}/limits`);
export const buyerOrders = (buyerId: string, query: QueryParams) =>
  apiGet<OrderPage>(`/credit/buyer/profile/${id(buyerId)}/orders`, query);
export const buyerBankDetails = (buyerId: string) =>
  apiGet<BuyerBankDetails>(`/credit/buyer/profile/${id(buyerId)}/bank-details`);
export const buyerGstValidation = (buyerId: string) =>
  apiGet<BuyerGstValidation>(`/credit/buyer/profile/${id(buyerId)}/gst-validation`);
export const validateGstin = (input: GstValidationRequest) =>
  apiPost<GstValidationResult>('/credit/gstValidation', input);

export const buyerContacts = (buyerId: string) =>
  apiGet<BuyerContactList>('/credit/buyer/contact', { buyerId });
export const createContact = (buyerId: string, contact: ContactInput, idempotencyKey?: string) =>
  apiPost<BuyerContact>('/credit/buyer/contact/create', { buyerId, contact }, { idempotencyKey });
export const saveContact = (buyerId: string, contact: ContactInput, idempotencyKey?: string) =>
  apiRequest<BuyerContact>('/credit/buyer/contact', {
    method: 'PUT',
    body: { buyerId, contact },
    idempotencyKey,
  });

export const buyerAddresses = (buyerId: string) =>
  apiGet<BuyerAddressList>('/credit/buyer/address/details', { buyerId });
export const upsertAddress = (buyerId: string, address: AddressInput, idempotencyKey?: string) =>
  apiPost<BuyerAddressList>(
    '/credit/buyer/address/upsert',
    { buyerId, addresses: [address] },
    { idempotencyKey },
  );

export const enrichEntity = (gstNumber: string) =>
  apiPost<EnrichResult>('/credit/buyer/enrich', { gstNumber });
export const saveEntity = (entity: NewEntity) => apiPost<NewEntityResult>('/credit/buyer/save', entity);

// Sellers, warehouses and transporters (doc 2 §7 "Warehouses and sellers", "Transporters").
export const searchSellers = (query: QueryParams) => apiGet<SellerPage>('/ops-supply/seller/search', query);
export const getSeller = (sellerId: string) =>
  apiGet<SellerProfile>(`/ops-supply/seller/${id(sellerId)}/profile`);
export const sellerOrders = (sellerId: string, query: QueryParams) =>
  apiGet<OrderPage>(`/ops-supply/seller/${id(sellerId)}/orders`, query);
export const sellerWarehouses = (sellerId: string, query: QueryParams) =>
  apiGet<WarehousePage>(`/ops-supply/seller/${id(sellerId)}/warehouses`, query);
export function sellerTab<T>(sellerId: string, path: string, query: QueryParams): Promise<Page<T>> {
  return apiGet<Page<T>>(`/ops-supply/seller/${id(sellerId)}/${path}`, query);
}
export const updateEarlyPaymentBank = (
  sellerId: string,
  input: EarlyPaymentBankUpdate,
  idempotencyKey?: string,
) =>
  apiRequest<EarlyPaymentBank>(`/ops-supply/seller/${id(sellerId)}/early-payment-bank`, {
    method: 'PUT',
    idempotencyKey,
    body: input,
  });
export const sellerDocuments = (sellerId: string, query: QueryParams) =>
  apiGet<SellerDocumentPage>(`/ops-supply/seller/${id(sellerId)}/documents`, query);
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
    `/ops-supply/seller/${id(sellerId)}/documents`,
    form,
    onProgress,
  );
}
/** A fresh signed link (they expire). */
export const sellerDocumentUrl = async (sellerId: string, documentId: string) =>
  (await apiGet<{ url: string }>(`/ops-supply/seller/${id(sellerId)}/documents/${id(documentId)}/url`)).url;
export const deleteSellerDocument = (sellerId: string, documentId: string) =>
  apiRequest<{ deleted: true }>(`/ops-supply/seller/${id(sellerId)}/documents/${id(documentId)}`, {
    method: 'DELETE',
  });
export const earlyPaymentBankHistory = (sellerId: string) =>
  apiGet<BankChangeHistory>(`/ops-supply/seller/${id(sellerId)}/early-payment-bank/history`);

export const searchWarehouses = (query: QueryParams) =>
  apiGet<WarehousePage>('/ops-supply/source/search', query);
export const getWarehouse = (warehouseId: string) =>
  apiGet<WarehouseDetail>(`/ops-supply/source/${id(warehouseId)}`);

export const searchTransporters = (query: QueryParams) =>
  apiGet<TransporterPage>('/zoho/getTransporterDetails', query);
export const addTransporter = (input: AddTransporter, idempotencyKey?: string) =>
  apiPost<Transporter>('/zoho/addTransporter', input, { idempotencyKey });
