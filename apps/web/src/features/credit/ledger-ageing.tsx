import { DOCUMENT_ENDPOINTS } from '@dom/contract';
import { call } from '../../lib/api-client';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Amount } from '../../components/amount/amount';
import { Fact, FactGrid } from '../../components/fact-grid/fact-grid';
import { QueryStatus } from '../../components/query-status/query-status';
import { formatDisplayDate } from '@dom/domain';
import { CREDIT_KEY } from './credit-support';
import '../../i18n/parts/credit';

/**
 * The ageing of what the buyer owes: open invoices by days since the invoice date (0–30, 31–60,
 * 61–90, 90+), less unallocated payments, adding up to the ledger's outstanding balance.
 */
export function LedgerAgeingPanel({ buyerId }: { buyerId: string }) {
  const { t } = useTranslation();
  const ageing = useQuery({
    queryKey: [CREDIT_KEY, 'ageing', buyerId],
    queryFn: () => call(DOCUMENT_ENDPOINTS.ledgerAgeing, { query: { buyerId } }),
  });
  const a = ageing.data;
  const other = a
    ? BigInt(a.outstandingPaise) - (BigInt(a.openInvoicesPaise) - BigInt(a.unallocatedPaise))
    : 0n;
  return (
    <Box
      component="section"
      aria-label={t('credit.ageing.title')}
      sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}
    >
      <Typography variant="h2">{t('credit.ageing.title')}</Typography>
      <QueryStatus pending={ageing.isPending} error={ageing.error} fallback={t('credit.ageing.failed')} />
      {a && (
        <>
          <Typography variant="body2" color="text.secondary">
            {t('credit.ageing.caption', { date: formatDisplayDate(a.asOf) })}
          </Typography>
          <FactGrid>
            {a.buckets.map((b) => (
              <Fact key={b.bucket} label={t('credit.ageing.bucket', { bucket: b.bucket })}>
                <Amount value={b.amountPaise} coloured={false} />{' '}
                <Typography component="span" variant="body2" color="text.secondary">
                  ({t('credit.ageing.invoices', { count: b.invoices })})
                </Typography>
              </Fact>
            ))}
            <Fact label={t('credit.ageing.unallocated')}>
              <Amount value={(-BigInt(a.unallocatedPaise)).toString()} coloured={false} />
            </Fact>
            {other !== 0n && (
              <Fact label={t('credit.ageing.other')}>
                <Amount value={other.toString()} coloured={false} />
              </Fact>
            )}
            <Fact label={t('credit.ageing.outstanding')}>
              <Amount value={a.outstandingPaise} />
            </Fact>
          </FactGrid>
        </>
      )}
    </Box>
  );
}
