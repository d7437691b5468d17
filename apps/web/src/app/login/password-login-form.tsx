import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BasicTextField } from '../../components/form/basic-text-field';
import { apiPost } from '../../lib/api-client';
import { useErrorToast } from '../../lib/use-error-toast';
import { useCompleteSignIn } from './complete-sign-in';

type Field = 'username' | 'password';

/**
 * Username and password. Two required fields are plain state rather than a form library: the
 * sign-in page is the first thing anyone loads, so its bundle is kept small. The rules are the
 * same as everywhere: a star on mandatory fields, errors once a field was left or on submit.
 */
export function PasswordLoginForm() {
  const { t } = useTranslation();
  const showError = useErrorToast();
  const completeSignIn = useCompleteSignIn();
  const [values, setValues] = useState<Record<Field, string>>({ username: '', password: '' });
  const [touched, setTouched] = useState<Record<Field, boolean>>({ username: false, password: false });
  const [submitted, setSubmitted] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [showPassword, setShowPassword] = useState(false);

  const errorOf = (field: Field) =>
    (touched[field] || submitted) && values[field].trim() === '' ? t('validation.required') : undefined;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (values.username.trim() === '' || values.password.trim() === '') return;
    setSubmitting(true);
    try {
      const answer = await apiPost('/auth/login', values);
      if (!completeSignIn(answer)) showError(null, t('login.failed'));
    } catch (error) {
      showError(error, t('login.failed'));
    } finally {
      setSubmitting(false);
    }
  };

  const fieldProps = (field: Field) => ({
    name: field,
    value: values[field],
    onChange: (event: { target: { value: string } }) =>
      setValues((v) => ({ ...v, [field]: event.target.value })),
    onBlur: () => setTouched((v) => ({ ...v, [field]: true })),
    error: errorOf(field) !== undefined,
    helperText: errorOf(field),
    required: true,
  });

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(e) => void submit(e)}
      sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}
    >
      <BasicTextField
        {...fieldProps('username')}
        label={t('login.username')}
        autoComplete="username"
        autoFocus
      />
      <BasicTextField
        {...fieldProps('password')}
        label={t('login.password')}
        type={showPassword ? 'text' : 'password'}
        autoComplete="current-password"
        endAdornment={
          <InputAdornment position="end">
            <IconButton
              onClick={() => setShowPassword((v) => !v)}
              aria-label={showPassword ? t('login.hidePassword') : t('login.showPassword')}
              edge="end"
            >
              {showPassword ? <VisibilityOffIcon /> : <VisibilityIcon />}
            </IconButton>
          </InputAdornment>
        }
      />
      <Button type="submit" variant="contained" size="large" disabled={submitting}>
        {t('login.signIn')}
      </Button>
    </Box>
  );
}
