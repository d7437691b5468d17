import type {
  BuyerInvoiceItem,
  BuyerListItem,
  BuyerPaymentItem,
  BuyerProfile,
  Invoice,
  Page,
  Payment,
  SellerProfile,
  WarehouseListItem,
} from '@dom/contract';

export const BUYER_ID = '11111111-1111-4111-8111-111111111111';
export const SELLER_ID = '22222222-2222-4222-8222-222222222222';
/** A valid GSTIN of Maharashtra (27). */
export const GSTIN_MH = '27AAPFU0939F1ZV';

export function pageOf<T>(content: T[]): Page<T> {
  return {
    content,
    pageNumber: 0,
    pageSize: 20,
    totalElements: content.length,
    totalPages: 1,
    totalIsCapped: false,
  };
}

export const BUYER_ITEM: BuyerListItem = {
  buyerId: BUYER_ID,
  partnerBuyerAccountId: 'PBA-0001',
  buyerName: 'Shree Ganesh Builders',
  buyerPhoneNumber: '9812345678',
  buyerGstNum: GSTIN_MH,
  booksBuyerId: 'BK-1001',
  crmBuyerId: 'CRM-77',
  buyerAlliedCode: 'AL-9',
  crmBuyerContactId: null,
  businessUnit: 'DIRECT',
  status: 'CUSTOMER_ON_BOARDED',
  statusLabel: 'Customer On Boarded',
  buyerEmail: 'accounts@ganesh.example.in',
  salesPartner: 'Mahesh Traders',
  salesPartnerKey: 'SP-1',
  city: 'Pune',
  state: 'Maharashtra',
  rmEmail: 'rm@dom.example.in',
  tmEmail: null,
};

export const BUYER_PROFILE: BuyerProfile = {
  ...BUYER_ITEM,
  companyName: 'Shree Ganesh Builders Pvt Ltd',
  parentEntity: null,
  pan: 'AAPFU0939F',
  gstTreatment: 'business_gst',
  isMsme: true,
  msmeNumber: 'UDYAM-MH-01-0000001',
  verificationStatus: { value: 'KYC_COMPLETED', label: 'KYC Completed' },
  creditLimitPaise: '500000000',
  address: {
    addressLine1: '12 FC Road',
    addressLine2: null,
    cityName: 'Pune',
    stateCode: '27',
    stateName: 'Maharashtra',
    postalCode: '411004',
    regionName: 'West',
  },
  allowedActions: [],
  tabs: [
    { id: 'limits', label: 'Limits', count: null },
    { id: 'contacts', label: 'Contacts', count: 1 },
    { id: 'addresses', label: 'Addresses', count: 0 },
  ],
};

export const SELLER_PROFILE: SellerProfile = {
  sellerId: SELLER_ID,
  sellerCode: 'SEL-0042',
  sellerName: 'Deccan Cement Works',
  sellerBooksId: 'SB-42',
  gstNumber: GSTIN_MH,
  stateCode: '27',
  city: 'Nashik',
  state: 'Maharashtra',
  status: 'SELLER_ON_BOARDED',
  statusLabel: 'Seller On Boarded',
  sellerType: 'INDIRECT',
  businessUnit: 'DIRECT',
  mobile: '9822012345',
  email: 'sales@deccan.example.in',
  pan: 'AAPFU0939F',
  addressLine1: 'Plot 7, MIDC',
  addressLine2: null,
  country: 'India',
  postalCode: '422010',
  addressBookId: null,
  tdsTaxName: null,
  tdsTaxId: null,
  contactName: 'Ravi Patil',
  earlyPaymentBank: {
    accountName: 'Deccan Cement Works',
    accountNumberMasked: '******4321',
    ifsc: 'HDFC0001234',
    bankName: 'HDFC Bank',
    bankBranch: 'Nashik',
  },
  version: 3,
  allowedActions: [],
  tabs: [
    { id: 'orders', label: 'Orders', count: 2 },
    { id: 'warehouses', label: 'Warehouses', count: 1 },
    { id: 'bills', label: 'Bills', count: null },
  ],
};

export const WAREHOUSE: WarehouseListItem = {
  warehouseId: '33333333-3333-4333-8333-333333333333',
  warehouseName: 'Nashik Plant',
  sourceCode: 'SRC-7',
  warehouseType: 'PLANT',
  region: 'West',
  city: 'Nashik',
  state: 'Maharashtra',
  stateCode: '27',
  country: 'India',
  pinCode: '422010',
  gstin: GSTIN_MH,
  sellerId: SELLER_ID,
  sellerName: 'Deccan Cement Works',
  isActive: true,
};

export function invoice(n: number, balancePaise: string): Invoice {
  return {
    id: `4444444${n}-4444-4444-8444-444444444444`,
    documentType: 'INV',
    invoiceNumber: `INV/26/000${n}`,
    booksInvoiceId: `BI-${n}`,
    buyerInvoiceNumber: null,
    sellerBillId: null,
    invoiceDate: '2026-10-01',
    dueDate: '2026-10-31',
    maxDueDate: '2026-11-30',
    amountPaise: balancePaise,
    balancePaise,
    status: 'OPEN',
    orderKey: `SO0000000${n}`,
    consignmentKey: null,
    buyerId: BUYER_ID,
    buyerName: 'Shree Ganesh Builders',
    booksBuyerId: 'BK-1001',
    sellerId: SELLER_ID,
    sellerName: 'Deccan Cement Works',
    businessUnit: 'DIRECT',
    irn: null,
    irnAckAt: null,
    tags: [],
    version: 1,
  };
}

export const PAYMENT: Payment = {
  id: '55555555-5555-4555-8555-555555555555',
  booksPaymentId: 'BP-9',
  booksBuyerId: 'BK-1001',
  buyerId: BUYER_ID,
  buyerName: 'Shree Ganesh Builders',
  utr: 'UTR0000001',
  paymentType: 'NEFT',
  paymentDate: '2026-11-01',
  amountPaise: '1500000',
  balancePaise: '1500000',
  status: 'PENDING',
};

/** An invoice as the buyer profile's invoices tab lists it. */
export function buyerInvoiceItem(n: number, balancePaise: string, extra: Partial<BuyerInvoiceItem> = {}) {
  const i = invoice(n, balancePaise);
  const item: BuyerInvoiceItem = {
    invoiceId: i.id,
    invoiceNumber: i.invoiceNumber,
    booksInvoiceId: i.booksInvoiceId,
    documentType: i.documentType,
    invoiceDate: i.invoiceDate,
    dueDate: i.dueDate,
    maxDueDate: i.maxDueDate,
    amountPaise: i.amountPaise,
    balancePaise: i.balancePaise,
    status: i.status,
    statusLabel: 'Open',
    orderKey: i.orderKey,
    sellerName: i.sellerName,
    tags: [],
    version: 1,
    ...extra,
  };
  return item;
}

/** A payment as the buyer profile's payments tab lists it. */
export const BUYER_PAYMENT: BuyerPaymentItem = {
  paymentId: PAYMENT.id,
  booksPaymentId: PAYMENT.booksPaymentId,
  utr: PAYMENT.utr,
  paymentType: PAYMENT.paymentType,
  paymentDate: PAYMENT.paymentDate,
  amountPaise: PAYMENT.amountPaise,
  balancePaise: PAYMENT.balancePaise,
  matchedPaise: '0',
  unmatchedPaise: PAYMENT.balancePaise,
  status: 'PENDING',
  statusLabel: 'Pending',
};
