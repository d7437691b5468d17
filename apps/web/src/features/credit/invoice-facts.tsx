import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { InvoiceDetail } from '@dom/contract';
import { INVOICE_STATUSES, orPlaceholder } from '@dom/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Amount } from '../../components/amount/amount';
import { DateText } from '../../components/date-text/date-text';
import { SimpleTable } from '../../components/simple-table/simple-table';
import { StatusChip } from '../../components/status-chip/status-chip';
import { Fact, FactGrid } from '../../components/fact-grid/fact-grid';
import { SettlementDetailDialog } from './settlement-detail-dialog';
import '../../i18n/parts/credit';

/** The invoice's fields (doc 2 §3 Invoice). */
export function InvoiceFacts({ invoice }: { invoice: InvoiceDetail }) {
  const { t } = useTranslation();
  return (
    <FactGrid>
      <Fact label={t('credit.invoice.number')}>{invoice.invoiceNumber}</Fact>
      <Fact label={t('credit.invoice.status')}>
        <StatusChip statuses={INVOICE_STATUSES} value={invoice.status} />
      </Fact>
      <Fact label={t('credit.invoice.date')}>
        <DateText value={invoice.invoiceDate} />
      </Fact>
      <Fact label={t('credit.invoice.dueDate')}>
        <DateText value={invoice.dueDate} />
      </Fact>
      <Fact label={t('credit.invoice.amount')}>
        <Amount value={invoice.amountPaise} coloured={false} />
      </Fact>
      <Fact label={t('credit.invoice.balance')}>
        <Amount value={invoice.balancePaise} />
      </Fact>
      <Fact label={t('credit.invoice.buyerInvoiceNumber')}>{orPlaceholder(invoice.buyerInvoiceNumber)}</Fact>
      <Fact label={t('credit.invoice.sellerBillId')}>{orPlaceholder(invoice.sellerBillId)}</Fact>
      <Fact label={t('credit.invoice.buyer')}>{invoice.buyerName}</Fact>
      <Fact label={t('credit.invoice.seller')}>{invoice.sellerName}</Fact>
      <Fact label={t('credit.invoice.order')}>{invoice.orderKey}</Fact>
      <Fact label={t('credit.invoice.irn')}>{invoice.irn ? `${invoice.irn.slice(0, 12)}…` : '-'}</Fact>
    </FactGrid>
  );
}

/** Settlement details: each payment matched to this invoice with what stayed owed after it. */
export function InvoiceSettlements({ invoice }: { invoice: InvoiceDetail }) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState<string | null>(null);
  return (
    <Box>
      <Typography variant="h2" sx={{ mb: 1 }}>
        {t('credit.settlement.title')}
      </Typography>
      <SimpleTable
        label={t('credit.settlement.title')}
        emptyText={t('credit.settlement.none')}
        headers={[
          { text: t('credit.settlement.utr') },
          { text: t('credit.settlement.paymentType') },
          { text: t('credit.settlement.paymentDate') },
          { text: t('credit.settlement.matchAmount'), align: 'right' },
          { text: t('credit.settlement.balanceAmount'), align: 'right' },
        ]}
        rows={invoice.settlements.map((s) => ({
          id: s.id,
          cells: [
            // The UTR opens the settlement's details.
            <Link
              key="u"
              component="button"
              type="button"
              onClick={() => setOpened(s.id)}
              aria-label={t('credit.settlement.viewOf', { utr: s.utr })}
              sx={{ whiteSpace: 'nowrap' }}
            >
              {s.utr}
            </Link>,
            s.paymentType,
            <DateText key="d" value={s.paymentDate} />,
            <Amount key="m" value={s.matchAmountPaise} coloured={false} />,
            <Amount key="b" value={s.balanceAmountPaise} />,
          ],
        }))}
      />
      {opened && <SettlementDetailDialog settlementId={opened} onClose={() => setOpened(null)} />}
    </Box>
  );
}
