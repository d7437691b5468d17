import { PARTY_ENDPOINTS } from '@dom/contract';
import { call } from '../../lib/api-client';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import { orPlaceholder } from '@dom/domain';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Amount } from '../../components/amount/amount';
import { DateText } from '../../components/date-text/date-text';
import { Fact, FactGrid } from '../../components/fact-grid/fact-grid';
import { BUYERS_KEY } from './parties-support';
import { QueryStatus } from '../../components/query-status/query-status';
import '../../i18n/parts/parties';

/** Limits: the credit limit, what is used and what is left. */
export function BuyerLimitsTab({ buyerId }: { buyerId: string }) {
  const { t } = useTranslation();
  const limits = useQuery({
    queryKey: [BUYERS_KEY, 'limits', buyerId],
    queryFn: () => call(PARTY_ENDPOINTS.buyerLimits, { params: { id: buyerId } }),
  });
  const data = limits.data;
  return (
    <>
      <QueryStatus pending={limits.isPending} error={limits.error} fallback={t('parties.loadFailed')} />
      {data && !data.hasCreditAccount && <Alert severity="info">{t('parties.buyer.noCreditAccount')}</Alert>}
      {data?.hasCreditAccount && (
        <FactGrid>
          <Fact label={t('parties.buyer.creditLimit')}>
            <Amount value={data.creditLimitPaise} coloured={false} />
          </Fact>
          <Fact label={t('parties.buyer.utilised')}>
            <Amount value={data.utilisedPaise} coloured={false} />
          </Fact>
          <Fact label={t('parties.buyer.available')}>
            <Amount value={data.availablePaise} />
          </Fact>
          <Fact label={t('parties.updatedAt')}>
            {data.updatedAt ? <DateText value={data.updatedAt} withTime /> : '-'}
          </Fact>
        </FactGrid>
      )}
      <Button
        component={RouterLink}
        to={`/buyer/${encodeURIComponent(buyerId)}/credit-limits`}
        sx={{ mt: 1 }}
      >
        {t('parties.buyer.openLimitScreen')}
      </Button>
    </>
  );
}

/** Bank details: only the last four digits of the account travel. */
export function BuyerBankDetailsTab({ buyerId }: { buyerId: string }) {
  const { t } = useTranslation();
  const bank = useQuery({
    queryKey: [BUYERS_KEY, 'bank', buyerId],
    queryFn: () => call(PARTY_ENDPOINTS.buyerBankDetails, { params: { id: buyerId } }),
  });
  const data = bank.data;
  return (
    <>
      <QueryStatus pending={bank.isPending} error={bank.error} fallback={t('parties.loadFailed')} />
      {data && (
        <FactGrid>
          <Fact label={t('parties.bank.accountName')}>{orPlaceholder(data.accountName)}</Fact>
          <Fact label={t('parties.bank.accountNumber')}>{orPlaceholder(data.accountNumberMasked)}</Fact>
          <Fact label={t('parties.bank.ifsc')}>{orPlaceholder(data.ifsc)}</Fact>
          <Fact label={t('parties.bank.bankName')}>{orPlaceholder(data.bankName)}</Fact>
        </FactGrid>
      )}
    </>
  );
}
