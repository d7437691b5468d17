import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { RESOURCE_KINDS, type Resource } from '@dom/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ConfirmDialog } from '../../components/confirm-dialog/confirm-dialog';
import { TextFormField } from '../../components/form/text-form-field';
import { useNotify } from '../../components/notifications/notifications-context';
import { useErrorToast } from '../../lib/use-error-toast';
import { RESOURCES_KEY, deleteResource, saveResource } from './catalogue-api';
import { PermissionPicker } from './permission-picker';
import { SelectFormField } from './select-form-field';
import { applyServerErrors } from './server-field-errors';

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
  const notify = useNotify();
  const showError = useErrorToast();
  const queryClient = useQueryClient();
  const titleId = useId();
  const [asking, setAsking] = useState(false);
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
  const refresh = () => void queryClient.invalidateQueries({ queryKey: [RESOURCES_KEY] });

  const save = useMutation({
    mutationFn: (values: ResourceForm) =>
      saveResource(resource?.id ?? null, {
        name: values.name,
        kind: values.kind,
        path: values.path,
        permission: values.permission,
        description: values.description === '' ? null : values.description,
      }),
    onSuccess: (saved) => {
      refresh();
      notify.success(t('resourceAdmin.saved', { name: saved.name }));
      onClose();
    },
    onError: (error) => {
      if (!applyServerErrors(error, FIELDS, setError, 'permission'))
        showError(error, t('resourceAdmin.saveFailed'));
    },
  });
  const remove = useMutation({
    mutationFn: () => deleteResource(resource?.id ?? ''),
    onSuccess: () => {
      refresh();
      notify.success(t('resourceAdmin.deleted', { name: resource?.name ?? '' }));
      onClose();
    },
    onError: (error) => {
      setAsking(false);
      showError(error, t('resourceAdmin.deleteFailed'));
    },
  });
  const busy = save.isPending || remove.isPending;

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{resource ? resource.name : t('resourceAdmin.create')}</DialogTitle>
      <form noValidate onSubmit={(e) => void handleSubmit((values) => save.mutate(values))(e)}>
        <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: 1 }}>
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
        </DialogContent>
        <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
          {resource && canManage && (
            <Button color="error" onClick={() => setAsking(true)} disabled={busy}>
              {t('resourceAdmin.delete')}
            </Button>
          )}
          <Box sx={{ flexGrow: 1 }} />
          <Button onClick={onClose} disabled={busy}>
            {canManage ? t('common.cancel') : t('common.close')}
          </Button>
          {canManage && (
            <Button type="submit" variant="contained" disabled={busy}>
              {t('catalogue.save')}
            </Button>
          )}
        </DialogActions>
      </form>
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
    </Dialog>
  );
}
