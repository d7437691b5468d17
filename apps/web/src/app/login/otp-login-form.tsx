// The English of this form, registered as its chunk is evaluated (before it renders).
import '../../i18n/sign-in-translations';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { OtpSent, OtpValidated } from '@dom/contract';
import { useEffect, useState } from 'react';
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
import { exchangeClientCredentials } from '../identity/token-calls';
import { useSession } from '../session/session-context';

/** Seconds left until `until` (epoch ms), ticking once a second while above zero. */
function useCountdown(until: number | null): number {
  const [, setTick] = useState(0);
  useEffect(() => {
    if (until === null) return undefined;
    const timer = setInterval(() => setTick((n) => n + 1), 1000);
    return () => clearInterval(timer);
  }, [until]);
  return until === null ? 0 : secondsUntil(until);
}

const secondsUntil = (until: number) => Math.max(0, Math.ceil((until - Date.now()) / 1000));
const deadlineIn = (seconds: number) => Date.now() + seconds * 1000;

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
  const session = useSession();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [otpId, setOtpId] = useState<string | null>(null);
  const [resendAt, setResendAt] = useState<number | null>(null);
  const cooldown = useCountdown(resendAt);
  const [busy, setBusy] = useState(false);
  const { control, handleSubmit, setError, resetField, formState } = useForm<OtpLogin>({
    resolver: zodResolver(OtpLoginSchema),
    defaultValues: { phone: EMPTY_PHONE, otp: '' },
    mode: 'onTouched',
  });

  const requestOtp = async (phone: PhoneValue, resend: boolean) => {
    const international = toInternationalPhone(phone);
    setBusy(true);
    try {
      const sent = await apiPost<OtpSent>(
        resend ? '/login/resend-otp' : '/login/request-otp',
        resend ? { otpId } : { phoneNumber: international },
      );
      setSentTo(international);
      setOtpId(sent.otpId);
      setResendAt(deadlineIn(sent.resendAfterSeconds));
      notify.success(t('login.otpSent'));
    } catch (error) {
      showError(error, t('login.otpRequestFailed'));
    } finally {
      setBusy(false);
    }
  };

  const submit = handleSubmit(async ({ phone, otp }) => {
    if (sentTo === null || otpId === null) {
      await requestOtp(phone, false);
      return;
    }
    if (!OTP_PATTERN.test(otp)) {
      setError('otp', { message: t('login.otpIncomplete', { count: DEFAULT_OTP_LENGTH }) });
      return;
    }
    try {
      const credentials = await apiPost<OtpValidated>('/login/validate-otp', { otpId, otp });
      await exchangeClientCredentials(credentials.client_id, credentials.client_secret);
      session.reload();
    } catch (error) {
      showError(error, t('login.otpVerifyFailed'));
    }
  });

  const changeNumber = () => {
    setSentTo(null);
    setOtpId(null);
    setResendAt(null);
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
              onClick={() => void handleSubmit(({ phone }) => requestOtp(phone, true))()}
              disabled={busy || formState.isSubmitting || cooldown > 0}
            >
              {cooldown > 0 ? t('login.resendIn', { seconds: cooldown }) : t('login.resendOtp')}
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
