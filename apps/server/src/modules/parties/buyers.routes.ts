import {
  AddressByGstListSchema,
  AddressByGstQuerySchema,
  AddressDetailsQuerySchema,
  BillingAddressSchema,
  BuyerAddressListSchema,
  BuyerBankDetailsSchema,
  BuyerContactListSchema,
  BuyerContactSchema,
  BuyerGstValidationSchema,
  BuyerIdQuerySchema,
  BuyerInvoicePageSchema,
  BuyerInvoiceQuerySchema,
  BuyerLimitsSchema,
  BuyerPageSchema,
  BuyerPaymentListSchema,
  BuyerPaymentQuerySchema,
  BuyerProfileSchema,
  BuyerSearchQuerySchema,
  CreateContactSchema,
  EnrichRequestSchema,
  EnrichResultSchema,
  GstValidationRequestSchema,
  GstValidationResultSchema,
  NewEntityResultSchema,
  OnboardingMoveResultSchema,
  OnboardingMoveSchema,
  NewEntitySchema,
  OrderPageSchema,
  OrderSearchQuerySchema,
  PartyIdParamSchema,
  SaveContactSchema,
  UpsertAddressesSchema,
  UpsertBillingAddressSchema,
  UpsertContactsSchema,
} from '@dom/contract';
import { BUYER_ONBOARDING_TRANSITIONS } from '@dom/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { GstinRegistry } from '../../integrations/gst/gst-gateway';
import type { Db } from '../../platform/db/database';
import { byTable, needs, permissionsOf } from '../../platform/http/access';
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
import { validateBuyerGstins, validateGstin } from './gst-validation.service';
import { moveBuyer } from './onboarding.service';

const tags = ['buyers'];

/** Buyers (doc 2 §7 "Buyers"): list, export, profile and tabs, contacts, addresses, entity, GST. */
export function buyersRoutes(db: Db, registry: GstinRegistry, now: () => Date): FastifyPluginAsyncZod {
  const queries = new BuyersQueries(db, now);
  return async (app) => {
    app.get(
      '/credit/buyer/search',
      {
        config: needs('Display_Buyer_Tab'),
        schema: { tags, querystring: BuyerSearchQuerySchema, response: { 200: BuyerPageSchema } },
      },
      async (request) => queries.search(scopeOf(request), request.query),
    );
    app.get(
      '/credit/buyer/export',
      {
        config: needs('Display_Buyer_Tab'),
        schema: {
          tags,
          summary: 'The filtered buyer list as xlsx (streamed)',
          querystring: BuyerSearchQuerySchema,
        },
      },
      async (request, reply) =>
        reply
          .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
          .header('content-disposition', 'attachment; filename="buyers.xlsx"')
          .header('cache-control', 'no-store')
          .send(exportBuyers(db, scopeOf(request), request.query)),
    );
    app.get(
      '/credit/buyer/profile/:id',
      {
        config: needs('Display_Buyer_Tab'),
        schema: {
          tags,
          summary: 'Buyer profile with the tabs this caller may open',
          params: PartyIdParamSchema,
          response: { 200: BuyerProfileSchema },
        },
      },
      async (request) => queries.profile(scopeOf(request), permissionsOf(request), request.params.id),
    );
    app.post(
      '/credit/buyer/profile/:id/status',
      {
        // Each move's own permission (edit, KYC review, suspend): the guard needs one, the table the exact one.
        config: byTable("the onboarding move from the buyer's state", BUYER_ONBOARDING_TRANSITIONS),
        schema: {
          tags,
          summary: 'Onboarding move: KYC steps, suspend, reinstate',
          params: PartyIdParamSchema,
          body: OnboardingMoveSchema,
          response: { 200: OnboardingMoveResultSchema },
        },
      },
      async (request) =>
        moveBuyer(
          db,
          scopeOf(request),
          permissionsOf(request),
          request.params.id,
          request.body,
          actorOf(request),
        ),
    );
    app.get(
      '/credit/buyer/profile/:id/limits',
      {
        config: needs(buyerTabPermission('limits')),
        schema: { tags, params: PartyIdParamSchema, response: { 200: BuyerLimitsSchema } },
      },
      async (request) => queries.limits(scopeOf(request), request.params.id),
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
    app.put(
      '/credit/buyer/contact',
      {
        config: needs('Allow_Buyer_Contact_Edit'),
        schema: {
          tags,
          summary: 'Change one contact',
          body: SaveContactSchema,
          response: { 200: BuyerContactSchema },
        },
      },
      async (request) => saveContact(db, scopeOf(request), request.body, actorOf(request)),
    );
    app.post(
      '/credit/buyer/contact',
      {
        config: needs('Allow_Buyer_Contact_Edit'),
        schema: {
          tags,
          summary: 'Upsert contacts by id or phone number (all or nothing)',
          body: UpsertContactsSchema,
          response: { 200: BuyerContactListSchema },
        },
      },
      async (request) => upsertContacts(db, scopeOf(request), request.body, actorOf(request)),
    );
    app.post(
      '/credit/buyer/contact/create',
      {
        config: needs('Allow_Buyer_Contact_Edit'),
        schema: { tags, body: CreateContactSchema, response: { 201: BuyerContactSchema } },
      },
      async (request, reply) =>
        reply.status(201).send(await createContact(db, scopeOf(request), request.body, actorOf(request))),
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
    app.post(
      '/credit/buyer/address/upsert',
      {
        config: needs('Allow_Buyer_Address_Edit'),
        schema: {
          tags,
          summary: 'Upsert addresses by id or external id (all or nothing)',
          body: UpsertAddressesSchema,
          response: { 200: BuyerAddressListSchema },
        },
      },
      async (request) => upsertAddresses(db, scopeOf(request), request.body, actorOf(request)),
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
    app.post(
      '/credit/buyer/enrich',
      {
        config: needs('Display_Buyer_Entity_Tab'),
        schema: { tags, body: EnrichRequestSchema, response: { 200: EnrichResultSchema } },
      },
      async (request) => enrichEntity(db, registry, scopeOf(request), request.body.gstNumber),
    );
    app.post(
      '/credit/buyer/save',
      {
        config: needs('Allow_Buyer_Create'),
        schema: {
          tags,
          summary: 'On-board a new buyer entity',
          body: NewEntitySchema,
          response: { 201: NewEntityResultSchema },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(await saveEntity(db, registry, scopeOf(request), request.body, actorOf(request), now())),
    );
    app.post(
      '/credit/gstValidation',
      {
        config: needs('Allow_Additional_POB'),
        schema: {
          tags,
          summary: 'Validate a GSTIN: format, check character, state/PIN, registration on a date',
          body: GstValidationRequestSchema,
          response: { 200: GstValidationResultSchema },
        },
      },
      async (request) => validateGstin(registry, request.body, now()),
    );
  };
}
