import { useTranslation } from 'react-i18next';
import { OrderListScreen } from './order-list-screen';
import { searchPurchaseOrders } from './orders-api';

/** `/purchase-order`: the same orders from the seller's side (seller PO number and value). */
export function PurchaseOrderListPage() {
  const { t } = useTranslation();
  return <OrderListScreen view="purchase" title={t('menu.purchaseOrder')} search={searchPurchaseOrders} />;
}
