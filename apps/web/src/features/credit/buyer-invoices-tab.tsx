import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import type { BuyerProfile, Invoice } from '@dom/contract';
import { BUYER_RECEIVABLE_STATUSES, INVOICE_STATUSES } from '@dom/domain';
import { useQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../app/session/session-context';
import { Amount } from '../../components/amount/amount';
import { DataTable } from '../../components/data-table/data-table';
import { DateText } from '../../components/date-text/date-text';
import { StatusChip } from '../../components/status-chip/status-chip';
import { DEFAULT_PAGE_SIZE, type UiPage, toWirePage } from '../../lib/pagination';
import { useErrorToastOn } from '../orders/use-error-toast-on';
import { CREDIT_KEY, getInvoice, listInvoices } from './credit-api';
import { InvoiceDetailDialog } from './invoice-detail-view';

const column = createColumnHelper<Invoice>();

/** The buyer's invoices: open ones (OPEN, DELAYED, OVERDUE) first, all on demand; a row opens the detail. */
/** Ledger-backed tabs need the ledger permission; without it the tab says so instead of failing. */
export function BuyerInvoicesTab({ buyer }: { buyer: BuyerProfile }) {
  const { t } = useTranslation();
  const { hasPermission } = useSession();
  if (!hasPermission('View_Buyer_Ledger')) return <Alert severity="info">{t('credit.noLedgerAccess')}</Alert>;
  return <BuyerInvoicesList buyer={buyer} />;
}

function BuyerInvoicesList({ buyer }: { buyer: BuyerProfile }) {
  const { t } = useTranslation();
  const [all, setAll] = useState(false);
  const [page, setPage] = useState<UiPage>({ page: 1, pageSize: DEFAULT_PAGE_SIZE });
  const [opened, setOpened] = useState<Invoice | null>(null);
  const query = {
    ...toWirePage(page),
    buyerId: buyer.buyerId,
    ...(all ? {} : { statuses: [...BUYER_RECEIVABLE_STATUSES] }),
  };
  const invoices = useQuery({
    queryKey: [CREDIT_KEY, 'buyer-invoices', query],
    queryFn: () => listInvoices(query),
  });
  useErrorToastOn(invoices.error, t('credit.invoice.listFailed'));
  const columns = useMemo(
    () => [
      column.accessor('invoiceNumber', { header: t('credit.invoice.number'), meta: { nowrap: true } }),
      column.accessor('status', {
        header: t('credit.invoice.status'),
        cell: (c) => <StatusChip statuses={INVOICE_STATUSES} value={c.getValue()} />,
      }),
      column.accessor('invoiceDate', {
        header: t('credit.invoice.date'),
        cell: (c) => <DateText value={c.getValue()} />,
        meta: { nowrap: true },
      }),
      column.accessor('dueDate', {
        header: t('credit.invoice.dueDate'),
        cell: (c) => <DateText value={c.getValue()} />,
        meta: { nowrap: true },
      }),
      column.accessor('amountPaise', {
        header: t('credit.invoice.amount'),
        cell: (c) => <Amount value={c.getValue()} coloured={false} />,
        meta: { align: 'right', nowrap: true },
      }),
      column.accessor('balancePaise', {
        header: t('credit.invoice.balance'),
        cell: (c) => <Amount value={c.getValue()} />,
        meta: { align: 'right', nowrap: true },
      }),
      column.accessor('orderKey', { header: t('credit.invoice.order'), meta: { nowrap: true } }),
    ],
    [t],
  );
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      <FormControlLabel
        control={
          <Switch
            checked={all}
            onChange={(e) => {
              setAll(e.target.checked);
              setPage({ page: 1, pageSize: page.pageSize });
            }}
          />
        }
        label={t('credit.invoice.showAll')}
      />
      <DataTable
        ariaLabel={t('parties.buyerTabs.invoices')}
        columns={columns}
        rows={invoices.data?.content ?? []}
        totalRows={invoices.data?.totalElements ?? 0}
        loading={invoices.isFetching}
        page={page}
        onPageChange={setPage}
        getRowId={(i) => i.id}
        onRowClick={setOpened}
      />
      {opened && (
        <InvoiceDetailDialog
          invoiceId={opened.id}
          title={t('credit.invoice.detailTitle', { number: opened.invoiceNumber })}
          load={getInvoice}
          onClose={() => setOpened(null)}
        />
      )}
    </Box>
  );
}
