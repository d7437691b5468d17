import { ORDER_ENDPOINTS } from '@dom/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../platform/db/database';
import { permissionsOf } from '../../platform/http/access';
import { command, route } from '../../platform/http/route';
import { actorOf } from '../../platform/http/request-context';
import { scopeOf } from '../identity';
import { type ApprovalRules, DEFAULT_APPROVAL_RULES, approveOrder } from './order-approval.service';
import { acknowledgeOrder, rejectOrder } from './order-acknowledge.service';
import { cancelOrder } from './order-cancel.service';
import { createOrder } from './order-create.service';
import { exportOrders } from './order-export';
import { dependencyReasonOptions, saveDependencyReasons } from './order-dependency.service';
import { editOrder } from './order-edit.service';
import { OrdersQueries } from './orders.service';
import { invoiceCreationCheck } from './invoice-creation.rules';
import { orderLookupRoutes } from './order-lookups';
import type { OrderPorts } from './order-ports';

const tags = ['orders'];

/** Orders: the spec's paths (calls.tsv "Orders"), thin over the services. */
export function ordersRoutes(
  db: Db,
  ports: OrderPorts,
  rules: ApprovalRules = DEFAULT_APPROVAL_RULES,
): FastifyPluginAsyncZod {
  const queries = new OrdersQueries(db, rules);
  return async (app) => {
    await app.register(orderLookupRoutes(db));
    const on = ORDER_ENDPOINTS;
    route(app, on.search, async (request) => queries.search(scopeOf(request), request.query), { tags });
    route(
      app,
      on.export,
      async (request, reply) =>
        reply
          .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
          .header('content-disposition', 'attachment; filename="orders.xlsx"')
          .header('cache-control', 'no-store')
          .send(exportOrders(db, scopeOf(request), request.query)),
      { tags },
    );
    route(app, on.searchPurchaseOrders, async (request) => queries.search(scopeOf(request), request.query), {
      tags,
    });
    route(
      app,
      on.purchaseOrder,
      async (request) => queries.purchaseOrder(scopeOf(request), permissionsOf(request), request.params.key),
      { tags },
    );
    route(
      app,
      on.detail,
      async (request) => queries.detail(scopeOf(request), permissionsOf(request), request.params.key),
      { tags },
    );
    command(
      app,
      db,
      on.approve,
      (tx, caller, request) => approveOrder(tx, caller, request.body, ports.buyerCredit, rules),
      { tags },
    );
    command(app, db, on.acknowledge, (tx, caller, request) => acknowledgeOrder(tx, caller, request.body), {
      tags,
    });
    command(
      app,
      db,
      on.reject,
      (tx, caller, request) => rejectOrder(tx, caller, request.body, ports.buyerCredit),
      { tags },
    );
    command(
      app,
      db,
      on.cancel,
      (tx, caller, request) => cancelOrder(tx, caller, request.body, ports.buyerCredit),
      { tags },
    );
    command(
      app,
      db,
      on.edit,
      (tx, _caller, request) => editOrder(tx, scopeOf(request), request.body, actorOf(request)),
      {
        tags,
      },
    );
    command(
      app,
      db,
      on.create,
      (tx, _caller, request) => createOrder(tx, request.body, actorOf(request), { scope: scopeOf(request) }),
      { tags },
    );
    route(
      app,
      on.validateInvoiceCreation,
      async (request) =>
        invoiceCreationCheck(await queries.statusOf(scopeOf(request), request.body.orderKey)),
      { tags },
    );
    route(
      app,
      on.dependencyReasonOptions,
      async (request) => dependencyReasonOptions(request.query.category),
      {
        tags,
      },
    );
    command(
      app,
      db,
      on.saveDependencyReasons,
      (tx, _caller, request) => saveDependencyReasons(tx, scopeOf(request), request.body, actorOf(request)),
      { tags },
    );
  };
}
