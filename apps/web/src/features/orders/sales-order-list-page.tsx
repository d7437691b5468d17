import { useTranslation } from 'react-i18next';
import { OrderListScreen } from './order-list-screen';
import { searchOrders } from './orders-api';

/** `/sales-order`: the sales orders the user may see. */
export function SalesOrderListPage() {
  const { t } = useTranslation();
  return <OrderListScreen view="sales" title={t('menu.salesOrder')} search={searchOrders} />;
}
