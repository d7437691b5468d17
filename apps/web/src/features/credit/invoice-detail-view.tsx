import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import type { InvoiceDetail } from '@dom/contract';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryStatus } from '../parties/query-alert';
import { CREDIT_KEY } from './credit-api';
import { InvoiceActions } from './invoice-actions';
import { InvoiceFacts, InvoiceSettlements } from './invoice-facts';
import { InvoiceRevisions } from './invoice-revisions';

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
  const titleId = useId();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="md" fullScreen={phone}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <InvoiceDetailView invoiceId={invoiceId} load={load} canAct />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('credit.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
