import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { IDENTITY_ENDPOINTS, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@dom/contract';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { TextFormField } from '../../components/form/text-form-field';
import { useNotify } from '../../components/notifications/notifications-context';
import { call } from '../../lib/api-client';
import { useErrorToast } from '../../lib/use-error-toast';

// An i18n key: form errors are translated where they are shown.
const PASSWORDS_DIFFER = 'profile.passwordsDiffer';

const ChangePasswordSchema = z
  .object({
    oldPassword: z.string().min(1, 'validation.required'),
    newPassword: z
      .string()
      .min(PASSWORD_MIN_LENGTH, 'profile.passwordTooShort')
      .max(PASSWORD_MAX_LENGTH, 'profile.passwordTooLong'),
    confirmPassword: z.string().min(1, 'validation.required'),
  })
  .refine((v) => v.confirmPassword === v.newPassword, {
    message: PASSWORDS_DIFFER,
    path: ['confirmPassword'],
  });
type ChangePassword = z.infer<typeof ChangePasswordSchema>;

const EMPTY: ChangePassword = { oldPassword: '', newPassword: '', confirmPassword: '' };

/** update-password-v1: the current password, a new one twice; the user's other sessions end. */
export function ChangePasswordForm() {
  const { t } = useTranslation();
  const notify = useNotify();
  const showError = useErrorToast();
  const { control, handleSubmit, reset } = useForm<ChangePassword>({
    resolver: zodResolver(ChangePasswordSchema),
    defaultValues: EMPTY,
    mode: 'onTouched',
  });
  const change = useMutation({
    mutationFn: ({ oldPassword, newPassword }: ChangePassword) =>
      call(IDENTITY_ENDPOINTS.updatePassword, { body: { oldPassword, newPassword } }),
    onSuccess: () => {
      notify.success(t('profile.passwordChanged'));
      reset(EMPTY);
    },
    onError: (error) => showError(error, t('profile.passwordChangeFailed')),
  });

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(e) => void handleSubmit((values) => change.mutate(values))(e)}
      sx={{ display: 'flex', flexDirection: 'column', gap: 2, maxWidth: 420 }}
    >
      <TextFormField
        control={control}
        name="oldPassword"
        type="password"
        label={t('profile.currentPassword')}
        autoComplete="current-password"
        required
      />
      <TextFormField
        control={control}
        name="newPassword"
        type="password"
        label={t('profile.newPassword')}
        autoComplete="new-password"
        required
      />
      <TextFormField
        control={control}
        name="confirmPassword"
        type="password"
        label={t('profile.confirmPassword')}
        autoComplete="new-password"
        required
      />
      <Box>
        <Button type="submit" variant="contained" disabled={change.isPending}>
          {t('profile.changePassword')}
        </Button>
      </Box>
    </Box>
  );
}
