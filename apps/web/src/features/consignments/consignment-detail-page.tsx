import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { AllowedAction, ConsignmentDetail } from '@dom/contract';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { TabbedPage, type TabDefinition } from '../../components/tabbed-page/tabbed-page';
import { errorToastMessage } from '../../lib/use-error-toast';
import { usePageTitle } from '../../lib/use-page-title';
import { ConsignmentActionDialog } from './action-dialogs';
import { actionButtons, isDangerAction } from './consignment-actions';
import { ConsignmentDocumentsTab } from './consignment-documents-tab';
import { ConsignmentFacts, ConsignmentProblems } from './consignment-facts';
import { ConsignmentStatusChip } from './consignment-status';
import { DispatchTab, LineItemsTab, PodTab, RequestSummaryTab } from './consignment-tabs';
import { ConsignmentTracker } from './consignment-tracker';
import { CONSIGNMENTS_KEY, getConsignment } from './consignments-api';

/** The invoice-correction permission gates the request summary (doc 2 §2). */
export const REQUEST_SUMMARY_PERMISSION = 'Allow_Invoice_Correction';

function useConsignmentTabs(consignment: ConsignmentDetail | undefined): TabDefinition[] {
  const { t } = useTranslation();
  return useMemo(() => {
    if (!consignment) return [];
    return [
      {
        id: 'line-items',
        label: t('consignments.tabs.lineItems'),
        count: consignment.lines.length,
        render: () => <LineItemsTab consignment={consignment} />,
      },
      {
        id: 'dispatch-details',
        label: t('consignments.tabs.dispatch'),
        render: () => <DispatchTab consignment={consignment} />,
      },
      {
        id: 'proof-of-delivery',
        label: t('consignments.tabs.pod'),
        render: () => <PodTab consignment={consignment} />,
      },
      {
        id: 'consignment-documents',
        label: t('consignments.tabs.documents'),
        count: consignment.documents.length,
        render: () => <ConsignmentDocumentsTab consignment={consignment} />,
      },
      {
        id: 'request-summary',
        label: t('consignments.tabs.requestSummary'),
        permission: REQUEST_SUMMARY_PERMISSION,
        render: () => <RequestSummaryTab consignment={consignment} />,
      },
    ];
  }, [consignment, t]);
}

/**
 * `/consignments/:key`: progress, facts, why it is blocked, its tabs, and a button for each
 * action the server allows the caller now (the detail lists them; nothing else is offered).
 */
export function ConsignmentDetailPage() {
  const { t } = useTranslation();
  const { key = '' } = useParams();
  const [open, setOpen] = useState<AllowedAction | null>(null);
  usePageTitle(t('consignments.detailTitle', { key }));
  const detail = useQuery({
    queryKey: [CONSIGNMENTS_KEY, 'detail', key],
    queryFn: () => getConsignment(key),
  });
  const tabs = useConsignmentTabs(detail.data);
  const buttons = detail.data
    ? actionButtons(
        detail.data.allowedActions,
        detail.data.ewayBillNumber !== null,
        detail.data.dispatch.preTransitTrip,
        detail.data.dispatch.transportationRequest !== null,
      )
    : [];

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="h1" sx={{ overflowWrap: 'anywhere' }}>
          {t('consignments.detailTitle', { key })}
        </Typography>
        {detail.data && <ConsignmentStatusChip value={detail.data.status} />}
      </Box>
      {buttons.length > 0 && (
        <Box
          role="toolbar"
          aria-label={t('consignments.actions.toolbar')}
          sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}
        >
          {buttons.map((action) => (
            <Button
              key={action.action}
              variant={isDangerAction(action.action) ? 'outlined' : 'contained'}
              color={isDangerAction(action.action) ? 'error' : 'primary'}
              onClick={() => setOpen(action)}
            >
              {t(`consignments.actions.${action.action}.label`)}
            </Button>
          ))}
        </Box>
      )}
      {detail.isPending && (
        <>
          <Skeleton variant="rounded" height={96} />
          <Skeleton variant="rounded" height={180} />
        </>
      )}
      {detail.error && (
        <Alert severity="error">{errorToastMessage(t, detail.error, t('consignments.detailFailed'))}</Alert>
      )}
      {detail.data && (
        <>
          <ConsignmentTracker status={detail.data.status} />
          <ConsignmentProblems consignment={detail.data} />
          <ConsignmentFacts consignment={detail.data} />
          <TabbedPage ariaLabel={t('consignments.tabs.label')} tabs={tabs} />
          {open && (
            <ConsignmentActionDialog consignment={detail.data} action={open} onClose={() => setOpen(null)} />
          )}
        </>
      )}
    </Box>
  );
}
