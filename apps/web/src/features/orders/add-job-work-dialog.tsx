import { ORDERS_KEY } from './orders-support';
import { ORDER_ENDPOINTS } from '@dom/contract';
import { call } from '../../lib/api-client';
import { zodResolver } from '@hookform/resolvers/zod';
import type { JobWork, OrderDetail } from '@dom/contract';
import { QUANTITY_DECIMALS, groupIndianDigits, scaledIntegerToText, toScaledInteger } from '@dom/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ActionDialog } from '../../components/action-dialog/action-dialog';
import { DateFormField } from '../../components/form/date-form-field';
import { NumberFormField } from '../../components/form/number-form-field';
import { TextFormField } from '../../components/form/text-form-field';
import { useActionMutation } from '../../components/action-dialog/use-action-mutation';
import { useNotify } from '../../components/notifications/notifications-context';
import { applyServerFieldErrors } from '../../components/form/server-errors';

import { EMPTY_JOB_WORK_FORM, type JobWorkForm, JobWorkFormSchema, toCreateJobWork } from './job-work-form';
import { FormSelect } from './form-select';

const FIELDS = ['lineItemId', 'process', 'jobWorker', 'quantity', 'expectedCompletionDate'] as const;
const milli = (text: string): bigint => toScaledInteger(text, QUANTITY_DECIMALS) ?? 0n;

/** Ordered less cancelled less the job work already on the line (the server's cap). */
export function openForJobWork(line: OrderDetail['lineItems'][number], jobWorks: readonly JobWork[]): bigint {
  const taken = jobWorks
    .filter((j) => j.lineItemId === line.lineItemId)
    .reduce((sum, j) => sum + milli(j.quantity), 0n);
  const open = milli(line.orderedQuantity) - milli(line.cancelledQuantity) - taken;
  return open > 0n ? open : 0n;
}

export interface AddJobWorkDialogProps {
  order: OrderDetail;
  jobWorks: readonly JobWork[];
  onClose: () => void;
}

/** Records job work on one line of the order, as a draft. */
export function AddJobWorkDialog({ order, jobWorks, onClose }: AddJobWorkDialogProps) {
  const { t } = useTranslation();
  const notify = useNotify();
  const queryClient = useQueryClient();
  // Whether the last refusal found its fields; otherwise it is shown above the buttons.
  const [onFields, setOnFields] = useState(false);
  const { control, handleSubmit, setError } = useForm<JobWorkForm>({
    resolver: zodResolver(JobWorkFormSchema),
    defaultValues: {
      ...EMPTY_JOB_WORK_FORM,
      lineItemId: order.lineItems.length === 1 ? (order.lineItems[0]?.lineItemId ?? '') : '',
    },
    mode: 'onTouched',
  });
  const lineItemId = useWatch({ control, name: 'lineItemId' });
  const line = order.lineItems.find((l) => l.lineItemId === lineItemId);
  // The key follows the body sent: a retry of the same body reuses it (no second record), a
  // corrected body or one sent after a refusal gets a new one.
  const save = useActionMutation({
    mutationFn: (form: JobWorkForm, idempotencyKey) =>
      call(
        ORDER_ENDPOINTS.createJobWork,
        { params: { key: order.orderKey }, body: toCreateJobWork(form) },
        { idempotencyKey },
      ),
    contentOf: (form) => JSON.stringify(toCreateJobWork(form)),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: [ORDERS_KEY, 'job-works', order.orderKey] as const });
      notify.success(t('orders.jobWork.added'));
      onClose();
    },
    onError: (error) => setOnFields(applyServerFieldErrors<JobWorkForm>(error, FIELDS, setError)),
  });
  return (
    <ActionDialog
      title={t('orders.jobWork.addTitle', { key: order.orderKey })}
      submitLabel={t('orders.jobWork.save')}
      closeLabel={t('common.cancel')}
      busy={save.isPending}
      error={onFields ? null : save.error}
      errorFallback={t('orders.jobWork.addFailed')}
      onSubmit={(e) => void handleSubmit((v) => save.mutate(v))(e)}
      onClose={onClose}
    >
      <FormSelect
        control={control}
        name="lineItemId"
        label={t('orders.jobWork.line')}
        required
        options={order.lineItems.map((l) => ({
          value: l.lineItemId,
          label: `${l.lineNumber}. ${l.productName} (${l.skuId})`,
        }))}
      />
      <TextFormField
        control={control}
        name="process"
        label={t('orders.jobWork.process')}
        helperText={t('orders.jobWork.processHint')}
        required
        maxLength={80}
      />
      <TextFormField
        control={control}
        name="jobWorker"
        label={t('orders.jobWork.jobWorker')}
        required
        maxLength={120}
      />
      <NumberFormField
        control={control}
        name="quantity"
        label={line ? t('orders.jobWork.quantityIn', { unit: line.unit }) : t('orders.jobWork.quantity')}
        required
        helperText={
          line
            ? t('orders.jobWork.openQuantity', {
                quantity: `${scaledIntegerToText(openForJobWork(line, jobWorks), QUANTITY_DECIMALS, groupIndianDigits)} ${line.unit}`,
              })
            : undefined
        }
      />
      <DateFormField
        control={control}
        name="expectedCompletionDate"
        label={t('orders.jobWork.expectedCompletion')}
      />
      {/* Field errors sit under their fields; anything else (a 409, a lost connection) shows here. */}
    </ActionDialog>
  );
}
