import {
  CreateOrderSchema,
  InvoiceCreationCheckSchema,
  ValidateInvoiceCreationSchema,
  DependencyReasonOptionSchema,
  DependencyReasonQuerySchema,
  OrderActionResultSchema,
  OrderApprovalSchema,
  OrderCancelSchema,
  OrderDetailSchema,
  OrderEditSchema,
  OrderKeyParamSchema,
  OrderPageSchema,
  OrderSearchQuerySchema,
  PurchaseOrderDetailSchema,
  SaveDependencyReasonsSchema,
} from '@dom/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../platform/db/database';
import { needs, permissionsOf } from '../../platform/http/access';
import { actorOf } from '../../platform/http/request-context';
import { scopeOf } from '../identity';
import { type ApprovalRules, DEFAULT_APPROVAL_RULES, approveOrder } from './order-approval.service';
import { cancelOrder } from './order-cancel.service';
import { createOrder } from './order-create.service';
import { exportOrders } from './order-export';
import { dependencyReasonOptions, saveDependencyReasons } from './order-dependency.service';
import { editOrder } from './order-edit.service';
import { OrdersQueries } from './orders.service';
import { invoiceCreationCheck } from './invoice-creation.rules';
import { orderLookupRoutes } from './order-lookups';

/** Orders: the spec's paths (calls.tsv "Orders"), thin over the services. */
export function ordersRoutes(db: Db, rules: ApprovalRules = DEFAULT_APPROVAL_RULES): FastifyPluginAsyncZod {
  const queries = new OrdersQueries(db, rules);
  return async (app) => {
    await app.register(orderLookupRoutes(db));
    app.get(
      '/orders-v2/search',
      {
        config: needs('Adm_Order_View'),
        schema: {
          tags: ['orders'],
          summary: 'Search sales orders',
          querystring: OrderSearchQuerySchema,
          response: { 200: OrderPageSchema },
        },
      },
      async (request) => queries.search(scopeOf(request), request.query),
    );
    app.get(
      '/orders-v2/export',
      {
        config: needs('Adm_Order_View'),
        schema: {
          tags: ['orders'],
          summary: 'The filtered order list as xlsx (streamed)',
          querystring: OrderSearchQuerySchema,
        },
      },
      async (request, reply) =>
        reply
          .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
          .header('content-disposition', 'attachment; filename="orders.xlsx"')
          .header('cache-control', 'no-store')
          .send(exportOrders(db, scopeOf(request), request.query)),
    );
    app.get(
      '/purchase-orders/search',
      {
        config: needs('Display_PO_Orders'),
        schema: {
          tags: ['orders'],
          summary: 'Purchase orders: the seller-side view of the same orders (seller PO, seller value)',
          querystring: OrderSearchQuerySchema,
          response: { 200: OrderPageSchema },
        },
      },
      async (request) => queries.search(scopeOf(request), request.query),
    );
    app.get(
      '/purchase-orders/:key',
      {
        config: needs('Display_PO_Orders'),
        schema: {
          tags: ['orders'],
          summary: 'A purchase order: the seller-side view of an order (seller PO number, seller prices)',
          params: OrderKeyParamSchema,
          response: { 200: PurchaseOrderDetailSchema },
        },
      },
      async (request) => queries.purchaseOrder(scopeOf(request), request.params.key),
    );
    app.get(
      '/order/orderDetails/:key',
      {
        config: needs('Adm_Order_View'),
        schema: {
          tags: ['orders'],
          summary: 'Order detail with its tabs',
          params: OrderKeyParamSchema,
          response: { 200: OrderDetailSchema },
        },
      },
      async (request) => queries.detail(scopeOf(request), permissionsOf(request), request.params.key),
    );
    app.post(
      '/sales-order/order-approval',
      {
        config: needs('Allow_Order_Approval'),
        schema: {
          tags: ['orders'],
          summary: 'Approve an order (ORDERED → ORDER_APPROVED)',
          body: OrderApprovalSchema,
          response: { 200: OrderActionResultSchema },
        },
      },
      async (request) =>
        approveOrder(db, scopeOf(request), permissionsOf(request), request.body, actorOf(request), rules),
    );
    app.post(
      '/sales-order/cancel',
      {
        config: needs('Allow_Order_Cancel'),
        schema: {
          tags: ['orders'],
          summary: 'Cancel an order or some line quantities',
          body: OrderCancelSchema,
          response: { 200: OrderActionResultSchema },
        },
      },
      async (request) =>
        cancelOrder(db, scopeOf(request), permissionsOf(request), request.body, actorOf(request)),
    );
    app.post(
      '/sales-order/order-edit',
      {
        config: needs('Allow_Order_Edit'),
        schema: {
          tags: ['orders'],
          summary: 'Edit an order where its state allows',
          body: OrderEditSchema,
          response: { 200: OrderActionResultSchema },
        },
      },
      async (request) => editOrder(db, scopeOf(request), request.body, actorOf(request)),
    );
    app.post(
      '/sales-order/create',
      {
        config: needs('Allow_Order_Create'),
        schema: {
          tags: ['orders'],
          summary: 'Create a sales order',
          body: CreateOrderSchema,
          response: { 201: OrderActionResultSchema },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(await createOrder(db, request.body, actorOf(request), { scope: scopeOf(request) })),
    );
    app.post(
      '/order/validateInvoiceCreation',
      {
        config: needs('Adm_Order_View'),
        schema: {
          tags: ['orders'],
          summary: 'Whether an invoice may be raised on the order now',
          body: ValidateInvoiceCreationSchema,
          response: { 200: InvoiceCreationCheckSchema },
        },
      },
      async (request) =>
        invoiceCreationCheck(await queries.statusOf(scopeOf(request), request.body.orderKey)),
    );
    app.get(
      '/order/dependency-reasons/category',
      {
        config: needs('Adm_Order_View'),
        schema: {
          tags: ['orders'],
          querystring: DependencyReasonQuerySchema,
          response: { 200: z.array(DependencyReasonOptionSchema) },
        },
      },
      async (request) => dependencyReasonOptions(request.query.category),
    );
    app.post(
      '/sales-order/dependency-reasons',
      {
        config: needs('Allow_Order_Dependency_Reasons'),
        schema: {
          tags: ['orders'],
          body: SaveDependencyReasonsSchema,
          response: { 200: z.object({ saved: z.number().int() }) },
        },
      },
      async (request) => saveDependencyReasons(db, scopeOf(request), request.body, actorOf(request)),
    );
  };
}
