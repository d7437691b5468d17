import { IDENTITY_ENDPOINTS } from '@dom/contract';
import { call } from '../../lib/api-client';
import { zodResolver } from '@hookform/resolvers/zod';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import type { Report } from '@dom/contract';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useRecordEditor } from '../../components/action-dialog/use-record-editor';
import { ActionDialog } from '../../components/action-dialog/action-dialog';
import { z } from 'zod';
import { TextFormField } from '../../components/form/text-form-field';
import { REPORTS_KEY } from './catalogue-support';
import { PermissionPicker } from './permission-picker';

// The server's limits (UpsertReportSchema); messages are i18n keys.
const ReportFormSchema = z.object({
  name: z.string().trim().min(1, 'validation.required').max(200),
  category: z.string().trim().min(1, 'validation.required').max(100),
  description: z.string().trim().max(500),
  url: z.string().trim().max(500),
  permission: z.string().min(1, 'validation.required').max(120),
  isActive: z.boolean(),
});
type ReportForm = z.infer<typeof ReportFormSchema>;
const FIELDS = ['name', 'category', 'description', 'url', 'permission', 'isActive'] as const;

/** Add or change a report; an inactive report is hidden from everyone's report list. */
export function ReportDialog({
  report,
  canManage,
  onClose,
}: {
  report: Report | null;
  canManage: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { control, handleSubmit, setError } = useForm<ReportForm>({
    resolver: zodResolver(ReportFormSchema),
    defaultValues: {
      name: report?.name ?? '',
      category: report?.category ?? '',
      description: report?.description ?? '',
      url: report?.url ?? '',
      permission: report?.permission ?? '',
      isActive: report?.isActive ?? true,
    },
    mode: 'onTouched',
  });

  const { save } = useRecordEditor({
    messages: 'reportAdmin',
    listKey: REPORTS_KEY,
    save: (values: ReportForm, idempotencyKey) => {
      const body = {
        ...values,
        description: values.description === '' ? null : values.description,
        url: values.url === '' ? null : values.url,
      };
      return report?.id
        ? call(IDENTITY_ENDPOINTS.saveReport, { params: { id: report.id }, body }, { idempotencyKey })
        : call(IDENTITY_ENDPOINTS.createReport, { body }, { idempotencyKey });
    },
    name: report?.name ?? '',
    fields: FIELDS,
    setError,
    conflictField: 'name',
    onClose,
  });

  return (
    <ActionDialog
      title={report ? report.name : t('reportAdmin.create')}
      submitLabel={canManage ? t('catalogue.save') : undefined}
      closeLabel={canManage ? t('common.cancel') : t('common.close')}
      busy={save.isPending}
      onSubmit={(e) => void handleSubmit((values) => save.mutate(values))(e)}
      onClose={onClose}
    >
      <TextFormField
        control={control}
        name="name"
        label={t('reportAdmin.name')}
        required
        maxLength={200}
        disabled={!canManage}
        autoFocus={canManage}
      />
      <TextFormField
        control={control}
        name="category"
        label={t('reportAdmin.category')}
        required
        maxLength={100}
        disabled={!canManage}
      />
      <PermissionPicker
        control={control}
        name="permission"
        label={t('reportAdmin.permission')}
        required
        disabled={!canManage}
      />
      <TextFormField
        control={control}
        name="url"
        label={t('reportAdmin.url')}
        maxLength={500}
        type="url"
        disabled={!canManage}
      />
      <TextFormField
        control={control}
        name="description"
        label={t('reportAdmin.description')}
        maxLength={500}
        multiline
        minRows={2}
        disabled={!canManage}
      />
      <Controller
        control={control}
        name="isActive"
        render={({ field }) => (
          <FormControlLabel
            control={
              <Switch
                checked={field.value}
                onChange={(e) => field.onChange(e.target.checked)}
                onBlur={field.onBlur}
                disabled={!canManage}
              />
            }
            label={t('reportAdmin.activeLabel')}
          />
        )}
      />
    </ActionDialog>
  );
}
