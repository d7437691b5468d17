import { call } from '../../lib/api-client';
import { type OrderPage, ORDER_ENDPOINTS } from '@dom/contract';
import { type QueryParams } from '../../lib/query-string';
import { useTranslation } from 'react-i18next';
import { OrderListScreen } from './order-list-screen';

/** `/purchase-order`: the same orders from the seller's side (seller PO number and value). */
export function PurchaseOrderListPage() {
  const { t } = useTranslation();
  return (
    <OrderListScreen
      view="purchase"
      title={t('menu.purchaseOrder')}
      search={(query: QueryParams): Promise<OrderPage> =>
        call(ORDER_ENDPOINTS.searchPurchaseOrders, { query })
      }
    />
  );
}
