import { call } from '../../lib/api-client';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  type OrderDetail,
  OrderCancelSchema,
  type BusinessCode,
  REFERENCE_ENDPOINTS,
  ORDER_ENDPOINTS,
} from '@dom/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { SelectFormField } from '../../components/form/select-form-field';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { TextFormField } from '../../components/form/text-form-field';
import { useNotify } from '../../components/notifications/notifications-context';
import { commentText } from '../../components/form/comment-schema';
import { ActionDialog } from '../../components/action-dialog/action-dialog';
import { useActionMutation } from '../../components/action-dialog/use-action-mutation';
import { ORDERS_KEY } from './orders-support';

// The contract's request fields (renaming one there fails here), with the form's translated rules.
const CancelFormSchema = OrderCancelSchema.pick({ reasonCode: true, comment: true }).extend({
  reasonCode: z.string().min(1, 'orders.cancel.reasonRequired'),
  comment: commentText({ required: true }),
});
type CancelForm = z.infer<typeof CancelFormSchema>;

/** Cancels the whole order with a reason from the cancel-reason list and a comment. */
export function CancelOrderDialog({ order, onClose }: { order: OrderDetail; onClose: () => void }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const reasons = useQuery({
    queryKey: ['order-cancel-reasons'],
    queryFn: (): Promise<BusinessCode[]> => call(REFERENCE_ENDPOINTS.cancelReasons),
    staleTime: Infinity,
  });
  const { control, handleSubmit } = useForm<CancelForm>({
    resolver: zodResolver(CancelFormSchema),
    defaultValues: { reasonCode: '', comment: '' },
    mode: 'onTouched',
  });
  const cancel = useActionMutation({
    mutationFn: (values: CancelForm, idempotencyKey) =>
      call(
        ORDER_ENDPOINTS.cancel,
        { body: { orderKey: order.orderKey, reasonCode: values.reasonCode, comment: values.comment.trim() } },
        { idempotencyKey },
      ),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: [ORDERS_KEY] });
      notify.success(t('orders.cancel.done'));
      onClose();
    },
  });

  return (
    <ActionDialog
      title={t('orders.cancel.title', { key: order.orderKey })}
      question={t('orders.cancel.question')}
      submitLabel={t('orders.cancel.submit')}
      closeLabel={t('orders.cancel.keep')}
      danger
      busy={cancel.isPending}
      error={reasons.error ?? cancel.error}
      errorFallback={t('orders.cancel.failed')}
      onSubmit={(e) => void handleSubmit((values) => cancel.mutate(values))(e)}
      onClose={onClose}
    >
      <SelectFormField
        control={control}
        name="reasonCode"
        label={t('orders.cancel.reason')}
        required
        options={(reasons.data ?? []).map((reason) => ({
          value: reason.code,
          label: t(`orders.cancelReasons.${reason.code}`, { defaultValue: reason.value }),
        }))}
      />
      <TextFormField
        control={control}
        name="comment"
        label={t('orders.cancel.comment')}
        required
        multiline
        minRows={3}
      />
    </ActionDialog>
  );
}
