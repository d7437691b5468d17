import { ORDER_ENDPOINTS } from '@dom/contract';
import { call } from '../../lib/api-client';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { PurchaseOrderDetail } from '@dom/contract';
import { formatQuantity, orPlaceholder } from '@dom/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Amount } from '../../components/amount/amount';
import { DateText } from '../../components/date-text/date-text';
import { EmptyState } from '../../components/empty-state/empty-state';
import { type LinesColumn, LinesTable } from '../../components/simple-table/lines-table';
import { errorToastMessage } from '../../lib/use-error-toast';
import { usePageTitle } from '../../lib/use-page-title';
import { Fact, FactGrid } from '../../components/fact-grid/fact-grid';
import { OrderStatusChip } from '../../components/status-chip/order-status-chip';
import { AnswerOrderDialog, type OrderAnswer } from './answer-order-dialog';
import { orderButtons } from './order-actions';
import { ORDERS_KEY } from './orders-support';

type Line = PurchaseOrderDetail['lineItems'][number];

const oneLine = (a: PurchaseOrderDetail['shippingAddress']) =>
  [a.addressLine1, a.addressLine2, a.cityName, `${a.stateName} ${a.postalCode}`].filter(Boolean).join(', ');

function PurchaseLines({ lines }: { lines: readonly Line[] }) {
  const { t } = useTranslation();
  // Every column but the product name stays on one line.
  const columns: (Omit<LinesColumn<Line>, 'align'> & { right?: boolean })[] = [
    { id: 'sku', header: t('orders.lines.sku'), cell: (l) => l.skuId },
    { id: 'product', header: t('orders.lines.product'), cell: (l) => l.productName },
    { id: 'hsn', header: t('orders.lines.hsn'), cell: (l) => l.hsnCode },
    {
      id: 'ordered',
      header: t('orders.lines.ordered'),
      cell: (l) => `${formatQuantity(l.orderedQuantity)} ${l.unit}`,
      right: true,
    },
    // What the seller has still to answer first, beside what was ordered (the table scrolls sideways).
    {
      id: 'pending',
      header: t('orders.lines.pending'),
      cell: (l) => formatQuantity(l.pendingAcknowledgementQuantity),
      right: true,
    },
    {
      id: 'acknowledged',
      header: t('orders.lines.acknowledged'),
      cell: (l) => formatQuantity(l.acknowledgedQuantity),
      right: true,
    },
    {
      id: 'cancelled',
      header: t('orders.lines.cancelled'),
      cell: (l) => formatQuantity(l.cancelledQuantity),
      right: true,
    },
    {
      id: 'shipped',
      header: t('orders.lines.shipped'),
      cell: (l) => formatQuantity(l.shippedQuantity),
      right: true,
    },
    {
      id: 'price',
      header: t('orders.lines.sellerPrice'),
      cell: (l) => <Amount value={l.sellerPricePerUnitPaise} coloured={false} />,
      right: true,
    },
    {
      id: 'value',
      header: t('orders.sellerValue'),
      cell: (l) => <Amount value={l.sellerValuePaise} coloured={false} />,
      right: true,
    },
    { id: 'gst', header: t('orders.lines.gst'), cell: (l) => `${l.gstRatePercent}%`, right: true },
  ];
  if (lines.length === 0) return <EmptyState />;
  return (
    <LinesTable
      ariaLabel={t('orders.purchase.lines')}
      columns={columns.map(({ right, ...c }) => ({
        ...c,
        align: right ? 'right' : 'left',
        nowrap: c.id !== 'product',
        minWidth: c.id === 'product' ? 180 : undefined,
      }))}
      rows={lines}
      getRowId={(line) => line.lineItemId}
      nowrapHeaders
    />
  );
}

/**
 * `/purchase-order/:key`: the seller's side of an order — seller PO number, seller prices, ship-to,
 * what is pending acknowledgement and, when the server allows them, the seller's answers (the same
 * dialog as the order detail's pending-acknowledgement tab).
 */
export function PurchaseOrderDetailPage() {
  const { t } = useTranslation();
  const { key = '' } = useParams();
  const [dialog, setDialog] = useState<OrderAnswer | null>(null);
  usePageTitle(t('orders.purchase.title', { key }));
  const po = useQuery({
    queryKey: [ORDERS_KEY, 'purchase', key],
    queryFn: () => call(ORDER_ENDPOINTS.purchaseOrder, { params: { key } }),
  });
  const d = po.data;
  const answers = d
    ? orderButtons(d.allowedActions).filter((b): b is OrderAnswer => b === 'acknowledge' || b === 'reject')
    : [];
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="h1">{t('orders.purchase.title', { key: d?.sellerPoNumber ?? key })}</Typography>
        {d && <OrderStatusChip value={d.orderStatus} />}
      </Box>
      {po.isPending && <Skeleton variant="rounded" height={180} />}
      {po.error && <Alert severity="error">{errorToastMessage(t, po.error, t('orders.detailFailed'))}</Alert>}
      {d && (
        <>
          <FactGrid>
            <Fact label={t('orders.sellerPoNumber')}>{orPlaceholder(d.sellerPoNumber)}</Fact>
            <Fact label={t('orders.orderId')}>{d.orderKey}</Fact>
            <Fact label={t('orders.orderNumber')}>{d.orderNumber}</Fact>
            <Fact label={t('orders.sellerName')}>{d.sellerName}</Fact>
            <Fact label={t('orders.warehouse')}>{d.warehouseName}</Fact>
            <Fact label={t('orders.buyerName')}>{d.buyerName}</Fact>
            <Fact label={t('orders.purchase.shipTo')}>{oneLine(d.shippingAddress)}</Fact>
            <Fact label={t('orders.sellerValue')}>
              <Amount value={d.sellerValuePaise} coloured={false} />
            </Fact>
            <Fact label={t('orders.orderDate')}>
              <DateText value={d.orderDate} />
            </Fact>
            <Fact label={t('orders.dueDate')}>
              <DateText value={d.dueDate} />
            </Fact>
            <Fact label={t('orders.deliveryDate')}>
              <DateText value={d.deliveryDate} />
            </Fact>
            <Fact label={t('orders.orderType')}>{d.orderCategory}</Fact>
          </FactGrid>
          <Typography variant="h2">{t('orders.purchase.lines')}</Typography>
          {answers.length > 0 && (
            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
              {answers.includes('acknowledge') && (
                <Button variant="contained" onClick={() => setDialog('acknowledge')}>
                  {t('orders.acknowledge.open')}
                </Button>
              )}
              {answers.includes('reject') && (
                <Button variant="outlined" color="error" onClick={() => setDialog('reject')}>
                  {t('orders.reject.open')}
                </Button>
              )}
            </Box>
          )}
          <PurchaseLines lines={d.lineItems} />
          {dialog && <AnswerOrderDialog order={d} answer={dialog} onClose={() => setDialog(null)} />}
        </>
      )}
    </Box>
  );
}
