import { call } from '../../lib/api-client';
import { type BusinessCode, REFERENCE_ENDPOINTS, ORDER_ENDPOINTS } from '@dom/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useActionMutation } from '../../components/action-dialog/use-action-mutation';
import { useNavigate } from 'react-router';
import { Amount } from '../../components/amount/amount';
import { useUnsavedChangesGuard } from '../../components/confirm-dialog/use-unsaved-changes-guard';
import { DateTimeFormField } from '../../components/form/date-time-form-field';
import { TextFormField } from '../../components/form/text-form-field';
import { useNotify } from '../../components/notifications/notifications-context';
import { errorToastMessage, useErrorToast } from '../../lib/use-error-toast';
import { usePageTitle } from '../../lib/use-page-title';
import { useSession } from '../../app/session/session-context';
import {
  type CreateOrderForm,
  CreateOrderFormSchema,
  REGISTERED_ADDRESS,
  emptyCreateOrderForm,
  linesValuePaise,
  toCreateOrder,
} from './create-order-form';
import { CreateOrderCharges, CreateOrderLines } from './create-order-lines';
import { FormSearchSelect } from './form-search-select';
import { FormSelect } from './form-select';
import { ConfirmCheckbox } from '../../components/form/confirm-checkbox';
import { lookupBuyers, lookupWarehouses } from './order-create-support';
import { ORDERS_KEY } from './orders-support';

const FIELDS = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(3, minmax(0, 1fr))' },
} as const;

/** `/sales-order/create`: customer support or an order manager books an order for a buyer. */
export function CreateOrderPage() {
  const { t } = useTranslation();
  const { hasPermission } = useSession();
  // The server refuses every call without the permission; say so instead of showing a dead form.
  if (!hasPermission('Allow_Order_Create')) return <Alert severity="error">{t('errors.forbidden')}</Alert>;
  return <CreateOrderPageContent />;
}

function CreateOrderPageContent() {
  const { t } = useTranslation();
  usePageTitle(t('orders.create.title'));
  const navigate = useNavigate();
  const notify = useNotify();
  const showError = useErrorToast();
  const queryClient = useQueryClient();
  const [createdKey, setCreatedKey] = useState<string | null>(null);
  // Billing addresses of the buyers the search has shown, by buyer id.
  const [addresses, setAddresses] = useState<Readonly<Record<string, string>>>({});
  const dropdowns = useQuery({
    queryKey: ['import-order-dropdowns'],
    queryFn: (): Promise<BusinessCode[]> => call(REFERENCE_ENDPOINTS.orderDropdowns),
    staleTime: Infinity,
  });
  const form = useForm<CreateOrderForm>({
    resolver: zodResolver(CreateOrderFormSchema),
    defaultValues: emptyCreateOrderForm(),
    mode: 'onTouched',
  });
  const { control, handleSubmit, setValue, getValues, formState } = form;
  const buyer = useWatch({ control, name: 'buyer' });
  const lines = useWatch({ control, name: 'lines' });
  const same = useWatch({ control, name: 'billingAddressSame' });
  const book = useQuery({
    queryKey: ['buyer-address-book', buyer?.value],
    queryFn: () => call(ORDER_ENDPOINTS.lookupBuyerAddresses, { params: { buyerId: buyer?.value ?? '' } }),
    enabled: Boolean(buyer),
  });
  const bookOptions = (type: 'BILLING' | 'SHIPPING') =>
    (book.data ?? []).filter((a) => a.addressType === type).map((a) => ({ value: a.id, label: a.label }));
  const create = useActionMutation({
    mutationFn: (values: CreateOrderForm, idempotencyKey) =>
      call(ORDER_ENDPOINTS.create, { body: toCreateOrder(values) }, { idempotencyKey }),
    onSuccess: (result) => {
      void queryClient.invalidateQueries({ queryKey: [ORDERS_KEY] });
      notify.success(t('orders.create.done', { key: result.orderKey }));
      setCreatedKey(result.orderKey);
    },
    onError: (error) => showError(error, t('orders.create.failed')),
  });
  const guard = useUnsavedChangesGuard(formState.isDirty && createdKey === null);
  useEffect(() => {
    // After the guard let go (this render), so leaving for the new order is not questioned.
    if (createdKey) void navigate(`/sales-order/${createdKey}`, { replace: true });
  }, [createdKey, navigate]);

  const options = (type: string) =>
    (dropdowns.data ?? [])
      .filter((c) => c.type === type)
      .map((c) => ({
        value: c.code,
        label: t(`orders.create.codes.${type}.${c.code}`, { defaultValue: c.value }),
      }));
  const address = buyer ? addresses[buyer.value] : undefined;

  return (
    <Box
      component="form"
      noValidate
      aria-labelledby="create-order-title"
      onSubmit={(e) => void handleSubmit((values) => create.mutate(values))(e)}
      sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography id="create-order-title" variant="h1">
          {t('orders.create.title')}
        </Typography>
      </Box>
      <Paper variant="outlined" component="section" aria-labelledby="create-order-details" sx={{ p: 2 }}>
        <Typography id="create-order-details" variant="h2" sx={{ mb: 2 }}>
          {t('orders.create.details')}
        </Typography>
        <Box sx={FIELDS}>
          <FormSearchSelect
            control={control}
            name="buyer"
            label={t('orders.create.buyer')}
            required
            loadOptions={async (q) => {
              const found = await lookupBuyers(q);
              setAddresses((known) => ({
                ...known,
                ...Object.fromEntries(found.map((b) => [b.id, b.billingAddress])),
              }));
              return found.map((b) => ({ value: b.id, label: `${b.name} (${b.code})` }));
            }}
            // Choosing the buyer chooses its registered address; its address book offers others.
            onPicked={(picked) => {
              setValue('billingAddress', picked ? REGISTERED_ADDRESS : '', {
                shouldValidate: true,
                shouldDirty: true,
              });
              setValue('shippingAddress', '');
            }}
          />
          <FormSelect
            control={control}
            name="billingAddress"
            label={t('orders.create.billingAddress')}
            required
            disabled={!buyer}
            options={[
              ...(address
                ? [{ value: REGISTERED_ADDRESS, label: t('orders.create.registeredAddress', { address }) }]
                : []),
              ...bookOptions('BILLING'),
            ]}
          />
          <Box sx={{ gridColumn: { sm: 'span 2', lg: 'span 1' } }}>
            <ConfirmCheckbox
              control={control}
              name="billingAddressSame"
              label={t('orders.create.billingAddressSame')}
            />
          </Box>
          {!same && (
            <FormSelect
              control={control}
              name="shippingAddress"
              label={t('orders.create.shippingAddress')}
              required
              disabled={!buyer}
              options={bookOptions('SHIPPING')}
            />
          )}
          <FormSearchSelect
            control={control}
            name="warehouse"
            label={t('orders.create.warehouse')}
            required
            loadOptions={async (q) =>
              (await lookupWarehouses(q)).map((w) => ({ value: w.id, label: `${w.name} · ${w.sellerName}` }))
            }
          />
          <FormSelect
            control={control}
            name="shippingMode"
            label={t('orders.create.shippingMode')}
            required
            options={options('SHIPPING_MODE')}
          />
          <FormSelect
            control={control}
            name="logisticsProvider"
            label={t('orders.create.logisticsProvider')}
            required
            options={options('LOGISTICS_PROVIDER')}
          />
          <FormSelect
            control={control}
            name="paymentTerms"
            label={t('orders.create.paymentTerms')}
            required
            options={options('PAYMENT_TERMS')}
          />
          <TextFormField
            control={control}
            name="buyerCreditDays"
            label={t('orders.create.buyerCreditDays')}
            required
            type="text"
            autoComplete="off"
          />
          <DateTimeFormField
            control={control}
            name="poReceivedAt"
            label={t('orders.create.poReceivedAt')}
            required
            disableFuture
          />
          <TextFormField
            control={control}
            name="buyerPONumber"
            label={t('orders.create.buyerPONumber')}
            required
            maxLength={64}
            autoComplete="off"
          />
          <FormSelect
            control={control}
            name="orderCategory"
            label={t('orders.orderCategory')}
            required
            options={options('ORDER_CATEGORY')}
          />
        </Box>
      </Paper>
      <CreateOrderLines control={control} getValues={getValues} setValue={setValue} />
      <CreateOrderCharges control={control} />
      {create.error && (
        <Alert severity="error" role="alert">
          {errorToastMessage(t, create.error, t('orders.create.failed'))}
        </Alert>
      )}
      {dropdowns.error && (
        <Alert severity="error">
          {errorToastMessage(t, dropdowns.error, t('orders.create.optionsFailed'))}
        </Alert>
      )}
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 2,
          flexWrap: 'wrap',
          justifyContent: 'flex-end',
        }}
      >
        <Typography sx={{ mr: 'auto', flexBasis: { xs: '100%', sm: 'auto' } }}>
          {t('orders.create.linesValue')}: <Amount value={linesValuePaise(lines)} coloured={false} />
        </Typography>
        <Button onClick={() => void navigate('/sales-order')} disabled={create.isPending}>
          {t('orders.create.cancel')}
        </Button>
        <Button type="submit" variant="contained" disabled={create.isPending}>
          {t('orders.create.submit')}
        </Button>
      </Box>
      {guard}
    </Box>
  );
}
