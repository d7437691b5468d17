import { RFQ_ENDPOINTS } from '@dom/contract';
import { call } from '../../lib/api-client';
import Alert from '@mui/material/Alert';
import Skeleton from '@mui/material/Skeleton';
import type { Enhancer } from '@dom/contract';
import { ENHANCER_TYPES } from '@dom/domain';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Amount } from '../../components/amount/amount';
import { DateText } from '../../components/date-text/date-text';
import { LinesTable } from '../../components/simple-table/lines-table';
import { RFQ_KEY } from './rfq-keys';
import '../../i18n/parts/rfq';

const typeLabel = (value: string) => ENHANCER_TYPES.find((e) => e.value === value)?.label ?? value;

/** What backs one enhancer: its bank, financier, anchor or document, as the entry form took it. */
const backing = (e: Enhancer) =>
  [e.enhancerSubType, e.bankName, e.financier, e.anchorName, e.documentSubType, e.referenceNumber]
    .filter(Boolean)
    .join(' · ') || '—';

/**
 * The RFQ's Credit enhancers tab (`quotation/enhancerTypes/buyerRFQ/{id}`): the enhancer types the
 * buyer may use now — one row per enhancer in force, its type, what backs it, amount and validity.
 */
export function RfqEnhancersTab({ rfqKey }: { rfqKey: string }) {
  const { t } = useTranslation();
  const q = useQuery({
    queryKey: [RFQ_KEY, 'enhancer-types', rfqKey],
    queryFn: () => call(RFQ_ENDPOINTS.enhancerTypes, { params: { rfqKey } }),
  });
  if (q.isPending) return <Skeleton variant="rounded" height={96} />;
  if (q.isError) return <Alert severity="error">{t('rfq.enhancers.failed')}</Alert>;
  const rows = q.data.enhancerTypes.flatMap((g) => g.enhancers);
  if (rows.length === 0) return <Alert severity="info">{t('rfq.enhancers.none')}</Alert>;
  return (
    <LinesTable
      ariaLabel={t('rfq.tabs.enhancers')}
      getRowId={(e) => e.id}
      rows={rows}
      minWidth={640}
      columns={[
        { id: 'type', header: t('rfq.enhancers.type'), cell: (e) => typeLabel(e.enhancerType), nowrap: true },
        { id: 'key', header: t('rfq.enhancers.key'), cell: (e) => e.enhancerKey, nowrap: true },
        { id: 'backing', header: t('rfq.enhancers.backing'), cell: backing, minWidth: 160 },
        {
          id: 'amount',
          header: t('rfq.enhancers.amount'),
          cell: (e) => <Amount value={e.creditLimitPaise} coloured={false} />,
          align: 'right',
          nowrap: true,
        },
        {
          id: 'validity',
          header: t('rfq.enhancers.validUntil'),
          cell: (e) => <DateText value={e.validity} />,
          nowrap: true,
        },
      ]}
    />
  );
}
