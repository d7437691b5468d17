import {
  OrderPageSchema,
  OrderSearchQuerySchema,
  PageQuerySchema,
  PartyIdParamSchema,
  SellerBillPageSchema,
  SellerContactPageSchema,
  SellerContactQuerySchema,
  SellerNotePageSchema,
  SellerPaymentPageSchema,
  SellerPaymentRequestPageSchema,
  SellerProfileSchema,
  SellerUpdateSchema,
  WarehousePageSchema,
  PARTY_ENDPOINTS,
} from '@dom/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Db } from '../../platform/db/database';
import { AppError } from '../../platform/errors';
import { needs, UNAUTHORISED_MESSAGE } from '../../platform/http/access';
import { route } from '../../platform/http/route';
import { actorOf } from '../../platform/http/request-context';
import { scopeOf } from '../identity';
import { moveSeller } from './onboarding.service';
import { PartyCreditTabs } from './party-credit-tabs';
import { SellerPayouts } from './seller-payouts';
import { SELLER_TABS, SellersQueries, updateEarlyPaymentBank, updateSeller } from './sellers.service';
import { searchWarehouses } from './warehouses.service';

const tags = ['sellers'];
const tabPermission = (id: string) =>
  SELLER_TABS.find((t) => t.id === id)?.permission ?? 'Display_Seller_Profiles_Tab';

/** Sellers (doc 2 §7 "Warehouses and sellers"): list, profile and tabs, updates, contacts. */
export function sellersRoutes(db: Db, now: () => Date): FastifyPluginAsyncZod {
  const queries = new SellersQueries(db);
  const credit = new PartyCreditTabs(db, now);
  const payouts = new SellerPayouts(db);
  return async (app) => {
    route(
      app,
      PARTY_ENDPOINTS.searchSellers,
      async (request) => queries.search(scopeOf(request), request.query),
      { tags },
    );
    route(
      app,
      PARTY_ENDPOINTS.seller,
      async (request) => {
        if (!request.principal) throw new AppError('UNAUTHENTICATED', UNAUTHORISED_MESSAGE);
        return queries.profile(scopeOf(request), request.principal.permissions, request.params.id);
      },
      { tags },
    );
    app.put(
      '/ops-supply/seller/:id',
      {
        config: needs('Allow_Seller_Edit'),
        schema: {
          tags,
          params: PartyIdParamSchema,
          body: SellerUpdateSchema,
          response: { 200: SellerProfileSchema },
        },
      },
      async (request) => {
        if (!request.principal) throw new AppError('UNAUTHENTICATED', UNAUTHORISED_MESSAGE);
        const scope = scopeOf(request);
        await updateSeller(db, scope, request.params.id, request.body, actorOf(request));
        return queries.profile(scope, request.principal.permissions, request.params.id);
      },
    );
    route(
      app,
      PARTY_ENDPOINTS.moveSeller,
      async (request) => {
        if (!request.principal) throw new AppError('UNAUTHENTICATED', UNAUTHORISED_MESSAGE);
        const p = request.principal.permissions;
        return moveSeller(db, scopeOf(request), p, request.params.id, request.body, actorOf(request));
      },
      { tags },
    );
    route(
      app,
      PARTY_ENDPOINTS.updateEarlyPaymentBank,
      async (request) =>
        updateEarlyPaymentBank(db, scopeOf(request), request.params.id, request.body, actorOf(request)),
      { tags },
    );
    route(
      app,
      PARTY_ENDPOINTS.earlyPaymentBankHistory,
      async (request) => queries.bankHistory(scopeOf(request), request.params.id),
      { tags },
    );
    app.get(
      '/ops-supply/seller/:id/orders',
      {
        config: needs(tabPermission('orders')),
        schema: {
          tags,
          params: PartyIdParamSchema,
          querystring: OrderSearchQuerySchema,
          response: { 200: OrderPageSchema },
        },
      },
      async (request) => queries.ordersOf(scopeOf(request), request.params.id, request.query),
    );
    app.get(
      '/ops-supply/seller/:id/warehouses',
      {
        config: needs(tabPermission('warehouses')),
        schema: {
          tags,
          params: PartyIdParamSchema,
          querystring: PageQuerySchema,
          response: { 200: WarehousePageSchema },
        },
      },
      async (request) => {
        const scope = scopeOf(request);
        await queries.get(scope, request.params.id);
        return searchWarehouses(db, scope, { ...request.query, sellerId: request.params.id });
      },
    );
    const tab = (id: string, summary: string) => ({
      config: needs(tabPermission(id)),
      schema: { tags, summary, params: PartyIdParamSchema, querystring: PageQuerySchema },
    });
    const opts = <R extends z.ZodType>(id: string, summary: string, response: R) => {
      const o = tab(id, summary);
      return { ...o, schema: { ...o.schema, response: { 200: response } } };
    };
    app.get(
      '/ops-supply/seller/:id/payment-requests',
      opts(
        'openPaymentRequests',
        'Open payment requests: delivered consignments whose bill is not paid yet, at the seller’s value',
        SellerPaymentRequestPageSchema,
      ),
      async (request) => {
        const scope = scopeOf(request);
        await queries.get(scope, request.params.id);
        return payouts.openPaymentRequests(scope, request.params.id, request.query);
      },
    );
    app.get(
      '/ops-supply/seller/:id/payments',
      opts('clearedPayments', 'Cleared payments: the seller’s paid bills', SellerPaymentPageSchema),
      async (request) => {
        const scope = scopeOf(request);
        await queries.get(scope, request.params.id);
        return payouts.clearedPayments(scope, request.params.id, request.query);
      },
    );
    app.get(
      '/ops-supply/seller/:id/bills',
      opts(
        'bills',
        'The seller’s invoices as the seller portal lists them, newest first',
        SellerBillPageSchema,
      ),
      async (request) => {
        const scope = scopeOf(request);
        await queries.get(scope, request.params.id);
        return credit.sellerBills(scope, request.params.id, request.query);
      },
    );
    app.get(
      '/ops-supply/seller/:id/credit-debit-notes',
      opts(
        'creditDebitNotes',
        'Credit and debit notes raised on the seller’s invoices, newest first',
        SellerNotePageSchema,
      ),
      async (request) => {
        const scope = scopeOf(request);
        await queries.get(scope, request.params.id);
        return credit.sellerNotes(scope, request.params.id, request.query);
      },
    );
    // The Documents tab's calls are in seller-documents.routes.ts (they parse multipart).
    app.get(
      '/sellerContact/search',
      {
        config: needs('Display_Seller_Profiles_Tab'),
        schema: { tags, querystring: SellerContactQuerySchema, response: { 200: SellerContactPageSchema } },
      },
      async (request) => queries.contacts(scopeOf(request), request.query),
    );
  };
}
