import {
  ACCESS_REQUEST_STATUSES,
  APPROVAL_ITEM_STATUSES,
  APPROVAL_STATUSES,
  EXCEPTIONAL_APPROVAL_STATUSES,
} from './approval.states';
import { ADHOC_LIMIT_STATUSES } from '../credit-limits/credit-position';
import { BLOCKED_REASONS } from './blocked-reason.states';
import { CONSIGNMENT_DISPLAY_STATUSES, CONSIGNMENT_STATUSES, TRACKING_STATUSES } from './consignment.states';
import {
  BUYER_ONBOARDING_STATUSES,
  CREDIT_LEAD_STATUSES,
  SELLER_ONBOARDING_STATUSES,
  VERIFICATION_STATUSES,
} from './credit.states';
import {
  LEAD_STATUSES,
  MEETING_STATUSES,
  NOTIFICATION_SEND_STATUSES,
  REVIEW_STATUSES,
  RULE_STATUSES,
  VALIDITY_STATUSES,
} from './engagement.states';
import { FILE_STATUSES, JOB_STATUSES } from './file-job.states';
import { INVOICE_REVISION_STATUSES, INVOICE_STATUSES } from './invoice.states';
import { ORDER_DISPLAY_STATUSES, ORDER_STATUSES, PICK_STATUSES, PICKUP_STATUSES } from './order.states';
import {
  PAYMENT_REQUEST_STATUSES,
  PURCHASE_REQUISITION_STATUSES,
  SELLER_PAYMENT_BATCH_STATUSES,
  TOD_STATUSES,
  TRANSACTION_STATUSES,
} from './payment.states';
import { BUYER_RFQ_STATUSES, ENQUIRY_STATUSES, QUOTATION_STATUSES } from './quotation.states';
import type { StatusDef } from './status-set';
import {
  LOGISTICS_RFQ_STATUSES,
  TRANSPORT_LEG_STATUSES,
  TRANSPORT_REQUISITION_STATUSES,
} from './transport.states';

/** Every status set by a stable name; the web client translates labels under `status.<name>.<value>`. */
export const STATUS_SETS = {
  order: ORDER_STATUSES,
  orderDisplay: ORDER_DISPLAY_STATUSES,
  pickup: PICKUP_STATUSES,
  pick: PICK_STATUSES,
  consignment: CONSIGNMENT_STATUSES,
  consignmentDisplay: CONSIGNMENT_DISPLAY_STATUSES,
  tracking: TRACKING_STATUSES,
  blockedReason: BLOCKED_REASONS,
  invoice: INVOICE_STATUSES,
  invoiceRevision: INVOICE_REVISION_STATUSES,
  transportLeg: TRANSPORT_LEG_STATUSES,
  transportRequisition: TRANSPORT_REQUISITION_STATUSES,
  logisticsRfq: LOGISTICS_RFQ_STATUSES,
  quotation: QUOTATION_STATUSES,
  buyerRfq: BUYER_RFQ_STATUSES,
  enquiry: ENQUIRY_STATUSES,
  creditLead: CREDIT_LEAD_STATUSES,
  adhocLimit: ADHOC_LIMIT_STATUSES,
  buyerOnboarding: BUYER_ONBOARDING_STATUSES,
  sellerOnboarding: SELLER_ONBOARDING_STATUSES,
  verification: VERIFICATION_STATUSES,
  approval: APPROVAL_STATUSES,
  approvalItem: APPROVAL_ITEM_STATUSES,
  accessRequest: ACCESS_REQUEST_STATUSES,
  exceptionalApproval: EXCEPTIONAL_APPROVAL_STATUSES,
  paymentRequest: PAYMENT_REQUEST_STATUSES,
  sellerPaymentBatch: SELLER_PAYMENT_BATCH_STATUSES,
  purchaseRequisition: PURCHASE_REQUISITION_STATUSES,
  transaction: TRANSACTION_STATUSES,
  tod: TOD_STATUSES,
  file: FILE_STATUSES,
  job: JOB_STATUSES,
  meeting: MEETING_STATUSES,
  lead: LEAD_STATUSES,
  review: REVIEW_STATUSES,
  notificationSend: NOTIFICATION_SEND_STATUSES,
  rule: RULE_STATUSES,
  validity: VALIDITY_STATUSES,
} as const satisfies Readonly<Record<string, readonly StatusDef[]>>;

export type StatusSetName = keyof typeof STATUS_SETS;
