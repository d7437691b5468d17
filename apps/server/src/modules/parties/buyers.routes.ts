import {
  AddressByGstListSchema,
  AddressByGstQuerySchema,
  AddressDetailsQuerySchema,
  BillingAddressSchema,
  BuyerAddressListSchema,
  BuyerBankDetailsSchema,
  BuyerContactListSchema,
  BuyerGstValidationSchema,
  BuyerIdQuerySchema,
  BuyerInvoicePageSchema,
  BuyerInvoiceQuerySchema,
  BuyerLimitsSchema,
  BuyerPaymentListSchema,
  BuyerPaymentQuerySchema,
  OrderPageSchema,
  OrderSearchQuerySchema,
  PartyIdParamSchema,
  UpsertBillingAddressSchema,
  PARTY_ENDPOINTS,
} from '@dom/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { GstinRegistry } from '../../integrations/gst/gst-gateway';
import type { Db } from '../../platform/db/database';
import { needs, permissionsOf } from '../../platform/http/access';
import { route } from '../../platform/http/route';
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
import { buyerTabPermission } from './buyer-tabs';
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
    route(
      app,
      PARTY_ENDPOINTS.moveBuyer,
      async (request) =>
        moveBuyer(
          db,
          scopeOf(request),
          permissionsOf(request),
          request.params.id,
          request.body,
          actorOf(request),
        ),
      { tags },
    );
    app.get(
      '/credit/buyer/profile/:id/limits',
      {
        config: needs(buyerTabPermission('limits')),
        schema: { tags, params: PartyIdParamSchema, response: { 200: BuyerLimitsSchema } },
      },
      async (request) => queries.limits(scopeOf(request), request.params.id, ports, now()),
    );
    app.get(
      '/credit/buyer/profile/:id/orders',
      {
        config: needs(buyerTabPermission('orders')),
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
      '/credit/buyer/profile/:id/payments',
      {
        config: needs(buyerTabPermission('payments')),
        schema: {
          tags,
          summary: 'The buyer’s payments with matched and unmatched amounts, pending first (25 from 0)',
          params: PartyIdParamSchema,
          querystring: BuyerPaymentQuerySchema,
          response: { 200: BuyerPaymentListSchema },
        },
      },
      async (request) => queries.payments(scopeOf(request), request.params.id, request.query),
    );
    app.get(
      '/credit/buyer/profile/:id/invoices',
      {
        config: needs(buyerTabPermission('invoices')),
        schema: {
          tags,
          summary: 'The buyer’s open invoices (OPEN, DELAYED, OVERDUE aged at read time; `statuses` narrows)',
          params: PartyIdParamSchema,
          querystring: BuyerInvoiceQuerySchema,
          response: { 200: BuyerInvoicePageSchema },
        },
      },
      async (request) => queries.invoices(scopeOf(request), request.params.id, request.query),
    );
    app.get(
      '/credit/buyer/profile/:id/gst-validation',
      {
        config: needs(buyerTabPermission('gstValidation')),
        schema: { tags, params: PartyIdParamSchema, response: { 200: BuyerGstValidationSchema } },
      },
      async (request) => validateBuyerGstins(db, registry, scopeOf(request), request.params.id, now()),
    );
    app.get(
      '/credit/buyer/profile/:id/bank-details',
      {
        config: needs(buyerTabPermission('bankDetails')),
        schema: { tags, params: PartyIdParamSchema, response: { 200: BuyerBankDetailsSchema } },
      },
      async (request) => queries.bankDetails(scopeOf(request), request.params.id),
    );
    app.get(
      '/credit/buyer/contact',
      {
        config: needs(buyerTabPermission('contacts')),
        schema: { tags, querystring: BuyerIdQuerySchema, response: { 200: BuyerContactListSchema } },
      },
      async (request) => listContacts(db, scopeOf(request), request.query.buyerId),
    );
    route(
      app,
      PARTY_ENDPOINTS.saveContact,
      async (request) => saveContact(db, scopeOf(request), request.body, actorOf(request)),
      { tags },
    );
    route(
      app,
      PARTY_ENDPOINTS.upsertContacts,
      async (request) => upsertContacts(db, scopeOf(request), request.body, actorOf(request)),
      { tags },
    );
    route(
      app,
      PARTY_ENDPOINTS.createContact,
      async (request, reply) =>
        reply.status(201).send(await createContact(db, scopeOf(request), request.body, actorOf(request))),
      { tags },
    );
    app.get(
      '/credit/buyer/address/details',
      {
        config: needs(buyerTabPermission('addresses')),
        schema: { tags, querystring: AddressDetailsQuerySchema, response: { 200: BuyerAddressListSchema } },
      },
      async (request) => listAddresses(db, scopeOf(request), request.query),
    );
    app.get(
      '/credit/buyer/address/by-gst',
      {
        config: needs(buyerTabPermission('addresses')),
        schema: { tags, querystring: AddressByGstQuerySchema, response: { 200: AddressByGstListSchema } },
      },
      async (request) => addressesByGst(db, scopeOf(request), request.query.gstin),
    );
    route(
      app,
      PARTY_ENDPOINTS.upsertAddresses,
      async (request) => upsertAddresses(db, scopeOf(request), request.body, actorOf(request)),
      { tags },
    );
    app.post(
      '/credit/buyer/address/billing',
      {
        config: needs('Allow_Buyer_Address_Edit'),
        schema: {
          tags,
          summary: 'Upsert a billing address in the billing field names',
          body: UpsertBillingAddressSchema,
          response: { 200: BillingAddressSchema },
        },
      },
      async (request) => upsertBillingAddress(db, scopeOf(request), request.body, actorOf(request)),
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
