import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { TextFormField } from '../../components/form/text-form-field';
import { useNotify } from '../../components/notifications/notifications-context';
import { commentText } from '../orders/comment-schema';
import { DialogError } from '../../components/action-dialog/dialog-error';
import { SelectFormField } from '../parties/select-form-field';
import { CREDIT_KEY, requestIrnVoid } from './credit-api';

/** The IRP's cancel reasons: 1 duplicate, 2 data entry mistake, 3 order cancelled, 4 others. */
const CANCEL_REASONS = ['1', '2', '3', '4'] as const;

const VoidSchema = z.object({
  cancelReasonCode: z.enum(CANCEL_REASONS),
  remark: commentText({ required: true }).refine(
    (v) => v.trim().length <= 100,
    'credit.voidIrn.remarkTooLong',
  ),
});
type VoidForm = z.infer<typeof VoidSchema>;

/** Asks the IRP to cancel the invoice's IRN for an approved revision (allowed within 24 h of acknowledgement). */
export function VoidIrnDialog({ requestId, onClose }: { requestId: string; onClose: () => void }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const titleId = useId();
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const { control, handleSubmit } = useForm<VoidForm>({
    resolver: zodResolver(VoidSchema),
    defaultValues: { cancelReasonCode: '2', remark: '' },
    mode: 'onTouched',
  });
  const send = useMutation({
    mutationFn: (values: VoidForm) =>
      requestIrnVoid(
        {
          requestId,
          cancelReasonCode: Number(values.cancelReasonCode) as 1 | 2 | 3 | 4,
          remark: values.remark.trim(),
        },
        idempotencyKey,
      ),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: [CREDIT_KEY] });
      notify.success(t('credit.voidIrn.done'));
      onClose();
    },
  });
  return (
    <Dialog
      open
      onClose={send.isPending ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
    >
      <DialogTitle id={titleId}>{t('credit.voidIrn.title', { id: requestId })}</DialogTitle>
      <form noValidate onSubmit={(e) => void handleSubmit((values) => send.mutate(values))(e)}>
        <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: 1 }}>
          <DialogContentText>{t('credit.voidIrn.question')}</DialogContentText>
          <SelectFormField
            control={control}
            name="cancelReasonCode"
            label={t('credit.voidIrn.reason')}
            options={CANCEL_REASONS.map((code) => ({
              value: code,
              label: t(`credit.voidIrn.reasons.${code}`),
            }))}
            required
          />
          <TextFormField
            control={control}
            name="remark"
            label={t('credit.voidIrn.remark')}
            required
            maxLength={100}
          />
          <DialogError error={send.error} fallback={t('credit.voidIrn.failed')} />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={send.isPending}>
            {t('credit.revision.back')}
          </Button>
          <Button type="submit" variant="contained" color="error" disabled={send.isPending}>
            {t('credit.voidIrn.submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
