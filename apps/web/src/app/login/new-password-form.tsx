// The English of this form, registered as its chunk is evaluated (before it renders).
import '../../i18n/sign-in-translations';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { NewPasswordChallenge } from '@dom/contract';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BasicTextField } from '../../components/form/basic-text-field';
import { apiPost } from '../../lib/api-client';
import { useErrorToast } from '../../lib/use-error-toast';
import { useCompleteSignIn } from './complete-sign-in';

// The contract's limits, repeated here to keep zod out of the sign-in page's bundle.
export const NEW_PASSWORD_MIN = 8;
export const NEW_PASSWORD_MAX = 128;

type Field = 'newPassword' | 'confirmPassword';

/** Doc 1 §2: a first sign-in with a temporary password asks for a new one ('Password Reset Required'). */
export function NewPasswordForm({
  challenge,
  onCancel,
}: {
  challenge: NewPasswordChallenge;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const showError = useErrorToast();
  const completeSignIn = useCompleteSignIn();
  const [values, setValues] = useState<Record<Field, string>>({ newPassword: '', confirmPassword: '' });
  const [touched, setTouched] = useState<Record<Field, boolean>>({
    newPassword: false,
    confirmPassword: false,
  });
  const [submitted, setSubmitted] = useState(false);
  const [submitting, setSubmitting] = useState(false);

  const problemOf = (field: Field): string | undefined => {
    const value = values[field];
    if (value === '') return t('validation.required');
    if (field === 'newPassword' && value.length < NEW_PASSWORD_MIN)
      return t('login.passwordTooShort', { count: NEW_PASSWORD_MIN });
    if (field === 'newPassword' && value.length > NEW_PASSWORD_MAX)
      return t('login.passwordTooLong', { count: NEW_PASSWORD_MAX });
    if (field === 'confirmPassword' && value !== values.newPassword) return t('login.passwordsDiffer');
    return undefined;
  };
  const shownProblem = (field: Field) => (touched[field] || submitted ? problemOf(field) : undefined);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (problemOf('newPassword') || problemOf('confirmPassword')) return;
    setSubmitting(true);
    try {
      const answer = await apiPost('/auth/respond-to-challenge', {
        username: challenge.username,
        session: challenge.session,
        newPassword: values.newPassword,
      });
      if (!completeSignIn(answer)) showError(null, t('login.failed'));
    } catch (error) {
      showError(error, t('login.failed'));
    } finally {
      setSubmitting(false);
    }
  };

  const fieldProps = (field: Field) => ({
    name: field,
    type: 'password',
    value: values[field],
    onChange: (event: { target: { value: string } }) =>
      setValues((v) => ({ ...v, [field]: event.target.value })),
    onBlur: () => setTouched((v) => ({ ...v, [field]: true })),
    error: shownProblem(field) !== undefined,
    helperText: shownProblem(field),
    required: true,
    autoComplete: 'new-password',
  });

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(e) => void submit(e)}
      sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}
    >
      <Typography variant="h2" sx={{ fontSize: '1.125rem' }}>
        {t('login.passwordResetRequired')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('login.choosePassword', { username: challenge.username, count: NEW_PASSWORD_MIN })}
      </Typography>
      <BasicTextField {...fieldProps('newPassword')} label={t('login.newPassword')} autoFocus />
      <BasicTextField {...fieldProps('confirmPassword')} label={t('login.confirmPassword')} />
      <Button type="submit" variant="contained" size="large" disabled={submitting}>
        {t('login.setPassword')}
      </Button>
      <Button onClick={onCancel} disabled={submitting}>
        {t('common.cancel')}
      </Button>
    </Box>
  );
}
