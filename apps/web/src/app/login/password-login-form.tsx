import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Typography from '@mui/material/Typography';
import type { LoginType, NewPasswordChallenge } from '@dom/contract';
import { formatDisplayTime } from '@dom/domain';
import { type FocusEvent, type FormEvent, Suspense, lazy, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BasicTextField } from '../../components/form/basic-text-field';
import { apiPost } from '../../lib/api-client';
import { ApiError } from '../../lib/api-error';
import { useErrorToast } from '../../lib/use-error-toast';
import { isNewPasswordChallenge } from '../identity/token-set';
import { useCompleteSignIn } from './complete-sign-in';

// Only a first sign-in with a temporary password needs it.
const NewPasswordForm = lazy(() =>
  import('./new-password-form').then((m) => ({ default: m.NewPasswordForm })),
);

// Only someone who forgot their password needs it.
const ForgotPasswordForm = lazy(() =>
  import('./forgot-password-form').then((m) => ({ default: m.ForgotPasswordForm })),
);

// The three variants of doc 1 §2 share one call; only the name the user types differs.
const LOGIN_TYPES: readonly LoginType[] = ['USERNAME', 'EMPLOYEE', 'CORPORATE_ID'];

type Field = 'username' | 'password';

/** A sign-in refused for too many failed attempts: the server's words and when to try again. */
interface Lockout {
  message: string;
  retryAt: Date | null;
}

function lockoutOf(error: unknown): Lockout | null {
  if (!(error instanceof ApiError) || error.errorCode !== 'SIGN_IN_LOCKED' || !error.message) return null;
  const details = error.details as { retryAfterSeconds?: unknown } | undefined;
  const seconds = typeof details?.retryAfterSeconds === 'number' ? details.retryAfterSeconds : null;
  return { message: error.message, retryAt: seconds ? new Date(Date.now() + seconds * 1000) : null };
}

/**
 * Username and password. Two required fields are plain state rather than a form library: the
 * sign-in page is the first thing anyone loads, so its bundle is kept small. The rules are the
 * same as everywhere: a star on mandatory fields, errors once a field was left or on submit. A
 * field counts as left once typed in, or when focus moves on to another input: clicking a button
 * (a language, a login type) from the autofocused, still empty name is not leaving it. A lock-out
 * stays on screen, inline, until the user types again or retries.
 */
export function PasswordLoginForm() {
  const { t } = useTranslation();
  const showError = useErrorToast();
  const completeSignIn = useCompleteSignIn();
  const [values, setValues] = useState<Record<Field, string>>({ username: '', password: '' });
  const [touched, setTouched] = useState<Record<Field, boolean>>({ username: false, password: false });
  const [edited, setEdited] = useState<Record<Field, boolean>>({ username: false, password: false });
  const [lockout, setLockout] = useState<Lockout | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [showPassword, setShowPassword] = useState(false);
  const [loginType, setLoginType] = useState<LoginType>('USERNAME');
  const [challenge, setChallenge] = useState<NewPasswordChallenge | null>(null);
  const [forgot, setForgot] = useState(false);
  const typeLabelId = useId();

  const errorOf = (field: Field) =>
    (touched[field] || submitted) && values[field].trim() === '' ? t('validation.required') : undefined;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (values.username.trim() === '' || values.password.trim() === '') return;
    setLockout(null);
    setSubmitting(true);
    try {
      const answer = await apiPost('/auth/login', { ...values, loginType });
      if (isNewPasswordChallenge(answer)) setChallenge(answer);
      else if (!completeSignIn(answer)) showError(null, t('login.failed'));
    } catch (error) {
      const locked = lockoutOf(error);
      if (locked) setLockout(locked);
      else showError(error, t('login.failed'));
    } finally {
      setSubmitting(false);
    }
  };

  const fieldProps = (field: Field) => ({
    name: field,
    value: values[field],
    onChange: (event: { target: { value: string } }) => {
      setValues((v) => ({ ...v, [field]: event.target.value }));
      setEdited((v) => ({ ...v, [field]: true }));
      setLockout(null);
    },
    onBlur: (event: FocusEvent) => {
      const next = event.relatedTarget;
      const toInput = next instanceof HTMLInputElement || next instanceof HTMLTextAreaElement;
      if (edited[field] || toInput) setTouched((v) => ({ ...v, [field]: true }));
    },
    error: errorOf(field) !== undefined,
    helperText: errorOf(field),
    required: true,
  });

  if (challenge) {
    return (
      <Suspense fallback={null}>
        <NewPasswordForm challenge={challenge} onCancel={() => setChallenge(null)} />
      </Suspense>
    );
  }

  if (forgot) {
    return (
      <Suspense fallback={null}>
        <ForgotPasswordForm
          initialUsername={values.username}
          onDone={(username) => {
            setForgot(false);
            setValues({ username, password: '' });
            setTouched({ username: false, password: false });
            setEdited({ username: false, password: false });
            setSubmitted(false);
          }}
        />
      </Suspense>
    );
  }

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(e) => void submit(e)}
      sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}
    >
      {/* Toggle buttons made of plain Buttons: the sign-in page's bundle stays small. */}
      <Box>
        <Typography id={typeLabelId} variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
          {t('login.loginType.label')}
        </Typography>
        <Box role="group" aria-labelledby={typeLabelId} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          {LOGIN_TYPES.map((type) => (
            <Button
              key={type}
              size="small"
              variant={loginType === type ? 'contained' : 'outlined'}
              aria-pressed={loginType === type}
              onClick={() => setLoginType(type)}
            >
              {t(`login.loginType.${type}`)}
            </Button>
          ))}
        </Box>
      </Box>
      <BasicTextField
        {...fieldProps('username')}
        label={t(`login.nameLabel.${loginType}`)}
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
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: -1 }}>
        <Button
          size="small"
          // Keeps focus (and so the fields' "required" check) where it is: no layout jump under the pointer.
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => setForgot(true)}
          disabled={submitting}
        >
          {t('login.forgot.link')}
        </Button>
      </Box>
      {lockout && (
        <Alert severity="error" role="alert" data-testid="sign-in-lockout">
          {lockout.message}
          {lockout.retryAt && <> {t('login.retryAt', { time: formatDisplayTime(lockout.retryAt) })}</>}
        </Alert>
      )}
      <Button type="submit" variant="contained" size="large" disabled={submitting}>
        {t('login.signIn')}
      </Button>
    </Box>
  );
}
