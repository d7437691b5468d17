import type { Option } from './option';

export const YES_NO_OPTIONS = [
  { value: 'Yes', label: 'Yes' },
  { value: 'No', label: 'No' },
] as const satisfies readonly Option[];
export type YesNo = (typeof YES_NO_OPTIONS)[number]['value'];

export const DEFAULT_GST_TREATMENT = 'business_gst';

/** Starting values of the new buyer-entity form (doc 1 §3, doc 2 §3). */
export const NEW_ENTITY_DEFAULTS = {
  gstTreatment: DEFAULT_GST_TREATMENT,
  gstNumber: '',
  nameOfEntity: '',
  contactName: '',
  phoneNumber: '',
  address: '',
  addressLine2: '',
  pinCode: '',
  isMsme: 'Yes' as YesNo,
  msmeNumber: '',
} as const;

/** What a file stored against a seller is (the seller profile's Documents tab): its KYC papers and agreement. */
export const SELLER_DOCUMENT_TYPES = [
  { value: 'GST_CERTIFICATE', label: 'GST Certificate' },
  { value: 'PAN_CARD', label: 'PAN Card' },
  { value: 'CANCELLED_CHEQUE', label: 'Cancelled Cheque' },
  { value: 'MSME_CERTIFICATE', label: 'MSME Certificate' },
  { value: 'SELLER_AGREEMENT', label: 'Seller Agreement' },
  { value: 'OTHERS', label: 'Others' },
] as const satisfies readonly Option[];
export type SellerDocumentType = (typeof SELLER_DOCUMENT_TYPES)[number]['value'];
