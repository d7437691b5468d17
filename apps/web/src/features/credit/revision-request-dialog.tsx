import { CREDIT_ENDPOINTS } from '@dom/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import type { Invoice } from '@dom/contract';
import { INVOICE_CORRECTION_TYPES } from '@dom/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
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
import '../../i18n/parts/parties';

const RequestFormSchema = z.object({
  reason: z.enum(['NOT_REQUIRED', 'OTHERS']),
  reasonCode: z.string().trim().min(1, 'validation.required').max(64),
  comments: commentText({ required: true }),
});
type RequestForm = z.infer<typeof RequestFormSchema>;

/** A request id the server accepts (6–64 letters, digits, _ or -), fixed per dialog so a retry is one request. */
const newRequestId = () => `REV-${crypto.randomUUID().replace(/-/g, '').slice(0, 16).toUpperCase()}`;

/** Asks for an invoice correction: the reason, its code and a comment. */
export function RevisionRequestDialog({ invoice, onClose }: { invoice: Invoice; onClose: () => void }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [requestId] = useState(newRequestId);
  const { control, handleSubmit } = useForm<RequestForm>({
    resolver: zodResolver(RequestFormSchema),
    defaultValues: { reason: 'OTHERS', reasonCode: '', comments: '' },
    mode: 'onTouched',
  });
  const send = useEndpointMutation(CREDIT_ENDPOINTS.requestRevision, {
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: [CREDIT_KEY] });
      notify.success(t('credit.revision.requested'));
      onClose();
    },
  });
  const reasons = INVOICE_CORRECTION_TYPES.map((r) => ({
    value: r.value,
    label: t(`credit.revision.reasons.${r.value}`, { defaultValue: r.label }),
  }));
  return (
    <ActionDialog
      title={t('credit.revision.requestTitle', { number: invoice.invoiceNumber })}
      submitLabel={t('credit.revision.submit')}
      closeLabel={t('parties.cancel')}
      busy={send.isPending}
      error={send.error}
      errorFallback={t('credit.revision.requestFailed')}
      onSubmit={(e) =>
        void handleSubmit((values) =>
          send.mutate({
            body: {
              requestId,
              booksInvoiceId: invoice.booksInvoiceId,
              consignmentKey: invoice.consignmentKey ?? invoice.orderKey,
              invoiceCorrectedOrderKey: invoice.orderKey,
              reason: values.reason,
              reasonCode: values.reasonCode.trim(),
              bypassIRNCheck: false,
              comments: values.comments.trim(),
            },
          }),
        )(e)
      }
      onClose={onClose}
    >
      <SelectFormField
        control={control}
        name="reason"
        label={t('credit.revision.reason')}
        options={reasons}
        required
      />
      <TextFormField
        control={control}
        name="reasonCode"
        label={t('credit.revision.reasonCode')}
        required
        maxLength={64}
      />
      <TextFormField
        control={control}
        name="comments"
        label={t('credit.revision.comments')}
        required
        multiline
        minRows={3}
      />
    </ActionDialog>
  );
}
