import { type OrderEditGroup, type Permission, canEditOrder, isOrderStatus } from '@dom/domain';

/** The parts of the "Edit order" menu, in menu order. */
export type OrderEditPart = 'dates' | 'people' | 'quantities' | 'production' | 'address';

/**
 * Each part: the group of the domain's edit table (`ORDER_EDITABLE_STATES`, the server's table too)
 * and the permissions of its calls; the user needs one of them, and the dialog shows only the
 * fields whose call the user may make.
 */
export const ORDER_EDIT_PARTS: readonly {
  part: OrderEditPart;
  group: OrderEditGroup;
  permissions: readonly Permission[];
}[] = [
  {
    part: 'dates',
    group: 'schedule',
    permissions: ['Allow_Update_Dispatch_Delivery_Date', 'Allow_Update_Max_Mdd'],
  },
  {
    part: 'people',
    group: 'people',
    permissions: ['Allow_Assign_Order_Manager', 'Allow_Update_Logistics_Manager', 'Allow_Order_Edit'],
  },
  { part: 'quantities', group: 'quantities', permissions: ['Allow_Order_Edit'] },
  { part: 'production', group: 'schedule', permissions: ['Allow_Update_Production_Date'] },
  { part: 'address', group: 'address', permissions: ['Allow_Update_Order_Address'] },
];

/** The parts this user may edit on an order in this state. */
export function orderEditParts(status: string, permissions: readonly string[]): OrderEditPart[] {
  if (!isOrderStatus(status)) return [];
  return ORDER_EDIT_PARTS.filter(
    (p) =>
      canEditOrder(p.group, status) && p.permissions.some((permission) => permissions.includes(permission)),
  ).map((p) => p.part);
}
