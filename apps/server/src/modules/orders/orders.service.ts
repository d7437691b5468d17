import {
  type AnyEndpoint,
  ORDER_ENDPOINTS,
  type OrderAllowedAction,
  type OrderDetail,
  type OrderPage,
  type OrderSearchQuery,
  type PurchaseOrderDetail,
  allowedAction,
} from '@dom/contract';
import {
  ORDER_ACKNOWLEDGEMENT_OPERATIONS,
  ORDER_TRANSITIONS,
  type OrderAction,
  type OrderStatus,
  canAnswerOrderLines,
  holdsPermission,
  pendingAcknowledgementMilli,
} from '@dom/domain';
import type { Db } from '../../platform/db/database';
import { type OwnerScope, foundInScope } from '../identity';
import { presentDetail } from './order-detail.present';
import { presentListItem } from './order-present';
import { presentPurchaseOrder } from './purchase-order.present';
import { cursorOf, searchOrders } from './order-search.repo';
import { findOrder, listLines, listOrderExtras } from './orders.repo';
import { editableGroupsIn } from './order-edit.rules';
import { toMilli } from './quantity';
import { type ApprovalRules, DEFAULT_APPROVAL_RULES, approvalNeeds } from './order-approval.service';

/** The order moves the order screens make, each with its call. */
const ORDER_MOVE_ENDPOINTS: Partial<Record<OrderAction, AnyEndpoint>> = {
  approve: ORDER_ENDPOINTS.approve,
  cancel: ORDER_ENDPOINTS.cancel,
};

/** The seller's answers to pending lines, each with its call. */
const ANSWER_ENDPOINTS = {
  acknowledge: ORDER_ENDPOINTS.acknowledge,
  reject: ORDER_ENDPOINTS.reject,
} as const;

type LineRow = Awaited<ReturnType<typeof listLines>>[number];

const pendingOf = (l: LineRow) =>
  pendingAcknowledgementMilli({
    orderedMilli: toMilli(l.orderedQty),
    cancelledMilli: toMilli(l.cancelledQty),
    acknowledgedMilli: toMilli(l.acknowledgedQty),
  });

/**
 * The seller's answers (acknowledge, reject) the caller may give now: while a line is pending, in a
 * state that takes them (the table's move from ORDER_APPROVED, an in-place answer from the later
 * states), with the permission. The order detail and the purchase order answer the same.
 */
function answerActions(
  status: OrderStatus,
  lines: readonly LineRow[],
  permissions: ReadonlySet<string>,
): OrderAllowedAction[] {
  if (!lines.some((l) => pendingOf(l) > 0n)) return [];
  return (['acknowledge', 'reject'] as const)
    .filter(
      (answer) =>
        canAnswerOrderLines(answer, status) &&
        holdsPermission(permissions, ORDER_ACKNOWLEDGEMENT_OPERATIONS[answer].permission),
    )
    .map((answer) =>
      allowedAction(
        answer,
        ANSWER_ENDPOINTS[answer],
        {},
        ORDER_TRANSITIONS.targetOf(status, answer) ?? status,
      ),
    );
}

/** Reads: the order list (sales and purchase views) and the detail with its tabs. */
export class OrdersQueries {
  constructor(
    private readonly db: Db,
    private readonly rules: ApprovalRules = DEFAULT_APPROVAL_RULES,
  ) {}

  async search(scope: OwnerScope, query: OrderSearchQuery): Promise<OrderPage> {
    const { rows, total, capped, first } = await searchOrders(this.db, scope, query);
    const last = rows[rows.length - 1];
    const head = rows[0];
    return {
      content: rows.map(presentListItem),
      pageNumber: first ? 0 : query.pageNumber,
      pageSize: query.pageSize,
      totalElements: total,
      totalPages: Math.ceil(total / query.pageSize),
      totalIsCapped: capped,
      nextCursor: rows.length === query.pageSize && last ? cursorOf(query, last) : null,
      prevCursor: !first && head ? cursorOf(query, head) : null,
      isFirstPage: first,
    };
  }

  /**
   * The seller-side view: two statements (the order in scope, its lines), with the answers the
   * caller may give to what is pending acknowledgement. Another seller's order is out of scope: 404.
   */
  async purchaseOrder(
    scope: OwnerScope,
    permissions: ReadonlySet<string>,
    key: string,
  ): Promise<PurchaseOrderDetail> {
    const order = foundInScope(await findOrder(this.db, scope, key), 'Order');
    const lines = await listLines(this.db, order.id);
    return presentPurchaseOrder(order, lines, answerActions(order.status, lines, permissions));
  }

  async statusOf(scope: OwnerScope, key: string): Promise<OrderStatus> {
    return foundInScope(await findOrder(this.db, scope, key), 'Order').status;
  }

  async detail(scope: OwnerScope, permissions: ReadonlySet<string>, key: string): Promise<OrderDetail> {
    const order = foundInScope(await findOrder(this.db, scope, key), 'Order');
    const lines = await listLines(this.db, order.id);
    const extras = await listOrderExtras(this.db, order.id);
    const status = order.status;
    // The table's moves made by a call of this area (the others are made by consignments, credit
    // and approvals, on their own screens); the calls take the order's key in their body.
    const actions: OrderAllowedAction[] = ORDER_TRANSITIONS.nextActions(status, permissions).flatMap((m) => {
      const endpoint = ORDER_MOVE_ENDPOINTS[m.action];
      return endpoint ? [allowedAction(m.action, endpoint, {}, m.to)] : [];
    });
    actions.push(...answerActions(status, lines, permissions));
    if (holdsPermission(permissions, 'Allow_Order_Edit') && editableGroupsIn(status).length > 0)
      actions.push(allowedAction('edit', ORDER_ENDPOINTS.edit, {}, null));
    return presentDetail(order, lines, extras, actions, approvalNeeds(order, this.rules));
  }
}
