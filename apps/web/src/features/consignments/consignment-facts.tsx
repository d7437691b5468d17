import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import type { ConsignmentDetail } from '@dom/contract';
import { isConsignmentFailure, isConsignmentStatus, orPlaceholder } from '@dom/domain';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { Amount } from '../../components/amount/amount';
import { DateText } from '../../components/date-text/date-text';
import { Fact, FactGrid } from '../../components/fact-grid/fact-grid';
import {
  TrackingStatusChip,
  blockStateMessageText,
  blockedReasonText,
  blockingMessageText,
  consignmentStatusText,
} from './consignment-status';
import '../../i18n/parts/consignments';

/** Id, type, date, quantity, value, status, ship-from, bill-from, dispatch and delivery dates (doc 2 §3). */
export function ConsignmentFacts({ consignment: c }: { consignment: ConsignmentDetail }) {
  const { t } = useTranslation();
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <FactGrid outlined={false}>
        <Fact label={t('consignments.order')}>
          <Link component={RouterLink} to={`/sales-order/${encodeURIComponent(c.orderKey)}`}>
            {c.orderKey}
          </Link>
        </Fact>
        <Fact label={t('consignments.filters.purchaseOrderNo')}>{orPlaceholder(c.purchaseOrderNo)}</Fact>
        <Fact label={t('consignments.type')}>
          {t(`consignments.types.${c.consignmentType}`, { defaultValue: c.consignmentType })}
        </Fact>
        <Fact label={t('consignments.date')}>
          <DateText value={c.createdAt} />
        </Fact>
        <Fact label={t('consignments.quantity')}>{c.quantity}</Fact>
        <Fact label={t('consignments.value')}>
          <Amount value={c.totalPaise} coloured={false} />
        </Fact>
        <Fact label={t('consignments.trackingStatus')}>
          {c.trackingStatus ? <TrackingStatusChip value={c.trackingStatus} /> : orPlaceholder(null)}
        </Fact>
        <Fact label={t('consignments.filters.buyerName')}>{c.buyerName}</Fact>
        <Fact label={t('consignments.shipFrom')}>{c.sourceName}</Fact>
        <Fact label={t('consignments.billFrom')}>{c.sellerName}</Fact>
        <Fact label={t('consignments.filters.buyerInvoiceNumber')}>
          {orPlaceholder(c.invoice.invoiceNumber)}
        </Fact>
        <Fact label={t('consignments.expectedDispatchDate')}>
          <DateText value={c.expectedDispatchDate} />
        </Fact>
        <Fact label={t('consignments.fields.actualDispatchDate')}>
          <DateText value={c.actualDispatchDate} />
        </Fact>
        <Fact label={t('consignments.deliveryDate')}>
          <DateText value={c.deliveredAt} />
        </Fact>
      </FactGrid>
    </Paper>
  );
}

/** Why the consignment is stuck: the block state's message, each blocked reason's, or the failure. */
export function ConsignmentProblems({ consignment: c }: { consignment: ConsignmentDetail }) {
  const { t } = useTranslation();
  const stateMessage = blockStateMessageText(t, c.status);
  const failed = isConsignmentStatus(c.status) && isConsignmentFailure(c.status) && !stateMessage;
  return (
    <>
      {(stateMessage || c.blockedReasons.length > 0) && (
        <Alert severity="error" aria-label={t('consignments.blockedTitle')}>
          <AlertTitle>{stateMessage ?? t('consignments.blockedTitle')}</AlertTitle>
          {c.blockedReasons.length > 0 && (
            <Box component="ul" sx={{ m: 0, pl: 2 }}>
              {c.blockedReasons.map((reason) => (
                <li key={reason}>
                  <strong>{blockedReasonText(t, reason)}</strong>
                  {`: ${blockingMessageText(t, reason)}`}
                </li>
              ))}
            </Box>
          )}
        </Alert>
      )}
      {failed && (
        <Alert severity="error">
          <AlertTitle>{consignmentStatusText(t, c.status)}</AlertTitle>
          {c.failureReason ?? t('consignments.failureRetry')}
        </Alert>
      )}
      {c.status === 'CANCELLED' && c.cancelReason && (
        <Alert severity="info">
          {t('consignments.cancelledBecause', {
            reason: t(`consignments.cancelReasons.${c.cancelReason}`, { defaultValue: c.cancelReason }),
          })}
          {c.cancelComment ? ` ${c.cancelComment}` : ''}
        </Alert>
      )}
    </>
  );
}
