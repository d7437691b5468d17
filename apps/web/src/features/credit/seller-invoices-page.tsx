import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Invoice } from '@dom/contract';
import { INVOICE_STATUSES } from '@dom/domain';
import { createColumnHelper } from '@tanstack/react-table';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { Amount } from '../../components/amount/amount';
import { BackButton } from '../../components/back-button/back-button';
import { DateText } from '../../components/date-text/date-text';
import type { FilterDefinition } from '../../components/filter-bar/filter-types';
import { ListScreen } from '../../components/list-screen/list-screen';
import { StatusChip, statusOptions } from '../../components/status-chip/status-chip';
import { usePageTitle } from '../../lib/use-page-title';
import type { QueryParams } from '../../lib/query-string';
import { CREDIT_KEY, getSellerInvoice, listSellerInvoices } from './credit-api';
import { InvoiceDetailView } from './invoice-detail-view';

const column = createColumnHelper<Invoice>();
const DATE_KEY = 'invoiceDate';

/** The invoice-date range goes to the call as `fromDate` and `toDate`. */
function loadInvoices(query: QueryParams) {
  const { [`${DATE_KEY}From`]: fromDate, [`${DATE_KEY}To`]: toDate, ...rest } = query;
  return listSellerInvoices({ ...rest, fromDate, toDate });
}

function invoiceFilters(t: TFunction): FilterDefinition[] {
  return [
    { kind: 'text', key: 'invoiceNumber', label: t('credit.invoice.number') },
    { kind: 'text', key: 'orderKey', label: t('credit.invoice.order') },
    {
      kind: 'multiSelect',
      key: 'statuses',
      label: t('credit.invoice.status'),
      options: statusOptions(t, INVOICE_STATUSES),
    },
    { kind: 'dateRange', key: DATE_KEY, label: t('credit.invoice.date') },
  ];
}

/** `/invoices` (seller portal): the seller's own invoices; the server scopes them to the seller. */
export function SellerInvoicesPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const filters = useMemo(() => invoiceFilters(t), [t]);
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
      column.accessor('buyerName', { header: t('credit.invoice.buyer') }),
      column.accessor('orderKey', { header: t('credit.invoice.order'), meta: { nowrap: true } }),
    ],
    [t],
  );
  return (
    <ListScreen
      title={t('credit.invoice.sellerTitle')}
      filters={filters}
      columns={columns}
      queryKey={[CREDIT_KEY, 'seller-invoices']}
      load={loadInvoices}
      failedMessage={t('credit.invoice.listFailed')}
      getRowId={(i) => i.id}
      onRowClick={(i) => void navigate(`/invoices/${encodeURIComponent(i.id)}`)}
    />
  );
}

/** `/invoices/:id` (seller portal): one of the seller's invoices with its settlements; read only. */
export function SellerInvoiceDetailPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  usePageTitle(t('credit.invoice.detailHeading'));
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <BackButton />
        <Typography variant="h1">{t('credit.invoice.detailHeading')}</Typography>
      </Box>
      <InvoiceDetailView invoiceId={id} load={getSellerInvoice} canAct={false} />
    </Box>
  );
}
