import { CONSIGNMENT_ENDPOINTS } from '@dom/contract';
import { call } from '../../lib/api-client';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import type { ConsignmentAllowedAction, ConsignmentDetail, HeldBackAction } from '@dom/contract';
import { useQuery } from '@tanstack/react-query';
import { Suspense, lazy, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ActionMenu } from '../../components/page-header/action-menu';
import { PageHeader } from '../../components/page-header/page-header';
import { TabbedPage, type TabDefinition } from '../../components/tabbed-page/tabbed-page';
import { useViewport } from '../../lib/use-viewport';
import { errorToastMessage } from '../../lib/use-error-toast';
import { usePageTitle } from '../../lib/use-page-title';
import { actionButtons, isDangerAction } from './consignment-actions';
import { ConsignmentDocumentsTab, useConsignmentPrintables } from './consignment-documents-tab';
import { ConsignmentFacts, ConsignmentProblems } from './consignment-facts';
import { ConsignmentStatusChip } from './consignment-status';
import { DispatchTab, LineItemsTab, PodTab, RequestSummaryTab } from './consignment-tabs';
import { ConsignmentTracker } from './consignment-tracker';
import { CONSIGNMENTS_KEY } from './consignments-support';
import { actionMenuOf } from '../../lib/allowed-actions';
import '../../i18n/parts/consignments';

// The action dialogs (their forms and schemas, the date picker) are not in the detail's first
// paint: their chunk is fetched once the page shows an action the server allows, and a dialog
// opened before it has arrived waits for it.
const loadActionDialogs = () => import('./action-dialogs');
const ConsignmentActionDialog = lazy(() =>
  loadActionDialogs().then((m) => ({ default: m.ConsignmentActionDialog })),
);

/** The invoice-correction permission gates the request summary (doc 2 §2). */
export const REQUEST_SUMMARY_PERMISSION = 'Allow_Invoice_Correction';

function useConsignmentTabs(consignment: ConsignmentDetail | undefined): TabDefinition[] {
  const { t } = useTranslation();
  // Printed documents count with the uploaded ones: an e-invoiced consignment never shows 0.
  const printables = useConsignmentPrintables(consignment?.consignmentKey);
  const printable = printables.data?.printables.filter((p) => p.available).length ?? 0;
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
        count: consignment.documents.length + printable,
        render: () => <ConsignmentDocumentsTab consignment={consignment} />,
      },
      {
        id: 'request-summary',
        label: t('consignments.tabs.requestSummary'),
        permission: REQUEST_SUMMARY_PERMISSION,
        render: () => <RequestSummaryTab consignment={consignment} />,
      },
    ];
  }, [consignment, t, printable]);
}

/**
 * The actions the server holds back for a fact of the consignment (no e-way bill to regenerate on
 * one that needs a bill), each with the server's reason, translated by its code, and what clears it.
 */
function HeldBackActions({ held }: { held: readonly HeldBackAction[] }) {
  const { t } = useTranslation();
  const label = (action: string) => t(`consignments.actions.${action}.label`);
  return held.map((h) => (
    <Alert key={h.action} severity="info" aria-label={t('consignments.heldBack.label')}>
      <AlertTitle>{t('consignments.heldBack.title', { action: label(h.action) })}</AlertTitle>
      {[
        t(`consignments.heldBack.reasons.${h.code}`, { defaultValue: h.reason }),
        t('consignments.heldBack.needsOne'),
        h.clearedBy ? t('consignments.heldBack.clearedBy', { action: label(h.clearedBy) }) : '',
      ]
        .filter(Boolean)
        .join(' ')}
    </Alert>
  ));
}

/**
 * `/consignments/:key`: progress, facts, why it is blocked, its tabs, and a button for each
 * action the server allows the caller now (the detail lists them; nothing else is offered).
 */
export function ConsignmentDetailPage() {
  const { t } = useTranslation();
  const { key = '' } = useParams();
  const [open, setOpen] = useState<ConsignmentAllowedAction | null>(null);
  const phone = useViewport() === 'mobile';
  usePageTitle(t('consignments.detailTitle', { key }));
  const detail = useQuery({
    queryKey: [CONSIGNMENTS_KEY, 'detail', key],
    queryFn: () => call(CONSIGNMENT_ENDPOINTS.detail, { params: { key } }),
  });
  const tabs = useConsignmentTabs(detail.data);
  const buttons = detail.data
    ? actionButtons(
        detail.data.allowedActions,
        detail.data.dispatch.preTransitTrip,
        detail.data.dispatch.transportationRequest !== null,
      )
    : [];
  const anyAction = buttons.length > 0;
  useEffect(() => {
    if (anyAction) void loadActionDialogs();
  }, [anyAction]);

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 }}>
      <PageHeader
        title={t('consignments.detailTitle', { key })}
        breadcrumbs={[{ label: t('menu.consignments'), to: '/consignments' }]}
        status={detail.data && <ConsignmentStatusChip value={detail.data.status} />}
      />
      <ActionMenu
        ariaLabel={t('consignments.actions.toolbar')}
        actions={actionMenuOf(buttons, {
          label: (action) => t(`consignments.actions.${action.action}.label`),
          danger: (action) => isDangerAction(action.action),
          onClick: setOpen,
        })}
      />
      {detail.data && <HeldBackActions held={detail.data.heldBackActions} />}
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
          {!phone && <ConsignmentTracker status={detail.data.status} />}
          <ConsignmentProblems consignment={detail.data} />
          <ConsignmentFacts consignment={detail.data} />
          {/* On a phone the data comes first; the progress steps follow it. */}
          {phone && <ConsignmentTracker status={detail.data.status} />}
          <TabbedPage ariaLabel={t('consignments.tabs.label')} tabs={tabs} />
          {open && (
            <Suspense fallback={null}>
              <ConsignmentActionDialog
                consignment={detail.data}
                action={open}
                onClose={() => setOpen(null)}
              />
            </Suspense>
          )}
        </>
      )}
    </Box>
  );
}
