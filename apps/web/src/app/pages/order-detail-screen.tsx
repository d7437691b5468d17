import type { OrderDetail } from '@dom/contract';
import { lazy } from 'react';
import { OrderDetailPage } from '../../features/orders/order-detail-page';

// Loads when the tab is first opened (TabbedPage holds it in Suspense): the order's route stays
// inside its bundle budget.
const OrderConsignmentsTab = lazy(() =>
  import('../../features/consignments/order-consignments-tab').then((m) => ({
    default: m.OrderConsignmentsTab,
  })),
);

/** The consignments area's tab, drawn inside an order. */
const consignmentsTab = (order: OrderDetail) => (
  <OrderConsignmentsTab orderKey={order.orderKey} orderStatus={order.orderStatus} />
);

/**
 * `/sales-order/:key` as the app composes it: features never import each other, so the order
 * screen takes the consignments tab from here.
 */
export function OrderDetailScreen() {
  return <OrderDetailPage consignmentsTab={consignmentsTab} />;
}
