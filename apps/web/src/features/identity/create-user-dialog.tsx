import { IDENTITY_ENDPOINTS } from '@dom/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import type { CreatedUser } from '@dom/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useEndpointMutation } from '../../components/action-dialog/use-endpoint-mutation';
import { ActionDialog } from '../../components/action-dialog/action-dialog';
import { z } from 'zod';
import { TextFormField } from '../../components/form/text-form-field';
import { useNotify } from '../../components/notifications/notifications-context';
import { useErrorToast } from '../../lib/use-error-toast';
import { RoleChecklist } from './role-checklist';
import { USERS_KEY } from './users-support';

const CreateUserFormSchema = z.object({
  username: z
    .string()
    .trim()
    .regex(/^[a-zA-Z0-9][a-zA-Z0-9._@-]{1,99}$/, 'users.usernameRule'),
  displayName: z.string().trim().min(1, 'validation.required').max(200),
  email: z.union([z.literal(''), z.email('users.emailRule')]),
  phone: z.union([z.literal(''), z.string().regex(/^(?:\+91)?[6-9]\d{9}$/, 'users.phoneRule')]),
  roles: z.array(z.string()),
});
type CreateUserForm = z.infer<typeof CreateUserFormSchema>;

/**
 * No password is shown or made here: the new user sets their own with a code sent to their mobile
 * number ("Forgot password?"), which the welcome SMS tells them.
 */
export function CreateUserDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const showError = useErrorToast();
  const queryClient = useQueryClient();
  const [created, setCreated] = useState<CreatedUser | null>(null);
  const { control, handleSubmit, setValue } = useForm<CreateUserForm>({
    resolver: zodResolver(CreateUserFormSchema),
    defaultValues: { username: '', displayName: '', email: '', phone: '', roles: ['EMPLOYEE'] },
    mode: 'onTouched',
  });
  const create = useEndpointMutation(IDENTITY_ENDPOINTS.createUser, {
    onSuccess: (user) => {
      void queryClient.invalidateQueries({ queryKey: [USERS_KEY] });
      notify.success(t('users.created', { name: user.displayName }));
      setCreated(user);
    },
    onError: (error) => showError(error, t('users.createFailed')),
  });
  const roles = useWatch({ control, name: 'roles' });

  return (
    <ActionDialog
      title={t('users.create')}
      submitLabel={created ? undefined : t('users.createSubmit')}
      closeLabel={created ? t('common.close') : t('common.cancel')}
      busy={create.isPending}
      onSubmit={(e) =>
        void handleSubmit((values) =>
          create.mutate({
            body: {
              username: values.username.toLowerCase(),
              displayName: values.displayName,
              email: values.email === '' ? null : values.email,
              phone: values.phone === '' ? null : values.phone,
              roles: values.roles,
              businessUnits: [],
            },
          }),
        )(e)
      }
      onClose={onClose}
    >
      {created ? (
        <Alert severity={created.phone ? 'success' : 'warning'}>
          {created.phone
            ? t('users.passwordBySms', { username: created.username, phone: created.phone })
            : t('users.noPhone', { username: created.username })}
        </Alert>
      ) : (
        <>
          <TextFormField control={control} name="username" label={t('users.username')} required autoFocus />
          <TextFormField
            control={control}
            name="displayName"
            label={t('users.name')}
            required
            maxLength={200}
          />
          <TextFormField control={control} name="email" label={t('users.email')} type="email" />
          <TextFormField control={control} name="phone" label={t('users.phone')} type="tel" />
          <RoleChecklist
            value={roles.map((role) => ({ role, isAdmin: false }))}
            onChange={(next) =>
              setValue(
                'roles',
                next.map((r) => r.role),
                { shouldDirty: true },
              )
            }
          />
        </>
      )}
    </ActionDialog>
  );
}
