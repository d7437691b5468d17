import { zodResolver } from '@hookform/resolvers/zod';
import type { OrderDetail } from '@dom/contract';
import { isOtherDependencyReason } from '@dom/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useActionMutation } from '../../components/action-dialog/use-action-mutation';
import { z } from 'zod';
import { ActionDialog } from '../../components/action-dialog/action-dialog';
import { DateText } from '../../components/date-text/date-text';
import { EmptyState } from '../../components/empty-state/empty-state';
import { LinesTable } from '../../components/simple-table/lines-table';
import { TextFormField } from '../../components/form/text-form-field';
import { REQUIRED_MESSAGE } from '../../components/form/form-schemas';
import { useNotify } from '../../components/notifications/notifications-context';
import { apiGet, apiPost } from '../../lib/api-client';
import { commentText } from '../../components/form/comment-schema';
import { FormSelect } from './form-select';
import { ORDERS_KEY } from './orders-support';

export const DEPENDENCY_CATEGORIES = ['CUSTOMER', 'OPERATIONS'] as const;

interface ReasonOption {
  category: string;
  reasonCode: string;
  label: string;
  needsComment: boolean;
}

/** CCD_O and OD_O (the "other" reasons) need a comment; the others may carry one. */
export const DependencyReasonFormSchema = z
  .object({
    category: z.string().min(1, REQUIRED_MESSAGE),
    reasonCode: z.string().min(1, REQUIRED_MESSAGE),
    comments: commentText({ required: false }),
  })
  .superRefine((v, ctx) => {
    if (isOtherDependencyReason(v.reasonCode) && v.comments.trim() === '')
      ctx.addIssue({ code: 'custom', message: REQUIRED_MESSAGE, path: ['comments'] });
  });
type DependencyReasonForm = z.infer<typeof DependencyReasonFormSchema>;

/** Records why the order waits on the customer or on operations. */
export function DependencyReasonDialog({ order, onClose }: { order: OrderDetail; onClose: () => void }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const { control, handleSubmit, setValue } = useForm<DependencyReasonForm>({
    resolver: zodResolver(DependencyReasonFormSchema),
    defaultValues: { category: '', reasonCode: '', comments: '' },
    mode: 'onTouched',
  });
  const category = useWatch({ control, name: 'category' });
  const reasonCode = useWatch({ control, name: 'reasonCode' });
  useEffect(() => {
    // Reasons belong to a category: a new category clears the one chosen.
    setValue('reasonCode', '');
  }, [category, setValue]);
  const options = useQuery({
    queryKey: ['dependency-reasons', category],
    queryFn: () =>
      apiGet<ReasonOption[]>('/order/dependency-reasons/category', { category, orderKey: order.orderKey }),
    enabled: category !== '',
    staleTime: Infinity,
  });
  const save = useActionMutation({
    mutationFn: (v: DependencyReasonForm, idempotencyKey) =>
      apiPost<{ saved: number }>(
        '/sales-order/dependency-reasons',
        {
          orderKey: order.orderKey,
          category: v.category,
          dependencyReasons: [{ reasonCode: v.reasonCode, comments: v.comments.trim() || undefined }],
        },
        { idempotencyKey },
      ),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: [ORDERS_KEY] });
      notify.success(t('orders.dependency.done'));
      onClose();
    },
  });
  return (
    <ActionDialog
      title={t('orders.dependency.title', { key: order.orderKey })}
      submitLabel={t('orders.dependency.submit')}
      closeLabel={t('orders.cancel.keep')}
      busy={save.isPending}
      error={options.error ?? save.error}
      errorFallback={t('orders.dependency.failed')}
      onSubmit={(e) => void handleSubmit((v) => save.mutate(v))(e)}
      onClose={onClose}
    >
      <FormSelect
        control={control}
        name="category"
        label={t('orders.dependency.category')}
        required
        options={DEPENDENCY_CATEGORIES.map((c) => ({
          value: c,
          label: t(`orders.dependency.categories.${c}`),
        }))}
      />
      <FormSelect
        control={control}
        name="reasonCode"
        label={t('orders.dependency.reason')}
        required
        disabled={category === ''}
        options={(options.data ?? []).map((o) => ({
          value: o.reasonCode,
          label: t(`orders.dependency.reasons.${o.reasonCode}`, { defaultValue: o.label }),
        }))}
      />
      <TextFormField
        control={control}
        name="comments"
        label={t('orders.dependency.comments')}
        required={isOtherDependencyReason(reasonCode)}
        multiline
        minRows={3}
      />
    </ActionDialog>
  );
}

/** The reasons recorded on the order, newest first. */
export function DependencyReasonsTab({ order }: { order: OrderDetail }) {
  const { t } = useTranslation();
  if (order.dependencyReasons.length === 0) return <EmptyState />;
  const rows = [...order.dependencyReasons].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  return (
    <LinesTable
      ariaLabel={t('orders.dependency.tab')}
      frame="plain"
      rows={rows}
      getRowId={(r) => `${r.createdAt}:${r.reasonCode}`}
      columns={[
        {
          id: 'category',
          header: t('orders.dependency.category'),
          cell: (r) => t(`orders.dependency.categories.${r.category}`, { defaultValue: r.category }),
        },
        {
          id: 'reason',
          header: t('orders.dependency.reason'),
          cell: (r) => t(`orders.dependency.reasons.${r.reasonCode}`, { defaultValue: r.reasonCode }),
        },
        { id: 'comments', header: t('orders.dependency.comments'), cell: (r) => r.comments ?? '-' },
        {
          id: 'recordedAt',
          header: t('orders.dependency.recordedAt'),
          cell: (r) => <DateText value={r.createdAt} withTime />,
        },
      ]}
    />
  );
}
