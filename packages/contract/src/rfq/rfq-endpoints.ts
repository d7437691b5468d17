import { QUOTATION_TRANSITIONS } from '@dom/domain';
import { type CommonErrorCode, endpointsOf } from '../endpoint';
import {
  ComparisonSchema,
  ConversionResultSchema,
  EnquiryStepBodySchema,
  EnquiryStepSchema,
  FinalizeSellerSchema,
  MovValidateSchema,
  MovValidationSchema,
  QuotationKeyBodySchema,
  QuotationListQuerySchema,
  QuotationPageSchema,
  QuotationSchema,
  ReassignBusinessUserSchema,
  RegisterResponseSchema,
  RfqCloseSchema,
  RfqCreateSchema,
  RfqDetailSchema,
  RfqKeyParamSchema,
  RfqListQuerySchema,
  RfqPageSchema,
  RfqStatusCountsSchema,
  SellerAnswerSchema,
  SellerEnquiryDetailSchema,
  SellerEnquiryPageSchema,
  SellerEnquiryQuerySchema,
  SellerOptionsQuerySchema,
  SellerOptionsSchema,
  SellerRfqKeyParamSchema,
  ShareWithSellersSchema,
  SourcingCompletedSchema,
} from './rfq';

/** The error codes an RFQ call can answer. */
export type RfqErrorCode =
  | CommonErrorCode
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'TRANSITION_NOT_ALLOWED'
  | 'TRANSITION_FORBIDDEN'
  | 'RFQ_NOT_ALLOWED_NOW';

const define = endpointsOf<RfqErrorCode>();
const MOVE_ERRORS = ['NOT_FOUND', 'CONFLICT', 'TRANSITION_NOT_ALLOWED', 'TRANSITION_FORBIDDEN'] as const;
const OP_ERRORS = ['NOT_FOUND', 'RFQ_NOT_ALLOWED_NOW'] as const;

/** Every business unit's quotation moves: approving and sending need that unit's quote permission. */
const QUOTATION_MOVES = {
  moves: [
    ...QUOTATION_TRANSITIONS.DIRECT.moves,
    ...QUOTATION_TRANSITIONS.UBS.moves,
    ...QUOTATION_TRANSITIONS.UTCL.moves,
  ],
};

const step = <const Id extends string, const Path extends string>(
  id: Id,
  path: Path,
  access:
    | 'Allow_Enquiry_Receive_Request'
    | 'Allow_Enquiry_Sourcing_Required'
    | 'Allow_Enquiry_Accept_Response'
    | 'Allow_Enquiry_Negotiate'
    | 'Allow_Enquiry_Sourcer_Accept',
  summary: string,
) =>
  define({
    id,
    method: 'PUT',
    path,
    access,
    body: EnquiryStepSchema,
    response: RfqDetailSchema,
    errors: MOVE_ERRORS,
    summary,
  });

/**
 * Buyer RFQs and enquiries, the seller portal's enquiries and quotations (doc 3 §2, §4, §7: the
 * quotation calls; issue 19). Each enquiry step is the spec's call and needs the permission of the
 * step's owner; the runner checks the state.
 */
export const RFQ_ENDPOINTS = {
  list: define({
    id: 'rfq.list',
    method: 'GET',
    path: '/buyerRFQ/list',
    access: 'Display_Rfq_Enquiries_Tab',
    query: RfqListQuerySchema,
    response: RfqPageSchema,
    summary: 'The buyer RFQ list in the caller’s scope: search, status tabs, pricing basis',
  }),
  statusCounts: define({
    id: 'rfq.status-counts',
    method: 'GET',
    path: '/buyerRFQ/status-counts',
    access: 'Display_Rfq_Enquiries_Tab',
    query: RfqListQuerySchema.omit({ statuses: true, pageNumber: true, pageSize: true }),
    response: RfqStatusCountsSchema,
    summary: 'How many RFQs of each status the caller sees (the tabs’ counts)',
  }),
  create: define({
    id: 'rfq.create',
    method: 'POST',
    path: '/buyerRFQ',
    access: 'Allow_Rfq_Create',
    body: RfqCreateSchema,
    response: RfqDetailSchema,
    status: 201,
    errors: ['NOT_FOUND'],
    summary: 'Create an enquiry (Draft Request) for a buyer with its consignments and lines',
  }),
  detail: define({
    id: 'rfq.detail',
    method: 'GET',
    path: '/buyerRFQ/:rfqKey',
    access: 'Display_Rfq_Enquiries_Tab',
    params: RfqKeyParamSchema,
    response: RfqDetailSchema,
    errors: ['NOT_FOUND'],
    summary: 'One RFQ: lines, sellers’ answers, quotations, orders, activity log, allowed actions',
  }),
  comparison: define({
    id: 'rfq.comparison',
    method: 'GET',
    path: '/buyerRFQ/:rfqKey/comparison',
    access: 'Display_Rfq_Enquiries_Tab',
    params: RfqKeyParamSchema,
    response: ComparisonSchema,
    errors: ['NOT_FOUND'],
    summary: 'Every seller’s landed price per line on the pricing basis, L1/L2/L3 and the margin',
  }),
  sellerOptions: define({
    id: 'rfq.seller-options',
    method: 'GET',
    path: '/buyerRFQ/seller-options',
    access: 'Display_Rfq_Enquiries_Tab',
    query: SellerOptionsQuerySchema,
    response: SellerOptionsSchema,
    summary: 'Sellers with a warehouse an enquiry may be shared with (20 by name)',
  }),
  buyerOptions: define({
    id: 'rfq.buyer-options',
    method: 'GET',
    path: '/buyerRFQ/buyer-options',
    access: 'Allow_Rfq_Create',
    query: SellerOptionsQuerySchema,
    response: SellerOptionsSchema,
    summary: 'Buyers in the caller’s scope an enquiry may be raised for (20 by name or code)',
  }),
  receiveRequest: step(
    'rfq.receive-request',
    '/enquiry/receiveRequest',
    'Allow_Enquiry_Receive_Request',
    'Customer support submits the enquiry to the relationship manager',
  ),
  sourcingRequired: step(
    'rfq.sourcing-required',
    '/enquiry/sourcingRequired',
    'Allow_Enquiry_Sourcing_Required',
    'The relationship manager submits the enquiry to the category manager',
  ),
  sourcingCompleted: define({
    id: 'rfq.sourcing-completed',
    method: 'PUT',
    path: '/enquiry/sourcingCompleted',
    access: 'Allow_Enquiry_Sourcing_Completed',
    body: SourcingCompletedSchema,
    response: RfqDetailSchema,
    errors: [...MOVE_ERRORS, 'RFQ_NOT_ALLOWED_NOW'],
    summary: 'The category manager submits back, with an optional override checklist',
  }),
  acceptResponse: step(
    'rfq.accept-response',
    '/enquiry/acceptResponse',
    'Allow_Enquiry_Accept_Response',
    'The relationship manager confirms the category manager’s answer',
  ),
  moveToSourcingRequired: step(
    'rfq.move-to-sourcing-required',
    '/enquiry/moveToSourcingRequired',
    'Allow_Enquiry_Negotiate',
    'A negotiation moves the enquiry back to sourcing (Under Negotiation)',
  ),
  sourcerAccepted: step(
    'rfq.sourcer-accepted',
    '/enquiry/sourcerAccepted',
    'Allow_Enquiry_Sourcer_Accept',
    'The sourcer (category manager) accepts',
  ),
  cancel: define({
    id: 'rfq.cancel',
    method: 'PUT',
    path: '/buyerRFQ/cancel',
    access: 'Allow_Rfq_Cancel',
    body: RfqCloseSchema,
    response: RfqDetailSchema,
    errors: MOVE_ERRORS,
    summary: 'Drop the enquiry, with a reason',
  }),
  decline: define({
    id: 'rfq.decline',
    method: 'PUT',
    path: '/buyerRFQ/decline',
    access: 'Allow_Rfq_Cancel',
    body: RfqCloseSchema,
    response: RfqDetailSchema,
    errors: MOVE_ERRORS,
    summary: 'Reject the enquiry as lost, with a reason',
  }),
  share: define({
    id: 'rfq.share',
    method: 'POST',
    path: '/buyerRFQ/shareEnquiryToSellers',
    access: 'Allow_Enquiry_Share_To_Sellers',
    body: ShareWithSellersSchema,
    response: RfqDetailSchema,
    errors: OP_ERRORS,
    summary: 'Share the enquiry with sellers: one seller RFQ each (sharing again adds none twice)',
  }),
  registerResponse: define({
    id: 'rfq.register-response',
    method: 'POST',
    path: '/buyerRFQ/registerResponse',
    access: 'Allow_Rfq_Edit',
    body: RegisterResponseSchema,
    response: RfqDetailSchema,
    errors: OP_ERRORS,
    summary: 'Register a seller’s answer given offline (source OFFLINE)',
  }),
  finalizeSeller: define({
    id: 'rfq.finalize-seller',
    method: 'POST',
    path: '/buyerRFQ/finalizeSeller',
    access: 'Allow_Enquiry_Finalize_Seller',
    body: FinalizeSellerSchema,
    response: RfqDetailSchema,
    errors: OP_ERRORS,
    summary: 'Pick the seller of each line among those who answered',
  }),
  sellerEnquiries: define({
    id: 'rfq.seller-enquiries',
    method: 'GET',
    path: '/seller-enquiries/list',
    access: 'Display_Seller_Enquiries_Tab',
    query: SellerEnquiryQuerySchema,
    response: SellerEnquiryPageSchema,
    summary: 'Seller RFQs: a seller sees its own only; staff see all',
  }),
  sellerEnquiry: define({
    id: 'rfq.seller-enquiry',
    method: 'GET',
    path: '/seller-enquiries/:sellerRfqKey',
    access: 'Display_Seller_Enquiries_Tab',
    params: SellerRfqKeyParamSchema,
    response: SellerEnquiryDetailSchema,
    errors: ['NOT_FOUND'],
    summary: 'One seller RFQ: the lines to price and the seller’s own answer',
  }),
  sellerAnswer: define({
    id: 'rfq.seller-answer',
    method: 'POST',
    path: '/buyerRFQ/seller',
    access: 'Display_Seller_Enquiries_Tab',
    body: SellerAnswerSchema,
    response: SellerEnquiryDetailSchema,
    errors: [...OP_ERRORS, 'TRANSITION_FORBIDDEN'],
    summary: 'A seller answers in the portal: prices per line, capacity, validity, credit days',
  }),
  createQuotation: define({
    id: 'rfq.quotation-create',
    method: 'POST',
    path: '/quotation/buyerRFQ/:rfqKey',
    access: 'Allow_Quotation_Create',
    params: RfqKeyParamSchema,
    response: QuotationSchema,
    status: 201,
    errors: [...OP_ERRORS, 'CONFLICT'],
    summary: 'Draw a quotation from the picks (margin per line); closes any open one',
  }),
  quotations: define({
    id: 'rfq.quotations',
    method: 'GET',
    path: '/quotation/list',
    access: 'Display_Quotations_Tab',
    query: QuotationListQuerySchema,
    response: QuotationPageSchema,
    summary: 'Quotations in the caller’s scope',
  }),
  sendForApproval: define({
    id: 'rfq.quotation-send-for-approval',
    method: 'POST',
    path: '/quotation/sendForApproval',
    access: 'Allow_Quotation_Send_For_Approval',
    body: QuotationKeyBodySchema,
    response: QuotationSchema,
    errors: MOVE_ERRORS,
    summary:
      'Send for approval: below the margin (or above the value band) an approval request; otherwise approved',
  }),
  sendToBuyer: define({
    id: 'rfq.quotation-send',
    method: 'POST',
    path: '/quotation/send',
    access: {
      rule: "the business unit's send-quote permission",
      table: QUOTATION_MOVES,
      actions: ['sendToSeller'],
    },
    body: QuotationKeyBodySchema,
    response: QuotationSchema,
    errors: MOVE_ERRORS,
    summary: 'Send the approved quotation out (the enquiry’s response is submitted)',
  }),
  cancelQuotation: define({
    id: 'rfq.quotation-cancel',
    method: 'POST',
    path: '/quotation/cancel',
    access: 'Allow_Quotation_Cancel',
    body: QuotationKeyBodySchema,
    response: QuotationSchema,
    errors: MOVE_ERRORS,
    summary: 'Close a quotation without an order',
  }),
  placeOrder: define({
    id: 'rfq.place-order',
    method: 'POST',
    path: '/quotation/placeOrder',
    access: 'Allow_Rfq_Place_Order',
    body: QuotationKeyBodySchema,
    response: ConversionResultSchema,
    errors: MOVE_ERRORS,
    summary:
      'Place the order: one sales order per seller from the quotation’s lines, linked both ways (400 when a seller’s minimum order value is not met)',
  }),
  movValidate: define({
    id: 'rfq.mov-validate',
    method: 'POST',
    path: '/ops-supply/mov/validate',
    access: 'Display_Rfq_Enquiries_Tab',
    body: MovValidateSchema,
    response: MovValidationSchema,
    errors: ['NOT_FOUND'],
    summary:
      'Whether each seller’s order value (current picks, or a quotation) meets its minimum order value',
  }),
  splitIntoChildOrders: define({
    id: 'rfq.split-child-orders',
    method: 'POST',
    path: '/quotation/split/buyerRFQ',
    access: 'Allow_Rfq_Place_Order',
    body: QuotationKeyBodySchema,
    response: RfqDetailSchema,
    errors: MOVE_ERRORS,
    summary:
      'Split the sent quotation into child orders, one per consignment and seller (enquiry CHILDREN_ORDER_PENDING)',
  }),
  childrenOrderPlaced: define({
    id: 'rfq.children-order-placed',
    method: 'PUT',
    path: '/childrenOrderPlaced/buyerRFQ/:rfqKey',
    access: 'Allow_Rfq_Place_Order',
    params: RfqKeyParamSchema,
    body: EnquiryStepBodySchema,
    response: ConversionResultSchema,
    errors: MOVE_ERRORS,
    summary:
      'Place the child orders of a split enquiry: one sales order per consignment and seller (CHILDREN_ORDER_PLACED)',
  }),
  reassignBusinessUserType: define({
    id: 'rfq.reassign-business-user-type',
    method: 'PUT',
    path: '/enquiry/reassignBusinessUserType',
    access: 'Allow_Enquiry_Reassign',
    body: ReassignBusinessUserSchema,
    response: RfqDetailSchema,
    errors: OP_ERRORS,
    summary: 'Hand the enquiry to another RM, CM or sourcer (audited; the RM decides who sees it)',
  }),
};
