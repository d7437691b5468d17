import { RFQ_ENDPOINTS } from '@dom/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf } from '../../platform/caller';
import type { Db } from '../../platform/db/database';
import { route } from '../../platform/http/route';
import {
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

/** The caller with their roles, as the approvals engine needs them when a quotation is raised. */
const withRoles = (request: FastifyRequest) => ({
  ...callerOf(request),
  roles: request.caller?.roles ?? [],
});

/** RFQ_ENDPOINTS: each handler one service call. */
export function rfqRoutes(db: Db, rules: QuotationRules, now: () => Date): FastifyPluginAsyncZod {
  return async (app) => {
    const on = RFQ_ENDPOINTS;
    route(app, on.list, async (r) => listRfqs(db, callerOf(r), r.query), { tags });
    route(app, on.statusCounts, async (r) => rfqStatusCounts(db, callerOf(r), r.query), { tags });
    route(app, on.create, async (r) => createRfq(db, callerOf(r), r.body), { tags });
    route(app, on.detail, async (r) => rfqDetail(db, callerOf(r), r.params.rfqKey), { tags });
    route(app, on.comparison, async (r) => comparison(db, callerOf(r), r.params.rfqKey), { tags });
    route(app, on.enhancerTypes, async (r) => rfqEnhancerTypes(db, callerOf(r), r.params.rfqKey, now()), {
      tags,
    });
    route(app, on.receiveRequest, async (r) => enquiryStep(db, callerOf(r), 'receiveRequest', r.body), {
      tags,
    });
    route(app, on.sourcingRequired, async (r) => enquiryStep(db, callerOf(r), 'sourcingRequired', r.body), {
      tags,
    });
    route(app, on.sourcingCompleted, async (r) => sourcingCompleted(db, callerOf(r), r.body), { tags });
    route(app, on.acceptResponse, async (r) => enquiryStep(db, callerOf(r), 'acceptResponse', r.body), {
      tags,
    });
    route(
      app,
      on.moveToSourcingRequired,
      async (r) => enquiryStep(db, callerOf(r), 'moveToSourcingRequired', r.body),
      { tags },
    );
    route(app, on.sourcerAccepted, async (r) => enquiryStep(db, callerOf(r), 'sourcerAccepted', r.body), {
      tags,
    });
    route(app, on.cancel, async (r) => closeRfq(db, callerOf(r), 'cancel', r.body), { tags });
    route(app, on.decline, async (r) => closeRfq(db, callerOf(r), 'markLost', r.body), { tags });
    route(app, on.share, async (r) => shareWithSellers(db, callerOf(r), r.body), { tags });
    route(app, on.registerResponse, async (r) => registerResponse(db, callerOf(r), r.body), { tags });
    route(app, on.finalizeSeller, async (r) => finalizeSeller(db, callerOf(r), r.body), { tags });
    route(app, on.draftBuyer, async (r) => createDraftBuyer(db, callerOf(r), r.body), { tags });
    route(app, on.shippingAddresses, async (r) => shippingAddresses(db, callerOf(r), r.query.buyerId), {
      tags,
    });
    route(app, on.addShippingAddress, async (r) => addShippingAddress(db, callerOf(r), r.body), { tags });
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
    route(app, on.sellerAnswer, async (r) => sellerAnswer(db, callerOf(r), r.body), { tags });
    route(app, on.createQuotation, async (r) => createQuotation(db, callerOf(r), r.params.rfqKey, rules), {
      tags,
    });
    route(app, on.quotations, async (r) => listQuotations(db, callerOf(r), r.query), { tags });
    route(app, on.sendForApproval, async (r) => sendForApproval(db, withRoles(r), r.body), { tags });
    route(app, on.sendToBuyer, async (r) => sendToBuyer(db, callerOf(r), r.body), { tags });
    route(app, on.cancelQuotation, async (r) => cancelQuotation(db, callerOf(r), r.body), { tags });
    route(app, on.movValidate, async (r) => validateMov(db, callerOf(r), r.body), { tags });
    route(app, on.placeOrder, async (r) => db.transaction((tx) => placeOrder(tx, callerOf(r), r.body)), {
      tags,
    });
    route(app, on.reassignBusinessUserType, async (r) => reassignBusinessUserType(db, callerOf(r), r.body), {
      tags,
    });
    route(app, on.splitIntoChildOrders, async (r) => splitIntoChildOrders(db, callerOf(r), r.body), { tags });
    route(
      app,
      on.childrenOrderPlaced,
      async (r) => db.transaction((tx) => childrenOrderPlaced(tx, callerOf(r), r.params.rfqKey, r.body)),
      { tags },
    );
  };
}
