import type { OrderDetail } from '@dom/contract';
import { OrderConsignmentsTab } from '../../features/consignments/order-consignments-tab';
import { OrderDetailPage } from '../../features/orders/order-detail-page';

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
