import { CREDIT_ENDPOINTS } from '@dom/contract';
import { BUYER_RECEIVABLE_STATUSES } from '@dom/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../platform/db/database';
import { permissionsOf } from '../../platform/http/access';
import { command, found, route } from '../../platform/http/route';
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
export function creditRoutes(
  db: Db,
  deps: CreditDeps & Required<Pick<CreditDeps, 'drawable'>>,
): FastifyPluginAsyncZod {
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
    command(
      app,
      db,
      CREDIT_ENDPOINTS.ledgerAdjustment,
      (tx, _caller, request) => postAdjustment(tx, scopeOf(request), request.body, actorOf(request)),
      { tags },
    );
    route(
      app,
      CREDIT_ENDPOINTS.operationalBalance,
      async (request) => operationalBalance(db, deps, scopeOf(request), request.query.buyerId),
      { tags },
    );

    route(app, CREDIT_ENDPOINTS.invoices, async (request) => invoices.list(scopeOf(request), request.query), {
      tags,
    });
    route(
      app,
      CREDIT_ENDPOINTS.openInvoices,
      async (request) =>
        invoices.list(scopeOf(request), { ...request.query, statuses: [...BUYER_RECEIVABLE_STATUSES] }),
      { tags },
    );
    route(
      app,
      CREDIT_ENDPOINTS.orderInvoices,
      async (request) =>
        invoices.ofOrder(
          scopeOf(request),
          request.params.orderKey,
          request.query.limit,
          request.query.offset,
        ),
      { tags },
    );
    route(
      app,
      CREDIT_ENDPOINTS.invoice,
      async (request) => invoices.detail(scopeOf(request), request.params.id),
      { tags },
    );
    command(
      app,
      db,
      CREDIT_ENDPOINTS.postInvoice,
      async (tx, _caller, request) => {
        const { invoice, created } = await postInvoice(tx, deps, request.body, actorOf(request));
        return created ? invoice : found(invoice);
      },
      { tags },
    );
    command(
      app,
      db,
      CREDIT_ENDPOINTS.tagInvoices,
      (tx, _caller, request) => bulkTagInvoices(tx, scopeOf(request), request.body, actorOf(request)),
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

    // The invoice edit flow: each step its own permission; the invoice table checks the state.
    const steps = [
      [CREDIT_ENDPOINTS.editPrices, 'editPrices'],
      [CREDIT_ENDPOINTS.approveInvoice, 'approve'],
      [CREDIT_ENDPOINTS.rejectInvoice, 'reject'],
      [CREDIT_ENDPOINTS.cancelInvoice, 'cancel'],
    ] as const;
    for (const [endpoint, step] of steps)
      command(
        app,
        db,
        endpoint,
        (tx, _caller, request) =>
          invoiceEditStep(tx, scopeOf(request), permissionsOf(request), step, request.body, actorOf(request)),
        { tags },
      );

    route(
      app,
      CREDIT_ENDPOINTS.payments,
      async (request) => listPayments(db, scopeOf(request), request.query),
      { tags },
    );
    command(
      app,
      db,
      CREDIT_ENDPOINTS.recordPayment,
      (tx, _caller, request) => recordPayment(tx, scopeOf(request), request.body, actorOf(request)),
      { tags },
    );
    command(
      app,
      db,
      CREDIT_ENDPOINTS.matchPayment,
      (tx, _caller, request) => matchPayment(tx, scopeOf(request), request.body, actorOf(request)),
      { tags },
    );
    command(
      app,
      db,
      CREDIT_ENDPOINTS.settleBatch,
      (tx, _caller, request) => settleBatch(tx, scopeOf(request), request.body, actorOf(request)),
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
