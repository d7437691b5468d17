import type { Permission } from '../access/permissions';
import { addDays } from '../dates/ist-calendar';
import type { PricingBasis } from '../options/commercial.options';
import type { Option } from '../options/option';
import type { EnquiryStatus } from '../status/quotation.states';

/**
 * The RFQ area's rules that are not moves of a transition table: a seller RFQ's own states, the
 * source of an answer, the landed price on the pricing basis, the L1/L2/L3 ranking and the margin
 * of a quote line (doc 3 §3, §4, §7; issue 19).
 */

/** A seller RFQ: one per seller an enquiry is shared with. */
export const SELLER_RFQ_STATUSES = [
  { value: 'SHARED', label: 'Awaiting Response' },
  { value: 'RESPONDED', label: 'Responded' },
] as const satisfies readonly Option[];
export type SellerRfqStatus = (typeof SELLER_RFQ_STATUSES)[number]['value'];

/** Where a seller's answer came from: the seller portal, or registered by staff (doc 3 §9: OFFLINE). */
export const RESPONSE_SOURCES = [
  { value: 'ONLINE', label: 'Seller portal' },
  { value: 'OFFLINE', label: 'Offline' },
] as const satisfies readonly Option[];
export type ResponseSource = (typeof RESPONSE_SOURCES)[number]['value'];

/** Reasons offered when an enquiry is dropped (cancel) or lost (reject). */
export const RFQ_CLOSE_REASONS = [
  { value: 'BUYER_WITHDREW', label: 'Buyer withdrew the requirement' },
  { value: 'PRICE_NOT_COMPETITIVE', label: 'Price not competitive' },
  { value: 'NO_SELLER_CAPACITY', label: 'No seller capacity' },
  { value: 'CREDIT_TERMS', label: 'Credit terms not agreed' },
  { value: 'DUPLICATE', label: 'Duplicate enquiry' },
  { value: 'OTHER', label: 'Other' },
] as const satisfies readonly Option[];
export type RfqCloseReason = (typeof RFQ_CLOSE_REASONS)[number]['value'];

/**
 * A change of an enquiry that keeps its status (sharing, answers, picks, quotations): the
 * permission it needs and the states it is allowed in. The server guards each call with it and
 * offers it as an allowed action from these states.
 */
export interface RfqOperationGuard {
  readonly permission: Permission;
  readonly statuses: readonly EnquiryStatus[];
}

/** The document types of an RFQ's attachments. */
export const RFQ_ATTACHMENT_TYPES = [
  { value: 'BUYER_RFQ', label: 'Buyer RFQ' },
  { value: 'SPECIFICATION', label: 'Drawing / specification' },
  { value: 'SELLER_QUOTE', label: 'Seller quotation' },
  { value: 'BUYER_PO', label: 'Buyer PO' },
  { value: 'OTHERS', label: 'Others' },
] as const satisfies readonly Option[];

/** The enquiry's owners by business-user type, and the team role each must hold. */
export const BUSINESS_USER_TYPES = [
  { value: 'RM', label: 'Relationship Manager', teamRole: 'RELATIONSHIP_MANAGER' },
  { value: 'CM', label: 'Category Manager', teamRole: 'CATEGORY_MANAGER' },
  { value: 'SOURCER', label: 'Sourcer', teamRole: 'CATEGORY_MANAGER' },
] as const;
export type BusinessUserType = (typeof BUSINESS_USER_TYPES)[number]['value'];
export const BUSINESS_USER_TYPE_VALUES = BUSINESS_USER_TYPES.map((t) => t.value) as [
  BusinessUserType,
  ...BusinessUserType[],
];

/** The states an enquiry's owners may be reassigned in: open, before any order. */
const REASSIGNABLE = [
  'DRAFT',
  'DRAFT_REQUEST',
  'REQUEST_RECEIVED',
  'SOURCING_REQUIRED',
  'SOURCING_COMPLETED',
  'RESPONSE_ACCEPTED',
  'SOURCER_ACCEPTED',
  'QUOTE_ENRICHMENT_PENDING',
  'SENT_FOR_APPROVAL',
  'APPROVED',
  'RESPONSE_SUBMITTED',
] as const satisfies readonly EnquiryStatus[];

const PICKING = [
  'SOURCING_COMPLETED',
  'RESPONSE_ACCEPTED',
  'SOURCER_ACCEPTED',
  'QUOTE_ENRICHMENT_PENDING',
] as const satisfies readonly EnquiryStatus[];

export const RFQ_OPERATIONS = {
  /** The category manager shares the enquiry with sellers while sourcing. */
  shareWithSellers: {
    permission: 'Allow_Enquiry_Share_To_Sellers',
    statuses: ['SOURCING_REQUIRED'],
  },
  /** A seller answers in the portal while the enquiry is being sourced. */
  sellerAnswer: { permission: 'Allow_Seller_Enquiry_Answer', statuses: ['SOURCING_REQUIRED'] },
  /** The RM registers an answer a seller gave by phone or mail (source OFFLINE). */
  registerResponse: { permission: 'Allow_Rfq_Edit', statuses: ['SOURCING_REQUIRED'] },
  /** The category manager picks the seller of each line (finalize seller). */
  finalizeSeller: { permission: 'Allow_Enquiry_Finalize_Seller', statuses: PICKING },
  /** A quotation is drawn from the picks once the sourcer accepted (or after changes were asked). */
  createQuotation: {
    permission: 'Allow_Quotation_Create',
    statuses: ['SOURCER_ACCEPTED', 'QUOTE_ENRICHMENT_PENDING'],
  },
  /**
   * Reassign business-user type: hand the enquiry to another RM, CM or sourcer while it is open
   * (not closed, not yet converted).
   */
  reassignBusinessUserType: { permission: 'Allow_Enquiry_Reassign', statuses: REASSIGNABLE },
} as const satisfies Record<string, RfqOperationGuard>;
export type RfqOperation = keyof typeof RFQ_OPERATIONS;

export function rfqOperationAllowed(operation: RfqOperation, status: EnquiryStatus): boolean {
  return (RFQ_OPERATIONS[operation].statuses as readonly EnquiryStatus[]).includes(status);
}

/** The landed price per unit on the pricing basis: ex-works, plus freight when delivered (F.O.R). */
export function landedPricePaise(basis: PricingBasis, exWorksPaise: bigint, freightPaise: bigint): bigint {
  return basis === 'FOR' ? exWorksPaise + freightPaise : exWorksPaise;
}

/** L1, L2, L3… : the rank of each price, lowest first; equal prices share a rank. */
export function rankPrices(prices: readonly bigint[]): number[] {
  const distinct = [...new Set(prices)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  return prices.map((p) => distinct.indexOf(p) + 1);
}

export const rankLabel = (rank: number): string => `L${rank}`;

/**
 * How far ahead a seller's price may hold (an enquiry answer or a shared price list): a price
 * "valid" for years, or one already past, is a slip or a ploy and must not rank (issue 30 §4).
 */
export const SELLER_PRICE_MAX_VALIDITY_DAYS = 180;

export const SELLER_PRICE_VALIDITY_MESSAGES = {
  past: 'Enter today or a later day',
  tooFar: `Enter a day within ${SELLER_PRICE_MAX_VALIDITY_DAYS} days from today`,
} as const;

/** Why a seller's price validity is refused on `today` (both ISO days), or null when it may be given. */
export function validateSellerPriceValidity(validUntil: string, today: string): string | null {
  if (validUntil < today) return SELLER_PRICE_VALIDITY_MESSAGES.past;
  if (validUntil > addDays(today, SELLER_PRICE_MAX_VALIDITY_DAYS))
    return SELLER_PRICE_VALIDITY_MESSAGES.tooFar;
  return null;
}

/** Whether a seller's price has lapsed on `today`: shown as expired, never ranked. No day given never lapses. */
export function isPriceExpired(validUntil: string | null, today: string): boolean {
  return validUntil !== null && validUntil < today;
}

/** The margin of selling at `buyerPaise` what costs `costPaise`, in basis points of the sale (0 without a sale). */
export function marginBasisPoints(buyerPaise: bigint, costPaise: bigint): number {
  if (buyerPaise <= 0n) return 0;
  return Number(((buyerPaise - costPaise) * 10_000n) / buyerPaise);
}

/** Below this margin (basis points) a quotation needs a second person's approval (issue 19). */
export const DEFAULT_QUOTATION_MIN_MARGIN_BP = 500;

/** Whether a quotation with this margin and value goes to the approvals engine. */
export function quotationNeedsApproval(
  marginBp: number,
  valuePaise: bigint,
  rules: { minMarginBp: number; valueBandPaise: bigint },
): boolean {
  return marginBp < rules.minMarginBp || valuePaise > rules.valueBandPaise;
}

/** The enquiry label shown to users: an enquiry sent back to sourcing reads "Under Negotiation". */
export function enquiryDisplayStatus(status: EnquiryStatus, negotiated: boolean): string {
  if (status === 'SOURCING_REQUIRED' && negotiated) return 'UNDER_NEGOTIATION';
  return status;
}
