import { INVOICE_STATUSES, PAYMENT_REQUEST_STATUSES } from '@dom/domain';
import { useQuery } from '@tanstack/react-query';
import { type ColumnDef, createColumnHelper } from '@tanstack/react-table';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Amount } from '../../components/amount/amount';
import { DataTable } from '../../components/data-table/data-table';
import { DateText } from '../../components/date-text/date-text';
import { statusLabel } from '../../components/status-chip/status-chip';
import { useListState } from '../../components/list-state/use-list-state';
import { useErrorToastOn } from '../../lib/use-error-toast-on';
import { SELLERS_KEY, sellerTab } from './parties-support';
import '../../i18n/parts/credit';
import '../../i18n/parts/parties';

/** A row of any money tab: a reference, a date, an amount and a status (notes have a type too). */
interface MoneyRow {
  id: string;
  reference: string;
  date: string;
  amountPaise?: string;
  status?: string;
  kind?: string;
  /** A second reference: the order of a payment request, the UTR of a cleared payment. */
  detail?: string;
}

type Raw = Record<string, unknown>;
const text = (row: Raw, key: string) => (typeof row[key] === 'string' ? row[key] : '');

/** Each tab's call path and how its rows read as MoneyRow. */
export const SELLER_MONEY_TABS: Record<
  string,
  {
    path: string;
    toRow: (row: Raw, t: TFunction) => MoneyRow;
    /** Payment request statuses for the payout tabs, invoice statuses for the rest. */
    statuses?: typeof PAYMENT_REQUEST_STATUSES;
    /** The i18n key of the second reference's column, when the tab has one. */
    detailHeader?: string;
  }
> = {
  openPaymentRequests: {
    path: 'payment-requests',
    statuses: PAYMENT_REQUEST_STATUSES,
    detailHeader: 'parties.seller.order',
    toRow: (r) => ({
      id: text(r, 'requestId'),
      reference: text(r, 'requestNumber'),
      date: text(r, 'requestDate'),
      amountPaise: text(r, 'amountPaise'),
      status: text(r, 'status'),
      detail: text(r, 'orderKey'),
    }),
  },
  clearedPayments: {
    path: 'payments',
    statuses: PAYMENT_REQUEST_STATUSES,
    detailHeader: 'parties.seller.utr',
    toRow: (r) => ({
      id: text(r, 'paymentId'),
      reference: text(r, 'invoiceNumber'),
      date: text(r, 'paymentDate'),
      amountPaise: text(r, 'amountPaise'),
      status: text(r, 'status'),
      detail: text(r, 'utr') || '-',
    }),
  },
  bills: {
    path: 'bills',
    toRow: (r) => ({
      id: text(r, 'billId'),
      // The seller's own bill number once the books have it, else the invoice number.
      reference: text(r, 'sellerBillId') || text(r, 'invoiceNumber'),
      date: text(r, 'billDate'),
      amountPaise: text(r, 'amountPaise'),
      status: text(r, 'status'),
    }),
  },
  creditDebitNotes: {
    path: 'credit-debit-notes',
    toRow: (r, t) => ({
      id: text(r, 'noteId'),
      reference: text(r, 'noteNumber'),
      date: text(r, 'noteDate'),
      amountPaise: text(r, 'amountPaise'),
      status: text(r, 'status'),
      kind: t(`credit.note.types.${text(r, 'noteType') === 'DEBIT_NOTE' ? 'DBN' : 'CRN'}`),
    }),
  },
};

const column = createColumnHelper<MoneyRow>();

/** One of the seller's money tabs, paged on the server. */
export function SellerMoneyTab({
  sellerId,
  tabId,
  label,
}: {
  sellerId: string;
  tabId: string;
  label: string;
}) {
  const { t } = useTranslation();
  const spec = SELLER_MONEY_TABS[tabId];
  const { page, setPage, wirePage: query } = useListState(undefined, { prefix: tabId });
  const rows = useQuery({
    queryKey: [SELLERS_KEY, tabId, sellerId, query],
    queryFn: () => sellerTab<Raw>(sellerId, spec?.path ?? tabId, { ...query }),
    enabled: spec !== undefined,
  });
  useErrorToastOn(rows.error, t('parties.loadFailed'));
  const columns = useMemo(() => {
    const list: ColumnDef<MoneyRow, never>[] = [
      column.accessor('reference', {
        header: t('parties.seller.reference'),
        meta: { nowrap: true },
      }),
      column.accessor('date', {
        header: t('parties.seller.date'),
        cell: (c) => <DateText value={c.getValue()} />,
        meta: { nowrap: true },
      }),
    ];
    if (tabId === 'creditDebitNotes')
      list.push(column.accessor('kind', { header: t('parties.seller.kind') }));
    if (spec?.detailHeader)
      list.push(column.accessor('detail', { header: t(spec.detailHeader), meta: { nowrap: true } }));
    list.push(
      column.accessor('amountPaise', {
        header: t('parties.seller.amount'),
        cell: (c) => <Amount value={c.getValue() ?? null} coloured={false} />,
        meta: { align: 'right', nowrap: true },
      }),
      column.accessor('status', {
        header: t('parties.status'),
        cell: (c) => statusLabel(t, spec?.statuses ?? INVOICE_STATUSES, c.getValue() ?? ''),
      }),
    );
    return list;
  }, [t, tabId, spec]);
  const data = (rows.data?.content ?? [])
    .map((r) => spec?.toRow(r, t))
    .filter((r): r is MoneyRow => r !== undefined);
  return (
    <DataTable
      ariaLabel={label}
      columns={columns}
      rows={data}
      totalRows={rows.data?.totalElements ?? 0}
      loading={rows.isFetching}
      page={page}
      onPageChange={setPage}
      getRowId={(r, i) => r.id || String(i)}
    />
  );
}
