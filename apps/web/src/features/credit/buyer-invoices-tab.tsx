import { PARTY_ENDPOINTS, CREDIT_ENDPOINTS } from '@dom/contract';
import { call } from '../../lib/api-client';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import type { BuyerInvoiceItem, BuyerProfile } from '@dom/contract';
import { BUYER_RECEIVABLE_STATUSES, INVOICE_STATUSES } from '@dom/domain';
import { useQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../app/session/session-context';
import { DataTable } from '../../components/data-table/data-table';
import { useListState } from '../../components/list-state/use-list-state';
import { useErrorToastOn } from '../../lib/use-error-toast-on';
import { CREDIT_KEY } from './credit-support';
import { invoiceColumns } from './invoice-columns';
import { InvoiceDetailDialog } from './invoice-detail-view';
import { TagInvoicesDialog } from './tag-invoices-dialog';
import '../../i18n/parts/credit';
import '../../i18n/parts/parties';

const column = createColumnHelper<BuyerInvoiceItem>();
const ALL_STATUSES = INVOICE_STATUSES.map((s) => s.value).filter((s) => s !== 'PENDING');

/** Ledger-backed tabs need the ledger permission; without it the tab says so instead of failing. */
export function BuyerInvoicesTab({ buyer }: { buyer: BuyerProfile }) {
  const { t } = useTranslation();
  const { hasPermission } = useSession();
  if (!hasPermission('View_Buyer_Ledger')) return <Alert severity="info">{t('credit.noLedgerAccess')}</Alert>;
  return <BuyerInvoicesList buyer={buyer} />;
}

/**
 * The buyer's invoices (the buyer profile's invoices call): open ones (OPEN, DELAYED, OVERDUE) by
 * default, every status on demand; a row opens the detail; finance picks rows to tag them.
 */
function BuyerInvoicesList({ buyer }: { buyer: BuyerProfile }) {
  const { t } = useTranslation();
  const { hasPermission } = useSession();
  const canTag = hasPermission('Allow_Tag_Invoices');
  const [all, setAll] = useState(false);
  const { page, setPage, wirePage } = useListState(undefined, { prefix: 'invoices' });
  const [opened, setOpened] = useState<BuyerInvoiceItem | null>(null);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [tagging, setTagging] = useState(false);
  const query = {
    ...wirePage,
    statuses: all ? ALL_STATUSES : [...BUYER_RECEIVABLE_STATUSES],
  };
  const invoices = useQuery({
    queryKey: [CREDIT_KEY, 'buyer-invoices', buyer.buyerId, query],
    queryFn: () => call(PARTY_ENDPOINTS.buyerInvoices, { params: { id: buyer.buyerId }, query }),
  });
  useErrorToastOn(invoices.error, t('credit.invoice.listFailed'));
  const rows = invoices.data?.content ?? [];
  const toggle = (id: string, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const allOnPage = rows.length > 0 && rows.every((r) => selected.has(r.invoiceId));
  // Rebuilt each render: the selection column reads the current selection.
  const columns = [
    ...(canTag
      ? [
          column.display({
            id: 'select',
            header: () => (
              <Checkbox
                size="small"
                checked={allOnPage}
                indeterminate={!allOnPage && rows.some((r) => selected.has(r.invoiceId))}
                onChange={(e) => {
                  for (const r of rows) toggle(r.invoiceId, e.target.checked);
                }}
                inputProps={{ 'aria-label': t('credit.tag.selectPage') }}
              />
            ),
            cell: (c) => (
              <Checkbox
                size="small"
                checked={selected.has(c.row.original.invoiceId)}
                onClick={(e) => e.stopPropagation()}
                onChange={(e) => toggle(c.row.original.invoiceId, e.target.checked)}
                inputProps={{
                  'aria-label': t('credit.tag.select', { number: c.row.original.invoiceNumber }),
                }}
              />
            ),
            meta: { width: 48 },
          }),
        ]
      : []),
    ...invoiceColumns<BuyerInvoiceItem>(t),
    column.accessor('tags', {
      header: t('credit.tag.column'),
      cell: (c) => (
        <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
          {c.getValue().map((tag) => (
            <Chip key={tag} label={tag} size="small" variant="outlined" />
          ))}
        </Box>
      ),
    }),
  ];
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      <DataTable
        ariaLabel={t('parties.buyerTabs.invoices')}
        columns={columns}
        rows={rows}
        totalRows={invoices.data?.totalElements ?? 0}
        loading={invoices.isFetching}
        page={page}
        onPageChange={setPage}
        getRowId={(i) => i.invoiceId}
        onRowClick={setOpened}
        toolbar={
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
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
            {canTag && (
              <>
                <Typography variant="body2" color="text.secondary">
                  {t('credit.tag.selected', { count: selected.size })}
                </Typography>
                <Button variant="outlined" disabled={selected.size === 0} onClick={() => setTagging(true)}>
                  {t('credit.tag.open')}
                </Button>
              </>
            )}
          </Box>
        }
      />
      {opened && (
        <InvoiceDetailDialog
          invoiceId={opened.invoiceId}
          title={t('credit.invoice.detailTitle', { number: opened.invoiceNumber })}
          load={(id: string) => call(CREDIT_ENDPOINTS.invoice, { params: { id } })}
          onClose={() => setOpened(null)}
        />
      )}
      {tagging && (
        <TagInvoicesDialog
          invoiceIds={[...selected]}
          onClose={(done) => {
            setTagging(false);
            if (done) setSelected(new Set());
          }}
        />
      )}
    </Box>
  );
}
