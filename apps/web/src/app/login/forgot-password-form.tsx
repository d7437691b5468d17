// The English of this form, registered as its chunk is evaluated (before it renders).
import '../../i18n/sign-in-translations';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { TFunction } from 'i18next';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BasicTextField } from '../../components/form/basic-text-field';
import { DEFAULT_OTP_LENGTH, OtpInput } from '../../components/form/otp-input';
import { useNotify } from '../../components/notifications/notifications-context';
import { apiPost } from '../../lib/api-client';
import { ApiError } from '../../lib/api-error';
import { useErrorToast } from '../../lib/use-error-toast';
import { NEW_PASSWORD_MAX, NEW_PASSWORD_MIN } from './new-password-form';

type Field = 'username' | 'code' | 'newPassword' | 'confirmPassword';
type Values = Record<Field, string>;

// The server's words for a refused password or code (password-policy.ts, auth-errors.ts), shown
// in the interface language; any other message is shown as the server wrote it.
const SERVER_MESSAGES: Record<string, (t: TFunction) => string> = {
  [`Password must be at least ${NEW_PASSWORD_MIN} characters.`]: (t) =>
    t('login.passwordTooShort', { count: NEW_PASSWORD_MIN }),
  [`Password must be at most ${NEW_PASSWORD_MAX} characters.`]: (t) =>
    t('login.passwordTooLong', { count: NEW_PASSWORD_MAX }),
  'This password is too common. Choose one that is harder to guess.': (t) => t('login.forgot.tooCommon'),
  'The password must not contain your username or e-mail address.': (t) => t('login.forgot.containsName'),
  'Choose a password different from the current one.': (t) => t('login.forgot.sameAsCurrent'),
  'The OTP is incorrect or has expired. Please request a new one.': (t) => t('login.forgot.invalidCode'),
};

/** The field messages of a refused call, keyed by field, translated where the words are known. */
function fieldMessages(error: unknown, t: TFunction): Partial<Values> {
  if (!(error instanceof ApiError)) return {};
  const fields = (error.details as { fields?: { field?: unknown; message?: unknown }[] } | undefined)?.fields;
  const found: Partial<Values> = {};
  for (const f of Array.isArray(fields) ? fields : []) {
    if (typeof f.field !== 'string' || typeof f.message !== 'string') continue;
    const field = (['username', 'code', 'newPassword'] as const).find((k) => k === f.field);
    if (field) found[field] = SERVER_MESSAGES[f.message]?.(t) ?? f.message;
  }
  return found;
}

/**
 * Doc 1 §7's reset-password and confirm-password: a code goes by SMS to the account's mobile
 * number, then the code and a new password set it; every session of the account ends.
 */
export function ForgotPasswordForm({
  initialUsername,
  onDone,
}: {
  initialUsername: string;
  /** Back to the sign-in form, with the name to sign in as. */
  onDone: (username: string) => void;
}) {
  const { t } = useTranslation();
  const notify = useNotify();
  const showError = useErrorToast();
  const [values, setValues] = useState<Values>({
    username: initialUsername,
    code: '',
    newPassword: '',
    confirmPassword: '',
  });
  const [touched, setTouched] = useState<Partial<Record<Field, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Partial<Values>>({});
  const [codeSent, setCodeSent] = useState(false);
  const [busy, setBusy] = useState(false);

  const problemOf = (field: Field): string | undefined => {
    const value = values[field];
    if (field === 'code')
      return /^\d+$/.test(value) && value.length === DEFAULT_OTP_LENGTH
        ? undefined
        : t('login.otpIncomplete', { count: DEFAULT_OTP_LENGTH });
    if (value.trim() === '') return t('validation.required');
    if (field === 'newPassword' && [...value].length < NEW_PASSWORD_MIN)
      return t('login.passwordTooShort', { count: NEW_PASSWORD_MIN });
    if (field === 'newPassword' && [...value].length > NEW_PASSWORD_MAX)
      return t('login.passwordTooLong', { count: NEW_PASSWORD_MAX });
    if (field === 'confirmPassword' && value !== values.newPassword) return t('login.passwordsDiffer');
    return undefined;
  };
  const shown = (field: Field) =>
    serverErrors[field] ?? (touched[field] || submitted ? problemOf(field) : undefined);

  const sendCode = async () => {
    setBusy(true);
    try {
      await apiPost('/login/reset-password', { username: values.username.trim() });
      setCodeSent(true);
      setSubmitted(false);
      setServerErrors({});
      notify.success(t('login.forgot.codeSent'));
    } catch (error) {
      const fields = fieldMessages(error, t);
      if (Object.keys(fields).length > 0) setServerErrors(fields);
      else showError(error, t('login.forgot.requestFailed'));
    } finally {
      setBusy(false);
    }
  };

  const setPassword = async () => {
    setBusy(true);
    try {
      await apiPost('/login/confirm-password', {
        username: values.username.trim(),
        code: values.code,
        newPassword: values.newPassword,
      });
      notify.success(t('login.forgot.changed'));
      onDone(values.username.trim());
    } catch (error) {
      const fields = fieldMessages(error, t);
      if (Object.keys(fields).length > 0) setServerErrors(fields);
      else showError(error, t('login.forgot.confirmFailed'));
    } finally {
      setBusy(false);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    setServerErrors({});
    if (!codeSent) {
      if (!problemOf('username')) void sendCode();
      return;
    }
    if (problemOf('code') || problemOf('newPassword') || problemOf('confirmPassword')) return;
    void setPassword();
  };

  const change = (field: Field) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setServerErrors((e) => ({ ...e, [field]: undefined }));
  };
  const textProps = (field: Field) => ({
    name: field,
    value: values[field],
    onChange: (event: { target: { value: string } }) => change(field)(event.target.value),
    onBlur: () => setTouched((v) => ({ ...v, [field]: true })),
    error: shown(field) !== undefined,
    helperText: shown(field),
    required: true,
  });

  return (
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}
    >
      <Typography variant="h2" sx={{ fontSize: '1.125rem' }}>
        {t('login.forgot.title')}
      </Typography>
      {!codeSent ? (
        <>
          <Typography variant="body2" color="text.secondary">
            {t('login.forgot.intro')}
          </Typography>
          <BasicTextField
            {...textProps('username')}
            label={t('login.username')}
            autoComplete="username"
            autoFocus
          />
        </>
      ) : (
        <>
          <Alert severity="info">{t('login.forgot.codeSentTo', { username: values.username.trim() })}</Alert>
          <OtpInput
            value={values.code}
            onChange={change('code')}
            onBlur={() => setTouched((v) => ({ ...v, code: true }))}
            label={t('login.forgot.code')}
            error={shown('code')}
            required
            autoFocus
          />
          <BasicTextField
            {...textProps('newPassword')}
            type="password"
            label={t('login.newPassword')}
            autoComplete="new-password"
          />
          <BasicTextField
            {...textProps('confirmPassword')}
            type="password"
            label={t('login.confirmPassword')}
            autoComplete="new-password"
          />
          <Typography variant="body2" color="text.secondary">
            {t('login.forgot.rules', { count: NEW_PASSWORD_MIN })}
          </Typography>
        </>
      )}
      <Button type="submit" variant="contained" size="large" disabled={busy}>
        {codeSent ? t('login.forgot.submit') : t('login.forgot.sendCode')}
      </Button>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={() => onDone(values.username.trim())} disabled={busy}>
          {t('login.forgot.back')}
        </Button>
        {codeSent && (
          <Button onClick={() => void sendCode()} disabled={busy}>
            {t('login.forgot.resend')}
          </Button>
        )}
      </Box>
    </Box>
  );
}
