import { call } from '../../lib/api-client';
import { type OrderPage, ORDER_ENDPOINTS } from '@dom/contract';
import { type QueryParams } from '../../lib/query-string';
import { useTranslation } from 'react-i18next';
import { OrderListScreen } from './order-list-screen';

/** `/sales-order`: the sales orders the user may see. */
export function SalesOrderListPage() {
  const { t } = useTranslation();
  return (
    <OrderListScreen
      view="sales"
      title={t('menu.salesOrder')}
      search={(query: QueryParams): Promise<OrderPage> => call(ORDER_ENDPOINTS.search, { query })}
    />
  );
}
