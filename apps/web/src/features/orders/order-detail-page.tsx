import { ORDER_ENDPOINTS } from '@dom/contract';
import { call } from '../../lib/api-client';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Link from '@mui/material/Link';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import type { OrderDetail } from '@dom/contract';
import { canRecordDependencyReasons } from '@dom/domain';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { useSession } from '../../app/session/session-context';
import { PageHeader } from '../../components/page-header/page-header';
import { TabbedPage, type TabDefinition } from '../../components/tabbed-page/tabbed-page';
import { errorToastMessage } from '../../lib/use-error-toast';
import { usePageTitle } from '../../lib/use-page-title';
import { AnswerOrderDialog, type OrderAnswer } from './answer-order-dialog';
import { ApproveOrderDialog } from './approve-order-dialog';
import { CancelLinesDialog, openQuantity } from './cancel-lines-dialog';
import { CancelOrderDialog } from './cancel-order-dialog';
import { DependencyReasonDialog, DependencyReasonsTab } from './dependency-reasons';
import { orderButtons } from './order-actions';
import { OrderDocumentsTab } from './order-documents-tab';
import { OrderEditMenu } from './order-edit-menu';
import { OrderFacts } from './order-facts';
import { useJobWorks } from './job-work-support';
import { OrderJobWorkTab } from './order-job-work-tab';
import {
  cancelledColumns,
  hasCancelledQuantity,
  hasPendingAcknowledgement,
  lineItemColumns,
  pendingColumns,
  procurementColumns,
} from './order-line-columns';
import { type LineColumn, OrderLinesTable } from './order-lines-table';
import { OrderStatusChip } from '../../components/status-chip/order-status-chip';
import { ORDERS_KEY } from './orders-support';

/** A tab another area draws inside the order (composed by the app's route, never imported here). */
export type OrderAreaTab = (order: OrderDetail) => ReactNode;

/** The pending-acknowledgement tab: its lines and, when the server allows them, the seller's answers. */
function PendingTab({
  order,
  lines,
  answers,
  onAnswer,
}: {
  order: OrderDetail;
  lines: OrderDetail['lineItems'];
  answers: readonly OrderAnswer[];
  onAnswer: (answer: OrderAnswer) => void;
}) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      {answers.length > 0 && (
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          {answers.includes('acknowledge') && (
            <Button variant="contained" onClick={() => onAnswer('acknowledge')}>
              {t('orders.acknowledge.open')}
            </Button>
          )}
          {answers.includes('reject') && (
            <Button variant="outlined" color="error" onClick={() => onAnswer('reject')}>
              {t('orders.reject.open')}
            </Button>
          )}
        </Box>
      )}
      <OrderLinesTable
        ariaLabel={t('orders.tabs.pendingAcknowledgement')}
        lines={lines}
        columns={pendingColumns(t)}
        key={order.version}
      />
    </Box>
  );
}

function useOrderTabs(
  order: OrderDetail | undefined,
  consignmentsTab: OrderAreaTab | undefined,
  onAnswer: (answer: OrderAnswer) => void,
): TabDefinition[] {
  const { t } = useTranslation();
  const jobWorkCount = useJobWorks(order?.orderKey).data?.items.length;
  return useMemo(() => {
    if (!order) return [];
    const pending = order.lineItems.filter(hasPendingAcknowledgement);
    const cancelled = order.lineItems.filter(hasCancelledQuantity);
    const lines = (label: string, rows: OrderDetail['lineItems'], columns: LineColumn[]) => () => (
      <OrderLinesTable ariaLabel={label} lines={rows} columns={columns} />
    );
    return [
      {
        id: 'line-items',
        label: t('orders.tabs.lineItems'),
        count: order.lineItems.length,
        permission: 'Adm_Order_View',
        render: lines(t('orders.tabs.lineItems'), order.lineItems, lineItemColumns(t)),
      },
      {
        id: 'consignments',
        label: t('orders.tabs.consignments'),
        permission: 'Ful_Consignment_View',
        render: () => consignmentsTab?.(order) ?? null,
      },
      { id: 'invoices', label: t('orders.tabs.invoices'), disabled: true, render: () => null },
      {
        id: 'pending-acknowledgement',
        label: t('orders.tabs.pendingAcknowledgement'),
        count: pending.length,
        permission: 'Adm_Order_View',
        render: () => (
          <PendingTab
            order={order}
            lines={pending}
            answers={orderButtons(order.allowedActions).filter(
              (b): b is OrderAnswer => b === 'acknowledge' || b === 'reject',
            )}
            onAnswer={onAnswer}
          />
        ),
      },
      {
        id: 'cancelled-quantities',
        label: t('orders.tabs.cancelledQuantities'),
        count: cancelled.length,
        permission: 'Adm_Order_View',
        render: lines(t('orders.tabs.cancelledQuantities'), cancelled, cancelledColumns(t)),
      },
      {
        id: 'order-documents',
        label: t('orders.tabs.documents'),
        count: order.documents.length,
        permission: 'Adm_Order_View',
        render: () => <OrderDocumentsTab order={order} />,
      },
      {
        id: 'dependency-reasons',
        label: t('orders.dependency.tab'),
        count: order.dependencyReasons.length,
        permission: 'Adm_Order_View',
        render: () => <DependencyReasonsTab order={order} />,
      },
      {
        id: 'procurement',
        label: t('orders.tabs.procurement'),
        permission: 'Display_Order_Procurement_Tab',
        render: lines(t('orders.tabs.procurement'), order.lineItems, procurementColumns(t)),
      },
      {
        id: 'job-work',
        label: t('orders.tabs.jobWork'),
        count: jobWorkCount ?? null,
        permission: 'Display_Order_Job_Work_Tab',
        render: () => <OrderJobWorkTab order={order} />,
      },
    ];
  }, [order, t, jobWorkCount, consignmentsTab, onAnswer]);
}

/**
 * `/sales-order/:key`: the order's facts, its tabs and the actions its state allows the user. The
 * consignments tab belongs to the consignments area; the app's route passes it in.
 */
export function OrderDetailPage({ consignmentsTab }: { consignmentsTab?: OrderAreaTab } = {}) {
  const { t } = useTranslation();
  const { key = '' } = useParams();
  const { hasPermission } = useSession();
  const [dialog, setDialog] = useState<
    'approve' | 'cancel' | 'cancel-lines' | 'dependency' | OrderAnswer | null
  >(null);
  usePageTitle(t('orders.detailTitle', { key }));
  const order = useQuery({
    queryKey: [ORDERS_KEY, 'detail', key],
    queryFn: () => call(ORDER_ENDPOINTS.detail, { params: { key } }),
  });
  const tabs = useOrderTabs(order.data, consignmentsTab, setDialog);
  const buttons = order.data ? orderButtons(order.data.allowedActions) : [];
  const canCancelLines =
    buttons.includes('cancel') && (order.data?.lineItems.some((l) => openQuantity(l) > 0n) ?? false);
  const canAddDependency =
    hasPermission('Allow_Order_Dependency_Reasons') &&
    order.data !== undefined &&
    canRecordDependencyReasons(order.data.orderStatus);

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <PageHeader
        title={t('orders.detailTitle', { key })}
        breadcrumbs={[{ label: t('menu.salesOrder'), to: '/sales-order' }]}
        status={order.data && <OrderStatusChip value={order.data.orderStatus} />}
        actions={
          // Actions wrap as whole buttons, never inside a label, on narrow and translated screens.
          <Box
            sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', '& .MuiButton-root': { whiteSpace: 'nowrap' } }}
          >
            {buttons.includes('approve') && (
              <Button variant="contained" onClick={() => setDialog('approve')}>
                {t('orders.approve.open')}
              </Button>
            )}
            {order.data && <OrderEditMenu order={order.data} />}
            {canAddDependency && (
              <Button variant="outlined" onClick={() => setDialog('dependency')}>
                {t('orders.dependency.open')}
              </Button>
            )}
            {canCancelLines && (
              <Button variant="outlined" color="error" onClick={() => setDialog('cancel-lines')}>
                {t('orders.cancelLines.open')}
              </Button>
            )}
            {buttons.includes('cancel') && (
              <Button variant="outlined" color="error" onClick={() => setDialog('cancel')}>
                {t('orders.cancel.open')}
              </Button>
            )}
          </Box>
        }
      />
      {order.isPending && <Skeleton variant="rounded" height={180} />}
      {order.error && (
        <Alert severity="error">{errorToastMessage(t, order.error, t('orders.detailFailed'))}</Alert>
      )}
      {order.data && (
        <>
          {order.data.orderStatus === 'RPT_BLOCKED' && (
            <Alert severity="error" role="alert" aria-label={t('orders.rptBlocked.title')}>
              <AlertTitle>{t('orders.rptBlocked.title')}</AlertTitle>
              {t('orders.rptBlocked.reason')} {t('orders.rptBlocked.nextStep')}{' '}
              {hasPermission('Approve_Exceptional_Approval') && (
                <Link component={RouterLink} to="/approval-center">
                  {t('orders.rptBlocked.openApprovals')}
                </Link>
              )}
            </Alert>
          )}
          <OrderFacts order={order.data} />
          <TabbedPage ariaLabel={t('orders.tabs.label')} tabs={tabs} />
          {dialog === 'approve' && <ApproveOrderDialog order={order.data} onClose={() => setDialog(null)} />}
          {dialog === 'cancel' && <CancelOrderDialog order={order.data} onClose={() => setDialog(null)} />}
          {dialog === 'cancel-lines' && (
            <CancelLinesDialog order={order.data} onClose={() => setDialog(null)} />
          )}
          {(dialog === 'acknowledge' || dialog === 'reject') && (
            <AnswerOrderDialog order={order.data} answer={dialog} onClose={() => setDialog(null)} />
          )}
          {dialog === 'dependency' && (
            <DependencyReasonDialog order={order.data} onClose={() => setDialog(null)} />
          )}
        </>
      )}
    </Box>
  );
}
