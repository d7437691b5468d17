import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import type { CreatedUser } from '@dom/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { TextFormField } from '../../components/form/text-form-field';
import { useNotify } from '../../components/notifications/notifications-context';
import { useErrorToast } from '../../lib/use-error-toast';
import { RoleChecklist } from './role-checklist';
import { USERS_KEY, createUser } from './users-api';

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
  const titleId = useId();
  const [created, setCreated] = useState<CreatedUser | null>(null);
  const { control, handleSubmit, setValue } = useForm<CreateUserForm>({
    resolver: zodResolver(CreateUserFormSchema),
    defaultValues: { username: '', displayName: '', email: '', phone: '', roles: ['EMPLOYEE'] },
    mode: 'onTouched',
  });
  const create = useMutation({
    mutationFn: (values: CreateUserForm) =>
      createUser({
        username: values.username.toLowerCase(),
        displayName: values.displayName,
        email: values.email === '' ? null : values.email,
        phone: values.phone === '' ? null : values.phone,
        roles: values.roles,
        businessUnits: [],
      }),
    onSuccess: (user) => {
      void queryClient.invalidateQueries({ queryKey: [USERS_KEY] });
      notify.success(t('users.created', { name: user.displayName }));
      setCreated(user);
    },
    onError: (error) => showError(error, t('users.createFailed')),
  });
  const roles = useWatch({ control, name: 'roles' });

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{t('users.create')}</DialogTitle>
      {created ? (
        <>
          <DialogContent>
            <Alert severity={created.phone ? 'success' : 'warning'}>
              {created.phone
                ? t('users.passwordBySms', { username: created.username, phone: created.phone })
                : t('users.noPhone', { username: created.username })}
            </Alert>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{t('common.close')}</Button>
          </DialogActions>
        </>
      ) : (
        <form noValidate onSubmit={(e) => void handleSubmit((values) => create.mutate(values))(e)}>
          <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: 1 }}>
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
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose} disabled={create.isPending}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" variant="contained" disabled={create.isPending}>
              {t('users.createSubmit')}
            </Button>
          </DialogActions>
        </form>
      )}
    </Dialog>
  );
}
