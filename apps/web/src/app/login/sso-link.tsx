import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { SsoSettings } from '@dom/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiGet } from '../../lib/api-client';
import { ssoRedirectUri } from '../identity/token-calls';
import { WEB_CLIENT_ID } from '../identity/token-set';

/** The identity-provider link of doc 1 §2: fixed provider name, the scopes, back to `/login`. */
export function ssoAuthorizeUrl(settings: SsoSettings, origin: string = window.location.origin): string {
  const query = new URLSearchParams({
    identity_provider: settings.providerName,
    redirect_uri: ssoRedirectUri(origin),
    scope: settings.scopes.join(' '),
    response_type: 'code',
    client_id: WEB_CLIENT_ID,
  });
  return `/api/auth/sso/authorize?${query.toString()}`;
}

/** Single sign-on for customer-service staff; not shown when the server has none configured. */
export function SsoLink() {
  const { t } = useTranslation();
  const [settings, setSettings] = useState<SsoSettings | null>(null);
  useEffect(() => {
    let live = true;
    apiGet<SsoSettings>('/auth/sso').then(
      (answer) => live && setSettings(answer),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  if (!settings?.enabled) return null;
  return (
    <>
      <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center', my: 2 }}>
        {t('login.or')}
      </Typography>
      <Button variant="outlined" fullWidth href={ssoAuthorizeUrl(settings)}>
        {t('login.sso')}
      </Button>
    </>
  );
}
