import { PARTY_ENDPOINTS } from '@dom/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../platform/db/database';
import { callerOf } from '../../platform/caller';
import { command, route } from '../../platform/http/route';
import { afterCommit } from '../../platform/db/steps';
import { actorOf } from '../../platform/http/request-context';
import { scopeOf } from '../identity';
import { moveSeller } from './onboarding.service';
import { PartyCreditTabs } from './party-credit-tabs';
import type { PartyPorts } from './party-ports';
import { SellerPayouts } from './seller-payouts';
import { SellersQueries, updateEarlyPaymentBank, updateSeller } from './sellers.service';
import { searchWarehouses } from './warehouses.service';

const tags = ['sellers'];

/** Sellers (doc 2 §7 "Warehouses and sellers"): list, profile and tabs, updates, contacts. */
export function sellersRoutes(db: Db, now: () => Date, ports: PartyPorts): FastifyPluginAsyncZod {
  const queries = new SellersQueries(db);
  const credit = new PartyCreditTabs(db, now);
  const payouts = new SellerPayouts(db, ports);
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
        const caller = callerOf(request);
        return queries.profile(caller.scope, caller.permissions, request.params.id);
      },
      { tags },
    );
    command(
      app,
      db,
      PARTY_ENDPOINTS.updateSeller,
      async (tx, caller, request) => {
        await updateSeller(tx, caller.scope, request.params.id, request.body, actorOf(request));
        // The profile as committed (its reads are the queries' own).
        return afterCommit(() => queries.profile(caller.scope, caller.permissions, request.params.id));
      },
      { tags },
    );
    command(
      app,
      db,
      PARTY_ENDPOINTS.moveSeller,
      (tx, caller, request) =>
        moveSeller(tx, caller.scope, caller.permissions, request.params.id, request.body, caller.actor),
      { tags },
    );
    command(
      app,
      db,
      PARTY_ENDPOINTS.updateEarlyPaymentBank,
      (tx, _caller, request) =>
        updateEarlyPaymentBank(tx, scopeOf(request), request.params.id, request.body, actorOf(request)),
      { tags },
    );
    route(
      app,
      PARTY_ENDPOINTS.earlyPaymentBankHistory,
      async (request) => queries.bankHistory(scopeOf(request), request.params.id),
      { tags },
    );
    route(
      app,
      PARTY_ENDPOINTS.sellerOrders,
      async (request) => queries.ordersOf(scopeOf(request), request.params.id, request.query),
      { tags },
    );
    route(
      app,
      PARTY_ENDPOINTS.sellerWarehouses,
      async (request) => {
        const scope = scopeOf(request);
        await queries.get(scope, request.params.id);
        return searchWarehouses(db, scope, { ...request.query, sellerId: request.params.id });
      },
      { tags },
    );
    route(
      app,
      PARTY_ENDPOINTS.sellerPaymentRequests,
      async (request) => {
        const scope = scopeOf(request);
        await queries.get(scope, request.params.id);
        return payouts.openPaymentRequests(scope, request.params.id, request.query);
      },
      { tags },
    );
    route(
      app,
      PARTY_ENDPOINTS.sellerPayments,
      async (request) => {
        const scope = scopeOf(request);
        await queries.get(scope, request.params.id);
        return payouts.clearedPayments(scope, request.params.id, request.query);
      },
      { tags },
    );
    route(
      app,
      PARTY_ENDPOINTS.sellerBills,
      async (request) => {
        const scope = scopeOf(request);
        await queries.get(scope, request.params.id);
        return credit.sellerBills(scope, request.params.id, request.query);
      },
      { tags },
    );
    route(
      app,
      PARTY_ENDPOINTS.sellerNotes,
      async (request) => {
        const scope = scopeOf(request);
        await queries.get(scope, request.params.id);
        return credit.sellerNotes(scope, request.params.id, request.query);
      },
      { tags },
    );
    // The Documents tab's calls are in seller-documents.routes.ts (they parse multipart).
    route(
      app,
      PARTY_ENDPOINTS.sellerContacts,
      async (request) => queries.contacts(scopeOf(request), request.query),
      { tags },
    );
  };
}
