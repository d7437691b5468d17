import { describe, expect, it } from 'vitest';
import { approvalItemStatusLabel } from './approval.states';
import {
  BLOCKED_REASONS,
  blockedReasonLabel,
  blockedReasonMessage,
  CONSIGNMENT_BLOCK_MESSAGES,
} from './blocked-reason.states';
import {
  CONSIGNMENT_FAILURE_AWARE_RANKS,
  consignmentFailureAwareRank,
  consignmentProgressRank,
  consignmentStatusLabel,
  hasConsignmentReached,
  isConsignmentFailure,
  TRACKING_STATUSES,
} from './consignment.states';
import { SELLER_ONBOARDING_STATUSES, verificationStatusOf } from './credit.states';
import { isMeetingOpen, ruleStatusLabel, validityStatusLabel } from './engagement.states';
import { fileStatusLabel } from './file-job.states';
import { compareOrderStatus, hasOrderReached, ORDER_STATUSES, orderStatusRank } from './order.states';
import { PURCHASE_REQUISITION_STATUSES, SELLER_PAYMENT_BATCH_STATUSES } from './payment.states';
import { BUYER_RFQ_STATUSES, isEnquiryClosed, QUOTATION_STATUSES } from './quotation.states';
import { STATUS_SETS } from './status-sets';
import { TONES } from './tone';
import {
  LOGISTICS_RFQ_STATUSES,
  TRANSPORT_LEG_STATUSES,
  TRANSPORT_REQUISITION_STATUSES,
} from './transport.states';

const ranks = (list: readonly { value: string; rank?: number }[]): Record<string, number> =>
  Object.fromEntries(
    list.flatMap((status) => (status.rank === undefined ? [] : [[status.value, status.rank]])),
  );

describe('every status set', () => {
  it.each(Object.entries(STATUS_SETS))('%s is non-empty with unique values and labels', (_name, list) => {
    expect(list.length).toBeGreaterThan(0);
    expect(new Set(list.map((status) => status.value)).size).toBe(list.length);
    expect(new Set(list.map((status) => status.label)).size).toBe(list.length);
    for (const status of list) {
      expect(status.label.trim()).not.toBe('');
      if ('tone' in status) expect(TONES).toContain(status.tone);
    }
  });
});

describe('ranks as the spec gives them', () => {
  it('orders', () => {
    expect(ranks(ORDER_STATUSES)).toEqual({
      ORDERED: 1,
      ORDER_APPROVED: 2,
      PLANNED: 3,
      IN_PROGRESS: 4,
      COMPLETED: 5,
      RPT_BLOCKED: 6,
    });
    expect(orderStatusRank('CANCELLED')).toBeUndefined();
    expect(compareOrderStatus('PLANNED', 'ORDERED')).toBeGreaterThan(0);
    expect(compareOrderStatus('CANCELLED', 'ORDERED')).toBeNull();
    expect(hasOrderReached('COMPLETED', 'IN_PROGRESS')).toBe(true);
  });

  it('consignment progress ranks', () => {
    expect(consignmentProgressRank('CANCELLED')).toBe(-1);
    expect(consignmentProgressRank('REVOKED')).toBe(-1);
    expect(consignmentProgressRank('FULFILLMENT_INITIATED')).toBe(1);
    for (const status of ['REQUESTED', 'ACKNOWLEDGED', 'READY_TO_PROCESS', 'IN_PROGRESS']) {
      expect(consignmentProgressRank(status)).toBe(2);
    }
    expect(consignmentProgressRank('PACKING_IN_PROGRESS')).toBe(3);
    expect(consignmentProgressRank('PACKED')).toBe(4);
    expect(consignmentProgressRank('READY_FOR_SHIPMENT')).toBe(5);
    expect(consignmentProgressRank('INTRANSIT')).toBe(6);
    expect(consignmentProgressRank('DELIVERED')).toBe(7);
    expect(consignmentProgressRank('DELIVERY_FAILED')).toBe(8);
    expect(consignmentProgressRank('COMPLETED')).toBe(8);
    expect(consignmentProgressRank('IRN_GENERATION_FAILED')).toBeUndefined();
    expect(hasConsignmentReached('INTRANSIT', 'PACKED')).toBe(true);
    expect(hasConsignmentReached('CANCELLED', 'REQUESTED')).toBe(false);
  });

  it('consignment failure-aware ranks', () => {
    expect(consignmentFailureAwareRank('IRN_GENERATION_FAILED')).toBe(4);
    expect(consignmentFailureAwareRank('INVOICE_SENT_FAILED')).toBe(5);
    expect(consignmentFailureAwareRank('INVOICE_GENERATION_FAILED')).toBe(6);
    expect(consignmentFailureAwareRank('EWAYBILL_GENERATION_FAILED')).toBe(7);
    expect(consignmentFailureAwareRank('PAYMENT_BLOCKED')).toBe(8);
    expect(consignmentFailureAwareRank('RPT_BLOCKED')).toBe(9);
    expect(consignmentFailureAwareRank('PACKED')).toBe(10);
    expect(consignmentFailureAwareRank('READY_FOR_SHIPMENT')).toBe(11);
    expect(consignmentFailureAwareRank('INTRANSIT')).toBe(12);
    expect(consignmentFailureAwareRank('DELIVERED')).toBe(13);
    expect(consignmentFailureAwareRank('COMPLETED')).toBe(13);
    expect(consignmentFailureAwareRank('DELIVERY_FAILED')).toBe(14);
    expect(consignmentFailureAwareRank('DRAFT')).toBeUndefined();
    // Below the inserted failures the two tables agree.
    for (const [status, rank] of Object.entries(CONSIGNMENT_FAILURE_AWARE_RANKS)) {
      if (rank <= 3) expect(consignmentProgressRank(status)).toBe(rank);
    }
  });

  it('transport legs, transport requisitions and logistics RFQs', () => {
    expect(TRANSPORT_LEG_STATUSES.map((status) => [status.value, status.rank])).toEqual([
      ['CREATED', 1],
      ['PLANNED', 2],
      ['ALLOCATED', 3],
      ['INTRANSIT', 4],
      ['DELIVERED', 5],
    ]);
    expect(ranks(TRANSPORT_REQUISITION_STATUSES)).toEqual({
      RESPONSE_REJECTED: -3,
      EXPIRED: -2,
      DECLINED: -1,
      DRAFT: 1,
      REQUEST_SUBMITTED: 2,
      RESPONSE_RECEIVED: 3,
      RESPONSE_ACCEPTED: 4,
      TRANSPORTER_FINALIZED: 5,
    });
    expect(ranks(LOGISTICS_RFQ_STATUSES)).toEqual({
      DRAFT: 1,
      READY_FOR_SOURCING: 2,
      SOURCING_IN_PROGRESS: 3,
      QUOTE_RECEIVED: 4,
      SOURCING_FINALIZED: 5,
      ACCEPTED: 6,
      EXPIRED: -1,
      DECLINED: -1,
    });
  });

  it('quotations and buyer RFQs', () => {
    expect(ranks(QUOTATION_STATUSES)).toEqual({
      CREATED: 1,
      APPROVAL_PENDING: 2,
      APPROVED: 3,
      SENT_TO_SELLER: 4,
      CLOSED: -1,
    });
    expect(BUYER_RFQ_STATUSES.map((status) => [status.value, status.rank])).toEqual([
      ['CANCELLED', -4],
      ['ERROR', -3],
      ['EXPIRED', -2],
      ['DRAFT', -1],
      ['PRE_DRAFT', 0],
      ['PENDING_RESPONSE', 1],
      ['RESPONSE_IN_PROGRESS', 2],
      ['SENT_FOR_APPROVAL', 3],
      ['RESPONSE_APPROVED', 4],
      ['RESPONSE_SUBMITTED', 5],
      ['CONVERTED_TO_ORDER', 6],
    ]);
  });

  it('seller payment batches run from CANCELLED -1 to REJECTED_BY_FINANCE_LEAD 11', () => {
    const batchRanks = ranks(SELLER_PAYMENT_BATCH_STATUSES);
    expect(batchRanks.CANCELLED).toBe(-1);
    expect(batchRanks.REJECTED_BY_FINANCE_LEAD).toBe(11);
    expect(Math.max(...Object.values(batchRanks))).toBe(11);
    expect(SELLER_PAYMENT_BATCH_STATUSES).toHaveLength(12);
  });
});

describe('labels as the spec gives them', () => {
  it('approval items', () => {
    expect(['REQUESTED', 'REVIEWED', 'APPROVED', 'DENIED'].map(approvalItemStatusLabel)).toEqual([
      'Pending Review',
      'Reviewed',
      'Approved',
      'Rejected',
    ]);
  });

  it('purchase requisitions show their display names', () => {
    expect(
      Object.fromEntries(PURCHASE_REQUISITION_STATUSES.map((status) => [status.value, status.label])),
    ).toMatchObject({
      DRAFT_SAVED: 'DRAFT',
      REQUESTED: 'PR_INITIATED',
      CL_APPROVED: 'CATEGORY_LEAD_APPROVED',
      REJECTED: 'FINANCE_REJECTED',
    });
  });

  it('rules, validity and files', () => {
    expect(ruleStatusLabel('CREATED')).toBe('ACTIVE');
    expect(validityStatusLabel('INACTIVE')).toBe('Expired');
    expect(fileStatusLabel('PARTIAL_COMPLETED')).toBe('Partially Processed');
    expect(fileStatusLabel('RETRY_COUNT_EXHAUSTED')).toBe('Retry Count Exhausted');
  });

  it('consignment failure labels and tracking statuses', () => {
    expect(consignmentStatusLabel('EWAYBILL_GENERATION_FAILED')).toBe('EwayBill Generation Failed');
    expect(consignmentStatusLabel('REQUESTED')).toBe('Pending Acknowledgment');
    expect(isConsignmentFailure('PAYMENT_BLOCKED')).toBe(true);
    expect(isConsignmentFailure('PACKED')).toBe(false);
    expect(TRACKING_STATUSES.map((status) => status.value)).toEqual([
      'READY_TO_DISPATCH',
      'INTRANSIT',
      'OUT_FOR_DELIVERY',
      'DELIVERED',
      'DELIVERY_EXCEPTION',
      'DELIVERY_FAILED',
    ]);
  });

  it('blocked reasons carry the spec labels and messages', () => {
    expect(BLOCKED_REASONS).toHaveLength(12);
    expect(blockedReasonLabel('LAST_SHIPMENT_DATE_EXPIRED')).toBe('Shipment Date Expired');
    expect(blockedReasonLabel('ENHANCER_DETAILS_UNAVAILABLE')).toBe('Enhancer Not Uploaded');
    expect(blockedReasonLabel('INSUFFICIENT_BALANCE_ANCHOR_ENTITY')).toBe('Insufficient Anchor Balance');
    expect(blockedReasonMessage('OPS_CREDIT_BLOCKED')).toBe('Operational credit blocked');
    expect(blockedReasonMessage('BUYER_CLOSED')).toBe('Project Closed');
    expect(blockedReasonMessage('UNHEARD_OF')).toBe('UNHEARD_OF');
    expect(CONSIGNMENT_BLOCK_MESSAGES.PAYMENT_BLOCKED).toBe('Payment awaited');
    expect(CONSIGNMENT_BLOCK_MESSAGES.RPT_BLOCKED).toBe('Related Party Transaction blocked');
  });
});

describe('derived helpers', () => {
  it('sellers start with SELLER_ON_BOARDED; only on-boarded accounts count as KYC completed', () => {
    expect(SELLER_ONBOARDING_STATUSES[0].value).toBe('SELLER_ON_BOARDED');
    expect(verificationStatusOf('SELLER_ON_BOARDED')).toBe('KYC_COMPLETED');
    expect(verificationStatusOf('CUSTOMER_ON_BOARDED')).toBe('KYC_COMPLETED');
    expect(verificationStatusOf('KYC_PENDING')).toBe('KYC_PENDING');
  });

  it('meetings and enquiries know when they are closed', () => {
    expect(isMeetingOpen('RESCHEDULED')).toBe(true);
    expect(isMeetingOpen('CANCELLED')).toBe(false);
    expect(isEnquiryClosed('LOST')).toBe(true);
    expect(isEnquiryClosed('SOURCING_REQUIRED')).toBe(false);
  });
});
