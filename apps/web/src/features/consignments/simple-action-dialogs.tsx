import { call } from '../../lib/api-client';
import { CONSIGNMENT_ENDPOINTS, type BusinessCode, REFERENCE_ENDPOINTS } from '@dom/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { SelectFormField } from '../../components/form/select-form-field';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { TextFormField } from '../../components/form/text-form-field';
import { commentText } from '../../components/form/comment-schema';
import { ActionDialog } from '../../components/action-dialog/action-dialog';

import { useActionDialog } from './use-action-dialog';
import type { ActionDialogProps } from './use-consignment-action';
import { INVALID } from './validation-keys';
import '../../i18n/parts/consignments';

/** A move that needs nothing but a yes: acknowledge, the retries, asking the buyer for the POD. */
export function ConfirmActionDialog(props: ActionDialogProps) {
  const { run, shell } = useActionDialog(props);
  return (
    <ActionDialog
      {...shell}
      onSubmit={(e) => {
        e.preventDefault();
        run.mutate({ consignmentKey: props.consignment.consignmentKey });
      }}
    />
  );
}

const OptionalComment = z.object({ comment: commentText({ required: false }) });
const RequiredComment = z.object({ comment: commentText({ required: true }) });

/** Shipment updates and undo packing (an optional remark); the credit exception (a required one). */
export function CommentActionDialog({ required, ...props }: ActionDialogProps & { required: boolean }) {
  const { t } = useTranslation();
  const { run, shell } = useActionDialog(props);
  const { control, handleSubmit } = useForm<{ comment: string }>({
    resolver: zodResolver(required ? RequiredComment : OptionalComment),
    defaultValues: { comment: '' },
    mode: 'onTouched',
  });
  // Shipment updates name their note "remarks"; undo packing and credit exceptions "comment".
  const field = props.action.endpoint === CONSIGNMENT_ENDPOINTS.shipmentUpdate.id ? 'remarks' : 'comment';
  return (
    <ActionDialog
      {...shell}
      onSubmit={(e) =>
        void handleSubmit(({ comment }) =>
          run.mutate({
            consignmentKey: props.consignment.consignmentKey,
            ...(comment.trim() ? { [field]: comment.trim() } : {}),
          }),
        )(e)
      }
    >
      <TextFormField
        control={control}
        name="comment"
        label={t('consignments.fields.comment')}
        required={required}
        multiline
        minRows={3}
      />
    </ActionDialog>
  );
}

export const ReasonFormSchema = z.object({
  reasonCode: z.string().min(1, INVALID.reason),
  comment: commentText({ required: true }),
});
type ReasonForm = z.infer<typeof ReasonFormSchema>;

/** Reject, cancel and reverse: a reason from the list and a comment (doc 2 §5). */
export function ReasonActionDialog(props: ActionDialogProps) {
  const { t } = useTranslation();
  const { run, shell } = useActionDialog(props);
  const reasons = useQuery({
    queryKey: ['consignment-cancel-reasons'],
    queryFn: (): Promise<BusinessCode[]> =>
      call(REFERENCE_ENDPOINTS.businessCodes, { query: { type: 'CONSIGNMENT_CANCEL' } }),
    staleTime: Infinity,
  });
  const { control, handleSubmit } = useForm<ReasonForm>({
    resolver: zodResolver(ReasonFormSchema),
    defaultValues: { reasonCode: '', comment: '' },
    mode: 'onTouched',
  });
  return (
    <ActionDialog
      {...shell}
      danger
      error={shell.error ?? reasons.error}
      onSubmit={(e) =>
        void handleSubmit((values) =>
          run.mutate({
            consignmentKey: props.consignment.consignmentKey,
            reasonCode: values.reasonCode,
            comment: values.comment.trim(),
          }),
        )(e)
      }
    >
      <SelectFormField
        control={control}
        name="reasonCode"
        label={t('consignments.fields.reason')}
        required
        options={(reasons.data ?? []).map((reason) => ({
          value: reason.code,
          label: t(`consignments.cancelReasons.${reason.code}`, { defaultValue: reason.value }),
        }))}
      />
      <TextFormField
        control={control}
        name="comment"
        label={t('consignments.fields.comment')}
        required
        multiline
        minRows={3}
      />
    </ActionDialog>
  );
}
