import { BUYER_ONBOARDING_TRANSITIONS, SELLER_ONBOARDING_TRANSITIONS } from '@dom/domain';
import { type CommonErrorCode, endpointsOf } from '../endpoint';
import { PageQuerySchema } from '../common/pagination';
import { OrderPageSchema, OrderSearchQuerySchema } from '../orders/order-search';
import { AddressDetailsQuerySchema, BuyerAddressListSchema, UpsertAddressesSchema } from './buyer-addresses';
import {
  BuyerContactListSchema,
  BuyerContactSchema,
  BuyerIdQuerySchema,
  CreateContactSchema,
  SaveContactSchema,
  UpsertContactsSchema,
} from './buyer-contacts';
import {
  EnrichRequestSchema,
  EnrichResultSchema,
  NewEntityResultSchema,
  NewEntitySchema,
} from './buyer-entity';
import {
  BuyerBankDetailsSchema,
  BuyerInvoicePageSchema,
  BuyerInvoiceQuerySchema,
  BuyerLimitsSchema,
  BuyerPageSchema,
  BuyerPaymentListSchema,
  BuyerPaymentQuerySchema,
  BuyerProfileSchema,
  BuyerSearchQuerySchema,
} from './buyers';
import {
  BuyerGstValidationSchema,
  GstValidationRequestSchema,
  GstValidationResultSchema,
} from './gst-validation';
import { PartyIdParamSchema } from './party-common';
import { OnboardingMoveResultSchema, OnboardingMoveSchema } from './party-status';
import {
  BankChangeHistorySchema,
  EarlyPaymentBankSchema,
  EarlyPaymentBankUpdateSchema,
  SellerBillPageSchema,
  SellerNotePageSchema,
  SellerPageSchema,
  SellerPaymentPageSchema,
  SellerPaymentRequestPageSchema,
  SellerProfileSchema,
  SellerSearchQuerySchema,
} from './sellers';
import {
  AddTransporterSchema,
  TransporterPageSchema,
  TransporterSchema,
  TransporterSearchSchema,
} from './transporters';
import { WarehouseDetailSchema, WarehousePageSchema, WarehouseSearchQuerySchema } from './warehouses';

/** The error codes a buyer, seller, warehouse or transporter call can answer. */
export type PartyErrorCode =
  | CommonErrorCode
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'TRANSITION_NOT_ALLOWED'
  | 'TRANSITION_FORBIDDEN'
  | 'GST_PORTAL_REFUSED';

const define = endpointsOf<PartyErrorCode>();

/** A seller profile's money tab: paged, read only, the tab's own permission. */
const sellerMoneyTab = <const Id extends string, R extends Parameters<typeof define>[0]['response']>(
  id: Id,
  path: string,
  response: R,
  summary: string,
) =>
  define({
    id,
    method: 'GET',
    path,
    access: 'Display_Seller_Profiles_Tab',
    params: PartyIdParamSchema,
    query: PageQuerySchema,
    response,
    errors: ['NOT_FOUND'],
    summary,
  });

/** Buyers, sellers, warehouses and transporters (doc 2 §7). */
export const PARTY_ENDPOINTS = {
  // Buyers: list, export, profile and tabs, contacts, addresses, entity, GST.
  searchBuyers: define({
    id: 'parties.buyers.search',
    method: 'GET',
    path: '/credit/buyer/search',
    access: 'Display_Buyer_Tab',
    query: BuyerSearchQuerySchema,
    response: BuyerPageSchema,
  }),
  exportBuyers: define({
    id: 'parties.buyers.export',
    method: 'GET',
    path: '/credit/buyer/export',
    access: 'Display_Buyer_Tab',
    query: BuyerSearchQuerySchema,
    summary: 'The filtered buyer list as xlsx (streamed)',
  }),
  buyer: define({
    id: 'parties.buyers.profile',
    method: 'GET',
    path: '/credit/buyer/profile/:id',
    access: 'Display_Buyer_Tab',
    params: PartyIdParamSchema,
    response: BuyerProfileSchema,
    errors: ['NOT_FOUND'],
    summary: 'Buyer profile with the tabs this caller may open',
  }),
  moveBuyer: define({
    id: 'parties.buyers.move',
    method: 'POST',
    path: '/credit/buyer/profile/:id/status',
    // Each move's own permission (edit, KYC review, suspend): the guard needs one, the table the exact one.
    access: { rule: "the onboarding move from the buyer's state", table: BUYER_ONBOARDING_TRANSITIONS },
    params: PartyIdParamSchema,
    body: OnboardingMoveSchema,
    response: OnboardingMoveResultSchema,
    errors: ['NOT_FOUND', 'CONFLICT', 'TRANSITION_NOT_ALLOWED', 'TRANSITION_FORBIDDEN'],
    summary: 'Onboarding move: KYC steps, suspend, reinstate',
  }),
  buyerLimits: define({
    id: 'parties.buyers.limits',
    method: 'GET',
    path: '/credit/buyer/profile/:id/limits',
    access: 'Display_Buyer_Tab',
    params: PartyIdParamSchema,
    response: BuyerLimitsSchema,
    errors: ['NOT_FOUND'],
  }),
  buyerOrders: define({
    id: 'parties.buyers.orders',
    method: 'GET',
    path: '/credit/buyer/profile/:id/orders',
    access: 'Adm_Order_View',
    params: PartyIdParamSchema,
    query: OrderSearchQuerySchema,
    response: OrderPageSchema,
    errors: ['NOT_FOUND'],
  }),
  buyerPayments: define({
    id: 'parties.buyers.payments',
    method: 'GET',
    path: '/credit/buyer/profile/:id/payments',
    access: 'View_Buyer_Ledger',
    params: PartyIdParamSchema,
    query: BuyerPaymentQuerySchema,
    response: BuyerPaymentListSchema,
    errors: ['NOT_FOUND'],
    summary: 'The buyer’s payments with matched and unmatched amounts, pending first (25 from 0)',
  }),
  buyerInvoices: define({
    id: 'parties.buyers.invoices',
    method: 'GET',
    path: '/credit/buyer/profile/:id/invoices',
    access: 'View_Buyer_Ledger',
    params: PartyIdParamSchema,
    query: BuyerInvoiceQuerySchema,
    response: BuyerInvoicePageSchema,
    errors: ['NOT_FOUND'],
    summary: 'The buyer’s open invoices (OPEN, DELAYED, OVERDUE aged at read time; `statuses` narrows)',
  }),
  buyerGstValidation: define({
    id: 'parties.buyers.gst-validation',
    method: 'GET',
    path: '/credit/buyer/profile/:id/gst-validation',
    access: 'Allow_Additional_POB',
    params: PartyIdParamSchema,
    response: BuyerGstValidationSchema,
    errors: ['NOT_FOUND', 'GST_PORTAL_REFUSED'],
  }),
  buyerBankDetails: define({
    id: 'parties.buyers.bank-details',
    method: 'GET',
    path: '/credit/buyer/profile/:id/bank-details',
    access: 'View_Buyer_Bank_Details',
    params: PartyIdParamSchema,
    response: BuyerBankDetailsSchema,
    errors: ['NOT_FOUND'],
  }),
  buyerContacts: define({
    id: 'parties.buyers.contacts',
    method: 'GET',
    path: '/credit/buyer/contact',
    access: 'Display_Buyer_Tab',
    query: BuyerIdQuerySchema,
    response: BuyerContactListSchema,
    errors: ['NOT_FOUND'],
  }),
  saveContact: define({
    id: 'parties.buyers.contacts.save',
    method: 'PUT',
    path: '/credit/buyer/contact',
    access: 'Allow_Buyer_Contact_Edit',
    body: SaveContactSchema,
    response: BuyerContactSchema,
    errors: ['NOT_FOUND', 'CONFLICT'],
    summary: 'Change one contact',
  }),
  upsertContacts: define({
    id: 'parties.buyers.contacts.upsert',
    method: 'POST',
    path: '/credit/buyer/contact',
    access: 'Allow_Buyer_Contact_Edit',
    body: UpsertContactsSchema,
    response: BuyerContactListSchema,
    errors: ['NOT_FOUND', 'CONFLICT'],
    summary: 'Upsert contacts by id or phone number (all or nothing)',
  }),
  createContact: define({
    id: 'parties.buyers.contacts.create',
    method: 'POST',
    path: '/credit/buyer/contact/create',
    access: 'Allow_Buyer_Contact_Edit',
    body: CreateContactSchema,
    response: BuyerContactSchema,
    status: 201,
    errors: ['NOT_FOUND', 'CONFLICT'],
  }),
  buyerAddresses: define({
    id: 'parties.buyers.addresses',
    method: 'GET',
    path: '/credit/buyer/address/details',
    access: 'Display_Buyer_Tab',
    query: AddressDetailsQuerySchema,
    response: BuyerAddressListSchema,
    errors: ['NOT_FOUND'],
  }),
  upsertAddresses: define({
    id: 'parties.buyers.addresses.upsert',
    method: 'POST',
    path: '/credit/buyer/address/upsert',
    access: 'Allow_Buyer_Address_Edit',
    body: UpsertAddressesSchema,
    response: BuyerAddressListSchema,
    errors: ['NOT_FOUND', 'CONFLICT'],
    summary: 'Upsert addresses by id or external id (all or nothing)',
  }),
  enrichEntity: define({
    id: 'parties.buyers.enrich',
    method: 'POST',
    path: '/credit/buyer/enrich',
    access: 'Display_Buyer_Entity_Tab',
    body: EnrichRequestSchema,
    response: EnrichResultSchema,
    errors: ['GST_PORTAL_REFUSED'],
  }),
  saveEntity: define({
    id: 'parties.buyers.save',
    method: 'POST',
    path: '/credit/buyer/save',
    access: 'Allow_Buyer_Create',
    body: NewEntitySchema,
    response: NewEntityResultSchema,
    status: 201,
    errors: ['CONFLICT', 'GST_PORTAL_REFUSED'],
    summary: 'On-board a new buyer entity',
  }),
  validateGstin: define({
    id: 'parties.gst-validation',
    method: 'POST',
    path: '/credit/gstValidation',
    access: 'Allow_Additional_POB',
    body: GstValidationRequestSchema,
    response: GstValidationResultSchema,
    errors: ['GST_PORTAL_REFUSED'],
    summary: 'Validate a GSTIN: format, check character, state/PIN, registration on a date',
  }),

  // Sellers: list, profile and tabs, onboarding, early-payment bank.
  searchSellers: define({
    id: 'parties.sellers.search',
    method: 'GET',
    path: '/ops-supply/seller/search',
    access: 'Display_Seller_Profiles_Tab',
    query: SellerSearchQuerySchema,
    response: SellerPageSchema,
  }),
  seller: define({
    id: 'parties.sellers.profile',
    method: 'GET',
    path: '/ops-supply/seller/:id/profile',
    access: 'Display_Seller_Profiles_Tab',
    params: PartyIdParamSchema,
    response: SellerProfileSchema,
    errors: ['NOT_FOUND'],
  }),
  moveSeller: define({
    id: 'parties.sellers.move',
    method: 'POST',
    path: '/ops-supply/seller/:id/status',
    access: { rule: "the onboarding move from the seller's state", table: SELLER_ONBOARDING_TRANSITIONS },
    params: PartyIdParamSchema,
    body: OnboardingMoveSchema,
    response: OnboardingMoveResultSchema,
    errors: ['NOT_FOUND', 'CONFLICT', 'TRANSITION_NOT_ALLOWED', 'TRANSITION_FORBIDDEN'],
    summary: 'Onboarding move: KYC steps, suspend, reinstate',
  }),
  updateEarlyPaymentBank: define({
    id: 'parties.sellers.early-payment-bank.update',
    method: 'PUT',
    path: '/ops-supply/seller/:id/early-payment-bank',
    access: 'Allow_Seller_Bank_Update',
    params: PartyIdParamSchema,
    body: EarlyPaymentBankUpdateSchema,
    response: EarlyPaymentBankSchema,
    errors: ['NOT_FOUND', 'CONFLICT'],
    summary: 'Change the early-payment bank details (audited)',
  }),
  earlyPaymentBankHistory: define({
    id: 'parties.sellers.early-payment-bank.history',
    method: 'GET',
    path: '/ops-supply/seller/:id/early-payment-bank/history',
    access: 'Display_Seller_Profiles_Tab',
    params: PartyIdParamSchema,
    response: BankChangeHistorySchema,
    errors: ['NOT_FOUND'],
  }),
  sellerOrders: define({
    id: 'parties.sellers.orders',
    method: 'GET',
    path: '/ops-supply/seller/:id/orders',
    access: 'Display_Seller_Profiles_Tab',
    params: PartyIdParamSchema,
    query: OrderSearchQuerySchema,
    response: OrderPageSchema,
    errors: ['NOT_FOUND'],
  }),
  sellerWarehouses: define({
    id: 'parties.sellers.warehouses',
    method: 'GET',
    path: '/ops-supply/seller/:id/warehouses',
    access: 'Display_Warehouse_Tab',
    params: PartyIdParamSchema,
    query: PageQuerySchema,
    response: WarehousePageSchema,
    errors: ['NOT_FOUND'],
  }),
  sellerPaymentRequests: sellerMoneyTab(
    'parties.sellers.payment-requests',
    '/ops-supply/seller/:id/payment-requests',
    SellerPaymentRequestPageSchema,
    'Open payment requests: delivered consignments whose bill is not paid yet, at the seller’s value',
  ),
  sellerPayments: sellerMoneyTab(
    'parties.sellers.payments',
    '/ops-supply/seller/:id/payments',
    SellerPaymentPageSchema,
    'Cleared payments: the seller’s paid bills',
  ),
  sellerBills: sellerMoneyTab(
    'parties.sellers.bills',
    '/ops-supply/seller/:id/bills',
    SellerBillPageSchema,
    'The seller’s invoices as the seller portal lists them, newest first',
  ),
  sellerNotes: sellerMoneyTab(
    'parties.sellers.credit-debit-notes',
    '/ops-supply/seller/:id/credit-debit-notes',
    SellerNotePageSchema,
    'Credit and debit notes raised on the seller’s invoices, newest first',
  ),

  // Warehouses and transporters.
  searchWarehouses: define({
    id: 'parties.warehouses.search',
    method: 'GET',
    path: '/ops-supply/source/search',
    access: 'Display_Warehouse_Tab',
    query: WarehouseSearchQuerySchema,
    response: WarehousePageSchema,
  }),
  warehouse: define({
    id: 'parties.warehouses.detail',
    method: 'GET',
    path: '/ops-supply/source/:id',
    access: 'Display_Warehouse_Tab',
    params: PartyIdParamSchema,
    response: WarehouseDetailSchema,
    errors: ['NOT_FOUND'],
  }),
  searchTransporters: define({
    id: 'parties.transporters.search',
    method: 'GET',
    path: '/zoho/getTransporterDetails',
    access: 'Display_Transporter_Master_Tab',
    query: TransporterSearchSchema,
    response: TransporterPageSchema,
  }),
  addTransporter: define({
    id: 'parties.transporters.add',
    method: 'POST',
    path: '/zoho/addTransporter',
    access: 'Allow_Transporter_Create',
    body: AddTransporterSchema,
    response: TransporterSchema,
    status: 201,
    errors: ['CONFLICT', 'GST_PORTAL_REFUSED'],
    summary: 'Add a transporter by GSTIN (checked in full) or transporter id (shape only)',
  }),
} as const;
