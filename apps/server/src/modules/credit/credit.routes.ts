import {
  BulkTagInvoicesSchema,
  BulkTagResultSchema,
  InvoiceActionResultSchema,
  InvoiceDecisionSchema,
  InvoiceDetailSchema,
  InvoiceEditPricesSchema,
  InvoiceIdParamSchema,
  InvoiceListQuerySchema,
  InvoicePageSchema,
  InvoiceSchema,
  LedgerAdjustmentResultSchema,
  LedgerAdjustmentSchema,
  LedgerQuerySchema,
  LedgerStatementSchema,
  MatchPaymentSchema,
  MatchResultSchema,
  OperationalBalanceQuerySchema,
  OperationalBalanceSchema,
  OrderInvoiceListSchema,
  OrderInvoicesParamSchema,
  OrderInvoicesQuerySchema,
  PaymentListQuerySchema,
  PaymentListSchema,
  PaymentSchema,
  PostInvoiceSchema,
  RecordPaymentSchema,
  SettleBatchResultSchema,
  SettleBatchSchema,
  SettlementIdParamSchema,
  SettlementSchema,
} from '@dom/contract';
import { BUYER_RECEIVABLE_STATUSES, type Permission } from '@dom/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../platform/db/database';
import { needs, permissionsOf } from '../../platform/http/access';
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
    app.get(
      '/credit/ledger',
      {
        config: needs('View_Buyer_Ledger'),
        schema: {
          tags,
          summary: 'Buyer ledger with opening, running and closing balance',
          querystring: LedgerQuerySchema,
          response: { 200: LedgerStatementSchema },
        },
      },
      async (request) => ledgerStatement(db, scopeOf(request), request.query),
    );
    app.get(
      '/credit/ledger/export',
      {
        config: needs('Allow_Ledger_Export'),
        schema: { tags, summary: 'Buyer ledger as xlsx', querystring: LedgerQuerySchema },
      },
      async (request, reply) => {
        const book = await exportLedger(await ledgerStatement(db, scopeOf(request), request.query));
        return reply
          .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
          .header('content-disposition', 'attachment; filename="ledger.xlsx"')
          .header('cache-control', 'no-store')
          .send(book);
      },
    );
    app.post(
      '/credit/ledger/adjustment',
      {
        config: needs('Allow_Invoice_Settlement'),
        schema: {
          tags,
          summary: 'Post TDS, a write-off or a refund',
          body: LedgerAdjustmentSchema,
          response: { 201: LedgerAdjustmentResultSchema },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await postAdjustment(db, scopeOf(request), request.body, actorOf(request))),
    );
    app.get(
      '/credit/balance/operational-noauth',
      {
        config: needs('View_Buyer_Ledger'),
        schema: {
          tags,
          summary: 'Operational balance of a buyer',
          querystring: OperationalBalanceQuerySchema,
          response: { 200: OperationalBalanceSchema },
        },
      },
      async (request) => operationalBalance(db, deps, scopeOf(request), request.query.buyerId),
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
    app.get(
      '/credit/invoice-noauth/:id',
      {
        config: needs('View_Buyer_Ledger'),
        schema: {
          tags,
          summary: 'Invoice detail with settlements, notes and revisions',
          params: InvoiceIdParamSchema,
          response: { 200: InvoiceDetailSchema },
        },
      },
      async (request) => invoices.detail(scopeOf(request), request.params.id),
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
    app.put(
      '/credit/invoice/bulk',
      {
        config: needs('Allow_Tag_Invoices'),
        schema: {
          tags,
          summary: 'Tag invoices in bulk',
          body: BulkTagInvoicesSchema,
          response: { 200: BulkTagResultSchema },
        },
      },
      async (request) => bulkTagInvoices(db, scopeOf(request), request.body, actorOf(request)),
    );
    app.get(
      '/seller/invoices',
      {
        config: needs('Display_Invoices_Tab_V2'),
        schema: {
          tags,
          summary: "The seller portal's invoices: only the seller's own",
          querystring: InvoiceListQuerySchema,
          response: { 200: InvoicePageSchema },
        },
      },
      async (request) => invoices.list(scopeOf(request), request.query),
    );
    app.get(
      '/seller/invoices/:id',
      {
        config: needs('Display_Invoices_Tab_V2'),
        schema: {
          tags,
          summary: 'A seller invoice with its settlements',
          params: InvoiceIdParamSchema,
          response: { 200: InvoiceDetailSchema },
        },
      },
      async (request) => invoices.detail(scopeOf(request), request.params.id),
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
    app.post(
      '/credit/match-noauth/batch',
      {
        config: needs('Allow_Invoice_Settlement'),
        schema: {
          tags,
          summary: 'Settle one payment against several invoices, all or nothing (batchId: natural key)',
          body: SettleBatchSchema,
          response: { 200: SettleBatchResultSchema },
        },
      },
      async (request) => settleBatch(db, scopeOf(request), request.body, actorOf(request)),
    );
    app.get(
      '/credit/match-noauth/:id',
      {
        config: needs('View_Buyer_Ledger'),
        schema: {
          tags,
          summary: 'Settlement detail',
          params: SettlementIdParamSchema,
          response: { 200: SettlementSchema },
        },
      },
      async (request) => settlementDetail(db, scopeOf(request), request.params.id),
    );
  };
}
