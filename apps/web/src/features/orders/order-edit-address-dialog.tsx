import { PARTY_ENDPOINTS } from '@dom/contract';
import { call } from '../../lib/api-client';
import { zodResolver } from '@hookform/resolvers/zod';
import Typography from '@mui/material/Typography';
import type { BuyerAddress, OrderAddress, OrderDetail } from '@dom/contract';
import { useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormSelect } from './form-select';
import type { OrderEditStep } from './order-edit-support';
import { BUYERS_KEY } from './orders-support';
import { OrderEditDialog, useOrderEdit } from './order-edit-dialog';

const KEEP = 'keep';
const AddressFormSchema = z.object({ billingAddressId: z.string(), shippingAddressId: z.string() });
type AddressForm = z.infer<typeof AddressFormSchema>;

function oneLine(
  a: Pick<OrderAddress, 'addressLine1' | 'addressLine2' | 'cityName' | 'stateName' | 'postalCode' | 'gstNum'>,
) {
  const parts = [a.addressLine1, a.addressLine2, a.cityName, `${a.stateName} ${a.postalCode}`];
  const text = parts.filter((p) => p && p.trim() !== '').join(', ');
  return a.gstNum ? `${text} · ${a.gstNum}` : text;
}

function optionsOf(t: TFunction, book: readonly BuyerAddress[], type: BuyerAddress['addressType']) {
  return [
    { value: KEEP, label: t('orders.edit.address.keep') },
    ...book
      .filter((a) => a.addressType === type)
      .map((a) => ({
        value: a.addressId,
        label: a.companyName ? `${a.companyName} · ${oneLine(a)}` : oneLine(a),
      })),
  ];
}

/** Billing and/or shipping address: entries of the buyer's address book (parties), nothing typed. */
export function OrderEditAddressDialog({ order, onClose }: { order: OrderDetail; onClose: () => void }) {
  const { t } = useTranslation();
  const book = useQuery({
    queryKey: [BUYERS_KEY, 'addresses', order.buyerId],
    queryFn: () => call(PARTY_ENDPOINTS.buyerAddresses, { query: { buyerId: order.buyerId } }),
  });
  const { control, handleSubmit, setError } = useForm<AddressForm>({
    resolver: zodResolver(AddressFormSchema),
    defaultValues: { billingAddressId: KEEP, shippingAddressId: KEEP },
    mode: 'onTouched',
  });
  const edit = useOrderEdit<AddressForm>({
    order,
    onClose,
    setError,
    fieldOf: (_step, field) =>
      (['billingAddressId', 'shippingAddressId'] as const).find((name) => name === field),
  });
  const onValid = (v: AddressForm) => {
    const body = {
      ...(v.billingAddressId !== KEEP ? { billingAddressId: v.billingAddressId } : {}),
      ...(v.shippingAddressId !== KEEP ? { shippingAddressId: v.shippingAddressId } : {}),
    };
    const steps: OrderEditStep[] = Object.keys(body).length > 0 ? [{ call: 'address', body }] : [];
    edit.submit(steps);
  };
  const addresses = book.data?.addresses ?? [];

  return (
    <OrderEditDialog
      title={t('orders.edit.address.title', { key: order.orderKey })}
      onClose={onClose}
      onSubmit={(e) => void handleSubmit(onValid)(e)}
      pending={edit.pending}
      error={book.error ?? edit.error}
      nothingChanged={edit.nothingChanged}
      wide
    >
      <Typography variant="body2">{t('orders.edit.address.intro', { buyer: order.buyerName })}</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {t('orders.edit.address.currentBilling', { address: oneLine(order.billingAddress) })}
      </Typography>
      <FormSelect
        control={control}
        name="billingAddressId"
        label={t('orders.edit.address.billing')}
        options={optionsOf(t, addresses, 'BILLING')}
      />
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {t('orders.edit.address.currentShipping', { address: oneLine(order.shippingAddress) })}
      </Typography>
      <FormSelect
        control={control}
        name="shippingAddressId"
        label={t('orders.edit.address.shipping')}
        options={optionsOf(t, addresses, 'SHIPPING')}
      />
    </OrderEditDialog>
  );
}
