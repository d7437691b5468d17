import { CREDIT_ENDPOINTS } from '@dom/contract';
import { call } from '../../lib/api-client';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Invoice } from '@dom/contract';
import { INVOICE_STATUSES } from '@dom/domain';
import { createColumnHelper } from '@tanstack/react-table';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import type { FilterDefinition } from '../../components/filter-bar/filter-types';
import { ListScreen } from '../../components/list-screen/list-screen';
import { statusOptions } from '../../components/status-chip/status-chip';
import { usePageTitle } from '../../lib/use-page-title';
import type { QueryParams } from '../../lib/query-string';
import { CREDIT_KEY } from './credit-support';
import { invoiceColumns } from './invoice-columns';
import { InvoiceDetailView } from './invoice-detail-view';
import '../../i18n/parts/credit';

const column = createColumnHelper<Invoice>();
const DATE_KEY = 'invoiceDate';

/** The invoice-date range goes to the call as `fromDate` and `toDate`. */
function loadInvoices(query: QueryParams) {
  const { [`${DATE_KEY}From`]: fromDate, [`${DATE_KEY}To`]: toDate, ...rest } = query;
  return call(CREDIT_ENDPOINTS.sellerInvoices, { query: { ...rest, fromDate, toDate } });
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
  const filters = useMemo(() => invoiceFilters(t), [t]);
  const columns = useMemo(
    () => invoiceColumns<Invoice>(t, [column.accessor('buyerName', { header: t('credit.invoice.buyer') })]),
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
      rowHref={(i) => `/invoices/${encodeURIComponent(i.id)}`}
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
      {/* The shell's back arrow is the page's one (a second here made two). */}
      <Typography variant="h1">{t('credit.invoice.detailHeading')}</Typography>
      <InvoiceDetailView
        invoiceId={id}
        load={(id: string) => call(CREDIT_ENDPOINTS.sellerInvoice, { params: { id } })}
        canAct={false}
      />
    </Box>
  );
}
