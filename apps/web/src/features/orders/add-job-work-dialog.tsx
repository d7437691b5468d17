import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import type { CreateJobWork, JobWork, OrderDetail } from '@dom/contract';
import { QUANTITY_DECIMALS, groupIndianDigits, scaledIntegerToText, toScaledInteger } from '@dom/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DateFormField } from '../../components/form/date-form-field';
import { NumberFormField } from '../../components/form/number-form-field';
import { TextFormField } from '../../components/form/text-form-field';
import { useNotify } from '../../components/notifications/notifications-context';
import { applyServerFieldErrors } from '../parties/server-field-errors';
import { createJobWork, jobWorksKey } from './job-work-api';
import { EMPTY_JOB_WORK_FORM, type JobWorkForm, JobWorkFormSchema, toCreateJobWork } from './job-work-form';
import { DialogError } from '../../components/action-dialog/dialog-error';
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
  const titleId = useId();
  // A retry of the same body reuses its key (no second record); a corrected body needs a new one,
  // since the server refuses a different body under a key it has seen.
  const sent = useRef<{ body: string; key: string } | null>(null);
  const keyFor = (body: CreateJobWork) => {
    const text = JSON.stringify(body);
    if (sent.current?.body !== text) sent.current = { body: text, key: crypto.randomUUID() };
    return sent.current.key;
  };
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
  const save = useMutation({
    mutationFn: (form: JobWorkForm) => {
      const body = toCreateJobWork(form);
      return createJobWork(order.orderKey, body, keyFor(body));
    },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: jobWorksKey(order.orderKey) });
      notify.success(t('orders.jobWork.added'));
      onClose();
    },
    onError: (error) => setOnFields(applyServerFieldErrors<JobWorkForm>(error, FIELDS, setError)),
  });
  return (
    <Dialog
      open
      onClose={save.isPending ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
    >
      <DialogTitle id={titleId}>{t('orders.jobWork.addTitle', { key: order.orderKey })}</DialogTitle>
      <form noValidate onSubmit={(e) => void handleSubmit((v) => save.mutate(v))(e)}>
        <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: 1 }}>
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
          <DialogError error={onFields ? null : save.error} fallback={t('orders.jobWork.addFailed')} />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={save.isPending}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={save.isPending}>
            {t('orders.jobWork.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
