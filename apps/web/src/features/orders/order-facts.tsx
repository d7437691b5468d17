import Box from '@mui/material/Box';
import type { OrderDetail } from '@dom/contract';
import { orPlaceholder } from '@dom/domain';
import { useTranslation } from 'react-i18next';
import { Amount } from '../../components/amount/amount';
import { DateText } from '../../components/date-text/date-text';
import { Fact, FactGrid } from '../../components/fact-grid/fact-grid';

/** Each charge with its type, e.g. "Shipping ₹500.00 · Loading ₹250.00". */
function ChargesText({ charges }: { charges: OrderDetail['charges'] }) {
  const { t } = useTranslation();
  if (charges.length === 0) return <>{orPlaceholder(null)}</>;
  return (
    <Box component="span" sx={{ display: 'flex', flexDirection: 'column' }}>
      {charges.map((c, i) => (
        <span key={`${c.chargeType}-${i}`}>
          {t(`orders.chargeTypes.${c.chargeType}`)} <Amount value={c.amountPaise} coloured={false} />
        </span>
      ))}
    </Box>
  );
}

/** The order's key facts above its tabs. */
export function OrderFacts({ order }: { order: OrderDetail }) {
  const { t } = useTranslation();
  return (
    <FactGrid>
      <Fact label={t('orders.orderNumber')}>{order.orderNumber}</Fact>
      <Fact label={t('orders.poNumber')}>{orPlaceholder(order.buyerPONumber)}</Fact>
      <Fact label={t('orders.buyerName')}>{order.buyerName}</Fact>
      <Fact label={t('orders.sellerName')}>{order.sellerName}</Fact>
      <Fact label={t('orders.orderDate')}>
        <DateText value={order.orderDate} />
      </Fact>
      <Fact label={t('orders.dueDate')}>
        <DateText value={order.dueDate} />
      </Fact>
      <Fact label={t('orders.deliveryDate')}>
        <DateText value={order.deliveryDate} />
      </Fact>
      <Fact label={t('orders.maxMdd')}>
        <DateText value={order.maxMdd} />
      </Fact>
      <Fact label={t('orders.channel')}>
        {order.businessUnit === 'UTCL' ? t('orders.channels.retail') : order.businessUnit}
      </Fact>
      <Fact label={t('orders.valueExclTax')}>
        <Amount value={order.orderValueExclTaxPaise} coloured={false} />
      </Fact>
      <Fact label={t('orders.preTaxValue')}>
        <Amount value={order.preTaxValuePaise} coloured={false} />
      </Fact>
      <Fact label={t('orders.shippingCost')}>
        <Amount value={order.shippingCostPaise} coloured={false} />
      </Fact>
      <Fact label={t('orders.charges')}>
        <ChargesText charges={order.charges} />
      </Fact>
      <Fact label={t('orders.totalValue')}>
        <Amount value={order.totalValuePaise} coloured={false} />
      </Fact>
      <Fact label={t('orders.paymentTerms')}>{order.paymentTerms}</Fact>
      <Fact label={t('orders.creditDays')}>{order.creditDays}</Fact>
      <Fact label={t('orders.orderType')}>{order.orderCategory}</Fact>
      <Fact label={t('orders.grossMargin')}>{`${order.grossMarginPercent}%`}</Fact>
      <Fact label={t('orders.warehouse')}>{order.warehouseName}</Fact>
      <Fact label={t('orders.orderManager')}>{orPlaceholder(order.orderManager)}</Fact>
      <Fact label={t('orders.logisticsManager')}>{orPlaceholder(order.logisticsManager)}</Fact>
      <Fact label={t('orders.rmName')}>{orPlaceholder(order.rmName)}</Fact>
      <Fact label={t('orders.cmName')}>{orPlaceholder(order.cmName)}</Fact>
      <Fact label={t('orders.isDelayed')}>{order.isDelayed ? t('orders.yes') : t('orders.no')}</Fact>
    </FactGrid>
  );
}
