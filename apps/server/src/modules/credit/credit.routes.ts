import {
  InvoiceActionResultSchema,
  InvoiceDecisionSchema,
  InvoiceEditPricesSchema,
  InvoiceListQuerySchema,
  InvoicePageSchema,
  InvoiceSchema,
  MatchPaymentSchema,
  MatchResultSchema,
  OrderInvoiceListSchema,
  OrderInvoicesParamSchema,
  OrderInvoicesQuerySchema,
  PaymentListQuerySchema,
  PaymentListSchema,
  PaymentSchema,
  PostInvoiceSchema,
  RecordPaymentSchema,
  CREDIT_ENDPOINTS,
} from '@dom/contract';
import { BUYER_RECEIVABLE_STATUSES, type Permission } from '@dom/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../platform/db/database';
import { needs, permissionsOf } from '../../platform/http/access';
import { route } from '../../platform/http/route';
import { actorOf } from '../../platform/http/request-context';
import { scopeOf } from '../identity';
import type { CreditDeps } from './credit-deps';
import { invoiceEditStep } from './invoice-edit.service';
import { InvoiceQueries, bulkTagInvoices, postInvoice } from './invoices.service';
import { exportLedger } from './ledger-export';
import { ledgerStatement, operationalBalance, postAdjustment } from './ledger.service';
import { matchPayment, settleBatch } from './matching.service';
import { listPayments, recordPayment, settlementDetail } from './settlement.service';

/**
 * Buyer ledger, invoices, payments and settlements (doc 2 §7 "Buyers"). The "-noauth" paths keep the
 * legacy service-to-service names, but here every one needs a session and a permission.
 */
export function creditRoutes(db: Db, deps: CreditDeps): FastifyPluginAsyncZod {
  const invoices = new InvoiceQueries(db, deps);
  return async (app) => {
    const tags = ['credit'];
    route(
      app,
      CREDIT_ENDPOINTS.ledger,
      async (request) => ledgerStatement(db, scopeOf(request), request.query),
      { tags },
    );
    route(
      app,
      CREDIT_ENDPOINTS.exportLedger,
      async (request, reply) => {
        const book = await exportLedger(await ledgerStatement(db, scopeOf(request), request.query));
        return reply
          .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
          .header('content-disposition', 'attachment; filename="ledger.xlsx"')
          .header('cache-control', 'no-store')
          .send(book);
      },
      { tags },
    );
    route(
      app,
      CREDIT_ENDPOINTS.ledgerAdjustment,
      async (request, reply) =>
        reply.status(201).send(await postAdjustment(db, scopeOf(request), request.body, actorOf(request))),
      { tags },
    );
    route(
      app,
      CREDIT_ENDPOINTS.operationalBalance,
      async (request) => operationalBalance(db, deps, scopeOf(request), request.query.buyerId),
      { tags },
    );

    app.get(
      '/credit/invoice-noauth',
      {
        config: needs('View_Buyer_Ledger'),
        schema: {
          tags,
          summary: 'Invoices (statuses aged at read time)',
          querystring: InvoiceListQuerySchema,
          response: { 200: InvoicePageSchema },
        },
      },
      async (request) => invoices.list(scopeOf(request), request.query),
    );
    app.get(
      '/credit/invoice-noauth/open',
      {
        config: needs('View_Buyer_Ledger'),
        schema: {
          tags,
          summary: 'Open invoices (OPEN, DELAYED, OVERDUE)',
          querystring: InvoiceListQuerySchema,
          response: { 200: InvoicePageSchema },
        },
      },
      async (request) =>
        invoices.list(scopeOf(request), { ...request.query, statuses: [...BUYER_RECEIVABLE_STATUSES] }),
    );
    app.get(
      '/credit/invoice-noauth/order/:orderKey',
      {
        config: needs('Adm_Order_View'),
        schema: {
          tags,
          summary: "An order's invoices (5 by default)",
          params: OrderInvoicesParamSchema,
          querystring: OrderInvoicesQuerySchema,
          response: { 200: OrderInvoiceListSchema },
        },
      },
      async (request) =>
        invoices.ofOrder(
          scopeOf(request),
          request.params.orderKey,
          request.query.limit,
          request.query.offset,
        ),
    );
    route(
      app,
      CREDIT_ENDPOINTS.invoice,
      async (request) => invoices.detail(scopeOf(request), request.params.id),
      { tags },
    );
    app.post(
      '/credit/invoice-noauth',
      {
        config: needs('Allow_System_Transition'),
        schema: {
          tags,
          summary: 'Post an invoice (packing or the books)',
          body: PostInvoiceSchema,
          response: { 200: InvoiceSchema, 201: InvoiceSchema },
        },
      },
      async (request, reply) => {
        const { invoice, created } = await postInvoice(db, deps, request.body, actorOf(request));
        return reply.status(created ? 201 : 200).send(invoice);
      },
    );
    route(
      app,
      CREDIT_ENDPOINTS.tagInvoices,
      async (request) => bulkTagInvoices(db, scopeOf(request), request.body, actorOf(request)),
      { tags },
    );
    route(
      app,
      CREDIT_ENDPOINTS.sellerInvoices,
      async (request) => invoices.list(scopeOf(request), request.query),
      { tags },
    );
    route(
      app,
      CREDIT_ENDPOINTS.sellerInvoice,
      async (request) => invoices.detail(scopeOf(request), request.params.id),
      { tags },
    );

    const editStep = (
      path: string,
      permission: Permission,
      step: 'editPrices' | 'approve' | 'reject' | 'cancel',
      summary: string,
    ) =>
      app.post(
        path,
        {
          config: needs(permission),
          schema: {
            tags,
            summary,
            body: step === 'editPrices' ? InvoiceEditPricesSchema : InvoiceDecisionSchema,
            response: { 200: InvoiceActionResultSchema },
          },
        },
        async (request) =>
          invoiceEditStep(db, scopeOf(request), permissionsOf(request), step, request.body, actorOf(request)),
      );
    editStep(
      '/invoice/edit-prices',
      'Allow_Invoice_Edit_Prices',
      'editPrices',
      'Edit a draft invoice amount and send it for approval',
    );
    editStep(
      '/invoice/approve',
      'Approve_Invoice_Edit',
      'approve',
      'Approve an invoice edit (PENDING_APPROVAL → OPEN)',
    );
    editStep('/invoice/reject', 'Approve_Invoice_Edit', 'reject', 'Reject an invoice edit (back to DRAFT)');
    editStep('/invoice/cancel', 'Allow_Invoice_Edit_Prices', 'cancel', 'Cancel (void) an unpaid invoice');

    app.get(
      '/credit/payment-noauth',
      {
        config: needs('View_Buyer_Ledger'),
        schema: {
          tags,
          summary: 'Payments (pending: 25 from 0 by default)',
          querystring: PaymentListQuerySchema,
          response: { 200: PaymentListSchema },
        },
      },
      async (request) => listPayments(db, scopeOf(request), request.query),
    );
    app.post(
      '/credit/payment-noauth',
      {
        config: needs('Allow_Invoice_Settlement'),
        schema: {
          tags,
          summary: 'Record a payment received',
          body: RecordPaymentSchema,
          response: { 201: PaymentSchema },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await recordPayment(db, scopeOf(request), request.body, actorOf(request))),
    );
    app.post(
      '/credit/match-noauth',
      {
        config: needs('Allow_Invoice_Settlement'),
        schema: {
          tags,
          summary: 'Settle: match part of a payment to an invoice',
          body: MatchPaymentSchema,
          response: { 200: MatchResultSchema },
        },
      },
      async (request) => matchPayment(db, scopeOf(request), request.body, actorOf(request)),
    );
    route(
      app,
      CREDIT_ENDPOINTS.settleBatch,
      async (request) => settleBatch(db, scopeOf(request), request.body, actorOf(request)),
      { tags },
    );
    route(
      app,
      CREDIT_ENDPOINTS.settlement,
      async (request) => settlementDetail(db, scopeOf(request), request.params.id),
      { tags },
    );
  };
}
