import { zodResolver } from '@hookform/resolvers/zod';
import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { requiredText } from '../../components/form/form-schemas';
import { TextFormField } from '../../components/form/text-form-field';
import { apiPost } from '../../lib/api-client';
import { useErrorToast } from '../../lib/use-error-toast';
import { useCompleteSignIn } from './complete-sign-in';

const PasswordLoginSchema = z.object({ username: requiredText(), password: requiredText() });
type PasswordLogin = z.infer<typeof PasswordLoginSchema>;

export function PasswordLoginForm() {
  const { t } = useTranslation();
  const showError = useErrorToast();
  const completeSignIn = useCompleteSignIn();
  const [showPassword, setShowPassword] = useState(false);
  const { control, handleSubmit, formState } = useForm<PasswordLogin>({
    resolver: zodResolver(PasswordLoginSchema),
    defaultValues: { username: '', password: '' },
    mode: 'onTouched',
  });

  const submit = handleSubmit(async (values) => {
    try {
      const answer = await apiPost('/auth/login', values);
      if (!completeSignIn(answer)) showError(null, t('login.failed'));
    } catch (error) {
      showError(error, t('login.failed'));
    }
  });

  return (
    <Box component="form" noValidate onSubmit={(e) => void submit(e)} sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <TextFormField control={control} name="username" label={t('login.username')} autoComplete="username" required autoFocus />
      <TextFormField
        control={control}
        name="password"
        label={t('login.password')}
        type={showPassword ? 'text' : 'password'}
        autoComplete="current-password"
        required
        slotProps={{
          input: {
            endAdornment: (
              <InputAdornment position="end">
                <IconButton
                  onClick={() => setShowPassword((v) => !v)}
                  aria-label={showPassword ? t('login.hidePassword') : t('login.showPassword')}
                  edge="end"
                >
                  {showPassword ? <VisibilityOffIcon /> : <VisibilityIcon />}
                </IconButton>
              </InputAdornment>
            ),
          },
        }}
      />
      <Button type="submit" variant="contained" size="large" disabled={formState.isSubmitting}>
        {t('login.signIn')}
      </Button>
    </Box>
  );
}
