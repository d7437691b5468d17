import { call } from '../../lib/api-client';
import { ENHANCER_TYPES, addDays, istDateOf, parseRupees } from '@dom/domain';
import {
  AdhocUpsertSchema,
  CREDIT_UPLOAD_MAX_FILES,
  CREDIT_UPLOAD_MAX_MB,
  CREDIT_LIMITS_ENDPOINTS,
} from '@dom/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ActionDialog } from '../../components/action-dialog/action-dialog';
import { useActionMutation } from '../../components/action-dialog/use-action-mutation';
import { FileUpload } from '../../components/file-upload/file-upload';
import { DateFormField } from '../../components/form/date-form-field';
import { bodyFields, isoDateText, requiredText, rupeesText } from '../../components/form/form-schemas';
import { PriceFormField } from '../../components/form/price-form-field';
import { SelectFormField } from '../../components/form/select-form-field';
import { TextFormField } from '../../components/form/text-form-field';
import { useNotify } from '../../components/notifications/notifications-context';
import { CREDIT_LIMITS_KEY, uploadCreditFiles } from './credit-limits-support';
import '../../i18n/parts/credit-limits';

/** The files a credit document may be (the server sniffs the bytes again). */
export const DOCUMENT_ACCEPT = ['.pdf', '.png', '.jpg', '.jpeg', '.gif', '.webp', '.xlsx', '.docx'] as const;

/** The upsert body's fields as text in the form (`bodyFields`); the amount in rupees becomes `amountPaise`. */
const schema = z.object({
  amount: rupeesText(),
  ...bodyFields(AdhocUpsertSchema, {
    startDate: isoDateText(),
    expiryDate: isoDateText(),
    enhancerType: z.string(),
    reason: requiredText(500),
  }),
});
type Values = z.infer<typeof schema>;

/** The ad-hoc limit request dialog: amount, window and reason; the approval is raised with it. */
export function AdhocRequestDialog({ buyerId, onClose }: { buyerId: string; onClose: () => void }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const today = istDateOf(new Date());
  // Files go to their signed addresses first; the request then names their upload keys.
  const [uploaded, setUploaded] = useState<{ name: string; key: string }[]>([]);
  const { control, handleSubmit } = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: {
      amount: '',
      startDate: today,
      expiryDate: addDays(today, 30),
      enhancerType: '',
      reason: '',
    },
    mode: 'onTouched',
  });
  const send = useActionMutation({
    mutationFn: (v: Values, key) =>
      call(
        CREDIT_LIMITS_ENDPOINTS.adhocUpsert,
        {
          body: {
            buyerId,
            amountPaise: parseRupees(v.amount).toString(),
            startDate: v.startDate,
            expiryDate: v.expiryDate,
            ...(v.enhancerType
              ? { enhancerType: v.enhancerType as (typeof ENHANCER_TYPES)[number]['value'] }
              : {}),
            reason: v.reason.trim(),
            documentNames: uploaded.map((u) => u.name),
            uploadKeys: uploaded.map((u) => u.key),
          },
        },
        { idempotencyKey: key },
      ),
    onSuccess: (made) => {
      void queryClient.invalidateQueries({ queryKey: [CREDIT_LIMITS_KEY] });
      notify.success(
        t('creditLimits.adhoc.requested', { key: made.adhocKey, approval: made.approvalKey ?? '' }),
      );
      onClose();
    },
  });
  return (
    <ActionDialog
      title={t('creditLimits.adhoc.request')}
      question={t('creditLimits.adhoc.question')}
      submitLabel={t('creditLimits.adhoc.submit')}
      busy={send.isPending}
      error={send.error}
      errorFallback={t('creditLimits.adhoc.upsertFailed')}
      onSubmit={(e) => void handleSubmit((v) => send.mutate(v))(e)}
      onClose={onClose}
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <PriceFormField
          control={control}
          name="amount"
          label={t('creditLimits.adhoc.amount')}
          required
          autoFocus
        />
        <DateFormField
          control={control}
          name="startDate"
          label={t('creditLimits.adhoc.startDate')}
          required
          disablePast
        />
        <DateFormField
          control={control}
          name="expiryDate"
          label={t('creditLimits.adhoc.expiryDate')}
          required
          disablePast
        />
        <SelectFormField
          control={control}
          name="enhancerType"
          label={t('creditLimits.enhancer.type')}
          options={[{ value: '', label: t('creditLimits.none') }, ...ENHANCER_TYPES]}
        />
        <TextFormField
          control={control}
          name="reason"
          label={t('creditLimits.adhoc.reason')}
          required
          multiline
          minRows={2}
          maxLength={500}
        />
        <Typography variant="subtitle2">{t('creditLimits.adhoc.documents')}</Typography>
        <FileUpload
          accept={DOCUMENT_ACCEPT}
          maxFiles={CREDIT_UPLOAD_MAX_FILES - uploaded.length}
          maxSizeMb={CREDIT_UPLOAD_MAX_MB}
          failureMessage={t('creditLimits.documents.uploadFailed')}
          onUpload={async (files, onProgress) => {
            const keys = await uploadCreditFiles('ADHOC_DOC_UPLOAD', files, onProgress);
            setUploaded((was) => [...was, ...files.map((f, i) => ({ name: f.name, key: keys[i]! }))]);
          }}
        />
        {uploaded.length > 0 && (
          <Typography variant="body2" data-testid="adhoc-uploaded">
            {t('creditLimits.adhoc.uploaded', { names: uploaded.map((u) => u.name).join(', ') })}
          </Typography>
        )}
      </Stack>
    </ActionDialog>
  );
}

/** Approve or reject a pending ad-hoc limit (the engine refuses the requester). */
export function AdhocDecisionButtons({ id }: { id: string }) {
  const { t } = useTranslation();
  const [status, setStatus] = useState<'APPROVED' | 'REJECTED' | null>(null);
  return (
    <>
      <Stack direction="row" spacing={1}>
        <Button size="small" onClick={() => setStatus('APPROVED')}>
          {t('creditLimits.adhoc.approve')}
        </Button>
        <Button size="small" color="error" onClick={() => setStatus('REJECTED')}>
          {t('creditLimits.adhoc.reject')}
        </Button>
      </Stack>
      {status && <AdhocDecisionDialog id={id} status={status} onClose={() => setStatus(null)} />}
    </>
  );
}

function AdhocDecisionDialog({
  id,
  status,
  onClose,
}: {
  id: string;
  status: 'APPROVED' | 'REJECTED';
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const { control, handleSubmit } = useForm<{ comment: string }>({ defaultValues: { comment: '' } });
  const send = useActionMutation({
    mutationFn: (v: { comment: string }, key) =>
      call(
        CREDIT_LIMITS_ENDPOINTS.adhocUpdateStatus,
        { body: { id, status, ...(v.comment.trim() ? { comment: v.comment.trim() } : {}) } },
        { idempotencyKey: key },
      ),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: [CREDIT_LIMITS_KEY] });
      notify.success(
        t(status === 'APPROVED' ? 'creditLimits.adhoc.approved' : 'creditLimits.adhoc.rejected'),
      );
      onClose();
    },
  });
  return (
    <ActionDialog
      title={t(status === 'APPROVED' ? 'creditLimits.adhoc.approve' : 'creditLimits.adhoc.reject')}
      submitLabel={t(status === 'APPROVED' ? 'creditLimits.adhoc.approve' : 'creditLimits.adhoc.reject')}
      danger={status === 'REJECTED'}
      busy={send.isPending}
      error={send.error}
      errorFallback={t('creditLimits.adhoc.updateFailed')}
      onSubmit={(e) => void handleSubmit((v) => send.mutate(v))(e)}
      onClose={onClose}
    >
      <TextFormField
        control={control}
        name="comment"
        label={t('creditLimits.adhoc.comment')}
        multiline
        minRows={2}
        maxLength={500}
      />
    </ActionDialog>
  );
}
