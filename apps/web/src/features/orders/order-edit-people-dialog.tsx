import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import type { OrderDetail } from '@dom/contract';
import { EMAIL_MESSAGE, isEmail } from '@dom/domain';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useSession } from '../../app/session/session-context';
import { REQUIRED_MESSAGE } from '../../components/form/form-schemas';
import { TextFormField } from '../../components/form/text-form-field';
import type { OrderEditStep } from './order-edit-support';
import { OrderEditDialog, useOrderEdit } from './order-edit-dialog';

const NAME_MAX = 200;

/** A name that was set cannot be cleared (the calls have no "none"); at most 200 characters. */
function nameOf(current: string | null) {
  return z.string().superRefine((value, ctx) => {
    if (value.trim() === '' && current !== null) ctx.addIssue({ code: 'custom', message: REQUIRED_MESSAGE });
  });
}

function peopleSchema(order: OrderDetail) {
  return z.object({
    orderManager: nameOf(order.orderManager),
    logisticsManager: nameOf(order.logisticsManager),
    rmName: nameOf(order.rmName),
    rmEmail: nameOf(order.rmEmail).superRefine((value, ctx) => {
      if (value.trim() !== '' && !isEmail(value.trim()))
        ctx.addIssue({ code: 'custom', message: EMAIL_MESSAGE });
    }),
    cmName: nameOf(order.cmName),
  });
}
type PeopleForm = z.infer<ReturnType<typeof peopleSchema>>;
const FIELDS = ['orderManager', 'logisticsManager', 'rmName', 'rmEmail', 'cmName'] as const;

/** The new value when it differs from the order's, else nothing. */
const changed = (value: string, current: string | null) => {
  const text = value.trim();
  return text !== '' && text !== (current ?? '') ? text : undefined;
};

/** Order manager, logistics manager, and RM/CM: three calls, each under its own permission. */
export function OrderEditPeopleDialog({ order, onClose }: { order: OrderDetail; onClose: () => void }) {
  const { t } = useTranslation();
  const { hasPermission } = useSession();
  const may = {
    orderManager: hasPermission('Allow_Assign_Order_Manager'),
    logisticsManager: hasPermission('Allow_Update_Logistics_Manager'),
    rmCm: hasPermission('Allow_Order_Edit'),
  };
  const { control, handleSubmit, setError } = useForm<PeopleForm>({
    resolver: zodResolver(peopleSchema(order)),
    defaultValues: {
      orderManager: order.orderManager ?? '',
      logisticsManager: order.logisticsManager ?? '',
      rmName: order.rmName ?? '',
      rmEmail: order.rmEmail ?? '',
      cmName: order.cmName ?? '',
    },
    mode: 'onTouched',
  });
  const edit = useOrderEdit<PeopleForm>({
    order,
    onClose,
    setError,
    fieldOf: (_step, field) => FIELDS.find((name) => name === field),
  });
  const onValid = (v: PeopleForm) => {
    const steps: OrderEditStep[] = [];
    const orderManager = changed(v.orderManager, order.orderManager);
    if (may.orderManager && orderManager) steps.push({ call: 'orderManager', body: { orderManager } });
    const logisticsManager = changed(v.logisticsManager, order.logisticsManager);
    if (may.logisticsManager && logisticsManager)
      steps.push({ call: 'logisticsManager', body: { logisticsManager } });
    const rmCm = {
      rmName: changed(v.rmName, order.rmName),
      rmEmail: changed(v.rmEmail, order.rmEmail),
      cmName: changed(v.cmName, order.cmName),
    };
    const rmCmBody = Object.fromEntries(Object.entries(rmCm).filter(([, value]) => value !== undefined));
    if (may.rmCm && Object.keys(rmCmBody).length > 0) steps.push({ call: 'rmCm', body: rmCmBody });
    edit.submit(steps);
  };
  const pair = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } };
  const field = (name: (typeof FIELDS)[number], label: string, type?: string) => (
    <TextFormField
      control={control}
      name={name}
      label={label}
      required={order[name] !== null}
      maxLength={NAME_MAX}
      {...(type ? { type } : {})}
    />
  );

  return (
    <OrderEditDialog
      title={t('orders.edit.people.title', { key: order.orderKey })}
      onClose={onClose}
      onSubmit={(e) => void handleSubmit(onValid)(e)}
      pending={edit.pending}
      error={edit.error}
      nothingChanged={edit.nothingChanged}
    >
      {(may.orderManager || may.logisticsManager) && (
        <Box sx={pair}>
          {may.orderManager && field('orderManager', t('orders.orderManager'))}
          {may.logisticsManager && field('logisticsManager', t('orders.logisticsManager'))}
        </Box>
      )}
      {may.rmCm && (
        <Box sx={pair}>
          {field('rmName', t('orders.rmName'))}
          {field('rmEmail', t('orders.rmEmail'), 'email')}
          {field('cmName', t('orders.cmName'))}
        </Box>
      )}
    </OrderEditDialog>
  );
}
