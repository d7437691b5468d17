import type { OrderStatus } from '@dom/domain';

// Invoices are raised against dispatches: only an approved order that is not finished or stopped.
const INVOICEABLE: readonly OrderStatus[] = ['ORDER_APPROVED', 'PLANNED', 'IN_PROGRESS'];

export function invoiceCreationCheck(status: OrderStatus): { allowed: boolean; message: string | null } {
  return INVOICEABLE.includes(status)
    ? { allowed: true, message: null }
    : { allowed: false, message: `Cannot create an invoice when the status is ${status}.` };
}
