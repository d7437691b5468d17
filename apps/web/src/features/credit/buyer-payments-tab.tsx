import { PARTY_ENDPOINTS } from '@dom/contract';
import { call } from '../../lib/api-client';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { BuyerPaymentItem, BuyerProfile } from '@dom/contract';
import { useQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../app/session/session-context';
import { Amount } from '../../components/amount/amount';
import { DataTable } from '../../components/data-table/data-table';
import { DateText } from '../../components/date-text/date-text';
import { useListState } from '../../components/list-state/use-list-state';
import { useErrorToastOn } from '../../lib/use-error-toast-on';
import { CREDIT_KEY } from './credit-support';
import { SettlePaymentDialog } from './settle-payment-dialog';
import '../../i18n/parts/credit';

const column = createColumnHelper<BuyerPaymentItem>();
/** Buyer pending payments come 25 at a time from offset 0 (doc 2 §7). */
const PENDING_PAGE_SIZE = 25;

/** Payments: the pending payments, each settled against invoices by finance (the ledger has its own tab). */
/** Ledger-backed tabs need the ledger permission; without it the tab says so instead of failing. */
export function BuyerPaymentsTab({ buyer }: { buyer: BuyerProfile }) {
  const { t } = useTranslation();
  const { hasPermission } = useSession();
  if (!hasPermission('View_Buyer_Ledger')) return <Alert severity="info">{t('credit.noLedgerAccess')}</Alert>;
  return <BuyerPaymentsList buyer={buyer} />;
}

function BuyerPaymentsList({ buyer }: { buyer: BuyerProfile }) {
  const { t } = useTranslation();
  const { hasPermission } = useSession();
  const canSettle = hasPermission('Allow_Invoice_Settlement');
  const { page, setPage } = useListState(undefined, {
    prefix: 'payments',
    defaultPageSize: PENDING_PAGE_SIZE,
  });
  const [settling, setSettling] = useState<BuyerPaymentItem | null>(null);
  const query = { status: 'PENDING', limit: PENDING_PAGE_SIZE, offset: (page.page - 1) * PENDING_PAGE_SIZE };
  const payments = useQuery({
    queryKey: [CREDIT_KEY, 'payments', buyer.buyerId, query],
    queryFn: () => call(PARTY_ENDPOINTS.buyerPayments, { params: { id: buyer.buyerId }, query }),
  });
  useErrorToastOn(payments.error, t('credit.payment.listFailed'));
  const columns = useMemo(
    () => [
      column.accessor('utr', { header: t('credit.settlement.utr'), meta: { nowrap: true } }),
      column.accessor('paymentType', { header: t('credit.settlement.paymentType') }),
      column.accessor('paymentDate', {
        header: t('credit.settlement.paymentDate'),
        cell: (c) => <DateText value={c.getValue()} />,
        meta: { nowrap: true },
      }),
      column.accessor('amountPaise', {
        header: t('credit.payment.amount'),
        cell: (c) => <Amount value={c.getValue()} coloured={false} />,
        meta: { align: 'right', nowrap: true },
      }),
      column.accessor('matchedPaise', {
        header: t('credit.payment.matched'),
        cell: (c) => <Amount value={c.getValue()} coloured={false} />,
        meta: { align: 'right', nowrap: true },
      }),
      column.accessor('unmatchedPaise', {
        header: t('credit.settlement.unmatched'),
        cell: (c) => <Amount value={c.getValue()} />,
        meta: { align: 'right', nowrap: true },
      }),
      column.display({
        id: 'settle',
        header: t('credit.settlement.action'),
        cell: (c) =>
          canSettle ? (
            <Button
              size="small"
              variant="outlined"
              onClick={(e) => {
                e.stopPropagation();
                setSettling(c.row.original);
              }}
            >
              {t('credit.settlement.open')}
            </Button>
          ) : (
            '-'
          ),
      }),
    ],
    [t, canSettle],
  );
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
        <Typography variant="h2">{t('credit.payment.pendingTitle')}</Typography>
        <DataTable
          ariaLabel={t('credit.payment.pendingTitle')}
          columns={columns}
          rows={payments.data?.content ?? []}
          totalRows={payments.data?.total ?? 0}
          loading={payments.isFetching}
          page={page}
          onPageChange={setPage}
          getRowId={(p) => p.paymentId}
          pageSizeOptions={[PENDING_PAGE_SIZE]}
        />
      </Box>
      {settling && <SettlePaymentDialog buyer={buyer} payment={settling} onClose={() => setSettling(null)} />}
    </Box>
  );
}
