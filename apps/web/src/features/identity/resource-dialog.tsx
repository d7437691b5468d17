import { call } from '../../lib/api-client';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { RESOURCE_KINDS, type Resource, IDENTITY_ENDPOINTS } from '@dom/contract';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useRecordEditor } from '../../components/action-dialog/use-record-editor';
import { ActionDialog } from '../../components/action-dialog/action-dialog';
import { z } from 'zod';
import { ConfirmDialog } from '../../components/confirm-dialog/confirm-dialog';
import { TextFormField } from '../../components/form/text-form-field';
import { RESOURCES_KEY } from './catalogue-support';
import { PermissionPicker } from './permission-picker';
import { SelectFormField } from '../../components/form/select-form-field';

// The server's limits (UpsertResourceSchema); messages are i18n keys.
const ResourceFormSchema = z.object({
  name: z.string().trim().min(1, 'validation.required').max(200),
  kind: z.enum(RESOURCE_KINDS, 'validation.required'),
  path: z.string().trim().min(1, 'validation.required').max(300),
  permission: z.string().min(1, 'validation.required').max(120),
  description: z.string().trim().max(500),
});
type ResourceForm = z.input<typeof ResourceFormSchema>;
const FIELDS = ['name', 'kind', 'path', 'permission', 'description'] as const;

/** Add or change a protected resource; remove it after confirmation. */
export function ResourceDialog({
  resource,
  canManage,
  onClose,
}: {
  resource: Resource | null;
  canManage: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { control, handleSubmit, setError } = useForm<ResourceForm>({
    resolver: zodResolver(ResourceFormSchema),
    defaultValues: {
      name: resource?.name ?? '',
      kind: resource?.kind ?? 'SCREEN',
      path: resource?.path ?? '',
      permission: resource?.permission ?? '',
      description: resource?.description ?? '',
    },
    mode: 'onTouched',
  });
  const { save, remove, busy, asking, setAsking } = useRecordEditor({
    messages: 'resourceAdmin',
    listKey: RESOURCES_KEY,
    save: (values: ResourceForm, idempotencyKey) => {
      const body = {
        name: values.name,
        kind: values.kind,
        path: values.path,
        permission: values.permission,
        description: values.description === '' ? null : values.description,
      };
      return resource?.id
        ? call(IDENTITY_ENDPOINTS.saveResource, { params: { id: resource.id }, body }, { idempotencyKey })
        : call(IDENTITY_ENDPOINTS.createResource, { body }, { idempotencyKey });
    },
    remove: (idempotencyKey) =>
      call(IDENTITY_ENDPOINTS.deleteResource, { params: { id: resource?.id ?? '' } }, { idempotencyKey }),
    name: resource?.name ?? '',
    fields: FIELDS,
    setError,
    conflictField: 'permission',
    onClose,
  });

  return (
    <ActionDialog
      title={resource ? resource.name : t('resourceAdmin.create')}
      submitLabel={canManage ? t('catalogue.save') : undefined}
      closeLabel={canManage ? t('common.cancel') : t('common.close')}
      busy={busy}
      onSubmit={(e) => void handleSubmit((values) => save.mutate(values))(e)}
      onClose={onClose}
      actions={
        <>
          {resource && canManage && (
            <Button color="error" onClick={() => setAsking(true)} disabled={busy}>
              {t('resourceAdmin.delete')}
            </Button>
          )}
          <Box sx={{ flexGrow: 1 }} />
        </>
      }
    >
      <TextFormField
        control={control}
        name="name"
        label={t('resourceAdmin.name')}
        required
        maxLength={200}
        disabled={!canManage}
        autoFocus={canManage}
      />
      <SelectFormField
        control={control}
        name="kind"
        fullWidth={false}
        label={t('resourceAdmin.kind')}
        required
        disabled={!canManage}
        options={RESOURCE_KINDS.map((kind) => ({ value: kind, label: t(`resourceAdmin.kinds.${kind}`) }))}
      />
      <TextFormField
        control={control}
        name="path"
        label={t('resourceAdmin.path')}
        required
        maxLength={300}
        disabled={!canManage}
      />
      <PermissionPicker
        control={control}
        name="permission"
        label={t('resourceAdmin.permission')}
        required
        disabled={!canManage}
      />
      <TextFormField
        control={control}
        name="description"
        label={t('resourceAdmin.description')}
        maxLength={500}
        multiline
        minRows={2}
        disabled={!canManage}
      />
      <ConfirmDialog
        open={asking}
        title={t('resourceAdmin.delete')}
        message={t('resourceAdmin.deleteQuestion', {
          name: resource?.name ?? '',
          path: resource?.path ?? '',
        })}
        confirmLabel={t('resourceAdmin.delete')}
        confirmColor="error"
        busy={remove.isPending}
        onConfirm={() => remove.mutate()}
        onCancel={() => setAsking(false)}
      />
    </ActionDialog>
  );
}
