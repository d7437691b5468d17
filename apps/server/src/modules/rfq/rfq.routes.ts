import { RFQ_ENDPOINTS } from '@dom/contract';
import { istDateOf } from '@dom/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf } from '../../platform/caller';
import type { Db } from '../../platform/db/database';
import { command, route } from '../../platform/http/route';
import { raiseApprovalIn } from '../approvals';
import {
  type ApprovalRaiser,
  type QuotationRules,
  cancelQuotation,
  createQuotation,
  listQuotations,
  placeOrder,
  sendForApproval,
  sendToBuyer,
} from './quotation.service';
import {
  closeRfq,
  comparison,
  createRfq,
  enquiryStep,
  finalizeSeller,
  listRfqs,
  registerResponse,
  rfqDetail,
  rfqStatusCounts,
  sellerAnswer,
  shareWithSellers,
  sourcingCompleted,
} from './rfq.service';
import { buyerOptions } from './rfq-buyer-options';
import { childrenOrderPlaced, splitIntoChildOrders } from './child-orders.service';
import { reassignBusinessUserType } from './rfq-reassign.service';
import { enquiryBusinessUserOptions } from './rfq-business-users';
import { validateMov } from './rfq-mov.service';
import { rfqEnhancerTypes } from './rfq-enhancers.service';
import {
  addShippingAddress,
  createDraftBuyer,
  draftBuyerForm,
  draftBuyerRmOptions,
  shippingAddresses,
} from './rfq-draft-buyer.service';
import { listSellerEnquiries, sellerEnquiryDetail, sellerOptions } from './seller-enquiries.service';

const tags = ['rfq'];

/** RFQ_ENDPOINTS: each handler one service call. */
export function rfqRoutes(db: Db, rules: QuotationRules, now: () => Date): FastifyPluginAsyncZod {
  const raise: ApprovalRaiser = (tx, caller, body) => raiseApprovalIn(db, tx, caller, body);
  return async (app) => {
    const on = RFQ_ENDPOINTS;
    const today = () => istDateOf(now());
    route(app, on.list, async (r) => listRfqs(db, callerOf(r), r.query), { tags });
    route(app, on.statusCounts, async (r) => rfqStatusCounts(db, callerOf(r), r.query), { tags });
    command(app, db, on.create, (tx, caller, r) => createRfq(tx, caller, r.body), { tags });
    route(app, on.detail, async (r) => rfqDetail(db, callerOf(r), r.params.rfqKey), { tags });
    route(app, on.comparison, async (r) => comparison(db, callerOf(r), r.params.rfqKey, today()), {
      tags,
    });
    route(app, on.enhancerTypes, async (r) => rfqEnhancerTypes(db, callerOf(r), r.params.rfqKey, now()), {
      tags,
    });
    command(
      app,
      db,
      on.receiveRequest,
      (tx, caller, r) => enquiryStep(tx, caller, 'receiveRequest', r.body),
      {
        tags,
      },
    );
    command(
      app,
      db,
      on.sourcingRequired,
      (tx, caller, r) => enquiryStep(tx, caller, 'sourcingRequired', r.body),
      {
        tags,
      },
    );
    command(app, db, on.sourcingCompleted, (tx, caller, r) => sourcingCompleted(tx, caller, r.body), {
      tags,
    });
    command(
      app,
      db,
      on.acceptResponse,
      (tx, caller, r) => enquiryStep(tx, caller, 'acceptResponse', r.body),
      {
        tags,
      },
    );
    command(
      app,
      db,
      on.moveToSourcingRequired,
      (tx, caller, r) => enquiryStep(tx, caller, 'moveToSourcingRequired', r.body),
      { tags },
    );
    command(
      app,
      db,
      on.sourcerAccepted,
      (tx, caller, r) => enquiryStep(tx, caller, 'sourcerAccepted', r.body),
      {
        tags,
      },
    );
    command(app, db, on.cancel, (tx, caller, r) => closeRfq(tx, caller, 'cancel', r.body), { tags });
    command(app, db, on.decline, (tx, caller, r) => closeRfq(tx, caller, 'markLost', r.body), { tags });
    command(app, db, on.share, (tx, caller, r) => shareWithSellers(tx, caller, r.body), { tags });
    command(app, db, on.registerResponse, (tx, caller, r) => registerResponse(tx, caller, r.body, today()), {
      tags,
    });
    command(app, db, on.finalizeSeller, (tx, caller, r) => finalizeSeller(tx, caller, r.body), { tags });
    command(app, db, on.draftBuyer, (tx, caller, r) => createDraftBuyer(tx, caller, r.body), { tags });
    route(app, on.shippingAddresses, async (r) => shippingAddresses(db, callerOf(r), r.query.buyerId), {
      tags,
    });
    command(app, db, on.addShippingAddress, (tx, caller, r) => addShippingAddress(tx, caller, r.body), {
      tags,
    });
    route(app, on.buyerOptions, async (r) => buyerOptions(db, callerOf(r), r.query.search), { tags });
    route(app, on.draftBuyerForm, async (r) => draftBuyerForm(callerOf(r)), { tags });
    route(app, on.draftBuyerRmOptions, async (r) => draftBuyerRmOptions(db, callerOf(r), r.query), {
      tags,
    });
    route(app, on.businessUserOptions, async (r) => enquiryBusinessUserOptions(db, callerOf(r), r.query), {
      tags,
    });
    route(app, on.sellerOptions, async (r) => sellerOptions(db, r.query.search), { tags });
    route(app, on.sellerEnquiries, async (r) => listSellerEnquiries(db, callerOf(r), r.query), { tags });
    route(app, on.sellerEnquiry, async (r) => sellerEnquiryDetail(db, callerOf(r), r.params.sellerRfqKey), {
      tags,
    });
    command(app, db, on.sellerAnswer, (tx, caller, r) => sellerAnswer(tx, caller, r.body, today()), { tags });
    command(
      app,
      db,
      on.createQuotation,
      (tx, caller, r) => createQuotation(tx, caller, r.params.rfqKey, rules),
      {
        tags,
      },
    );
    route(app, on.quotations, async (r) => listQuotations(db, callerOf(r), r.query), { tags });
    command(app, db, on.sendForApproval, (tx, caller, r) => sendForApproval(tx, caller, r.body, raise), {
      tags,
    });
    command(app, db, on.sendToBuyer, (tx, caller, r) => sendToBuyer(tx, caller, r.body), { tags });
    command(app, db, on.cancelQuotation, (tx, caller, r) => cancelQuotation(tx, caller, r.body), { tags });
    route(app, on.movValidate, async (r) => validateMov(db, callerOf(r), r.body), { tags });
    command(app, db, on.placeOrder, (tx, caller, r) => placeOrder(tx, caller, r.body), {
      tags,
    });
    command(
      app,
      db,
      on.reassignBusinessUserType,
      (tx, caller, r) => reassignBusinessUserType(tx, caller, r.body),
      {
        tags,
      },
    );
    command(app, db, on.splitIntoChildOrders, (tx, caller, r) => splitIntoChildOrders(tx, caller, r.body), {
      tags,
    });
    command(
      app,
      db,
      on.childrenOrderPlaced,
      (tx, caller, r) => childrenOrderPlaced(tx, caller, r.params.rfqKey, r.body),
      { tags },
    );
  };
}
