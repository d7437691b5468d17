import Box from '@mui/material/Box';
import type { InvoiceDetail } from '@dom/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ActionDialog } from '../../components/action-dialog/action-dialog';
import { QueryStatus } from '../../components/query-status/query-status';
import { CREDIT_KEY } from './credit-support';
import { InvoiceActions } from './invoice-actions';
import { InvoiceFacts, InvoiceSettlements } from './invoice-facts';
import { InvoiceLines } from './invoice-lines';
import { InvoiceRevisions } from './invoice-revisions';
import '../../i18n/parts/credit';

/** Invoice details and settlement details; revisions and their actions where the user may act. */
export function InvoiceDetailView({
  invoiceId,
  load,
  canAct,
}: {
  invoiceId: string;
  load: (id: string) => Promise<InvoiceDetail>;
  canAct: boolean;
}) {
  const { t } = useTranslation();
  const invoice = useQuery({
    queryKey: [CREDIT_KEY, 'invoice', invoiceId, canAct],
    queryFn: () => load(invoiceId),
  });
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <QueryStatus
        pending={invoice.isPending}
        error={invoice.error}
        fallback={t('credit.invoice.detailFailed')}
      />
      {invoice.data && (
        <>
          {canAct && <InvoiceActions invoice={invoice.data} />}
          <InvoiceFacts invoice={invoice.data} />
          <InvoiceLines invoiceId={invoice.data.id} />
          <InvoiceSettlements invoice={invoice.data} />
          <InvoiceRevisions invoice={invoice.data} canAct={canAct} />
        </>
      )}
    </Box>
  );
}

export function InvoiceDetailDialog({
  invoiceId,
  title,
  load,
  onClose,
}: {
  invoiceId: string;
  title: string;
  load: (id: string) => Promise<InvoiceDetail>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <ActionDialog title={title} closeLabel={t('credit.close')} onClose={onClose} size="md">
      <InvoiceDetailView invoiceId={invoiceId} load={load} canAct />
    </ActionDialog>
  );
}
