import type { OrderStatus } from '@dom/domain';

/**
 * Which parts of an order may be edited in which state (docs/orders.md keeps the same table).
 * Quantities and prices move money and stock: only before approval or while blocked. Dates and
 * people can follow the order until it is fulfilled; nothing changes after completion or cancel.
 */
export type EditGroup = 'quantities' | 'schedule' | 'people';

const EDITABLE: Readonly<Record<EditGroup, readonly OrderStatus[]>> = {
  quantities: ['ORDERED', 'RPT_BLOCKED'],
  schedule: ['ORDERED', 'ORDER_APPROVED', 'PLANNED', 'IN_PROGRESS', 'RPT_BLOCKED'],
  people: ['ORDERED', 'ORDER_APPROVED', 'PLANNED', 'IN_PROGRESS', 'RPT_BLOCKED'],
};

export function canEdit(group: EditGroup, status: OrderStatus): boolean {
  return EDITABLE[group].includes(status);
}

export function editableGroupsIn(status: OrderStatus): EditGroup[] {
  return (Object.keys(EDITABLE) as EditGroup[]).filter((g) => canEdit(g, status));
}
