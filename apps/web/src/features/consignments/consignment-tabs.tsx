import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ConsignmentDetail } from '@dom/contract';
import {
  quantityWithUnit,
  INVOICE_REVISION_STATUSES,
  ITEM_CONDITIONS,
  formatDisplayDate,
  formatDisplayDateTime,
  orPlaceholder,
} from '@dom/domain';
import type { TFunction } from 'i18next';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Amount } from '../../components/amount/amount';
import { DateText } from '../../components/date-text/date-text';
import { EmptyState } from '../../components/empty-state/empty-state';
import { LinesTable } from '../../components/simple-table/lines-table';
import { StatusChip } from '../../components/status-chip/status-chip';
import { Fact, FactGrid } from '../../components/fact-grid/fact-grid';
import { consignmentStatusText, podDeliveryStatusText } from './consignment-status';
import '../../i18n/parts/consignments';

/** A consignment's read-only lines in an outlined card; rows are cells in header order. */
function SimpleTable({ label, head, rows }: { label: string; head: string[]; rows: ReactNode[][] }) {
  if (rows.length === 0) return <EmptyState />;
  const keyed = rows.map((cells, index) => ({ id: String(index), cells }));
  return (
    <LinesTable
      ariaLabel={label}
      nowrapHeaders
      rows={keyed}
      getRowId={(row) => row.id}
      columns={head.map((header, index) => ({
        id: String(index),
        header,
        cell: (row: (typeof keyed)[number]) => row.cells[index],
      }))}
    />
  );
}

export function LineItemsTab({ consignment }: { consignment: ConsignmentDetail }) {
  const { t } = useTranslation();
  return (
    <SimpleTable
      label={t('consignments.tabs.lineItems')}
      head={[
        t('consignments.lines.item'),
        t('consignments.lines.product'),
        t('consignments.lines.hsn'),
        t('consignments.lines.requested'),
        t('consignments.lines.acknowledged'),
        t('consignments.lines.unitPrice'),
        t('consignments.lines.gst'),
        t('consignments.value'),
      ]}
      rows={consignment.lines.map((l) => [
        l.itemId,
        l.productName,
        l.hsnCode,
        quantityWithUnit(l.requestedQuantity, l.unit),
        l.acknowledgedQuantity === null
          ? orPlaceholder(null)
          : quantityWithUnit(l.acknowledgedQuantity, l.unit),
        <Amount key="p" value={l.unitPricePaise} coloured={false} />,
        `${l.gstRateBp / 100}%`,
        <Amount key="v" value={l.valuePaise} coloured={false} />,
      ])}
    />
  );
}

export function DispatchTab({ consignment: c }: { consignment: ConsignmentDetail }) {
  const { t } = useTranslation();
  const d = c.dispatch;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <FactGrid outlined={false}>
          <Fact label={t('consignments.filters.logisticProvider')}>{orPlaceholder(d.logisticProvider)}</Fact>
          <Fact label={t('consignments.fields.transporterName')}>{orPlaceholder(d.transporterName)}</Fact>
          <Fact label={t('consignments.fields.transportMode')}>{orPlaceholder(d.transportMode)}</Fact>
          <Fact label={t('consignments.filters.vehicleNo')}>{orPlaceholder(d.vehicleNo)}</Fact>
          <Fact label={t('consignments.fields.lrNumber')}>{orPlaceholder(d.lrNumber)}</Fact>
          <Fact label={t('consignments.fields.lrDate')}>
            <DateText value={d.lrDate} />
          </Fact>
          <Fact label={t('consignments.fields.trackingUrl')}>
            {d.trackingUrl ? (
              <Link href={d.trackingUrl} target="_blank" rel="noopener noreferrer">
                {d.trackingUrl}
              </Link>
            ) : (
              orPlaceholder(null)
            )}
          </Fact>
          <Fact label={t('consignments.fields.expectedDispatchDate')}>
            <DateText value={d.expectedDispatchDate} />
          </Fact>
          <Fact label={t('consignments.fields.actualDispatchDate')}>
            <DateText value={d.actualDispatchDate} />
          </Fact>
          <Fact label={t('consignments.fields.distanceKm')}>{orPlaceholder(d.distanceKm)}</Fact>
          <Fact label={t('consignments.ewayVehicles.overDimensional')}>
            {d.overDimensionalCargo ? t('consignments.yes') : t('consignments.no')}
          </Fact>
          <Fact label={t('consignments.fields.packages')}>{orPlaceholder(d.packages)}</Fact>
          <Fact label={t('consignments.fields.grossWeightKg')}>{orPlaceholder(d.grossWeightKg)}</Fact>
          <Fact label={t('consignments.irn')}>{orPlaceholder(c.invoice.irn)}</Fact>
          <Fact label={t('consignments.transportationRequested')}>
            {d.transportationRequest
              ? [
                  formatDisplayDateTime(d.transportationRequest.requestedAt),
                  d.transportationRequest.vehicleType,
                  d.transportationRequest.pickupDate &&
                    t('consignments.pickupOn', {
                      date: formatDisplayDate(d.transportationRequest.pickupDate),
                    }),
                ]
                  .filter(Boolean)
                  .join(' · ')
              : orPlaceholder(null)}
          </Fact>
        </FactGrid>
      </Paper>
      <Typography variant="h2">{t('consignments.ewayBills')}</Typography>
      <SimpleTable
        label={t('consignments.ewayBills')}
        head={[
          t('consignments.ewayBillNumber'),
          t('consignments.filters.vehicleNo'),
          t('consignments.quantity'),
          t('consignments.fields.distanceKm'),
          t('consignments.ewayBillGeneratedAt'),
          t('consignments.ewayBillValidUntil'),
          t('consignments.status'),
        ]}
        rows={d.ewayBills.map((e) => [
          e.ewayBillNumber,
          orPlaceholder(e.vehicleNumber),
          orPlaceholder(e.quantity),
          e.distanceKm,
          formatDisplayDateTime(e.generatedAt),
          formatDisplayDateTime(e.validUntil),
          <EwayBillStatus key="s" status={e.status} validUntil={e.validUntil} />,
        ])}
      />
    </Box>
  );
}

export function PodTab({ consignment: c }: { consignment: ConsignmentDetail }) {
  const { t } = useTranslation();
  const pod = c.pod;
  if (!pod) return <EmptyState message={t('consignments.pod.none')} />;
  const lineName = (key: string) => c.lines.find((l) => l.consignmentLineItemKey === key)?.productName ?? key;
  const condition = (value: string) =>
    t(`consignments.conditions.${value}`, {
      defaultValue: ITEM_CONDITIONS.find((x) => x.value === value)?.label ?? value,
    });
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <FactGrid outlined={false}>
          <Fact label={t('consignments.fields.podDate')}>
            <DateText value={pod.podDate} />
          </Fact>
          <Fact label={t('consignments.fields.deliveryStatus')}>
            {podDeliveryStatusText(t, pod.deliveryStatus)}
          </Fact>
          <Fact label={t('consignments.fields.quantityWithIssue')}>{pod.quantityWithIssue}</Fact>
          <Fact label={t('consignments.fields.reasonOfIssue')}>{orPlaceholder(pod.reasonOfIssue)}</Fact>
          <Fact label={t('consignments.fields.comment')}>{orPlaceholder(pod.comment)}</Fact>
          <Fact label={t('consignments.pod.submittedAt')}>
            <DateText value={pod.submittedAt} withTime />
          </Fact>
        </FactGrid>
      </Paper>
      <SimpleTable
        label={t('consignments.fields.itemConditions')}
        head={[
          t('consignments.lines.product'),
          t('consignments.fields.condition'),
          t('consignments.quantity'),
        ]}
        rows={pod.items.map((i) => [lineName(i.consignmentLineItemKey), condition(i.condition), i.quantity])}
      />
    </Box>
  );
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** An active bill that expires within 24 hours: its status with a countdown, highlighted. */
function EwayBillStatus({ status, validUntil }: { status: string; validUntil: string }) {
  const { t } = useTranslation();
  // The countdown moves each minute.
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(timer);
  }, []);
  const left = new Date(validUntil).getTime() - now;
  const text = ewayBillStatusText(t, status, validUntil);
  if (status !== 'ACTIVE' || left <= 0 || left >= DAY_MS) return <>{text}</>;
  const minutes = Math.floor(left / 60_000);
  return (
    <Box
      component="span"
      data-testid="eway-bill-expiring"
      sx={{
        bgcolor: 'warning.light',
        color: 'warning.contrastText',
        px: 1,
        py: 0.25,
        borderRadius: 1,
        fontWeight: 600,
      }}
    >
      {`${text} · ${t('consignments.ewayExpiresIn', { hours: Math.floor(minutes / 60), minutes: minutes % 60 })}`}
    </Box>
  );
}

/** A bill past its validity shows as expired, as the portal reads it. */
function ewayBillStatusText(t: TFunction, status: string, validUntil: string): string {
  const shown = status === 'ACTIVE' && new Date(validUntil).getTime() < Date.now() ? 'EXPIRED' : status;
  return t(`consignments.ewayBillStatuses.${shown}`, { defaultValue: shown });
}

/** What a correction request became: an IRN void, or a note with its number and amount. */
function CorrectionOutcome({ c }: { c: ConsignmentDetail['invoiceCorrections'][number] }) {
  const { t } = useTranslation();
  if (!c.correction) return <>{orPlaceholder(null)}</>;
  const kind = t(`consignments.summary.corrections.kinds.${c.correction}`, { defaultValue: c.correction });
  if (!c.noteNumber) return <>{kind}</>;
  return (
    <>
      {`${kind} ${c.noteNumber} · `}
      {c.noteAmountPaise && <Amount value={c.noteAmountPaise} coloured={false} />}
    </>
  );
}

/**
 * The requests about this consignment: its invoice-correction (revision) requests from the credit
 * area, then its recorded moves, newest first.
 */
export function RequestSummaryTab({ consignment: c }: { consignment: ConsignmentDetail }) {
  const { t } = useTranslation();
  const entries = [...c.timeline].reverse();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Typography variant="h2">{t('consignments.summary.corrections.title')}</Typography>
      {c.invoiceCorrections.length === 0 ? (
        <EmptyState message={t('consignments.summary.corrections.none')} />
      ) : (
        <SimpleTable
          label={t('consignments.summary.corrections.title')}
          head={[
            t('consignments.summary.corrections.request'),
            t('consignments.status'),
            t('consignments.fields.invoiceNumber'),
            t('consignments.fields.reason'),
            t('consignments.summary.corrections.outcome'),
            t('consignments.fields.comment'),
            t('consignments.summary.at'),
          ]}
          rows={c.invoiceCorrections.map((r) => [
            r.requestId,
            <StatusChip key="s" statuses={INVOICE_REVISION_STATUSES} value={r.status} />,
            r.invoiceNumber,
            r.reason,
            <CorrectionOutcome key="o" c={r} />,
            [r.comments, r.decisionComments].filter(Boolean).join(' · '),
            formatDisplayDateTime(r.createdAt),
          ])}
        />
      )}
      <Typography variant="h2">{t('consignments.summary.activity')}</Typography>
      <SimpleTable
        label={t('consignments.summary.activity')}
        head={[
          t('consignments.summary.at'),
          t('consignments.summary.action'),
          t('consignments.summary.change'),
        ]}
        rows={entries.map((e) => [
          formatDisplayDateTime(e.at),
          t(`consignments.actions.${e.action}.label`, { defaultValue: e.action }),
          e.from && e.to && e.from !== e.to
            ? `${consignmentStatusText(t, e.from)} → ${consignmentStatusText(t, e.to)}`
            : orPlaceholder(null),
        ])}
      />
    </Box>
  );
}
