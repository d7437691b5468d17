import { CREDIT_ENDPOINTS } from '@dom/contract';
import { call } from '../../lib/api-client';
import { PAYMENT_MISMATCH_TAGS } from '@dom/domain';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ActionDialog } from '../../components/action-dialog/action-dialog';
import { Amount } from '../../components/amount/amount';
import { DateText } from '../../components/date-text/date-text';
import { Fact, FactGrid } from '../../components/fact-grid/fact-grid';
import { QueryStatus } from '../../components/query-status/query-status';
import { CREDIT_KEY } from './credit-support';
import '../../i18n/parts/credit';

/** Settlement details (GET /credit/match-noauth/{id}): the payment, the match and what each kept. */
export function SettlementDetailDialog({
  settlementId,
  onClose,
}: {
  settlementId: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const settlement = useQuery({
    queryKey: [CREDIT_KEY, 'settlement', settlementId],
    queryFn: () => call(CREDIT_ENDPOINTS.settlement, { params: { id: settlementId } }),
  });
  const s = settlement.data;
  return (
    <ActionDialog title={t('credit.settlement.detailTitle')} closeLabel={t('credit.close')} onClose={onClose}>
      <QueryStatus
        pending={settlement.isPending}
        error={settlement.error}
        fallback={t('credit.settlement.detailFailed')}
      />
      {s && (
        <FactGrid>
          <Fact label={t('credit.invoice.number')}>{s.invoiceNumber}</Fact>
          <Fact label={t('credit.settlement.utr')}>{s.utr}</Fact>
          <Fact label={t('credit.settlement.paymentType')}>{s.paymentType}</Fact>
          <Fact label={t('credit.settlement.paymentDate')}>
            <DateText value={s.paymentDate} />
          </Fact>
          <Fact label={t('credit.settlement.matchAmount')}>
            <Amount value={s.matchAmountPaise} coloured={false} />
          </Fact>
          <Fact label={t('credit.settlement.balanceAmount')}>
            <Amount value={s.balanceAmountPaise} />
          </Fact>
          <Fact label={t('credit.settlement.paymentBalance')}>
            <Amount value={s.paymentBalancePaise} coloured={false} />
          </Fact>
          <Fact label={t('credit.settlement.mismatch')}>
            {s.mismatchTag
              ? t(`credit.settlement.tags.${s.mismatchTag}`, {
                  defaultValue: PAYMENT_MISMATCH_TAGS.find((x) => x.value === s.mismatchTag)?.label,
                })
              : '-'}
          </Fact>
          <Fact label={t('credit.settlement.matchedAt')}>
            <DateText value={s.matchedAt} withTime />
          </Fact>
          <Fact label={t('credit.settlement.booksIds')}>
            {s.booksPaymentId} → {s.booksInvoiceId}
          </Fact>
        </FactGrid>
      )}
    </ActionDialog>
  );
}
