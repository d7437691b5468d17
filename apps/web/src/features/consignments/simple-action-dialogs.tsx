import { CONSIGNMENT_ENDPOINTS } from '@dom/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { TextFormField } from '../../components/form/text-form-field';
import { useMessageText } from '../../i18n/message-text';
import { commentText } from '../../components/form/comment-schema';
import { ActionDialog } from '../../components/action-dialog/action-dialog';
import { consignmentCancelReasons } from './consignments-api';
import { useActionDialog } from './use-action-dialog';
import type { ActionDialogProps } from './use-consignment-action';
import { INVALID } from './validation-keys';

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
  const messageText = useMessageText();
  const { run, shell } = useActionDialog(props);
  const reasons = useQuery({
    queryKey: ['consignment-cancel-reasons'],
    queryFn: consignmentCancelReasons,
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
      <Controller
        control={control}
        name="reasonCode"
        render={({ field, fieldState, formState }) => {
          const error = formState.isSubmitted || fieldState.isTouched ? fieldState.error?.message : undefined;
          return (
            <TextField
              select
              required
              label={t('consignments.fields.reason')}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              inputRef={field.ref}
              error={Boolean(error)}
              helperText={error ? messageText(error) : undefined}
            >
              {(reasons.data ?? []).map((reason) => (
                <MenuItem key={reason.code} value={reason.code}>
                  {t(`consignments.cancelReasons.${reason.code}`, { defaultValue: reason.value })}
                </MenuItem>
              ))}
            </TextField>
          );
        }}
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
