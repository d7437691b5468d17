import { ORDER_ENDPOINTS } from '@dom/contract';
import { call } from '../../lib/api-client';
import { zodResolver } from '@hookform/resolvers/zod';
import Typography from '@mui/material/Typography';
import type { OrderDetail } from '@dom/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useActionMutation } from '../../components/action-dialog/use-action-mutation';
import { z } from 'zod';
import { ActionDialog } from '../../components/action-dialog/action-dialog';
import { FileUpload } from '../../components/file-upload/file-upload';
import { REQUIRED_MESSAGE } from '../../components/form/form-schemas';
import { TextFormField } from '../../components/form/text-form-field';
import { useNotify } from '../../components/notifications/notifications-context';
import { useSession } from '../../app/session/session-context';
import { commentText } from '../../components/form/comment-schema';
import { ConfirmCheckbox } from '../../components/form/confirm-checkbox';
import { ORDERS_KEY, uploadOrderFile } from './orders-support';

const ticked = z.boolean().refine((v) => v, 'orders.approve.confirmRequired');

/**
 * What the server will ask for, as its detail says: a reason and comments below the configured
 * margin threshold, comments for credit payment terms.
 */
export function approvalNeeds(order: Pick<OrderDetail, 'approval'>) {
  return { reason: order.approval.needsReason, paymentComments: order.approval.needsPaymentTermsComments };
}

function approvalSchema(needs: ReturnType<typeof approvalNeeds>) {
  return z.object({
    sellerPriceMarginAccurate: ticked,
    thresholdAdded: ticked,
    reason: needs.reason ? z.string().trim().min(1, REQUIRED_MESSAGE).max(200) : z.string().max(200),
    comments: commentText({ required: needs.reason }),
    paymentTermsApprovalComments: commentText({ required: needs.paymentComments }),
  });
}
type ApprovalForm = z.infer<ReturnType<typeof approvalSchema>>;

const optional = (text: string) => (text.trim() === '' ? undefined : text.trim());

/** Approve (ORDERED → ORDER_APPROVED) with the spec's two confirmations and an optional file. */
export function ApproveOrderDialog({ order, onClose }: { order: OrderDetail; onClose: () => void }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const { hasPermission } = useSession();
  const [fileId, setFileId] = useState<string | null>(null);
  const needs = approvalNeeds(order);
  const { control, handleSubmit } = useForm<ApprovalForm>({
    resolver: zodResolver(approvalSchema(needs)),
    defaultValues: {
      sellerPriceMarginAccurate: false,
      thresholdAdded: false,
      reason: '',
      comments: '',
      paymentTermsApprovalComments: '',
    },
    mode: 'onTouched',
  });
  const approve = useActionMutation({
    mutationFn: (values: ApprovalForm, idempotencyKey) =>
      call(
        ORDER_ENDPOINTS.approve,
        {
          body: {
            orderKey: order.orderKey,
            sellerPriceMarginAccurate: values.sellerPriceMarginAccurate,
            thresholdAdded: values.thresholdAdded,
            checkMarginValidation: true,
            checkPaymentTerms: true,
            reason: optional(values.reason),
            comments: optional(values.comments),
            paymentTermsApprovalComments: optional(values.paymentTermsApprovalComments),
            fileUploadRequest: fileId ?? undefined,
          },
        },
        { idempotencyKey },
      ),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: [ORDERS_KEY] });
      notify.success(t('orders.approve.done'));
      onClose();
    },
  });

  return (
    <ActionDialog
      title={t('orders.approve.title', { key: order.orderKey })}
      submitLabel={t('orders.approve.submit')}
      closeLabel={t('common.cancel')}
      busy={approve.isPending}
      error={approve.error}
      errorFallback={t('orders.approve.failed')}
      onSubmit={(e) => void handleSubmit((values) => approve.mutate(values))(e)}
      onClose={onClose}
    >
      <Typography variant="body2">{t('orders.approve.confirmIntro')}</Typography>
      <ConfirmCheckbox
        control={control}
        name="sellerPriceMarginAccurate"
        label={t('orders.approve.sellerPriceMarginAccurate')}
      />
      <ConfirmCheckbox control={control} name="thresholdAdded" label={t('orders.approve.thresholdAdded')} />
      {needs.reason && (
        <Typography variant="body2">
          {t('orders.approve.marginNote', {
            margin: order.grossMarginPercent,
            threshold: order.approval.minMarginPercent,
          })}
        </Typography>
      )}
      {needs.reason && (
        <TextFormField
          control={control}
          name="reason"
          label={t('orders.approve.reason')}
          required
          maxLength={200}
        />
      )}
      <TextFormField
        control={control}
        name="comments"
        label={t('orders.approve.comments')}
        required={needs.reason}
        multiline
        minRows={2}
      />
      {needs.paymentComments && (
        <>
          <Typography variant="body2">
            {t('orders.approve.paymentTermsNote', { terms: order.paymentTerms, days: order.creditDays })}
          </Typography>
          <TextFormField
            control={control}
            name="paymentTermsApprovalComments"
            label={t('orders.approve.paymentTermsComments')}
            required
            multiline
            minRows={2}
          />
        </>
      )}
      {hasPermission('Allow_Order_Upload') && (
        <FileUpload
          single
          label={t('orders.approve.file')}
          failureMessage={t('orders.uploadFailed')}
          onUpload={async (files, onProgress) => {
            const file = files[0];
            if (!file) return;
            const uploaded = await uploadOrderFile(order.orderKey, 'OTHERS', file, onProgress);
            setFileId(uploaded.fileId);
          }}
        />
      )}
    </ActionDialog>
  );
}
