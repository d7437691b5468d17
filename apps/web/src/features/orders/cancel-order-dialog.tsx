import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { OrderDetail } from '@dom/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { TextFormField } from '../../components/form/text-form-field';
import { useNotify } from '../../components/notifications/notifications-context';
import { useMessageText } from '../../i18n/message-text';
import { commentText } from './comment-schema';
import { DialogError } from '../../components/action-dialog/dialog-error';
import { ORDERS_KEY, cancelOrder, cancelReasons } from './orders-api';

const CancelFormSchema = z.object({
  reasonCode: z.string().min(1, 'orders.cancel.reasonRequired'),
  comment: commentText({ required: true }),
});
type CancelForm = z.infer<typeof CancelFormSchema>;

/** Cancels the whole order with a reason from the cancel-reason list and a comment. */
export function CancelOrderDialog({ order, onClose }: { order: OrderDetail; onClose: () => void }) {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const titleId = useId();
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const reasons = useQuery({
    queryKey: ['order-cancel-reasons'],
    queryFn: cancelReasons,
    staleTime: Infinity,
  });
  const { control, handleSubmit } = useForm<CancelForm>({
    resolver: zodResolver(CancelFormSchema),
    defaultValues: { reasonCode: '', comment: '' },
    mode: 'onTouched',
  });
  const cancel = useMutation({
    mutationFn: (values: CancelForm) =>
      cancelOrder(
        { orderKey: order.orderKey, reasonCode: values.reasonCode, comment: values.comment.trim() },
        idempotencyKey,
      ),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: [ORDERS_KEY] });
      notify.success(t('orders.cancel.done'));
      onClose();
    },
  });

  return (
    <Dialog
      open
      onClose={cancel.isPending ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
    >
      <DialogTitle id={titleId}>{t('orders.cancel.title', { key: order.orderKey })}</DialogTitle>
      <form noValidate onSubmit={(e) => void handleSubmit((values) => cancel.mutate(values))(e)}>
        <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: 1 }}>
          <DialogContentText>{t('orders.cancel.question')}</DialogContentText>
          <Controller
            control={control}
            name="reasonCode"
            render={({ field, fieldState, formState }) => {
              const error =
                formState.isSubmitted || fieldState.isTouched ? fieldState.error?.message : undefined;
              return (
                <TextField
                  select
                  required
                  label={t('orders.cancel.reason')}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  inputRef={field.ref}
                  error={Boolean(error)}
                  helperText={error ? messageText(error) : undefined}
                >
                  {(reasons.data ?? []).map((reason) => (
                    <MenuItem key={reason.code} value={reason.code}>
                      {t(`orders.cancelReasons.${reason.code}`, { defaultValue: reason.value })}
                    </MenuItem>
                  ))}
                </TextField>
              );
            }}
          />
          <TextFormField
            control={control}
            name="comment"
            label={t('orders.cancel.comment')}
            required
            multiline
            minRows={3}
          />
          <DialogError error={reasons.error ?? cancel.error} fallback={t('orders.cancel.failed')} />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={cancel.isPending}>
            {t('orders.cancel.keep')}
          </Button>
          <Button type="submit" variant="contained" color="error" disabled={cancel.isPending}>
            {t('orders.cancel.submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
