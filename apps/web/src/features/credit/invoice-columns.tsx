import type { Invoice } from '@dom/contract';
import { INVOICE_STATUSES } from '@dom/domain';
import { type ColumnDef, createColumnHelper } from '@tanstack/react-table';
import type { TFunction } from 'i18next';
import { Amount } from '../../components/amount/amount';
import { DateText } from '../../components/date-text/date-text';
import { StatusChip } from '../../components/status-chip/status-chip';
import '../../i18n/parts/credit';

/** What every invoice list shows: the buyer's invoices tab and the seller's `/invoices` alike. */
export interface InvoiceRowFields {
  invoiceNumber: string;
  status: string;
  invoiceDate: string;
  dueDate: string | null;
  amountPaise: Invoice['amountPaise'];
  balancePaise: Invoice['balancePaise'];
  orderKey: string;
}

/**
 * The invoice columns in the spec's order: number, status, date, due date, amount, balance
 * (coloured by sign), then `between` (e.g. the buyer on the seller's list), then the order.
 */
export function invoiceColumns<T extends InvoiceRowFields>(
  t: TFunction,
  between: readonly ColumnDef<T, never>[] = [],
): ColumnDef<T, never>[] {
  const column = createColumnHelper<T>();
  const date = (id: 'invoiceDate' | 'dueDate', header: string) =>
    column.accessor((row) => row[id], {
      id,
      header,
      cell: (c) => <DateText value={c.getValue()} />,
      meta: { nowrap: true },
    });
  const columns = [
    column.accessor((row) => row.invoiceNumber, {
      id: 'invoiceNumber',
      header: t('credit.invoice.number'),
      meta: { nowrap: true },
    }),
    column.accessor((row) => row.status, {
      id: 'status',
      header: t('credit.invoice.status'),
      cell: (c) => <StatusChip statuses={INVOICE_STATUSES} value={c.getValue()} />,
    }),
    date('invoiceDate', t('credit.invoice.date')),
    date('dueDate', t('credit.invoice.dueDate')),
    column.accessor((row) => row.amountPaise, {
      id: 'amountPaise',
      header: t('credit.invoice.amount'),
      cell: (c) => <Amount value={c.getValue()} coloured={false} />,
      meta: { align: 'right', nowrap: true },
    }),
    column.accessor((row) => row.balancePaise, {
      id: 'balancePaise',
      header: t('credit.invoice.balance'),
      cell: (c) => <Amount value={c.getValue()} />,
      meta: { align: 'right', nowrap: true },
    }),
  ] as ColumnDef<T, never>[];
  return [
    ...columns,
    ...between,
    column.accessor((row) => row.orderKey, {
      id: 'orderKey',
      header: t('credit.invoice.order'),
      meta: { nowrap: true },
    }),
  ];
}
