import {
  AssignOrderManagerSchema,
  EditProductionDatesSchema,
  OrderEditSchema,
  UpdateOrderAddressSchema,
  UpdateOrderedQuantitiesSchema,
  OrderActionResultSchema,
  UpdateDispatchDeliveryDateSchema,
  UpdateLogisticsManagerSchema,
  UpdateMaxMddSchema,
  UpdateRmCmSchema,
} from '@dom/contract';
import type { Permission } from '@dom/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Db } from '../../platform/db/database';
import { needs } from '../../platform/http/access';
import { actorOf } from '../../platform/http/request-context';
import { scopeOf } from '../identity';
import { editOrder } from './order-edit.service';

/**
 * The single-purpose edit calls of calls.tsv. Each has its own permission and a narrow body, and
 * all go through `editOrder`, so the state table, version check and audit are the same.
 */
export function orderEditRoutes(db: Db): FastifyPluginAsyncZod {
  return async (app) => {
    const edit = <S extends z.ZodType<{ orderKey: string }>>(
      url: string,
      permission: Permission,
      body: S,
      summary: string,
    ) =>
      app.post(
        url,
        {
          config: needs(permission),
          schema: { tags: ['orders'], summary, body, response: { 200: OrderActionResultSchema } },
        },
        async (request) => editOrder(db, scopeOf(request), request.body as z.infer<S>, actorOf(request)),
      );
    edit('/order/update-max-mdd', 'Allow_Update_Max_Mdd', UpdateMaxMddSchema, 'Update the max MDD');
    edit(
      '/sales-order/updateDispatchDeliveryDate',
      'Allow_Update_Dispatch_Delivery_Date',
      UpdateDispatchDeliveryDateSchema,
      'Update the dispatch and delivery dates',
    );
    edit(
      '/sales-order/update-logistics-manager',
      'Allow_Update_Logistics_Manager',
      UpdateLogisticsManagerSchema,
      'Update the logistics manager',
    );
    edit(
      '/sales-order/editOrderLineProductionDate',
      'Allow_Update_Production_Date',
      EditProductionDatesSchema,
      'Set line production dates',
    );
    edit(
      '/consignment/updateRmAndCmDetailsOnOrders',
      'Allow_Order_Edit',
      UpdateRmCmSchema,
      'Reassign the RM and CM of an order',
    );
    edit(
      '/consignment/updateOrderDetailsUsingOrderedQty',
      'Allow_Order_Edit',
      UpdateOrderedQuantitiesSchema,
      'Change ordered quantities (before approval or while RPT blocked)',
    );
    edit(
      '/consignment/updateOrder',
      'Allow_Order_Edit',
      OrderEditSchema,
      'Edit an order from the consignment screens (same rules as /sales-order/order-edit)',
    );
    // The old system called this without a session; here it is an ordinary call with its permission.
    edit(
      '/order/assign-order-manager-noauth',
      'Allow_Assign_Order_Manager',
      AssignOrderManagerSchema,
      'Assign the order manager',
    );
    app.post(
      '/order/update/updateAddress',
      {
        config: needs('Allow_Update_Order_Address'),
        schema: {
          tags: ['orders'],
          summary: "Change the billing or shipping address to entries of the buyer's address book",
          body: UpdateOrderAddressSchema,
          response: { 200: OrderActionResultSchema },
        },
      },
      async (request) => {
        const { billingAddressId, shippingAddressId, ...body } = request.body;
        return editOrder(db, scopeOf(request), body, actorOf(request), {
          billingAddressId,
          shippingAddressId,
        });
      },
    );
  };
}
