import { CREDIT_ENDPOINTS } from '@dom/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import Checkbox from '@mui/material/Checkbox';
import Typography from '@mui/material/Typography';
import FormControlLabel from '@mui/material/FormControlLabel';
import type { InvoiceRevision } from '@dom/contract';
import { paiseToWire, parseRupees } from '@dom/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useActionMutation } from '../../components/action-dialog/use-action-mutation';
import { useEndpointMutation } from '../../components/action-dialog/use-endpoint-mutation';
import { z } from 'zod';
import { ConfirmDialog } from '../../components/confirm-dialog/confirm-dialog';
import { REQUIRED_MESSAGE } from '../../components/form/form-messages';
import { rupeesText } from '../../components/form/form-schemas';
import { PriceFormField } from '../../components/form/price-form-field';
import { TextFormField } from '../../components/form/text-form-field';
import { useNotify } from '../../components/notifications/notifications-context';
import { commentText } from '../../components/form/comment-schema';
import { ActionDialog } from '../../components/action-dialog/action-dialog';
import { SelectFormField } from '../../components/form/select-form-field';
import { CREDIT_KEY, type RevisionStepAction, decideRevision } from './credit-support';
import '../../i18n/parts/credit';

/** The revision table's moves a person makes with a comment (modify has its own form). */
export type RevisionDecisionAction = Exclude<RevisionStepAction, 'modify'>;
type Revision = Pick<InvoiceRevision, 'requestId'> & { version?: number };

const DecisionSchema = z.object({ comments: commentText({ required: false }) });
/** Moves that drop a request: red buttons. */
export const DANGEROUS: readonly RevisionDecisionAction[] = ['reject', 'cancel', 'requestCancelled'];
type DecisionForm = z.infer<typeof DecisionSchema>;

/** Reviews, approves, rejects, cancels or withdraws a revision request, with an optional comment. */
export function RevisionDecisionDialog({
  revision,
  action,
  onClose,
}: {
  revision: Revision;
  action: RevisionDecisionAction;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const { control, handleSubmit } = useForm<DecisionForm>({
    resolver: zodResolver(DecisionSchema),
    defaultValues: { comments: '' },
    mode: 'onTouched',
  });
  const decide = useActionMutation({
    mutationFn: (values: DecisionForm, idempotencyKey) =>
      decideRevision(
        action,
        {
          requestId: revision.requestId,
          ...(revision.version !== undefined ? { version: revision.version } : {}),
          ...(values.comments.trim() ? { comments: values.comments.trim() } : {}),
        },
        idempotencyKey,
      ),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: [CREDIT_KEY] });
      notify.success(t(`credit.revision.done.${action}`));
      onClose();
    },
  });
  return (
    <ActionDialog
      title={t(`credit.revision.titles.${action}`, { id: revision.requestId })}
      question={t(`credit.revision.questions.${action}`)}
      submitLabel={t(`credit.revision.actions.${action}`)}
      closeLabel={t('credit.revision.back')}
      busy={decide.isPending}
      error={decide.error}
      errorFallback={t('credit.revision.decisionFailed')}
      onSubmit={(e) => void handleSubmit((values) => decide.mutate(values))(e)}
      onClose={onClose}
    >
      <TextFormField
        control={control}
        name="comments"
        label={t('credit.revision.comments')}
        multiline
        minRows={3}
      />
    </ActionDialog>
  );
}

const NoteSchema = z.object({
  noteType: z.enum(['CRN', 'DBN']),
  amount: rupeesText(),
  comments: commentText({ required: false }),
  confirmIrreversible: z.boolean().refine((v) => v, 'credit.note.confirmRequired'),
});
type NoteForm = z.infer<typeof NoteSchema>;

/**
 * Raises a credit or debit note for an approved revision. It cannot be reversed (doc 2 §5): the
 * form needs the box ticked and then asks once more before it sends.
 */
export function CreditDebitNoteDialog({ revision, onClose }: { revision: Revision; onClose: () => void }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState<NoteForm | null>(null);
  const { control, handleSubmit } = useForm<NoteForm>({
    resolver: zodResolver(NoteSchema),
    defaultValues: { noteType: 'CRN', amount: '', comments: '', confirmIrreversible: false },
    mode: 'onTouched',
  });
  const raise = useEndpointMutation(CREDIT_ENDPOINTS.creditDebitNote, {
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: [CREDIT_KEY] });
      notify.success(t('credit.note.done'));
      onClose();
    },
    onSettled: () => setAsking(null),
  });
  const types = (['CRN', 'DBN'] as const).map((v) => ({ value: v, label: t(`credit.note.types.${v}`) }));
  return (
    <ActionDialog
      title={t('credit.note.title', { id: revision.requestId })}
      submitLabel={t('credit.note.submit')}
      closeLabel={t('credit.revision.back')}
      danger
      busy={raise.isPending}
      error={raise.error}
      errorFallback={t('credit.note.failed')}
      onSubmit={(e) => void handleSubmit((values) => setAsking(values))(e)}
      onClose={onClose}
    >
      <SelectFormField
        control={control}
        name="noteType"
        label={t('credit.note.type')}
        options={types}
        required
      />
      <PriceFormField control={control} name="amount" label={t('credit.note.amount')} required />
      <TextFormField
        control={control}
        name="comments"
        label={t('credit.revision.comments')}
        multiline
        minRows={2}
      />
      <Controller
        control={control}
        name="confirmIrreversible"
        render={({ field, fieldState, formState }) => (
          <>
            <FormControlLabel
              label={t('credit.note.irreversible')}
              control={<Checkbox checked={field.value} onChange={(e) => field.onChange(e.target.checked)} />}
            />
            {fieldState.error && formState.isSubmitted && (
              <Typography color="error" role="alert">
                {t('credit.note.confirmRequired')}
              </Typography>
            )}
          </>
        )}
      />
      <ConfirmDialog
        open={asking !== null}
        title={t('credit.note.confirmTitle')}
        message={t('credit.note.irreversible')}
        confirmLabel={t('credit.note.submit')}
        confirmColor="error"
        busy={raise.isPending}
        onConfirm={() =>
          asking &&
          raise.mutate({
            body: {
              requestId: revision.requestId,
              noteType: asking.noteType,
              amountPaise: paiseToWire(parseRupees(asking.amount)),
              confirmIrreversible: asking.confirmIrreversible,
              ...(asking.comments.trim() ? { comments: asking.comments.trim() } : {}),
            },
          })
        }
        onCancel={() => setAsking(null)}
      />
    </ActionDialog>
  );
}

const ModifySchema = z.object({
  reasonCode: z.string().trim().min(1, REQUIRED_MESSAGE).max(64),
  comments: commentText({ required: true }),
});
type ModifyForm = z.infer<typeof ModifySchema>;

/** Changes the reason code and comments of a request not yet decided (back to Revision Requested). */
export function RevisionModifyDialog({
  revision,
  onClose,
}: {
  revision: Revision & { reasonCode: string; comments: string };
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const { control, handleSubmit } = useForm<ModifyForm>({
    resolver: zodResolver(ModifySchema),
    defaultValues: { reasonCode: revision.reasonCode, comments: revision.comments },
    mode: 'onTouched',
  });
  const save = useActionMutation({
    mutationFn: (values: ModifyForm, idempotencyKey) =>
      decideRevision(
        'modify',
        {
          requestId: revision.requestId,
          reasonCode: values.reasonCode.trim(),
          comments: values.comments.trim(),
          ...(revision.version !== undefined ? { version: revision.version } : {}),
        },
        idempotencyKey,
      ),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: [CREDIT_KEY] });
      notify.success(t('credit.revision.done.modify'));
      onClose();
    },
  });
  return (
    <ActionDialog
      title={t('credit.revision.titles.modify', { id: revision.requestId })}
      submitLabel={t('credit.revision.actions.modify')}
      busy={save.isPending}
      error={save.error}
      errorFallback={t('credit.revision.decisionFailed')}
      onSubmit={(e) => void handleSubmit((values) => save.mutate(values))(e)}
      onClose={onClose}
    >
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
