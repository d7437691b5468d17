import type { ConsignmentCounts, ConsignmentDetail, ConsignmentPage, ConsignmentSearch } from '@dom/contract';
import {
  CONSIGNMENT_BLOCK_MESSAGES,
  blockedReasonMessage,
  consignmentFailureAwareRank,
  type Permission,
} from '@dom/domain';
import { listAuditFor } from '../../platform/audit';
import type { Db } from '../../platform/db/database';
import { foundInScope } from '../identity';
import { sellerView } from './consignment-seller-view';
import type { ConsignmentDocuments } from './consignment-documents.service';
import { reasonLabel } from './consignment-credit.rules';
import { lineValuePaise } from './consignment-money';
import { consignmentActions } from './consignment-allowed-actions';
import { presentPod } from './consignment-pod.service';
import { presentListItem } from './consignment-present';
import { countByStatus, cursorOf, quantitiesOf, searchConsignments } from './consignment-search.repo';
import { ewayBillThresholdPaise, needsEwayBill } from './consignment-settings';
import type { Caller } from './consignment-transition';
import {
  findConsignment,
  findPod,
  listConsignmentLines,
  listEwayBills,
  listInvoiceCorrections,
} from './consignments.repo';
import { quantityByUnit } from './consignment-money';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** Gates the request summary tab and its invoice-correction requests. */
export const INVOICE_CORRECTION_PERMISSION: Permission = 'Allow_Invoice_Correction';

/** The list, its tab counts and the detail: reads only, always within the caller's scope. */
export class ConsignmentQueries {
  constructor(
    private readonly db: Db,
    private readonly documents: ConsignmentDocuments,
    private readonly clock: () => Date,
  ) {}

  async search(caller: Caller, q: ConsignmentSearch): Promise<ConsignmentPage> {
    const { rows, total, capped } = await searchConsignments(this.db, caller.scope, q, this.clock());
    const quantities = await quantitiesOf(
      this.db,
      rows.map((r) => r.id),
    );
    const last = rows[rows.length - 1];
    return {
      content: rows.map((r) => presentListItem(r, quantities.get(r.id) ?? '0')),
      pageNumber: q.pageNumber,
      pageSize: q.pageSize,
      totalElements: total,
      totalPages: Math.ceil(total / q.pageSize),
      totalIsCapped: capped,
      nextCursor: last && rows.length === q.pageSize ? cursorOf(last) : null,
    };
  }

  async counts(caller: Caller, q: ConsignmentSearch): Promise<ConsignmentCounts> {
    const { counts, total } = await countByStatus(this.db, caller.scope, q, this.clock());
    return {
      counts: counts.map((c) => ({
        status: c.status,
        count: c.count,
        capped: c.capped,
      })),
      total: total.count,
      totalIsCapped: total.capped,
    };
  }

  /** The detail in the caller's view (the seller portal's hides the marketplace's credit matters). */
  async detail(caller: Caller, key: string): Promise<ConsignmentDetail> {
    return sellerView(caller, await this.fullDetail(caller, key));
  }

  private async fullDetail(caller: Caller, key: string): Promise<ConsignmentDetail> {
    const row = foundInScope(await findConsignment(this.db, caller.scope, key), 'Consignment');
    const lines = await listConsignmentLines(this.db, row.id);
    const bills = await listEwayBills(this.db, row.id);
    const pod = await findPod(this.db, row.id);
    const documents = await this.documents.list(caller, key);
    const audit = await listAuditFor(this.db, 'consignment', row.consignmentKey);
    const threshold = await ewayBillThresholdPaise(this.db);
    // The request summary tab's permission (doc 2 §2): the requests are read only for its holders.
    const corrections = caller.permissions.has(INVOICE_CORRECTION_PERMISSION)
      ? await listInvoiceCorrections(this.db, row.orderKey, row.consignmentKey)
      : [];
    const status = row.status;
    const quantity = quantityByUnit(
      lines.map((l) => ({ unit: l.unit, quantity: l.acknowledgedQty ?? l.requestedQty })),
    );
    const blockMessage = CONSIGNMENT_BLOCK_MESSAGES[status];
    const ewayBillRequired = needsEwayBill(row.totalPaise, threshold);
    const actions = consignmentActions(row.consignmentKey, status, caller.permissions, row.trackingStatus, {
      hasEwayBill: row.ewayBillNumber !== null,
      hasIrn: row.irn !== null,
      ewayBillRequired,
    });
    return {
      ...presentListItem(row, quantity),
      version: row.version,
      status,
      trackingStatus: row.trackingStatus ?? null,
      failureReason: row.failureReason,
      blockMessages: [
        ...(blockMessage ? [blockMessage] : []),
        ...row.blockedReasons.map((r) => reasonLabel(r).message ?? blockedReasonMessage(r)),
      ],
      failureAwareRank: consignmentFailureAwareRank(status) ?? null,
      buyerGstin: row.buyerGstin,
      sellerGstin: row.sellerGstin,
      taxPaise: row.taxPaise.toString(),
      lines: lines.map((l) => ({
        consignmentLineItemKey: l.consignmentLineItemKey,
        lineItemId: l.orderLineId,
        lineNumber: l.lineNumber,
        itemId: l.itemId,
        productName: l.productName,
        hsnCode: l.hsnCode,
        unit: l.unit,
        requestedQuantity: l.requestedQty,
        acknowledgedQuantity: l.acknowledgedQty,
        unitPricePaise: l.unitPricePaise.toString(),
        gstRateBp: l.gstRateBp,
        valuePaise: lineValuePaise(l.acknowledgedQty ?? l.requestedQty, l.unitPricePaise).toString(),
      })),
      invoice: {
        invoiceNumber: row.buyerInvoiceNumber,
        invoiceDate: row.invoiceDate,
        invoiceAmountPaise: row.invoiceAmountPaise?.toString() ?? null,
        irn: row.irn,
        irnAckNumber: row.irnAckNumber,
        irnAckAt: iso(row.irnAckAt),
      },
      dispatch: {
        logisticProvider: row.logisticProvider,
        transporterName: row.transporterName,
        transportMode: row.transportMode,
        vehicleNo: row.vehicleNo,
        lrNumber: row.lrNumber,
        lrDate: row.lrDate,
        trackingUrl: row.trackingUrl,
        expectedDispatchDate: row.expectedDispatchDate,
        actualDispatchDate: row.actualDispatchDate,
        createTrip: row.createTrip,
        distanceKm: row.distanceKm,
        packages: row.packages,
        grossWeightKg: row.grossWeightKg,
        ewayBills: bills.map((b) => ({
          ewayBillNumber: b.ewayBillNumber,
          vehicleNumber: b.vehicleNumber,
          quantity: b.quantity,
          distanceKm: b.distanceKm,
          generatedAt: b.generatedAt.toISOString(),
          validUntil: b.validUntil.toISOString(),
          status: b.status,
        })),
        ewayBillRequired,
        overDimensionalCargo: row.overDimensionalCargo,
        preTransitTrip: row.preTransitTrip ?? null,
        transportationRequest: row.transportationRequest ?? null,
      },
      invoiceCorrections: corrections.map((c) => ({
        ...c,
        noteAmountPaise: c.noteAmountPaise?.toString() ?? null,
        createdAt: c.createdAt.toISOString(),
        updatedAt: c.updatedAt.toISOString(),
      })),
      pod: pod ? presentPod(pod) : null,
      documents,
      timeline: audit
        .map((a) => {
          const before = (a.before ?? {}) as { status?: string };
          const after = (a.after ?? {}) as { status?: string };
          return {
            at: a.at.toISOString(),
            action: a.action,
            from: before.status ?? null,
            to: after.status ?? null,
            actorId: a.actorId,
            detail: a.after,
          };
        })
        .reverse(),
      allowedActions: actions.allowed,
      heldBackActions: actions.heldBack,
      creditException: row.creditException ?? null,
      cancelReason: row.cancelReason,
      cancelComment: row.cancelComment,
    };
  }
}
