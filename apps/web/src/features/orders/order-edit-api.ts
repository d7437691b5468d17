import type {
  AssignOrderManagerSchema,
  EditProductionDatesSchema,
  OrderActionResult,
  UpdateDispatchDeliveryDateSchema,
  UpdateLogisticsManagerSchema,
  UpdateMaxMddSchema,
  UpdateOrderAddressSchema,
  UpdateOrderedQuantitiesSchema,
  UpdateRmCmSchema,
} from '@dom/contract';
import type { z } from 'zod';
import { apiPost } from '../../lib/api-client';
import { downloadFile } from '../../lib/download';

/** The edit calls of the order detail, each with the body its contract schema takes. */
export const ORDER_EDIT_CALLS = {
  dispatchDeliveryDate: '/sales-order/updateDispatchDeliveryDate',
  maxMdd: '/order/update-max-mdd',
  orderManager: '/order/assign-order-manager-noauth',
  logisticsManager: '/sales-order/update-logistics-manager',
  rmCm: '/consignment/updateRmAndCmDetailsOnOrders',
  quantities: '/consignment/updateOrderDetailsUsingOrderedQty',
  productionDates: '/sales-order/editOrderLineProductionDate',
  address: '/order/update/updateAddress',
} as const;

interface EditBodies {
  dispatchDeliveryDate: z.input<typeof UpdateDispatchDeliveryDateSchema>;
  maxMdd: z.input<typeof UpdateMaxMddSchema>;
  orderManager: z.input<typeof AssignOrderManagerSchema>;
  logisticsManager: z.input<typeof UpdateLogisticsManagerSchema>;
  rmCm: z.input<typeof UpdateRmCmSchema>;
  quantities: z.input<typeof UpdateOrderedQuantitiesSchema>;
  productionDates: z.input<typeof EditProductionDatesSchema>;
  address: z.input<typeof UpdateOrderAddressSchema>;
}
export type OrderEditCall = keyof EditBodies;

/** One edit call; the body leaves out `orderKey` and `version`, which the caller chains. */
export type OrderEditStep = {
  [C in OrderEditCall]: { call: C; body: Omit<EditBodies[C], 'orderKey' | 'version'> };
}[OrderEditCall];

export function postOrderEdit(
  step: OrderEditStep,
  orderKey: string,
  version: number,
  idempotencyKey: string,
): Promise<OrderActionResult> {
  return apiPost<OrderActionResult>(
    `${ORDER_EDIT_CALLS[step.call]}`,
    { ...step.body, orderKey, version },
    { headers: { 'Idempotency-Key': idempotencyKey } },
  );
}

export function downloadProductionDates(orderKey: string): Promise<void> {
  return downloadFile(`/order/reports/production-dates/download/request/${encodeURIComponent(orderKey)}`, {
    fileName: `production-dates-${orderKey}.xlsx`,
  });
}
