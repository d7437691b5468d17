import type { ConsignmentListItem } from '@dom/contract';
import { consignmentProgressRank, consignmentStatusLabel } from '@dom/domain';
import type { ConsignmentRow } from './consignments.repo';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function presentListItem(row: ConsignmentRow, quantity: string): ConsignmentListItem {
  const status = row.status;
  return {
    consignmentKey: row.consignmentKey,
    consignmentType: row.consignmentType,
    orderKey: row.orderKey,
    purchaseOrderNo: row.purchaseOrderNo,
    status,
    statusLabel: consignmentStatusLabel(status),
    trackingStatus: row.trackingStatus ?? null,
    blockedReasons: row.blockedReasons,
    buyerName: row.buyerName,
    sellerName: row.sellerName,
    sourceName: row.sourceName,
    warehouseId: row.warehouseId,
    buyerInvoiceNumber: row.buyerInvoiceNumber,
    sellerBillId: row.sellerBillId,
    logisticProvider: row.logisticProvider,
    vehicleNo: row.vehicleNo,
    ewayBillNumber: row.ewayBillNumber,
    ewayBillValidUntil: iso(row.ewayBillValidUntil),
    dispatchClarity: row.dispatchClarity,
    currentPohStatus: row.currentPohStatus,
    rmEmail: row.rmEmail,
    valuePaise: row.valuePaise.toString(),
    totalPaise: row.totalPaise.toString(),
    // Per unit, already formatted (quantitiesOf): "120 BAG + 3.500 MT".
    quantity,
    createdAt: row.createdAt.toISOString(),
    expectedDispatchDate: row.expectedDispatchDate,
    actualDispatchDate: row.actualDispatchDate,
    deliveredAt: iso(row.deliveredAt),
    progressRank: consignmentProgressRank(status) ?? null,
  };
}
