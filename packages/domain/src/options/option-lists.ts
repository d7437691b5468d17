import { LANGUAGES, ENQUIRY_WIZARD_STEPS, LOGIN_METHODS, UPLOAD_WIZARD_STEPS } from './app.options';
import { BUSINESS_UNITS, ORDER_CHANNELS } from './business-unit.options';
import { BUSINESS_CATEGORIES, INDIAN_REGIONS, MATERIAL_CATEGORIES } from './catalogue.options';
import {
  CHEQUE_TYPES,
  COLLECTION_AGENTS,
  CREDIT_TERMS_UNITS,
  DISCOUNT_UNITS,
  INVOICE_AMOUNT_CRITERIA,
  INVOICE_CORRECTION_TYPES,
  NOA_STATUSES,
  PAYMENT_BASES,
  PAYMENT_MISMATCH_TAGS,
  PRICING_BASES,
  SALES_TYPES,
  SEARCH_CRITERIA,
  SORT_OPTIONS,
} from './commercial.options';
import {
  BANK_TYPES,
  COMPANY_REGISTRY_STATUSES,
  CREDIT_RATING_BANDS,
  ENHANCER_TYPES,
  RATING_OUTLOOKS,
  REGISTRATION_TYPES,
  VENDOR_VALIDATION_FLAGS,
} from './credit.options';
import { SELLER_DOCUMENT_TYPES, YES_NO_OPTIONS } from './entity.options';
import {
  LEDGER_TRANSACTION_TYPES,
  OVERDUE_BUCKETS,
  REMINDER_FILTERS,
  REMINDER_TYPES,
  UPLOAD_PURPOSES,
} from './finance.options';
import {
  CHARGE_TYPES,
  DISPATCH_CLARITIES,
  DOCUMENT_TYPES,
  GOODS_MOVEMENT_PARTIES,
  ITEM_CONDITIONS,
  LOGISTICS_PROVIDERS,
  POD_DELIVERY_STATUSES,
  SHIPPING_MODES,
  TRANSPORT_MODES,
} from './logistics.options';
import { MEETING_CANCEL_REASONS } from './meeting.options';
import { NOTIFICATION_CHANNELS, NOTIFICATION_RECIPIENT_TYPES } from './notification.options';
import type { Option } from './option';
import { REASON_LIST_TYPES } from './order.options';
import {
  APPROVAL_PARTICIPANT_ROLES,
  COMMUNICATION_PREFERENCES,
  CONTACT_CHANNELS,
  CONTACT_ROLES,
  MANAGER_ROLES,
  PARTNER_TYPES,
} from './people.options';
import { EXPIRY_FILTERS, TIME_RANGES } from './time.options';

/**
 * Every option list by a stable name, so the server can serve them in one call and the web client
 * can translate labels under `option.<name>.<value>`.
 */
export const OPTION_LISTS = {
  businessUnits: BUSINESS_UNITS,
  orderChannels: ORDER_CHANNELS,
  pricingBases: PRICING_BASES,
  chequeTypes: CHEQUE_TYPES,
  discountUnits: DISCOUNT_UNITS,
  salesTypes: SALES_TYPES,
  collectionAgents: COLLECTION_AGENTS,
  noaStatuses: NOA_STATUSES,
  invoiceAmountCriteria: INVOICE_AMOUNT_CRITERIA,
  invoiceCorrectionTypes: INVOICE_CORRECTION_TYPES,
  creditTermsUnits: CREDIT_TERMS_UNITS,
  paymentBases: PAYMENT_BASES,
  paymentMismatchTags: PAYMENT_MISMATCH_TAGS,
  searchCriteria: SEARCH_CRITERIA,
  sortOptions: SORT_OPTIONS,
  businessCategories: BUSINESS_CATEGORIES,
  materialCategories: MATERIAL_CATEGORIES,
  indianRegions: INDIAN_REGIONS,
  managerRoles: MANAGER_ROLES,
  approvalParticipantRoles: APPROVAL_PARTICIPANT_ROLES,
  contactRoles: CONTACT_ROLES,
  contactChannels: CONTACT_CHANNELS,
  communicationPreferences: COMMUNICATION_PREFERENCES,
  partnerTypes: PARTNER_TYPES,
  ratingOutlooks: RATING_OUTLOOKS,
  creditRatingBands: CREDIT_RATING_BANDS,
  registrationTypes: REGISTRATION_TYPES,
  bankTypes: BANK_TYPES,
  companyRegistryStatuses: COMPANY_REGISTRY_STATUSES,
  enhancerTypes: ENHANCER_TYPES,
  vendorValidationFlags: VENDOR_VALIDATION_FLAGS,
  goodsMovementParties: GOODS_MOVEMENT_PARTIES,
  itemConditions: ITEM_CONDITIONS,
  transportModes: TRANSPORT_MODES,
  logisticsProviders: LOGISTICS_PROVIDERS,
  shippingModes: SHIPPING_MODES,
  chargeTypes: CHARGE_TYPES,
  documentTypes: DOCUMENT_TYPES,
  sellerDocumentTypes: SELLER_DOCUMENT_TYPES,
  dispatchClarities: DISPATCH_CLARITIES,
  podDeliveryStatuses: POD_DELIVERY_STATUSES,
  overdueBuckets: OVERDUE_BUCKETS,
  ledgerTransactionTypes: LEDGER_TRANSACTION_TYPES,
  uploadPurposes: UPLOAD_PURPOSES,
  reminderTypes: REMINDER_TYPES,
  reminderFilters: REMINDER_FILTERS,
  notificationChannels: NOTIFICATION_CHANNELS,
  notificationRecipientTypes: NOTIFICATION_RECIPIENT_TYPES,
  timeRanges: TIME_RANGES,
  expiryFilters: EXPIRY_FILTERS,
  meetingCancelReasons: MEETING_CANCEL_REASONS,
  reasonListTypes: REASON_LIST_TYPES,
  languages: LANGUAGES,
  enquiryWizardSteps: ENQUIRY_WIZARD_STEPS,
  uploadWizardSteps: UPLOAD_WIZARD_STEPS,
  loginMethods: LOGIN_METHODS,
  yesNo: YES_NO_OPTIONS,
} as const satisfies Readonly<Record<string, readonly Option[]>>;

export type OptionListName = keyof typeof OPTION_LISTS;
