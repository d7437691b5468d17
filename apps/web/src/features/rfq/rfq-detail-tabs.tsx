import { RFQ_ENDPOINTS } from '@dom/contract';
import { call } from '../../lib/api-client';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Radio from '@mui/material/Radio';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { Comparison, Quotation, QuotationAllowedAction, RfqDetail } from '@dom/contract';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useActionMutation } from '../../components/action-dialog/use-action-mutation';
import { Amount } from '../../components/amount/amount';
import { DateText } from '../../components/date-text/date-text';
import { LinesTable } from '../../components/simple-table/lines-table';
import { messageText } from '../../i18n/message-text';
import { MovWarnings } from './mov-warnings';
import { RFQ_KEY } from './rfq-keys';
import { formatMargin } from './rfq-format';
import { QuotationStatusChip, SellerRfqStatusChip } from './rfq-status';
import '../../i18n/parts/rfq';

/** The tabs of the RFQ detail (rfq-detail-page.tsx): lines, sellers, comparison, quotations, orders, activity. */
export function LinesTab({ rfq }: { rfq: RfqDetail }) {
  const { t } = useTranslation();
  return (
    <LinesTable
      ariaLabel={t('rfq.tabs.lines')}
      getRowId={(l) => l.id}
      rows={rfq.lines}
      columns={[
        { id: 'consignment', header: t('rfq.fields.consignment'), cell: (l) => l.consignmentLabel },
        { id: 'product', header: t('rfq.fields.product'), cell: (l) => `${l.productName} (${l.sku})` },
        { id: 'hsn', header: t('rfq.fields.hsn'), cell: (l) => l.hsn },
        {
          id: 'qty',
          header: t('rfq.fields.quantity'),
          cell: (l) => `${l.quantity} ${l.unit}`,
          align: 'right',
        },
        {
          id: 'price',
          header: t('rfq.fields.buyerPrice'),
          cell: (l) => <Amount value={l.buyerPricePaise} coloured={false} />,
          align: 'right',
        },
        { id: 'picked', header: t('rfq.fields.picked'), cell: (l) => l.pickedSellerRfqKey ?? '—' },
      ]}
    />
  );
}

export function SellersTab({ rfq }: { rfq: RfqDetail }) {
  const { t } = useTranslation();
  return (
    <LinesTable
      ariaLabel={t('rfq.tabs.sellers')}
      getRowId={(s) => s.sellerRfqKey}
      rows={rfq.sellerRfqs}
      columns={[
        { id: 'key', header: t('rfq.seller.key'), cell: (s) => s.sellerRfqKey, nowrap: true },
        { id: 'seller', header: t('rfq.seller.name'), cell: (s) => s.sellerName },
        {
          id: 'status',
          header: t('rfq.fields.status'),
          cell: (s) => <SellerRfqStatusChip status={s.status} />,
        },
        {
          id: 'source',
          header: t('rfq.seller.source'),
          cell: (s) => (s.source ? t(`rfq.source.${s.source}`) : '—'),
        },
        { id: 'capacity', header: t('rfq.answer.capacity'), cell: (s) => s.capacity ?? '—' },
        {
          id: 'valid',
          header: t('rfq.answer.validUntil'),
          cell: (s) => (s.validUntil ? <DateText value={s.validUntil} /> : '—'),
        },
        {
          id: 'credit',
          header: t('rfq.answer.sellerCreditDays'),
          cell: (s) => (
            <>
              {s.sellerCreditDays ?? '—'}
              {s.creditDaysWarning && (
                <Typography variant="caption" color="warning.main" sx={{ display: 'block' }}>
                  {messageText(t, s.creditDaysWarning)}
                </Typography>
              )}
            </>
          ),
        },
        {
          id: 'preferred',
          header: t('rfq.answer.preferredPaymentDays'),
          cell: (s) => s.preferredPaymentDays ?? '—',
        },
      ]}
    />
  );
}

/** Every seller's landed price per line, L1/L2/L3, the margin; the CM picks one seller per line. */
export function ComparisonTab({ rfq, onSaved }: { rfq: RfqDetail; onSaved: () => void }) {
  const { t } = useTranslation();
  const cmp = useQuery({
    queryKey: [
      RFQ_KEY,
      'comparison',
      rfq.rfqKey,
      rfq.version,
      rfq.lines.map((l) => l.pickedSellerRfqKey).join(),
    ],
    queryFn: () => call(RFQ_ENDPOINTS.comparison, { params: { rfqKey: rfq.rfqKey } }),
  });
  const [picks, setPicks] = useState<Record<string, string>>({});
  const mayPick = rfq.allowedActions.some((a) => a.action === 'finalizeSeller');
  const save = useActionMutation({
    mutationFn: (body: { lineId: string; sellerRfqKey: string }[], key: string) =>
      call(
        RFQ_ENDPOINTS.finalizeSeller,
        { body: { rfqKey: rfq.rfqKey, picks: body } },
        { idempotencyKey: key },
      ),
    onSuccess: () => {
      setPicks({});
      onSaved();
    },
  });
  if (cmp.isPending) return <Skeleton variant="rounded" height={160} />;
  if (cmp.isError) return <Alert severity="error">{messageText(t, cmp.error.message)}</Alert>;
  const data: Comparison = cmp.data;
  const chosen = (lineId: string) =>
    picks[lineId] ?? data.lines.find((l) => l.lineId === lineId)?.offers.find((o) => o.picked)?.sellerRfqKey;
  // The totals and margin of the picks as they stand on screen.
  let total = 0;
  let cost = 0;
  for (const l of data.lines) {
    const o = l.offers.find((x) => x.sellerRfqKey === chosen(l.lineId));
    if (!o) continue;
    total += Number(l.quantity) * Number(l.buyerPricePaise);
    cost += Number(l.quantity) * Number(o.landedPaise);
  }
  const margin = total > 0 ? Math.trunc(((total - cost) * 10_000) / total) : 0;
  const allL1 = () =>
    setPicks(
      Object.fromEntries(
        data.lines.flatMap((l) => {
          // An expired answer is never ranked (rank 0), so never L1.
          const l1 = l.offers.find((o) => o.rank === 1);
          return l1 ? [[l.lineId, l1.sellerRfqKey]] : [];
        }),
      ),
    );
  if (data.lines.every((l) => l.offers.length === 0))
    return <Alert severity="info">{t('rfq.comparison.none')}</Alert>;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Typography variant="body2">
        {t('rfq.comparison.basis', { basis: t(`rfq.pricingBasis.${data.pricingBasis}`) })}
      </Typography>
      {data.lines.map((l) => (
        <Box key={l.lineId} data-line={l.lineId}>
          <Typography variant="subtitle2">
            {l.productName} — {l.quantity} {l.unit} · {t('rfq.fields.buyerPrice')}:{' '}
            <Amount value={l.buyerPricePaise} coloured={false} />
          </Typography>
          <LinesTable
            ariaLabel={l.productName}
            getRowId={(o) => o.sellerRfqKey}
            rows={l.offers}
            columns={[
              ...(mayPick
                ? [
                    {
                      id: 'pick',
                      header: t('rfq.comparison.pick'),
                      cell: (o: (typeof l.offers)[number]) => (
                        <Radio
                          size="small"
                          checked={chosen(l.lineId) === o.sellerRfqKey}
                          onChange={() => setPicks({ ...picks, [l.lineId]: o.sellerRfqKey })}
                          inputProps={{ 'aria-label': `${l.productName} ${o.sellerName}` }}
                        />
                      ),
                    },
                  ]
                : []),
              {
                id: 'rank',
                header: t('rfq.comparison.rank'),
                cell: (o) => (o.expired ? t('rfq.comparison.expired') : `L${o.rank}`),
              },
              { id: 'seller', header: t('rfq.seller.name'), cell: (o) => o.sellerName },
              {
                id: 'exw',
                header: t('rfq.answer.exWorks'),
                cell: (o) => <Amount value={o.exWorksPaise} coloured={false} />,
                align: 'right',
              },
              {
                id: 'freight',
                header: t('rfq.answer.freight'),
                cell: (o) => <Amount value={o.freightPaise} coloured={false} />,
                align: 'right',
              },
              {
                id: 'landed',
                header: t('rfq.comparison.landed'),
                cell: (o) => <Amount value={o.landedPaise} coloured={false} />,
                align: 'right',
              },
              {
                id: 'margin',
                header: t('rfq.quotation.margin'),
                cell: (o) => formatMargin(o.marginBp),
                align: 'right',
              },
              { id: 'capacity', header: t('rfq.answer.capacity'), cell: (o) => o.capacity ?? '—' },
              {
                id: 'credit',
                header: t('rfq.answer.sellerCreditDays'),
                cell: (o) => o.sellerCreditDays ?? '—',
              },
            ]}
          />
        </Box>
      ))}
      <Typography variant="body1" data-testid="pick-totals">
        {t('rfq.comparison.totals')}: <Amount value={String(Math.round(total))} coloured={false} /> ·{' '}
        {t('rfq.quotation.margin')}: {formatMargin(margin)}
      </Typography>
      <MovWarnings checks={data.mov} />
      {mayPick && (
        <Box sx={{ display: 'flex', gap: 1 }}>
          <Button variant="outlined" onClick={allL1}>
            {t('rfq.comparison.pickL1')}
          </Button>
          <Button
            variant="contained"
            disabled={save.isPending || Object.keys(picks).length === 0}
            onClick={() =>
              save.mutate(Object.entries(picks).map(([lineId, sellerRfqKey]) => ({ lineId, sellerRfqKey })))
            }
          >
            {t('rfq.comparison.save')}
          </Button>
        </Box>
      )}
      {save.error && <Alert severity="error">{messageText(t, save.error.message)}</Alert>}
    </Box>
  );
}

export function QuotationsTab({
  quotations,
  onAction,
  onSplit,
}: {
  quotations: readonly Quotation[];
  onAction: (action: QuotationAllowedAction, quotationKey: string) => void;
  /** Present when the server offers the RFQ's split: it takes the sent quotation's key. */
  onSplit?: (quotationKey: string) => void;
}) {
  const { t } = useTranslation();
  if (quotations.length === 0) return <Alert severity="info">{t('rfq.quotation.none')}</Alert>;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      {quotations.map((q) => (
        <Box
          key={q.quotationKey}
          data-quotation={q.quotationKey}
          sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}
        >
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography variant="subtitle1">{q.quotationKey}</Typography>
            <QuotationStatusChip status={q.status} />
            <Typography variant="body2">
              {t('rfq.quotation.total')}: <Amount value={q.totalPaise} coloured={false} /> ·{' '}
              {t('rfq.quotation.margin')}: {formatMargin(q.marginBp)}
            </Typography>
            {q.approvalKey && (
              <Link component={RouterLink} to={`/approval-center?view=all&approval=${q.approvalKey}`}>
                {q.approvalKey}
              </Link>
            )}
            {q.allowedActions.map((a) => (
              <Button
                key={a.action}
                size="small"
                variant="outlined"
                onClick={() => onAction(a, q.quotationKey)}
              >
                {t(`rfq.quotation.actions.${a.action}`)}
              </Button>
            ))}
            {onSplit && q.status === 'SENT_TO_SELLER' && (
              <Button size="small" variant="outlined" onClick={() => onSplit(q.quotationKey)}>
                {t('rfq.quotation.actions.splitIntoChildOrders')}
              </Button>
            )}
          </Box>
          {q.status !== 'CLOSED' && <MovWarnings checks={q.mov} />}
          <LinesTable
            ariaLabel={q.quotationKey}
            getRowId={(l) => l.lineId}
            rows={q.lines}
            columns={[
              { id: 'product', header: t('rfq.fields.product'), cell: (l) => l.productName },
              { id: 'qty', header: t('rfq.fields.quantity'), cell: (l) => l.quantity, align: 'right' },
              { id: 'seller', header: t('rfq.seller.name'), cell: (l) => l.sellerName },
              {
                id: 'buyer',
                header: t('rfq.fields.buyerPrice'),
                cell: (l) => <Amount value={l.buyerPricePaise} coloured={false} />,
                align: 'right',
              },
              {
                id: 'cost',
                header: t('rfq.comparison.landed'),
                cell: (l) => <Amount value={l.sellerPricePaise} coloured={false} />,
                align: 'right',
              },
              {
                id: 'margin',
                header: t('rfq.quotation.margin'),
                cell: (l) => formatMargin(l.marginBp),
                align: 'right',
              },
            ]}
          />
        </Box>
      ))}
    </Box>
  );
}

export function OrdersTab({ orderKeys }: { orderKeys: readonly string[] }) {
  const { t } = useTranslation();
  if (orderKeys.length === 0) return <Alert severity="info">{t('rfq.ordersNone')}</Alert>;
  return (
    <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
      {orderKeys.map((k): ReactNode => (
        <Link key={k} component={RouterLink} to={`/sales-order/${encodeURIComponent(k)}`}>
          {k}
        </Link>
      ))}
    </Box>
  );
}

export function ActivityTab({ rfq }: { rfq: RfqDetail }) {
  const { t } = useTranslation();
  return (
    <LinesTable
      ariaLabel={t('rfq.tabs.activity')}
      getRowId={(a) => `${a.at}-${a.action}`}
      rows={rfq.activity}
      columns={[
        {
          id: 'at',
          header: t('rfq.activity.at'),
          cell: (a) => <DateText value={a.at} withTime />,
          nowrap: true,
        },
        {
          id: 'action',
          header: t('rfq.activity.action'),
          cell: (a) => t(`rfq.activity.actions.${a.action}`, { defaultValue: a.action }),
        },
        { id: 'by', header: t('rfq.activity.by'), cell: (a) => a.actor ?? t('rfq.activity.system') },
        { id: 'to', header: t('rfq.fields.status'), cell: (a) => a.to ?? '—' },
        { id: 'comment', header: t('rfq.comment'), cell: (a) => a.comment ?? '—' },
      ]}
    />
  );
}
