import { PARTY_ENDPOINTS } from '@dom/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { GstinRegistry } from '../../integrations/gst/gst-gateway';
import type { Db } from '../../platform/db/database';
import { permissionsOf } from '../../platform/http/access';
import { command, route } from '../../platform/http/route';
import { actorOf } from '../../platform/http/request-context';
import { scopeOf } from '../identity';
import {
  addressesByGst,
  listAddresses,
  upsertAddresses,
  upsertBillingAddress,
} from './buyer-addresses.service';
import { createContact, listContacts, saveContact, upsertContacts } from './buyer-contacts.service';
import { enrichEntity, saveEntity } from './buyer-entity.service';
import { exportBuyers } from './buyer-export';
import { BuyersQueries } from './buyers.service';
import type { PartyPorts } from './party-ports';
import { validateBuyerGstins, validateGstin } from './gst-validation.service';
import { moveBuyer } from './onboarding.service';

const tags = ['buyers'];

/** Buyers (doc 2 §7 "Buyers"): list, export, profile and tabs, contacts, addresses, entity, GST. */
export function buyersRoutes(
  db: Db,
  registry: GstinRegistry,
  now: () => Date,
  ports: PartyPorts,
): FastifyPluginAsyncZod {
  const queries = new BuyersQueries(db, now);
  return async (app) => {
    route(
      app,
      PARTY_ENDPOINTS.searchBuyers,
      async (request) => queries.search(scopeOf(request), request.query),
      { tags },
    );
    route(
      app,
      PARTY_ENDPOINTS.exportBuyers,
      async (request, reply) =>
        reply
          .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
          .header('content-disposition', 'attachment; filename="buyers.xlsx"')
          .header('cache-control', 'no-store')
          .send(exportBuyers(db, scopeOf(request), request.query)),
      { tags },
    );
    route(
      app,
      PARTY_ENDPOINTS.buyer,
      async (request) => queries.profile(scopeOf(request), permissionsOf(request), request.params.id),
      { tags },
    );
    command(
      app,
      db,
      PARTY_ENDPOINTS.moveBuyer,
      (tx, _caller, request) =>
        moveBuyer(
          tx,
          scopeOf(request),
          permissionsOf(request),
          request.params.id,
          request.body,
          actorOf(request),
        ),
      { tags },
    );
    route(
      app,
      PARTY_ENDPOINTS.buyerLimits,
      async (request) => queries.limits(scopeOf(request), request.params.id, ports, now()),
      { tags },
    );
    route(
      app,
      PARTY_ENDPOINTS.buyerOrders,
      async (request) => queries.ordersOf(scopeOf(request), request.params.id, request.query),
      { tags },
    );
    route(
      app,
      PARTY_ENDPOINTS.buyerPayments,
      async (request) => queries.payments(scopeOf(request), request.params.id, request.query),
      { tags },
    );
    route(
      app,
      PARTY_ENDPOINTS.buyerInvoices,
      async (request) => queries.invoices(scopeOf(request), request.params.id, request.query),
      { tags },
    );
    route(
      app,
      PARTY_ENDPOINTS.buyerGstValidation,
      async (request) => validateBuyerGstins(db, registry, scopeOf(request), request.params.id, now()),
      { tags },
    );
    route(
      app,
      PARTY_ENDPOINTS.buyerBankDetails,
      async (request) => queries.bankDetails(scopeOf(request), request.params.id),
      { tags },
    );
    route(
      app,
      PARTY_ENDPOINTS.buyerContacts,
      async (request) => listContacts(db, scopeOf(request), request.query.buyerId),
      { tags },
    );
    command(
      app,
      db,
      PARTY_ENDPOINTS.saveContact,
      (tx, _caller, request) => saveContact(tx, scopeOf(request), request.body, actorOf(request)),
      { tags },
    );
    command(
      app,
      db,
      PARTY_ENDPOINTS.upsertContacts,
      (tx, _caller, request) => upsertContacts(tx, scopeOf(request), request.body, actorOf(request)),
      { tags },
    );
    command(
      app,
      db,
      PARTY_ENDPOINTS.createContact,
      (tx, _caller, request) => createContact(tx, scopeOf(request), request.body, actorOf(request)),
      { tags },
    );
    route(
      app,
      PARTY_ENDPOINTS.buyerAddresses,
      async (request) => listAddresses(db, scopeOf(request), request.query),
      { tags },
    );
    route(
      app,
      PARTY_ENDPOINTS.buyerAddressesByGst,
      async (request) => addressesByGst(db, scopeOf(request), request.query.gstin),
      { tags },
    );
    command(
      app,
      db,
      PARTY_ENDPOINTS.upsertAddresses,
      (tx, _caller, request) => upsertAddresses(tx, scopeOf(request), request.body, actorOf(request)),
      { tags },
    );
    command(
      app,
      db,
      PARTY_ENDPOINTS.upsertBillingAddress,
      (tx, _caller, request) => upsertBillingAddress(tx, scopeOf(request), request.body, actorOf(request)),
      { tags },
    );
    route(
      app,
      PARTY_ENDPOINTS.enrichEntity,
      async (request) => enrichEntity(db, registry, scopeOf(request), request.body.gstNumber),
      { tags },
    );
    route(
      app,
      PARTY_ENDPOINTS.saveEntity,
      async (request, reply) =>
        reply
          .status(201)
          .send(await saveEntity(db, registry, scopeOf(request), request.body, actorOf(request), now())),
      { tags },
    );
    route(
      app,
      PARTY_ENDPOINTS.validateGstin,
      async (request) => validateGstin(registry, request.body, now()),
      { tags },
    );
  };
}
