import { describe, expect, it } from 'vitest';
import { NEVER_GRANTED_PERMISSION } from '../access/display.permissions';
import { isPermission } from '../access/permissions';
import { ACCESS_REQUEST_TRANSITIONS, APPROVAL_ITEM_TRANSITIONS } from './approval.transitions';
import {
  CONSIGNMENT_TRANSITIONS,
  TRACKING_STATUSES_IN,
  TRACKING_TRANSITIONS,
  type ConsignmentAction,
  type TrackingAction,
} from './consignment.transitions';
import type { ConsignmentStatus } from './consignment.states';
import { CREDIT_LEAD_TRANSITIONS, SELLER_ONBOARDING_TRANSITIONS } from './credit.transitions';
import { ENQUIRY_TRANSITIONS } from './enquiry.transitions';
import { INVOICE_REVISION_TRANSITIONS, INVOICE_TRANSITIONS } from './invoice.transitions';
import { MEETING_TRANSITIONS } from './lifecycle.transitions';
import { LOGISTICS_RFQ_TRANSITIONS } from './logistics.transitions';
import { ORDER_TRANSITIONS } from './order.transitions';
import { PURCHASE_REQUISITION_TRANSITIONS, SELLER_PAYMENT_BATCH_TRANSITIONS } from './payment.transitions';
import type { BuyerRfqStatus } from './quotation.states';
import { BUYER_RFQ_TRANSITIONS, QUOTATION_TRANSITIONS } from './quotation.transitions';
import { STATUS_SETS } from './status-sets';
import { TRANSITION_TABLES } from './transition-tables';

describe('every transition table', () => {
  it.each(Object.entries(TRANSITION_TABLES))('%s moves only between its own states', (_name, table) => {
    const states = new Set<string>(STATUS_SETS[table.statusSet].map((status) => status.value));
    expect(table.moves.length).toBeGreaterThan(0);
    for (const move of table.moves) {
      expect(states).toContain(move.from);
      expect(states).toContain(move.to);
    }
  });

  it.each(Object.entries(TRANSITION_TABLES))('%s needs only catalogue permissions', (_name, table) => {
    for (const move of table.moves) {
      expect(isPermission(move.permission), move.permission).toBe(true);
      expect(move.permission).not.toBe(NEVER_GRANTED_PERMISSION);
    }
  });
});

function walk(start: ConsignmentStatus, actions: readonly ConsignmentAction[]): ConsignmentStatus {
  return actions.reduce((state, action) => CONSIGNMENT_TRANSITIONS.getTarget(state, action), start);
}

describe('consignment lifecycle', () => {
  it('runs from draft to proof of delivery', () => {
    expect(
      walk('DRAFT', [
        'submit',
        'sendToSeller',
        'acknowledge',
        'prepare',
        'draftPack',
        'pack',
        'packingSucceeded',
        'addLogistics',
        'confirmDispatch',
        'markDelivered',
        'submitProofOfDelivery',
      ]),
    ).toBe('COMPLETED');
  });

  it('retries a failed e-way bill and a failed IRN through packing again', () => {
    expect(walk('PACKING_IN_PROGRESS', ['failEwayBill', 'retryEwayBill', 'packingSucceeded'])).toBe('PACKED');
    expect(walk('PACKING_IN_PROGRESS', ['failIrnGeneration', 'retryIrnGeneration'])).toBe(
      'PACKING_IN_PROGRESS',
    );
    expect(CONSIGNMENT_TRANSITIONS.permissionFor('EWAYBILL_GENERATION_FAILED', 'retryEwayBill')).toBe(
      'Allow_Retry_Eway_Bill',
    );
  });

  it('re-attempts a failed delivery and reverses a delivered one', () => {
    expect(walk('INTRANSIT', ['failDelivery', 'retryDelivery', 'markDelivered', 'reverse'])).toBe('REVOKED');
  });

  it('unwinds packing by undo before an IRN exists and by void after', () => {
    expect(CONSIGNMENT_TRANSITIONS.targetOf('PACKING_IN_PROGRESS', 'undoPacking')).toBe('READY_TO_PROCESS');
    expect(CONSIGNMENT_TRANSITIONS.targetOf('PACKED', 'undoPacking')).toBeNull();
    expect(CONSIGNMENT_TRANSITIONS.targetOf('PACKED', 'voidInvoice')).toBe('READY_TO_PROCESS');
    expect(CONSIGNMENT_TRANSITIONS.targetOf('IRN_GENERATION_FAILED', 'voidInvoice')).toBeNull();
  });

  it('cancels only before packing and never once shipped', () => {
    expect(CONSIGNMENT_TRANSITIONS.canTransition('ACKNOWLEDGED', 'cancel')).toBe(true);
    expect(CONSIGNMENT_TRANSITIONS.canTransition('PAYMENT_BLOCKED', 'cancel')).toBe(true);
    expect(CONSIGNMENT_TRANSITIONS.canTransition('PACKED', 'cancel')).toBe(false);
    expect(CONSIGNMENT_TRANSITIONS.canTransition('INTRANSIT', 'cancel')).toBe(false);
    expect(CONSIGNMENT_TRANSITIONS.canTransition('COMPLETED', 'cancel')).toBe(false);
  });

  it('offers a seller only the moves its permissions allow', () => {
    const seller = ['Allow_Consignment_Acknowledge', 'Allow_Consignment_Reject'];
    expect(CONSIGNMENT_TRANSITIONS.nextActions('REQUESTED', seller).map((move) => move.action)).toEqual([
      'acknowledge',
      'reject',
    ]);
    expect(CONSIGNMENT_TRANSITIONS.nextActions('REQUESTED').map((move) => move.action)).toEqual([
      'acknowledge',
      'reject',
      'cancel',
    ]);
    expect(() => CONSIGNMENT_TRANSITIONS.getTarget('REQUESTED', 'cancel', seller)).toThrow(
      expect.objectContaining({ code: 'TRANSITION_FORBIDDEN' }),
    );
  });

  it('credit exception lifts a payment block only for its holder', () => {
    expect(
      CONSIGNMENT_TRANSITIONS.canTransition('PAYMENT_BLOCKED', 'creditException', ['Allow_Consignment_Pack']),
    ).toBe(false);
    expect(
      CONSIGNMENT_TRANSITIONS.canTransition('PAYMENT_BLOCKED', 'creditException', ['Allow_Credit_Exception']),
    ).toBe(true);
  });

  it('shipment tracking reaches delivered through an exception', () => {
    expect(TRACKING_TRANSITIONS.targetOf('OUT_FOR_DELIVERY', 'raiseException')).toBe('DELIVERY_EXCEPTION');
    expect(TRACKING_TRANSITIONS.targetOf('DELIVERY_EXCEPTION', 'deliver')).toBe('DELIVERED');
    expect(TRACKING_TRANSITIONS.targetOf('DELIVERED', 'fail')).toBeNull();
  });

  it('lets the tracking table make every shipment move the consignment table allows, from every tracking status', () => {
    // The consignment moves of /shipment/update/{status} and the tracking move each one makes.
    const pairs: readonly [ConsignmentAction, TrackingAction, string][] = [
      ['confirmDispatch', 'dispatch', 'INTRANSIT'],
      ['markDelivered', 'deliver', 'DELIVERED'],
      ['failDelivery', 'fail', 'DELIVERY_FAILED'],
      ['retryDelivery', 'redispatch', 'INTRANSIT'],
    ];
    for (const [move, track, to] of pairs)
      for (const m of CONSIGNMENT_TRANSITIONS.moves.filter((x) => x.action === move))
        for (const tracking of TRACKING_STATUSES_IN[m.from] ?? []) {
          expect(TRACKING_TRANSITIONS.targetOf(tracking, track), `${move} from ${m.from}/${tracking}`).toBe(
            to,
          );
          // And the tracking status after the move is one the new consignment state can carry.
          expect(TRACKING_STATUSES_IN[m.to] ?? [to], `${m.to} carries ${to}`).toContain(to);
        }
  });
});

describe('orders and invoices', () => {
  it('approves, cancels before fulfilment, and revises a completed order', () => {
    expect(ORDER_TRANSITIONS.targetOf('ORDERED', 'approve')).toBe('ORDER_APPROVED');
    expect(ORDER_TRANSITIONS.canTransition('IN_PROGRESS', 'cancel')).toBe(false);
    expect(ORDER_TRANSITIONS.targetOf('COMPLETED', 'requestInvoiceRevision')).toBe(
      'INVOICE_REVISION_REQUESTED',
    );
  });

  it('ages invoices and settles only paid ones', () => {
    expect(INVOICE_TRANSITIONS.targetOf('OPEN', 'markDelayed')).toBe('DELAYED');
    expect(INVOICE_TRANSITIONS.targetOf('OVERDUE', 'recordPayment')).toBe('PAID');
    expect(INVOICE_TRANSITIONS.canTransition('OPEN', 'settle')).toBe(false);
    expect(INVOICE_TRANSITIONS.canTransition('PAID', 'void')).toBe(false);
  });

  it('revision approval leads to a correction, cancelled requests stay cancelled', () => {
    expect(INVOICE_REVISION_TRANSITIONS.targetOf('UNDER_REVIEW', 'approve')).toBe('APPROVED');
    expect(INVOICE_REVISION_TRANSITIONS.targetOf('APPROVED', 'requestIrnVoid')).toBe('IN_PROGRESS');
    expect(INVOICE_REVISION_TRANSITIONS.targetOf('IN_PROGRESS', 'markCorrected')).toBe('CORRECTED');
    expect(INVOICE_REVISION_TRANSITIONS.nextActions('CANCELLED')).toEqual([]);
  });
});

describe('quotes, RFQs and enquiries', () => {
  it('approval and sending need the business unit permission', () => {
    expect(QUOTATION_TRANSITIONS.DIRECT.permissionFor('APPROVAL_PENDING', 'approve')).toBe(
      'Approve_Quote_Direct',
    );
    expect(QUOTATION_TRANSITIONS.UBS.permissionFor('APPROVAL_PENDING', 'approve')).toBe('Approve_Quote_UBS');
    expect(QUOTATION_TRANSITIONS.UTCL.permissionFor('APPROVED', 'sendToSeller')).toBe('Send_Quote_UTCL');
    expect(
      QUOTATION_TRANSITIONS.UBS.canTransition('APPROVAL_PENDING', 'approve', ['Approve_Quote_Direct']),
    ).toBe(false);
    expect(BUYER_RFQ_TRANSITIONS.UBS.permissionFor('SENT_FOR_APPROVAL', 'approve')).toBe('Approve_Quote_UBS');
  });

  it('a buyer RFQ goes from draft to order and can roll back', () => {
    const rfq = BUYER_RFQ_TRANSITIONS.DIRECT;
    const steps = [
      'moveDraftToPendingResponse',
      'startResponse',
      'sendForApproval',
      'approve',
      'submitResponse',
    ] as const;
    const submitted = steps.reduce<BuyerRfqStatus>((state, action) => rfq.getTarget(state, action), 'DRAFT');
    expect(submitted).toBe('RESPONSE_SUBMITTED');
    expect(rfq.targetOf('RESPONSE_SUBMITTED', 'rollBackToResponseInProgress')).toBe('RESPONSE_IN_PROGRESS');
    expect(rfq.targetOf('RESPONSE_SUBMITTED', 'placeOrder')).toBe('CONVERTED_TO_ORDER');
    expect(rfq.canTransition('CONVERTED_TO_ORDER', 'cancel')).toBe(false);
  });

  it('the enquiry workflow follows its seven steps with the right hands', () => {
    const enquiry = ENQUIRY_TRANSITIONS.DIRECT;
    expect(enquiry.permissionFor('DRAFT', 'receiveRequest')).toBe('Allow_Enquiry_Receive_Request');
    expect(enquiry.targetOf('REQUEST_RECEIVED', 'sourcingRequired')).toBe('SOURCING_REQUIRED');
    expect(enquiry.targetOf('SOURCING_REQUIRED', 'sourcingCompleted')).toBe('SOURCING_COMPLETED');
    expect(enquiry.targetOf('SOURCING_COMPLETED', 'acceptResponse')).toBe('RESPONSE_ACCEPTED');
    expect(enquiry.targetOf('RESPONSE_ACCEPTED', 'moveToSourcingRequired')).toBe('SOURCING_REQUIRED');
    expect(enquiry.targetOf('RESPONSE_ACCEPTED', 'sourcerAccepted')).toBe('SOURCER_ACCEPTED');
    expect(enquiry.targetOf('CHILDREN_ORDER_PENDING', 'childrenOrderPlaced')).toBe('CHILDREN_ORDER_PLACED');
    expect(enquiry.canTransition('REQUEST_RECEIVED', 'sourcingCompleted')).toBe(false);
    expect(enquiry.nextActions('LOST')).toEqual([]);
  });

  it('a logistics requisition negotiates back to sourcing', () => {
    expect(LOGISTICS_RFQ_TRANSITIONS.targetOf('QUOTE_RECEIVED', 'negotiate')).toBe('SOURCING_IN_PROGRESS');
    expect(LOGISTICS_RFQ_TRANSITIONS.targetOf('SOURCING_FINALIZED', 'approve')).toBe('ACCEPTED');
    expect(LOGISTICS_RFQ_TRANSITIONS.canTransition('ACCEPTED', 'expire')).toBe(false);
  });
});

describe('credit, approvals and payments', () => {
  it('credit leads go for approval, to the CEO above the limit, and end by the engine outcome', () => {
    expect(CREDIT_LEAD_TRANSITIONS.targetOf('IN_PROGRESS', 'submitForCeo')).toBe('NEED_CEO_APPROVAL');
    expect(CREDIT_LEAD_TRANSITIONS.targetOf('NEED_CEO_APPROVAL', 'approve')).toBe('APPROVED');
    expect(CREDIT_LEAD_TRANSITIONS.targetOf('PENDING', 'reject')).toBe('REJECTED');
    expect(CREDIT_LEAD_TRANSITIONS.canTransition('SUBMITTED', 'submit')).toBe(false);
    expect(CREDIT_LEAD_TRANSITIONS.canTransition('PENDING', 'archive')).toBe(false);
    expect(CREDIT_LEAD_TRANSITIONS.permissionFor('IN_PROGRESS', 'submit')).toBe('Allow_Credit_Lead_Submit');
  });

  it('seller onboarding ends in SELLER_ON_BOARDED', () => {
    expect(SELLER_ONBOARDING_TRANSITIONS.targetOf('KYC_PENDING', 'approveKyc')).toBe('SELLER_ON_BOARDED');
    expect(SELLER_ONBOARDING_TRANSITIONS.targetOf('SELLER_ON_BOARDED', 'suspend')).toBe('SUSPENDED');
  });

  it('access requests need a manager or admin before they are granted', () => {
    expect(ACCESS_REQUEST_TRANSITIONS.canTransition('CREATED', 'grant')).toBe(false);
    expect(ACCESS_REQUEST_TRANSITIONS.targetOf('APPROVED_BY_MANAGER', 'approveAsAdmin')).toBe(
      'APPROVED_BY_ADMIN',
    );
    expect(ACCESS_REQUEST_TRANSITIONS.targetOf('APPROVED_BY_ADMIN', 'grant')).toBe('GRANTED');
    expect(APPROVAL_ITEM_TRANSITIONS.targetOf('REVIEWED', 'deny')).toBe('DENIED');
  });

  it('a seller payment batch is retried after failing and never cancelled once initiated', () => {
    expect(SELLER_PAYMENT_BATCH_TRANSITIONS.targetOf('FAILED', 'retryPayment')).toBe('PENDING_PROCESSING');
    expect(SELLER_PAYMENT_BATCH_TRANSITIONS.canTransition('PAYMENT_INITIATED', 'cancel')).toBe(false);
    expect(SELLER_PAYMENT_BATCH_TRANSITIONS.targetOf('ERROR_IN_EXCEL_CONTENTS', 'reupload')).toBe(
      'EXCEL_UPLOAD_IN_PROGRESS',
    );
  });

  it('purchase requisitions pass the category lead before finance', () => {
    expect(PURCHASE_REQUISITION_TRANSITIONS.canTransition('REQUESTED', 'schedule')).toBe(false);
    expect(PURCHASE_REQUISITION_TRANSITIONS.targetOf('CL_APPROVED', 'schedule')).toBe('SCHEDULED');
    expect(PURCHASE_REQUISITION_TRANSITIONS.targetOf('CL_APPROVED', 'rejectAsFinance')).toBe('REJECTED');
  });

  it('closed meetings have no moves', () => {
    expect(MEETING_TRANSITIONS.nextActions('COMPLETED')).toEqual([]);
    expect(MEETING_TRANSITIONS.nextActions('CANCELLED')).toEqual([]);
  });
});
