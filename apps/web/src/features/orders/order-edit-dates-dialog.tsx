import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import type { OrderDetail } from '@dom/contract';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useSession } from '../../app/session/session-context';
import { DateFormField } from '../../components/form/date-form-field';
import { isoDateText } from '../../components/form/form-schemas';
import type { OrderEditStep } from './order-edit-support';
import { OrderEditDialog, useOrderEdit } from './order-edit-dialog';

export const DELIVERY_DATE_FIRST = 'orders.edit.deliveryDateFirst';

/** A date that was set cannot be cleared (the calls have no "none"); an empty one may stay empty. */
const dateOf = (current: string | null) => isoDateText({ required: current !== null });

function datesSchema(order: OrderDetail) {
  return z
    .object({
      deliveryDate: dateOf(order.deliveryDate),
      dueDate: dateOf(order.dueDate),
      maxMdd: dateOf(order.maxMdd),
    })
    .refine((v) => v.dueDate === '' || v.deliveryDate !== '', {
      message: DELIVERY_DATE_FIRST,
      path: ['deliveryDate'],
    });
}
type DatesForm = z.infer<ReturnType<typeof datesSchema>>;

const changed = (value: string, current: string | null) => value !== '' && value !== (current ?? '');

/** Delivery and due date (one call) and max MDD (another), each shown under its own permission. */
export function OrderEditDatesDialog({ order, onClose }: { order: OrderDetail; onClose: () => void }) {
  const { t } = useTranslation();
  const { hasPermission } = useSession();
  const dispatch = hasPermission('Allow_Update_Dispatch_Delivery_Date');
  const mdd = hasPermission('Allow_Update_Max_Mdd');
  const { control, handleSubmit, setError } = useForm<DatesForm>({
    resolver: zodResolver(datesSchema(order)),
    defaultValues: {
      deliveryDate: order.deliveryDate ?? '',
      dueDate: order.dueDate ?? '',
      maxMdd: order.maxMdd ?? '',
    },
    mode: 'onTouched',
  });
  const edit = useOrderEdit<DatesForm>({
    order,
    onClose,
    setError,
    fieldOf: (_step, field) =>
      (['deliveryDate', 'dueDate', 'maxMdd'] as const).find((name) => name === field),
  });
  const onValid = (v: DatesForm) => {
    const steps: OrderEditStep[] = [];
    if (dispatch && (changed(v.deliveryDate, order.deliveryDate) || changed(v.dueDate, order.dueDate)))
      steps.push({
        call: 'dispatchDeliveryDate',
        body: { deliveryDate: v.deliveryDate, ...(v.dueDate ? { dueDate: v.dueDate } : {}) },
      });
    if (mdd && changed(v.maxMdd, order.maxMdd)) steps.push({ call: 'maxMdd', body: { maxMdd: v.maxMdd } });
    edit.submit(steps);
  };
  const pair = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } };

  return (
    <OrderEditDialog
      title={t('orders.edit.dates.title', { key: order.orderKey })}
      onClose={onClose}
      onSubmit={(e) => void handleSubmit(onValid)(e)}
      pending={edit.pending}
      error={edit.error}
      nothingChanged={edit.nothingChanged}
    >
      {dispatch && (
        <Box sx={pair}>
          <DateFormField
            control={control}
            name="deliveryDate"
            label={t('orders.deliveryDate')}
            required={order.deliveryDate !== null}
          />
          <DateFormField
            control={control}
            name="dueDate"
            label={t('orders.dueDate')}
            required={order.dueDate !== null}
          />
        </Box>
      )}
      {mdd && (
        <Box sx={pair}>
          <DateFormField
            control={control}
            name="maxMdd"
            label={t('orders.maxMdd')}
            required={order.maxMdd !== null}
          />
        </Box>
      )}
    </OrderEditDialog>
  );
}
