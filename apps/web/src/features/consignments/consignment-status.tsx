import {
  BLOCKED_REASONS,
  CONSIGNMENT_BLOCK_MESSAGES,
  CONSIGNMENT_STATUSES,
  POD_DELIVERY_STATUSES,
  TRACKING_STATUSES,
  blockedReasonLabel,
  blockedReasonMessage,
} from '@dom/domain';
import type { TFunction } from 'i18next';
import { StatusChip, statusLabel, statusOptions } from '../../components/status-chip/status-chip';
import type { FilterOption } from '../../components/filter-bar/filter-types';
import '../../i18n/parts/consignments';

/** Consignment and tracking statuses in the interface language (`statusLabels.<domain label>`). */
export function consignmentStatusText(t: TFunction, value: string): string {
  return statusLabel(t, CONSIGNMENT_STATUSES, value);
}

export function trackingStatusText(t: TFunction, value: string): string {
  return statusLabel(t, TRACKING_STATUSES, value);
}

export function consignmentStatusOptions(t: TFunction): FilterOption[] {
  return statusOptions(t, CONSIGNMENT_STATUSES);
}

export function trackingStatusOptions(t: TFunction): FilterOption[] {
  return statusOptions(t, TRACKING_STATUSES);
}

export function ConsignmentStatusChip({ value }: { value: string }) {
  return <StatusChip statuses={CONSIGNMENT_STATUSES} value={value} />;
}

export function TrackingStatusChip({ value }: { value: string }) {
  return <StatusChip statuses={TRACKING_STATUSES} value={value} />;
}

/** A blocked reason's short label (filters, chips); unknown codes show as sent. */
export function blockedReasonText(t: TFunction, reason: string): string {
  return t(`consignments.blockedReasons.${reason}`, { defaultValue: blockedReasonLabel(reason) });
}

/** The spec's blocking message for a reason (doc 2 §8). */
export function blockingMessageText(t: TFunction, reason: string): string {
  return t(`consignments.blockingMessages.${reason}`, { defaultValue: blockedReasonMessage(reason) });
}

/** The block state's own message: Payment awaited, Related Party Transaction blocked. */
export function blockStateMessageText(t: TFunction, status: string): string | null {
  const message = (CONSIGNMENT_BLOCK_MESSAGES as Record<string, string | undefined>)[status];
  return message ? t(`consignments.blockingMessages.${status}`, { defaultValue: message }) : null;
}

export function blockedReasonOptions(t: TFunction): FilterOption[] {
  return BLOCKED_REASONS.map((r) => ({ value: r.value, label: blockedReasonText(t, r.value) }));
}

export function podDeliveryStatusText(t: TFunction, value: string): string {
  const known = POD_DELIVERY_STATUSES.find((s) => s.value === value);
  return known ? t(`consignments.podStatuses.${value}`, { defaultValue: known.label }) : value;
}
