import { ORDER_ENDPOINTS } from '@dom/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../platform/db/database';
import { command } from '../../platform/http/route';
import { actorOf } from '../../platform/http/request-context';
import { scopeOf } from '../identity';
import { editOrder } from './order-edit.service';

const tags = ['orders'];

/**
 * The single-purpose edit calls of calls.tsv. Each has its own permission and a narrow body, and
 * all go through `editOrder`, so the state table, version check and audit are the same.
 */
export function orderEditRoutes(db: Db): FastifyPluginAsyncZod {
  return async (app) => {
    const on = ORDER_ENDPOINTS;
    for (const endpoint of [
      on.updateMaxMdd,
      on.updateDispatchDeliveryDate,
      on.updateLogisticsManager,
      on.editProductionDates,
      on.updateRmCm,
      on.updateOrderedQuantities,
      on.editFromConsignment,
      on.assignOrderManager,
    ]) {
      command(
        app,
        db,
        endpoint,
        (tx, _caller, request) => editOrder(tx, scopeOf(request), request.body, actorOf(request)),
        {
          tags,
        },
      );
    }
    command(
      app,
      db,
      on.updateAddress,
      async (tx, _caller, request) => {
        const { billingAddressId, shippingAddressId, ...body } = request.body;
        return editOrder(tx, scopeOf(request), body, actorOf(request), {
          billingAddressId,
          shippingAddressId,
        });
      },
      { tags },
    );
  };
}
