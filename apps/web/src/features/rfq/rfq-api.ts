import { RFQ_ENDPOINTS } from '@dom/contract';
import type { BusinessUserType } from '@dom/domain';
import type {
  DraftBuyer,
  FinalizeSeller,
  QuotationKeyBody,
  ReassignBusinessUser,
  RegisterResponse,
  RfqClose,
  SellerAnswer,
  ShareWithSellers,
  SourcingCompleted,
} from '@dom/contract';
import { call } from '../../lib/api-client';
import type { QueryParams } from '../../lib/query-string';

export const RFQ_KEY = 'rfq';

const on = RFQ_ENDPOINTS;
const idem = (idempotencyKey: string) => ({ idempotencyKey });

export const rfqList = (query: QueryParams) => call(on.list, { query });
export const rfqStatusCounts = (query: QueryParams) => call(on.statusCounts, { query });
export const rfqDetail = (rfqKey: string) => call(on.detail, { params: { rfqKey } });
export const rfqComparison = (rfqKey: string) => call(on.comparison, { params: { rfqKey } });
export const rfqEnhancerTypes = (rfqKey: string) => call(on.enhancerTypes, { params: { rfqKey } });
export const sellerOptions = (search: string) => call(on.sellerOptions, { query: { search } });
/** Whether the caller chooses a new draft buyer's RM (the server's rule, `draftBuyer/form`). */
export const draftBuyerForm = () => call(on.draftBuyerForm);
/** Active RMs a new draft buyer may be given to: those who serve its business unit. */
export const draftBuyerRmOptions = (search: string, businessUnit?: DraftBuyer['businessUnit']) =>
  call(on.draftBuyerRmOptions, { query: { search, ...(businessUnit ? { businessUnit } : {}) } });
/** Active users of the type's team role an enquiry may be handed to (the current holder left out). */
export const businessUserOptions = (rfqKey: string, businessUserType: BusinessUserType, search: string) =>
  call(on.businessUserOptions, { query: { rfqKey, businessUserType, search } });
export const quotationList = (query: QueryParams) => call(on.quotations, { query });
export const sellerEnquiryList = (query: QueryParams) => call(on.sellerEnquiries, { query });
export const sellerEnquiry = (sellerRfqKey: string) => call(on.sellerEnquiry, { params: { sellerRfqKey } });

/** The enquiry workflow steps, by the action the server's allowed actions name. */
export type StepAction =
  'receiveRequest' | 'sourcingRequired' | 'acceptResponse' | 'moveToSourcingRequired' | 'sourcerAccepted';

export function enquiryStep(action: StepAction, body: { rfqKey: string; comment?: string }, key: string) {
  return call(on[action], { body }, idem(key));
}
export const sourcingCompleted = (body: SourcingCompleted, key: string) =>
  call(on.sourcingCompleted, { body }, idem(key));
export const closeRfq = (action: 'cancel' | 'markLost', body: RfqClose, key: string) =>
  call(action === 'cancel' ? on.cancel : on.decline, { body }, idem(key));
export const shareWithSellers = (body: ShareWithSellers, key: string) => call(on.share, { body }, idem(key));
export const registerResponse = (body: RegisterResponse, key: string) =>
  call(on.registerResponse, { body }, idem(key));
export const finalizeSeller = (body: FinalizeSeller, key: string) =>
  call(on.finalizeSeller, { body }, idem(key));
export const answerEnquiry = (body: SellerAnswer, key: string) => call(on.sellerAnswer, { body }, idem(key));
export const createQuotation = (rfqKey: string, key: string) =>
  call(on.createQuotation, { params: { rfqKey } }, idem(key));

export type QuotationAction = 'sendForApproval' | 'sendToSeller' | 'cancel' | 'placeOrder';
export function quotationAction(action: QuotationAction, body: QuotationKeyBody, key: string) {
  if (action === 'sendForApproval') return call(on.sendForApproval, { body }, idem(key));
  if (action === 'sendToSeller') return call(on.sendToBuyer, { body }, idem(key));
  if (action === 'cancel') return call(on.cancelQuotation, { body }, idem(key));
  return call(on.placeOrder, { body }, idem(key));
}

/** Split the sent quotation into child orders (the enquiry waits for them: CHILDREN_ORDER_PENDING). */
export const splitIntoChildOrders = (body: QuotationKeyBody, key: string) =>
  call(on.splitIntoChildOrders, { body }, idem(key));
/** Place the child orders of a split enquiry: one sales order per consignment and seller. */
export const childrenOrderPlaced = (rfqKey: string, comment: string | undefined, key: string) =>
  call(on.childrenOrderPlaced, { params: { rfqKey }, body: comment ? { comment } : {} }, idem(key));
/** Hand the enquiry to another RM, CM or sourcer. */
export const reassignBusinessUser = (body: ReassignBusinessUser, key: string) =>
  call(on.reassignBusinessUserType, { body }, idem(key));
