import { callAllowedAction } from '../../lib/allowed-actions';
import {
  type ApprovalAllowedAction,
  ApprovalDecisionBodySchema,
  ApprovalRequiredCommentBodySchema,
} from '@dom/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ActionDialog } from '../../components/action-dialog/action-dialog';
import { useActionMutation } from '../../components/action-dialog/use-action-mutation';
import { commentText } from '../../components/form/comment-schema';
import { TextFormField } from '../../components/form/text-form-field';
import { useNotify } from '../../components/notifications/notifications-context';
import { APPROVALS_KEY } from './approvals-keys';
import '../../i18n/parts/approvals';

/**
 * The form is the call's body without the key (the dialog adds it): the comment under the shared rule
 * first (its messages translated by the field), then the contract's own comment (optional for approve,
 * required for the others), so what the form passes is what the server takes.
 */
const schemaOf = (required: boolean) =>
  ApprovalRequiredCommentBodySchema.pick({ comment: true }).extend({
    comment: commentText({ required }).pipe(
      required
        ? ApprovalRequiredCommentBodySchema.shape.comment
        : ApprovalDecisionBodySchema.shape.comment.unwrap(),
    ),
  });

/** Approve, reject, ask for changes or withdraw, with a comment (required but for approve). */
export function ApprovalDecisionDialog({
  approvalKey,
  action,
  onClose,
}: {
  approvalKey: string;
  /** The allowed action chosen: its call is the one made. */
  action: ApprovalAllowedAction;
  onClose: () => void;
}) {
  const kind = action.action;
  const { t } = useTranslation();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const { control, handleSubmit } = useForm<{ comment: string }>({
    resolver: zodResolver(schemaOf(kind !== 'approve')),
    defaultValues: { comment: '' },
    mode: 'onTouched',
  });
  const send = useActionMutation({
    mutationFn: (values: { comment: string }, idempotencyKey) =>
      callAllowedAction(action, { approvalKey, comment: values.comment.trim() }, { idempotencyKey }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: [APPROVALS_KEY] });
      notify.success(t(`approvals.actions.${kind}.done`));
      onClose();
    },
  });
  return (
    <ActionDialog
      title={t(`approvals.actions.${kind}.title`, { key: approvalKey })}
      question={t(`approvals.actions.${kind}.question`)}
      submitLabel={t(`approvals.actions.${kind}.submit`)}
      danger={kind === 'reject' || kind === 'cancel'}
      busy={send.isPending}
      error={send.error}
      errorFallback={t('approvals.actions.failed')}
      onSubmit={(e) => void handleSubmit((values) => send.mutate(values))(e)}
      onClose={onClose}
    >
      <TextFormField
        control={control}
        name="comment"
        label={t('approvals.actions.comment')}
        required={kind !== 'approve'}
        multiline
        minRows={2}
        maxLength={1000}
      />
    </ActionDialog>
  );
}
