import type { Permission } from '../access/permissions';
import { ADHOC_LIMIT_TRANSITIONS } from '../credit-limits/adhoc-limit.transitions';
import {
  ACCESS_REQUEST_TRANSITIONS,
  APPROVAL_ITEM_TRANSITIONS,
  APPROVAL_TRANSITIONS,
  EXCEPTIONAL_APPROVAL_TRANSITIONS,
} from './approval.transitions';
import { CONSIGNMENT_TRANSITIONS, TRACKING_TRANSITIONS } from './consignment.transitions';
import {
  BUYER_ONBOARDING_TRANSITIONS,
  CREDIT_LEAD_TRANSITIONS,
  SELLER_ONBOARDING_TRANSITIONS,
} from './credit.transitions';
import { ENQUIRY_TRANSITIONS } from './enquiry.transitions';
import { JOB_WORK_TRANSITIONS } from './job-work.transitions';
import { INVOICE_REVISION_TRANSITIONS, INVOICE_TRANSITIONS } from './invoice.transitions';
import {
  FILE_TRANSITIONS,
  JOB_TRANSITIONS,
  LEAD_TRANSITIONS,
  MEETING_TRANSITIONS,
  NOTIFICATION_SEND_TRANSITIONS,
  REVIEW_TRANSITIONS,
  RULE_TRANSITIONS,
  VALIDITY_TRANSITIONS,
} from './lifecycle.transitions';
import {
  LOGISTICS_RFQ_TRANSITIONS,
  TRANSPORT_LEG_TRANSITIONS,
  TRANSPORT_REQUISITION_TRANSITIONS,
} from './logistics.transitions';
import { ORDER_TRANSITIONS } from './order.transitions';
import {
  PAYMENT_REQUEST_TRANSITIONS,
  PURCHASE_REQUISITION_TRANSITIONS,
  SELLER_PAYMENT_BATCH_TRANSITIONS,
  TOD_TRANSITIONS,
  TRANSACTION_TRANSITIONS,
} from './payment.transitions';
import { BUYER_RFQ_TRANSITIONS, QUOTATION_TRANSITIONS } from './quotation.transitions';
import type { StatusSetName } from './status-sets';
import type { TransitionMove } from './transitions';

export interface RegisteredTransitionTable {
  /** The status set whose values the table moves between. */
  readonly statusSet: StatusSetName;
  readonly moves: readonly TransitionMove<string, string, Permission>[];
}

/**
 * Every transition table, by name, with the status set it belongs to: lets tests and the audit
 * screens walk them all. Business-unit tables appear once per unit.
 */
export const TRANSITION_TABLES: Readonly<Record<string, RegisteredTransitionTable>> = {
  order: { statusSet: 'order', moves: ORDER_TRANSITIONS.moves },
  consignment: { statusSet: 'consignment', moves: CONSIGNMENT_TRANSITIONS.moves },
  tracking: { statusSet: 'tracking', moves: TRACKING_TRANSITIONS.moves },
  invoice: { statusSet: 'invoice', moves: INVOICE_TRANSITIONS.moves },
  invoiceRevision: { statusSet: 'invoiceRevision', moves: INVOICE_REVISION_TRANSITIONS.moves },
  'quotation.DIRECT': { statusSet: 'quotation', moves: QUOTATION_TRANSITIONS.DIRECT.moves },
  'quotation.UBS': { statusSet: 'quotation', moves: QUOTATION_TRANSITIONS.UBS.moves },
  'quotation.UTCL': { statusSet: 'quotation', moves: QUOTATION_TRANSITIONS.UTCL.moves },
  'buyerRfq.DIRECT': { statusSet: 'buyerRfq', moves: BUYER_RFQ_TRANSITIONS.DIRECT.moves },
  'buyerRfq.UBS': { statusSet: 'buyerRfq', moves: BUYER_RFQ_TRANSITIONS.UBS.moves },
  'buyerRfq.UTCL': { statusSet: 'buyerRfq', moves: BUYER_RFQ_TRANSITIONS.UTCL.moves },
  'enquiry.DIRECT': { statusSet: 'enquiry', moves: ENQUIRY_TRANSITIONS.DIRECT.moves },
  'enquiry.UBS': { statusSet: 'enquiry', moves: ENQUIRY_TRANSITIONS.UBS.moves },
  'enquiry.UTCL': { statusSet: 'enquiry', moves: ENQUIRY_TRANSITIONS.UTCL.moves },
  logisticsRfq: { statusSet: 'logisticsRfq', moves: LOGISTICS_RFQ_TRANSITIONS.moves },
  transportRequisition: { statusSet: 'transportRequisition', moves: TRANSPORT_REQUISITION_TRANSITIONS.moves },
  transportLeg: { statusSet: 'transportLeg', moves: TRANSPORT_LEG_TRANSITIONS.moves },
  creditLead: { statusSet: 'creditLead', moves: CREDIT_LEAD_TRANSITIONS.moves },
  adhocLimit: { statusSet: 'adhocLimit', moves: ADHOC_LIMIT_TRANSITIONS.moves },
  buyerOnboarding: { statusSet: 'buyerOnboarding', moves: BUYER_ONBOARDING_TRANSITIONS.moves },
  sellerOnboarding: { statusSet: 'sellerOnboarding', moves: SELLER_ONBOARDING_TRANSITIONS.moves },
  approval: { statusSet: 'approval', moves: APPROVAL_TRANSITIONS.moves },
  approvalItem: { statusSet: 'approvalItem', moves: APPROVAL_ITEM_TRANSITIONS.moves },
  accessRequest: { statusSet: 'accessRequest', moves: ACCESS_REQUEST_TRANSITIONS.moves },
  exceptionalApproval: { statusSet: 'exceptionalApproval', moves: EXCEPTIONAL_APPROVAL_TRANSITIONS.moves },
  paymentRequest: { statusSet: 'paymentRequest', moves: PAYMENT_REQUEST_TRANSITIONS.moves },
  sellerPaymentBatch: { statusSet: 'sellerPaymentBatch', moves: SELLER_PAYMENT_BATCH_TRANSITIONS.moves },
  purchaseRequisition: { statusSet: 'purchaseRequisition', moves: PURCHASE_REQUISITION_TRANSITIONS.moves },
  transaction: { statusSet: 'transaction', moves: TRANSACTION_TRANSITIONS.moves },
  tod: { statusSet: 'tod', moves: TOD_TRANSITIONS.moves },
  file: { statusSet: 'file', moves: FILE_TRANSITIONS.moves },
  job: { statusSet: 'job', moves: JOB_TRANSITIONS.moves },
  jobWork: { statusSet: 'job', moves: JOB_WORK_TRANSITIONS.moves },
  meeting: { statusSet: 'meeting', moves: MEETING_TRANSITIONS.moves },
  lead: { statusSet: 'lead', moves: LEAD_TRANSITIONS.moves },
  review: { statusSet: 'review', moves: REVIEW_TRANSITIONS.moves },
  notificationSend: { statusSet: 'notificationSend', moves: NOTIFICATION_SEND_TRANSITIONS.moves },
  rule: { statusSet: 'rule', moves: RULE_TRANSITIONS.moves },
  validity: { statusSet: 'validity', moves: VALIDITY_TRANSITIONS.moves },
};
