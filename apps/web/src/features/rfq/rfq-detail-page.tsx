import { RFQ_ENDPOINTS } from '@dom/contract';
import { call } from '../../lib/api-client';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import type { QuotationAllowedAction, RfqAllowedAction } from '@dom/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { Amount } from '../../components/amount/amount';
import { Fact, FactGrid } from '../../components/fact-grid/fact-grid';
import { PageHeader } from '../../components/page-header/page-header';
import { TabbedPage } from '../../components/tabbed-page/tabbed-page';
import { messageText } from '../../i18n/message-text';
import { callAllowedAction } from '../../lib/allowed-actions';
import { usePageTitle } from '../../lib/use-page-title';
import { AnswerDialog } from './answer-dialog';
import { RFQ_KEY } from './rfq-keys';
import { RfqDownloads } from './rfq-documents';
import { RfqAttachmentsTab } from './rfq-attachments';
import { RfqEnhancersTab } from './rfq-enhancers';
import { CloseDialog, CommentDialog, ReassignDialog, ShareDialog } from './rfq-dialogs';
import { EnquiryStatusChip } from './rfq-status';
import {
  ActivityTab,
  ComparisonTab,
  LinesTab,
  OrdersTab,
  QuotationsTab,
  SellersTab,
} from './rfq-detail-tabs';
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
