import { zodResolver } from '@hookform/resolvers/zod';
import { VoidIrnRequestSchema, CREDIT_ENDPOINTS } from '@dom/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useEndpointMutation } from '../../components/action-dialog/use-endpoint-mutation';
import { z } from 'zod';
import { ActionDialog } from '../../components/action-dialog/action-dialog';
import { TextFormField } from '../../components/form/text-form-field';
import { useNotify } from '../../components/notifications/notifications-context';
import { commentText } from '../../components/form/comment-schema';
import { SelectFormField } from '../../components/form/select-form-field';
import { CREDIT_KEY } from './credit-support';
import '../../i18n/parts/credit';

/** The IRP's cancel reasons: 1 duplicate, 2 data entry mistake, 3 order cancelled, 4 others. */
const CANCEL_REASONS = ['1', '2', '3', '4'] as const;

const reasonCode = VoidIrnRequestSchema.shape.cancelReasonCode;

/**
 * The call's body without the request (the dialog adds it): the reason is picked as text, which
 * must be one of the IRP's numbers the contract takes; the remark is checked under the shared
 * comment rule (translated messages) and then by the contract's own field, so what the form passes
 * is what the server takes.
 */
const VoidSchema = VoidIrnRequestSchema.omit({ requestId: true }).extend({
  cancelReasonCode: z.enum(CANCEL_REASONS).refine((v) => reasonCode.safeParse(Number(v)).success),
  remark: commentText({ required: true })
    .refine((v) => v.trim().length <= 100, 'credit.voidIrn.remarkTooLong')
    .pipe(VoidIrnRequestSchema.shape.remark),
});
type VoidForm = z.infer<typeof VoidSchema>;

/** Asks the IRP to cancel the invoice's IRN for an approved revision (allowed within 24 h of acknowledgement). */
export function VoidIrnDialog({ requestId, onClose }: { requestId: string; onClose: () => void }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const { control, handleSubmit } = useForm<VoidForm>({
    resolver: zodResolver(VoidSchema),
    defaultValues: { cancelReasonCode: '2', remark: '' },
    mode: 'onTouched',
  });
  const send = useEndpointMutation(CREDIT_ENDPOINTS.voidIrn, {
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: [CREDIT_KEY] });
      notify.success(t('credit.voidIrn.done'));
      onClose();
    },
  });
  return (
    <ActionDialog
      title={t('credit.voidIrn.title', { id: requestId })}
      question={t('credit.voidIrn.question')}
      submitLabel={t('credit.voidIrn.submit')}
      closeLabel={t('credit.revision.back')}
      danger
      busy={send.isPending}
      error={send.error}
      errorFallback={t('credit.voidIrn.failed')}
      onSubmit={(e) =>
        void handleSubmit((values) =>
          send.mutate({
            body: {
              requestId,
              cancelReasonCode: reasonCode.parse(Number(values.cancelReasonCode)),
              remark: values.remark,
            },
          }),
        )(e)
      }
      onClose={onClose}
    >
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
    </ActionDialog>
  );
}
