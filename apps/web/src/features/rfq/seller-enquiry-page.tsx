import { RFQ_ENDPOINTS } from '@dom/contract';
import { call } from '../../lib/api-client';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Amount } from '../../components/amount/amount';
import { DateText } from '../../components/date-text/date-text';
import { Fact, FactGrid } from '../../components/fact-grid/fact-grid';
import { PageHeader } from '../../components/page-header/page-header';
import { LinesTable } from '../../components/simple-table/lines-table';
import { messageText } from '../../i18n/message-text';
import { usePageTitle } from '../../lib/use-page-title';
import { AnswerDialog } from './answer-dialog';
import { RFQ_KEY } from './rfq-keys';
import { SellerRfqStatusChip } from './rfq-status';
import '../../i18n/parts/rfq';

/**
 * `/seller-enquiries/:key`: the seller portal's enquiry — the lines to price and the seller's own
 * answer; "Answer" while the enquiry is being sourced. Never another seller's prices.
 */
export function SellerEnquiryPage() {
  const { t } = useTranslation();
  const { key = '' } = useParams();
  usePageTitle(key);
  const client = useQueryClient();
  const enquiry = useQuery({
    queryKey: [RFQ_KEY, 'seller-enquiry', key],
    queryFn: () => call(RFQ_ENDPOINTS.sellerEnquiry, { params: { sellerRfqKey: key } }),
  });
  const [answering, setAnswering] = useState(false);
  if (enquiry.isPending) return <Skeleton variant="rounded" height={240} />;
  if (enquiry.isError) return <Alert severity="error">{messageText(t, enquiry.error.message)}</Alert>;
  const e = enquiry.data;
  const price = (lineId: string) => e.answer.prices.find((p) => p.lineId === lineId);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 }}>
      <PageHeader
        title={`${e.sellerRfqKey} · ${e.rfqKey}`}
        actions={
          e.mayAnswer ? (
            <Button variant="contained" onClick={() => setAnswering(true)}>
              {t('rfq.answer.button')}
            </Button>
          ) : undefined
        }
      />
      <FactGrid>
        <Fact label={t('rfq.fields.status')}>
          <SellerRfqStatusChip status={e.status} />
        </Fact>
        <Fact label={t('rfq.seller.name')}>{e.sellerName}</Fact>
        <Fact label={t('rfq.fields.pricingBasis')}>{t(`rfq.pricingBasis.${e.pricingBasis}`)}</Fact>
        <Fact label={t('rfq.seller.sharedAt')}>
          <DateText value={e.sharedAt} />
        </Fact>
        <Fact label={t('rfq.answer.capacity')}>{e.answer.capacity ?? '—'}</Fact>
        <Fact label={t('rfq.answer.sellerCreditDays')}>{e.answer.sellerCreditDays ?? '—'}</Fact>
      </FactGrid>
      {!e.open && <Alert severity="info">{t('rfq.answer.closed')}</Alert>}
      <LinesTable
        ariaLabel={t('rfq.tabs.lines')}
        getRowId={(l) => l.lineId}
        rows={e.lines}
        columns={[
          { id: 'consignment', header: t('rfq.fields.consignment'), cell: (l) => l.consignmentLabel },
          { id: 'product', header: t('rfq.fields.product'), cell: (l) => `${l.productName} (${l.sku})` },
          {
            id: 'qty',
            header: t('rfq.fields.quantity'),
            cell: (l) => `${l.quantity} ${l.unit}`,
            align: 'right',
          },
          {
            id: 'exw',
            header: t('rfq.answer.exWorks'),
            cell: (l) => {
              const p = price(l.lineId);
              return p ? <Amount value={p.exWorksPaise} coloured={false} /> : '—';
            },
            align: 'right',
          },
          {
            id: 'freight',
            header: t('rfq.answer.freight'),
            cell: (l) => {
              const p = price(l.lineId);
              return p ? <Amount value={p.freightPaise} coloured={false} /> : '—';
            },
            align: 'right',
          },
        ]}
      />
      {answering && (
        <AnswerDialog
          title={t('rfq.answer.title', { key: e.sellerRfqKey })}
          lines={e.lines}
          submit={(body, k) =>
            call(
              RFQ_ENDPOINTS.sellerAnswer,
              { body: { sellerRfqKey: e.sellerRfqKey, ...body } },
              { idempotencyKey: k },
            )
          }
          onDone={() => {
            setAnswering(false);
            void client.invalidateQueries({ queryKey: [RFQ_KEY] });
          }}
          onClose={() => setAnswering(false)}
        />
      )}
    </Box>
  );
}
