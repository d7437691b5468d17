import { IDENTITY_ENDPOINTS } from '@dom/contract';
import { call } from '../../lib/api-client';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { PermissionGroup } from '@dom/contract';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useRecordEditor } from '../../components/action-dialog/use-record-editor';
import { ActionDialog } from '../../components/action-dialog/action-dialog';
import { z } from 'zod';
import { ConfirmDialog } from '../../components/confirm-dialog/confirm-dialog';
import { TextFormField } from '../../components/form/text-form-field';
import { GROUPS_KEY } from './catalogue-support';
import { PermissionPicker } from './permission-picker';

// The server's limits (UpsertPermissionGroupSchema); messages are i18n keys.
const GroupFormSchema = z.object({
  name: z.string().trim().min(1, 'validation.required').max(100),
  description: z.string().trim().max(500),
  permissions: z.array(z.string()).max(2000),
});
type GroupForm = z.infer<typeof GroupFormSchema>;
const FIELDS = ['name', 'description', 'permissions'] as const;

/** Create or change a permission group; delete it after confirmation; open its members. */
export function PermissionGroupDialog({
  group,
  canManage,
  onClose,
  onMembers,
}: {
  group: PermissionGroup | null;
  canManage: boolean;
  onClose: () => void;
  onMembers: (group: PermissionGroup) => void;
}) {
  const { t } = useTranslation();
  const { control, handleSubmit, setError } = useForm<GroupForm>({
    resolver: zodResolver(GroupFormSchema),
    defaultValues: {
      name: group?.name ?? '',
      description: group?.description ?? '',
      permissions: group?.permissions ?? [],
    },
    mode: 'onTouched',
  });
  const { save, remove, busy, asking, setAsking } = useRecordEditor({
    messages: 'permissionGroups',
    listKey: GROUPS_KEY,
    save: (values: GroupForm, idempotencyKey) => {
      const body = {
        name: values.name,
        description: values.description === '' ? null : values.description,
        permissions: values.permissions,
      };
      return group?.id
        ? call(IDENTITY_ENDPOINTS.saveGroup, { params: { id: group.id }, body }, { idempotencyKey })
        : call(IDENTITY_ENDPOINTS.createGroup, { body }, { idempotencyKey });
    },
    remove: (idempotencyKey) =>
      call(IDENTITY_ENDPOINTS.deleteGroup, { params: { id: group?.id ?? '' } }, { idempotencyKey }),
    name: group?.name ?? '',
    fields: FIELDS,
    setError,
    conflictField: 'name',
    onClose,
  });

  return (
    <ActionDialog
      title={group ? group.name : t('permissionGroups.create')}
      submitLabel={canManage ? t('catalogue.save') : undefined}
      closeLabel={canManage ? t('common.cancel') : t('common.close')}
      busy={busy}
      onSubmit={(e) => void handleSubmit((values) => save.mutate(values))(e)}
      onClose={onClose}
      size="md"
      actions={
        <>
          {group && canManage && (
            <Button color="error" onClick={() => setAsking(true)} disabled={busy}>
              {t('permissionGroups.delete')}
            </Button>
          )}
          {group && (
            <Button onClick={() => onMembers(group)} disabled={busy}>
              {t('permissionGroups.manageMembers')}
            </Button>
          )}
          <Box sx={{ flexGrow: 1 }} />
        </>
      }
    >
      <TextFormField
        control={control}
        name="name"
        label={t('permissionGroups.name')}
        required
        maxLength={100}
        disabled={!canManage}
        autoFocus={canManage}
      />
      <TextFormField
        control={control}
        name="description"
        label={t('permissionGroups.description')}
        maxLength={500}
        multiline
        minRows={2}
        disabled={!canManage}
      />
      <PermissionPicker
        control={control}
        name="permissions"
        label={t('permissionGroups.permissions')}
        multiple
        disabled={!canManage}
      />
      <ConfirmDialog
        open={asking}
        title={t('permissionGroups.delete')}
        message={t('permissionGroups.deleteQuestion', {
          name: group?.name ?? '',
          members: group?.memberCount ?? 0,
        })}
        confirmLabel={t('permissionGroups.delete')}
        confirmColor="error"
        busy={remove.isPending}
        onConfirm={() => remove.mutate()}
        onCancel={() => setAsking(false)}
      />
    </ActionDialog>
  );
}
