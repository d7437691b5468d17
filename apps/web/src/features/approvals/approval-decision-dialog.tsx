import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ActionDialog } from '../../components/action-dialog/action-dialog';
import { useActionMutation } from '../../components/action-dialog/use-action-mutation';
import { commentText } from '../../components/form/comment-schema';
import { TextFormField } from '../../components/form/text-form-field';
import { useNotify } from '../../components/notifications/notifications-context';
import { APPROVALS_KEY, type DecisionKind, decideApproval } from './approvals-api';

const schemaOf = (required: boolean) => z.object({ comment: commentText({ required }) });

/** Approve, reject, ask for changes or withdraw, with a comment (required but for approve). */
export function ApprovalDecisionDialog({
  approvalKey,
  kind,
  onClose,
}: {
  approvalKey: string;
  kind: DecisionKind;
  onClose: () => void;
}) {
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
      decideApproval(kind, { approvalKey, comment: values.comment.trim() }, idempotencyKey),
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
