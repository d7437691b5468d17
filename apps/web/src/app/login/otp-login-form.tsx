import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { phoneValue, toInternationalPhone } from '../../components/form/form-schemas';
import { DEFAULT_OTP_LENGTH } from '../../components/form/otp-input';
import { OtpFormField } from '../../components/form/otp-form-field';
import { EMPTY_PHONE, PhoneFormField, type PhoneValue } from '../../components/form/phone-form-field';
import { useNotify } from '../../components/notifications/notifications-context';
import { apiPost } from '../../lib/api-client';
import { useErrorToast } from '../../lib/use-error-toast';
import { useCompleteSignIn } from './complete-sign-in';

const OTP_PATTERN = new RegExp(`^\\d{${DEFAULT_OTP_LENGTH}}$`);
const OtpLoginSchema = z.object({
  phone: phoneValue(),
  otp: z.string(),
});
type OtpLogin = z.infer<typeof OtpLoginSchema>;

/** Two steps on one form: the number gets a code, the code signs in. */
export function OtpLoginForm() {
  const { t } = useTranslation();
  const notify = useNotify();
  const showError = useErrorToast();
  const completeSignIn = useCompleteSignIn();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { control, handleSubmit, setError, resetField, formState } = useForm<OtpLogin>({
    resolver: zodResolver(OtpLoginSchema),
    defaultValues: { phone: EMPTY_PHONE, otp: '' },
    mode: 'onTouched',
  });

  const requestOtp = async (phone: PhoneValue, path: '/login/request-otp' | '/login/resend-otp') => {
    const international = toInternationalPhone(phone);
    setBusy(true);
    try {
      await apiPost(path, { phone: international });
      setSentTo(international);
      notify.success(t('login.otpSent'));
    } catch (error) {
      showError(error, t('login.otpRequestFailed'));
    } finally {
      setBusy(false);
    }
  };

  const submit = handleSubmit(async ({ phone, otp }) => {
    if (sentTo === null) {
      await requestOtp(phone, '/login/request-otp');
      return;
    }
    if (!OTP_PATTERN.test(otp)) {
      setError('otp', { message: t('login.otpIncomplete', { count: DEFAULT_OTP_LENGTH }) });
      return;
    }
    try {
      const answer = await apiPost('/login/validate-otp', { phone: sentTo, otp });
      if (!completeSignIn(answer)) showError(null, t('login.otpVerifyFailed'));
    } catch (error) {
      showError(error, t('login.otpVerifyFailed'));
    }
  });

  const changeNumber = () => {
    setSentTo(null);
    resetField('otp');
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(e) => void submit(e)}
      sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}
    >
      <PhoneFormField
        control={control}
        name="phone"
        label={t('login.mobileNumber')}
        required
        disabled={sentTo !== null}
      />
      {sentTo !== null && (
        <>
          <Typography variant="body2" color="text.secondary">
            {t('login.otpSentTo', { phone: sentTo })}
          </Typography>
          <OtpFormField control={control} name="otp" label={t('login.otp')} required autoFocus />
          <Box sx={{ display: 'flex', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
            <Button onClick={changeNumber} disabled={busy || formState.isSubmitting}>
              {t('login.changeNumber')}
            </Button>
            <Button
              onClick={() => void handleSubmit(({ phone }) => requestOtp(phone, '/login/resend-otp'))()}
              disabled={busy || formState.isSubmitting}
            >
              {t('login.resendOtp')}
            </Button>
          </Box>
        </>
      )}
      <Button type="submit" variant="contained" size="large" disabled={busy || formState.isSubmitting}>
        {sentTo === null ? t('login.sendOtp') : t('login.verifyOtp')}
      </Button>
    </Box>
  );
}
