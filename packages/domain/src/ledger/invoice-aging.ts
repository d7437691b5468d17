import { type IsoDate, addDays } from '../dates/ist-calendar';
import type { InvoiceStatus } from '../status/invoice.states';

/**
 * An invoice has a due date (IDD) and a maximum due date (MDD), the two dates the spec's overdue
 * buckets and reminders count from (doc 3 §3, §9: IDD_OVERDUE, MDD_OVERDUE, reminders 10 and 2
 * days before MDD). Past the IDD it is DELAYED; past the MDD it is OVERDUE. When the order gives no
 * MDD later than the IDD, the MDD is the IDD plus this grace: 15 days puts both pre-MDD reminders
 * after the IDD-day reminder, in the order the spec lists them.
 */
export const DEFAULT_MDD_GRACE_DAYS = 15;

export function maxDueDateOf(dueDate: IsoDate, orderMaxMdd: IsoDate | null | undefined): IsoDate {
  return orderMaxMdd && orderMaxMdd > dueDate ? orderMaxMdd : addDays(dueDate, DEFAULT_MDD_GRACE_DAYS);
}

const AGEING: readonly InvoiceStatus[] = ['OPEN', 'DELAYED', 'OVERDUE'];

/**
 * The status a reader sees: stored OPEN ages to DELAYED or OVERDUE by the calendar at read time, so
 * no job has to move it (and no stale status is ever shown). Other statuses are shown as stored.
 */
export function agedInvoiceStatus(
  stored: InvoiceStatus,
  dueDate: IsoDate,
  maxDueDate: IsoDate,
  today: IsoDate,
): InvoiceStatus {
  if (!AGEING.includes(stored)) return stored;
  if (today > maxDueDate) return 'OVERDUE';
  if (today > dueDate) return 'DELAYED';
  return 'OPEN';
}
