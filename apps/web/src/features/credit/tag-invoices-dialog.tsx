import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useEndpointMutation } from '../../components/action-dialog/use-endpoint-mutation';
import { BulkTagInvoicesSchema, CREDIT_ENDPOINTS } from '@dom/contract';
import { z } from 'zod';
import { TextFormField } from '../../components/form/text-form-field';
import { useNotify } from '../../components/notifications/notifications-context';
import { ActionDialog } from '../../components/action-dialog/action-dialog';
import { SelectFormField } from '../../components/form/select-form-field';
import { CREDIT_KEY } from './credit-support';
import '../../i18n/parts/credit';

const TAG = /^[A-Za-z0-9 _-]+$/;

// The contract's mode (its closed list) as is; the tags are one comma-separated text in the form.
const TagFormSchema = BulkTagInvoicesSchema.pick({ mode: true }).extend({
  mode: BulkTagInvoicesSchema.shape.mode.removeDefault(),
  tags: z
    .string()
    .trim()
    .refine(
      (v) =>
        v
          .split(',')
          .map((x) => x.trim())
          .filter(Boolean)
          .every((x) => x.length <= 40 && TAG.test(x)),
      'credit.tag.invalid',
    ),
});
type TagForm = z.infer<typeof TagFormSchema>;

/** Tags the chosen invoices in one call (add, remove or replace), all or nothing. */
export function TagInvoicesDialog({
  invoiceIds,
  onClose,
}: {
  invoiceIds: readonly string[];
  onClose: (done: boolean) => void;
}) {
  const { t } = useTranslation();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const { control, handleSubmit } = useForm<TagForm>({
    resolver: zodResolver(TagFormSchema),
    defaultValues: { mode: 'ADD', tags: '' },
    mode: 'onTouched',
  });
  const save = useEndpointMutation(CREDIT_ENDPOINTS.tagInvoices, {
    onSuccess: (result) => {
      void queryClient.invalidateQueries({ queryKey: [CREDIT_KEY] });
      notify.success(t('credit.tag.done', { count: result.updated }));
      onClose(true);
    },
  });
  const modes = (['ADD', 'REMOVE', 'REPLACE'] as const).map((m) => ({
    value: m,
    label: t(`credit.tag.modes.${m}`),
  }));
  return (
    <ActionDialog
      title={t('credit.tag.title', { count: invoiceIds.length })}
      submitLabel={t('credit.tag.submit')}
      busy={save.isPending}
      error={save.error}
      errorFallback={t('credit.tag.failed')}
      onSubmit={(e) =>
        void handleSubmit((values) =>
          save.mutate({
            body: {
              invoiceIds: [...invoiceIds],
              mode: values.mode,
              tags: values.tags
                .split(',')
                .map((x) => x.trim())
                .filter(Boolean),
            },
          }),
        )(e)
      }
      onClose={() => onClose(false)}
    >
      <SelectFormField control={control} name="mode" label={t('credit.tag.mode')} options={modes} required />
      <TextFormField
        control={control}
        name="tags"
        label={t('credit.tag.tags')}
        helperText={t('credit.tag.help')}
        maxLength={200}
      />
    </ActionDialog>
  );
}
