import { OTHER_DEPENDENCY_REASON_CODES } from '@dom/domain';

export interface BusinessCode {
  type: string;
  code: string;
  value: string;
}

// Doc 2 §3: "Reason lists exist for: order cancel … Values: not shown." These are ours.
export const ORDER_CANCEL_REASONS: readonly BusinessCode[] = [
  { type: 'ORDER_CANCEL', code: 'BUYER_REQUESTED', value: 'Buyer requested cancellation' },
  { type: 'ORDER_CANCEL', code: 'PRICE_MISMATCH', value: 'Price mismatch' },
  { type: 'ORDER_CANCEL', code: 'STOCK_UNAVAILABLE', value: 'Stock unavailable with seller' },
  { type: 'ORDER_CANCEL', code: 'DUPLICATE_ORDER', value: 'Duplicate order' },
  { type: 'ORDER_CANCEL', code: 'CREDIT_NOT_AVAILABLE', value: 'Credit not available' },
  { type: 'ORDER_CANCEL', code: 'OTHERS', value: 'Others' },
];

// Consignment cancel, reject and reverse reasons (doc 2 §5 "a reason chosen from a dropdown"; values ours).
export const CONSIGNMENT_CANCEL_REASONS: readonly BusinessCode[] = [
  { type: 'CONSIGNMENT_CANCEL', code: 'BUYER_REQUESTED', value: 'Buyer requested cancellation' },
  { type: 'CONSIGNMENT_CANCEL', code: 'STOCK_UNAVAILABLE', value: 'Stock unavailable with seller' },
  { type: 'CONSIGNMENT_CANCEL', code: 'VEHICLE_UNAVAILABLE', value: 'Vehicle not available' },
  { type: 'CONSIGNMENT_CANCEL', code: 'WRONG_QUANTITY', value: 'Wrong quantity or item' },
  { type: 'CONSIGNMENT_CANCEL', code: 'CREDIT_BLOCKED', value: 'Credit blocked for the buyer' },
  { type: 'CONSIGNMENT_CANCEL', code: 'OTHERS', value: 'Others' },
];

export const isConsignmentCancelReason = (code: string): boolean =>
  CONSIGNMENT_CANCEL_REASONS.some((r) => r.code === code);

export const DEPENDENCY_REASON_CATEGORIES = ['CUSTOMER', 'OPERATIONS'] as const;

// CCD_O and OD_O are the "other" reasons of each category and carry a comment (doc 2 §3).
export const DEPENDENCY_REASONS: readonly BusinessCode[] = [
  { type: 'CUSTOMER', code: 'CCD_PAYMENT', value: 'Customer payment pending' },
  { type: 'CUSTOMER', code: 'CCD_SITE', value: 'Customer site not ready' },
  { type: 'CUSTOMER', code: OTHER_DEPENDENCY_REASON_CODES[0], value: 'Other customer dependency' },
  { type: 'OPERATIONS', code: 'OD_STOCK', value: 'Seller stock awaited' },
  { type: 'OPERATIONS', code: 'OD_VEHICLE', value: 'Vehicle not available' },
  { type: 'OPERATIONS', code: OTHER_DEPENDENCY_REASON_CODES[1], value: 'Other operations dependency' },
];

/** The business code types of the import-order dropdowns (`/business-code/import-order-dropdowns`). */
export const IMPORT_ORDER_DROPDOWN_TYPES = [
  'SHIPPING_MODE',
  'LOGISTICS_PROVIDER',
  'PAYMENT_TERMS',
  'ORDER_CATEGORY',
] as const;

// The lists as first seeded (migration 0011 copies them into `business_codes`, the master data that
// `/business-code/*` reads and admins edit with the BUSINESS_CODES task type). Checks in code still
// use these until each list's checks read the table (decisions.md).
const IMPORT_ORDER_DROPDOWNS: readonly BusinessCode[] = [
  { type: 'SHIPPING_MODE', code: '3PL', value: '3PL' },
  { type: 'SHIPPING_MODE', code: 'SELLER_SHIPPED', value: 'Seller Shipped' },
  { type: 'SHIPPING_MODE', code: 'BP_SHIPPED', value: 'BP Shipped' },
  { type: 'LOGISTICS_PROVIDER', code: 'UPS', value: 'UPS' },
  { type: 'LOGISTICS_PROVIDER', code: 'DHL', value: 'DHL' },
  { type: 'LOGISTICS_PROVIDER', code: '3PL', value: '3PL' },
  { type: 'LOGISTICS_PROVIDER', code: 'BP_SHIPPED', value: 'BP Shipped' },
  { type: 'PAYMENT_TERMS', code: 'ADVANCE', value: 'Advance' },
  { type: 'PAYMENT_TERMS', code: 'CREDIT', value: 'Credit' },
  { type: 'ORDER_CATEGORY', code: 'FOR', value: 'F.O.R (Best Total Price)' },
  { type: 'ORDER_CATEGORY', code: 'EXW', value: 'Ex Works (Best Ex Works Price)' },
];

/** The business code type of the bank master (doc 2 §7 "Bank master business code BANK_NAMES/BANK_MASTER"). */
export const BANK_NAMES_TYPE = 'BANK_NAMES';
/** The code of the bank master list; asking for this type answers the same list. */
export const BANK_MASTER_CODE = 'BANK_MASTER';

// Banks by the four-letter IFSC bank code (the first four characters of every branch's IFSC).
export const BANK_MASTER: readonly BusinessCode[] = [
  ['SBIN', 'State Bank of India'],
  ['HDFC', 'HDFC Bank'],
  ['ICIC', 'ICICI Bank'],
  ['UTIB', 'Axis Bank'],
  ['KKBK', 'Kotak Mahindra Bank'],
  ['PUNB', 'Punjab National Bank'],
  ['BARB', 'Bank of Baroda'],
  ['CNRB', 'Canara Bank'],
  ['UBIN', 'Union Bank of India'],
  ['IDIB', 'Indian Bank'],
  ['BKID', 'Bank of India'],
  ['MAHB', 'Bank of Maharashtra'],
  ['YESB', 'Yes Bank'],
  ['INDB', 'IndusInd Bank'],
  ['IDFB', 'IDFC First Bank'],
  ['FDRL', 'Federal Bank'],
  ['SVCB', 'SVC Co-operative Bank'],
  ['SRCB', 'Saraswat Co-operative Bank'],
].map(([code, value]) => ({ type: BANK_NAMES_TYPE, code: code ?? '', value: value ?? '' }));

/** The business codes of one type; BANK_MASTER is another name for the BANK_NAMES list. */
export function businessCodesOf(type: string | undefined): readonly BusinessCode[] {
  const wanted = type === BANK_MASTER_CODE ? BANK_NAMES_TYPE : type;
  return ALL_BUSINESS_CODES.filter((c) => !wanted || c.type === wanted);
}

export const ALL_BUSINESS_CODES: readonly BusinessCode[] = [
  ...ORDER_CANCEL_REASONS,
  ...CONSIGNMENT_CANCEL_REASONS,
  ...DEPENDENCY_REASONS,
  ...IMPORT_ORDER_DROPDOWNS,
  ...BANK_MASTER,
];

export const importOrderDropdowns = (): readonly BusinessCode[] => IMPORT_ORDER_DROPDOWNS;

export const isOrderCancelReason = (code: string): boolean =>
  ORDER_CANCEL_REASONS.some((r) => r.code === code);
