import { RFQ_ENDPOINTS } from '@dom/contract';
import { call } from '../../lib/api-client';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Radio from '@mui/material/Radio';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type {
  Comparison,
  Quotation,
  QuotationAllowedAction,
  RfqAllowedAction,
  RfqDetail,
} from '@dom/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { useActionMutation } from '../../components/action-dialog/use-action-mutation';
import { Amount } from '../../components/amount/amount';
import { DateText } from '../../components/date-text/date-text';
import { Fact, FactGrid } from '../../components/fact-grid/fact-grid';
import { PageHeader } from '../../components/page-header/page-header';
import { LinesTable } from '../../components/simple-table/lines-table';
import { TabbedPage } from '../../components/tabbed-page/tabbed-page';
import { messageText } from '../../i18n/message-text';
import { callAllowedAction } from '../../lib/allowed-actions';
import { usePageTitle } from '../../lib/use-page-title';
import { AnswerDialog } from './answer-dialog';
import { MovWarnings } from './mov-warnings';
import { RFQ_KEY } from './rfq-keys';
import { RfqDownloads } from './rfq-documents';
import { RfqAttachmentsTab } from './rfq-attachments';
import { RfqEnhancersTab } from './rfq-enhancers';
import { CloseDialog, CommentDialog, ReassignDialog, ShareDialog } from './rfq-dialogs';
import { formatMargin } from './rfq-format';
import { EnquiryStatusChip, QuotationStatusChip, SellerRfqStatusChip } from './rfq-status';
import '../../i18n/parts/rfq';

/** The enquiry workflow steps, by the action the server's allowed actions name. */
const STEPS = [
  'receiveRequest',
  'sourcingRequired',
  'acceptResponse',
  'moveToSourcingRequired',
  'sourcerAccepted',
] as const;

type Open =
  | { kind: 'step'; action: RfqAllowedAction }
  | { kind: 'sourcingCompleted' }
  | { kind: 'close'; action: RfqAllowedAction }
  | { kind: 'share' }
  | { kind: 'register' }
  | { kind: 'createQuotation' }
  | { kind: 'quotation'; action: QuotationAllowedAction; quotationKey: string }
  | { kind: 'split'; quotationKey: string }
  | { kind: 'children' }
  | { kind: 'reassign' }
  | null;

/** `/rfq/:key`: the enquiry with its lines, sellers' answers, comparison, quotations, orders and activity. */
export function RfqDetailPage() {
  const { t } = useTranslation();
  const { key = '' } = useParams();
  usePageTitle(key);
  const client = useQueryClient();
  const navigate = useNavigate();
  const detail = useQuery({
    queryKey: [RFQ_KEY, 'detail', key],
    queryFn: () => call(RFQ_ENDPOINTS.detail, { params: { rfqKey: key } }),
  });
  const [open, setOpen] = useState<Open>(null);
  const refresh = () => void client.invalidateQueries({ queryKey: [RFQ_KEY] });
  const done = () => {
    setOpen(null);
    refresh();
  };
  /** Orders were placed: the Orders tab lists them, each a link to its `/sales-order/:key`. */
  const converted = () => {
    done();
    void navigate({ hash: 'orders' });
  };
  if (detail.isPending) return <Skeleton variant="rounded" height={240} />;
  if (detail.isError) return <Alert severity="error">{messageText(t, detail.error.message)}</Alert>;
  const rfq = detail.data;
  const allowed = (action: string) => rfq.allowedActions.find((a) => a.action === action);
  const may = (action: string) => allowed(action) !== undefined;
  const button = (action: string, onClick: () => void, variant: 'contained' | 'outlined' = 'outlined') =>
    may(action) ? (
      <Button key={action} variant={variant} onClick={onClick}>
        {t(`rfq.actions.${action}`)}
      </Button>
    ) : null;
  const answerLines = rfq.lines.map((l) => ({
    lineId: l.id,
    productName: l.productName,
    quantity: l.quantity,
    unit: l.unit,
  }));
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 }}>
      <PageHeader
        title={`${rfq.rfqKey} · ${rfq.buyerName}`}
        actions={
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            {STEPS.map((s) => button(s, () => setOpen({ kind: 'step', action: allowed(s)! }), 'contained'))}
            {button('sourcingCompleted', () => setOpen({ kind: 'sourcingCompleted' }), 'contained')}
            {button('shareWithSellers', () => setOpen({ kind: 'share' }))}
            {button('registerResponse', () => setOpen({ kind: 'register' }))}
            {button('createQuotation', () => setOpen({ kind: 'createQuotation' }), 'contained')}
            {button('childrenOrderPlaced', () => setOpen({ kind: 'children' }), 'contained')}
            {button('reassignBusinessUserType', () => setOpen({ kind: 'reassign' }))}
            {button('cancel', () => setOpen({ kind: 'close', action: allowed('cancel')! }))}
            {button('markLost', () => setOpen({ kind: 'close', action: allowed('markLost')! }))}
            <RfqDownloads rfq={rfq} />
          </Box>
        }
      />
      <FactGrid>
        <Fact label={t('rfq.fields.status')}>
          <EnquiryStatusChip status={rfq.status} display={rfq.displayStatus} />
        </Fact>
        <Fact label={t('rfq.fields.buyer')}>{`${rfq.buyerName} (${rfq.buyerCode})`}</Fact>
        {rfq.shippingAddress && <Fact label={t('rfqWizard.address.shipping')}>{rfq.shippingAddress}</Fact>}
        <Fact label={t('rfq.fields.pricingBasis')}>{t(`rfq.pricingBasis.${rfq.pricingBasis}`)}</Fact>
        <Fact label={t('rfq.fields.salesType')}>{t(`rfq.salesType.${rfq.salesType}`)}</Fact>
        <Fact label={t('rfq.fields.buyerCreditDays')}>{rfq.buyerCreditDays}</Fact>
        <Fact label={t('rfq.fields.paymentTerms')}>{rfq.paymentTerms}</Fact>
        <Fact label={t('rfq.fields.value')}>
          <Amount value={rfq.valuePaise} coloured={false} />
        </Fact>
        <Fact label={t('rfq.fields.businessUnit')}>{rfq.businessUnit}</Fact>
        {rfq.closeReason && <Fact label={t('rfq.closeReason')}>{t(`rfq.reasons.${rfq.closeReason}`)}</Fact>}
      </FactGrid>
      <TabbedPage
        ariaLabel={t('rfq.tabs.detail')}
        tabs={[
          {
            id: 'lines',
            label: t('rfq.tabs.lines'),
            count: rfq.lines.length,
            render: () => <LinesTab rfq={rfq} />,
          },
          {
            id: 'sellers',
            label: t('rfq.tabs.sellers'),
            count: rfq.sellerRfqs.length,
            render: () => <SellersTab rfq={rfq} />,
          },
          {
            id: 'comparison',
            label: t('rfq.tabs.comparison'),
            render: () => <ComparisonTab rfq={rfq} onSaved={refresh} />,
          },
          {
            id: 'quotations',
            label: t('rfq.tabs.quotations'),
            count: rfq.quotations.length,
            render: () => (
              <QuotationsTab
                quotations={rfq.quotations}
                onAction={(action, quotationKey) => setOpen({ kind: 'quotation', action, quotationKey })}
                onSplit={
                  may('splitIntoChildOrders')
                    ? (quotationKey) => setOpen({ kind: 'split', quotationKey })
                    : undefined
                }
              />
            ),
          },
          {
            id: 'orders',
            label: t('rfq.tabs.orders'),
            count: rfq.orderKeys.length,
            render: () => <OrdersTab orderKeys={rfq.orderKeys} />,
          },
          {
            id: 'enhancers',
            label: t('rfq.tabs.enhancers'),
            render: () => <RfqEnhancersTab rfqKey={rfq.rfqKey} />,
          },
          {
            id: 'attachments',
            label: t('rfq.tabs.attachments'),
            render: () => <RfqAttachmentsTab rfqKey={rfq.rfqKey} label={t('rfq.tabs.attachments')} />,
          },
          { id: 'activity', label: t('rfq.tabs.activity'), render: () => <ActivityTab rfq={rfq} /> },
        ]}
      />
      {open?.kind === 'step' && (
        <CommentDialog
          title={t(`rfq.actions.${open.action.action}`)}
          submitLabel={t(`rfq.actions.${open.action.action}`)}
          run={(comment, k) =>
            callAllowedAction(open.action, { rfqKey: rfq.rfqKey, comment }, { idempotencyKey: k })
          }
          onDone={done}
          onClose={() => setOpen(null)}
        />
      )}
      {open?.kind === 'sourcingCompleted' && (
        <CommentDialog
          title={t('rfq.actions.sourcingCompleted')}
          submitLabel={t('rfq.actions.sourcingCompleted')}
          run={(comment, k) =>
            call(
              RFQ_ENDPOINTS.sourcingCompleted,
              { body: { rfqKey: rfq.rfqKey, comment, overrideChecklist: [] } },
              { idempotencyKey: k },
            )
          }
          onDone={done}
          onClose={() => setOpen(null)}
        />
      )}
      {open?.kind === 'close' && (
        <CloseDialog
          title={t(`rfq.actions.${open.action.action}`)}
          run={(body, k) =>
            callAllowedAction(open.action, { rfqKey: rfq.rfqKey, ...body }, { idempotencyKey: k })
          }
          onDone={done}
          onClose={() => setOpen(null)}
        />
      )}
      {open?.kind === 'share' && (
        <ShareDialog
          run={(sellerIds, k) =>
            call(RFQ_ENDPOINTS.share, { body: { rfqKey: rfq.rfqKey, sellerIds } }, { idempotencyKey: k })
          }
          onDone={done}
          onClose={() => setOpen(null)}
        />
      )}
      {open?.kind === 'register' && (
        <AnswerDialog
          title={t('rfq.actions.registerResponse')}
          lines={answerLines}
          pickSeller
          submit={(body, k) =>
            call(
              RFQ_ENDPOINTS.registerResponse,
              { body: { rfqKey: rfq.rfqKey, sellerId: body.sellerId ?? '', ...body } },
              { idempotencyKey: k },
            )
          }
          onDone={done}
          onClose={() => setOpen(null)}
        />
      )}
      {open?.kind === 'createQuotation' && (
        <CommentDialog
          title={t('rfq.actions.createQuotation')}
          question={t('rfq.quotation.createQuestion')}
          submitLabel={t('rfq.actions.createQuotation')}
          run={(_c, k) =>
            call(RFQ_ENDPOINTS.createQuotation, { params: { rfqKey: rfq.rfqKey } }, { idempotencyKey: k })
          }
          onDone={done}
          onClose={() => setOpen(null)}
        />
      )}
      {open?.kind === 'quotation' && (
        <CommentDialog
          title={`${t(`rfq.quotation.actions.${open.action.action}`)} · ${open.quotationKey}`}
          submitLabel={t(`rfq.quotation.actions.${open.action.action}`)}
          danger={open.action.action === 'cancel'}
          run={(comment, k) =>
            callAllowedAction(
              open.action,
              { quotationKey: open.quotationKey, comment },
              { idempotencyKey: k },
            )
          }
          onDone={open.action.action === 'placeOrder' ? converted : done}
          onClose={() => setOpen(null)}
        />
      )}
      {open?.kind === 'split' && (
        <CommentDialog
          title={`${t('rfq.quotation.actions.splitIntoChildOrders')} · ${open.quotationKey}`}
          question={t('rfq.quotation.splitQuestion')}
          submitLabel={t('rfq.quotation.actions.splitIntoChildOrders')}
          run={(comment, k) =>
            call(
              RFQ_ENDPOINTS.splitIntoChildOrders,
              { body: { quotationKey: open.quotationKey, comment } },
              { idempotencyKey: k },
            )
          }
          onDone={done}
          onClose={() => setOpen(null)}
        />
      )}
      {open?.kind === 'children' && (
        <CommentDialog
          title={t('rfq.actions.childrenOrderPlaced')}
          question={t('rfq.childOrdersQuestion')}
          submitLabel={t('rfq.actions.childrenOrderPlaced')}
          run={(comment, k) =>
            call(
              RFQ_ENDPOINTS.childrenOrderPlaced,
              { params: { rfqKey: rfq.rfqKey }, body: comment ? { comment } : {} },
              { idempotencyKey: k },
            )
          }
          onDone={converted}
          onClose={() => setOpen(null)}
        />
      )}
      {open?.kind === 'reassign' && (
        <ReassignDialog
          rfqKey={rfq.rfqKey}
          owners={{ RM: rfq.rmEmail, CM: rfq.cmEmail, SOURCER: rfq.sourcerEmail }}
          run={(body, k) =>
            call(
              RFQ_ENDPOINTS.reassignBusinessUserType,
              { body: { rfqKey: rfq.rfqKey, ...body } },
              { idempotencyKey: k },
            )
          }
          onDone={done}
          onClose={() => setOpen(null)}
        />
      )}
    </Box>
  );
}

function LinesTab({ rfq }: { rfq: RfqDetail }) {
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

function SellersTab({ rfq }: { rfq: RfqDetail }) {
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
function ComparisonTab({ rfq, onSaved }: { rfq: RfqDetail; onSaved: () => void }) {
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

function QuotationsTab({
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

function OrdersTab({ orderKeys }: { orderKeys: readonly string[] }) {
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

function ActivityTab({ rfq }: { rfq: RfqDetail }) {
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
