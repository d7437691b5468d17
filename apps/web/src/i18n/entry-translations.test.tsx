import { PHONE_MESSAGE, tooManyFilesMessage } from '@dom/domain';
import { render, screen } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import userEvent from '@testing-library/user-event';
import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../app/app-providers';
import { AppRouter } from '../app/app-router';
import { loadServerSessionUser } from '../app/identity/load-session-user';
import { AppRoutes } from '../app/routes';
import { createAppHistory } from '../lib/app-history';
import { memoryBackend } from '../lib/history-backends';
import { fakeServer, json } from '../test/fake-server';
import signInEnglish from './en/sign-in.json';
import { CORE_ENGLISH, mergeTrees } from './i18n';
import { messageText } from './message-text';

// The pages the entry renders by itself must find every text in the entry's English (en/core.json),
// and the sign-in forms it loads lazily in that and the part they register (en/sign-in.json): they
// render before the shell registers the rest. Each page is rendered with only those parts, and every
// key i18next cannot find is collected.

vi.setConfig({ testTimeout: 20_000 });
afterEach(() => vi.unstubAllGlobals());

function coreOnlyI18n(missing: Set<string>): I18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: 'en',
    fallbackLng: 'en',
    resources: { en: { translation: mergeTrees(CORE_ENGLISH, signInEnglish) } },
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
    saveMissing: true,
    missingKeyHandler: (_languages, _namespace, key) => missing.add(key),
  });
  return instance;
}

function renderPage(path: string, missing: Set<string>) {
  render(
    <AppProviders i18n={coreOnlyI18n(missing)} loadUser={loadServerSessionUser}>
      <AppRouter history={createAppHistory(memoryBackend(path))}>
        <AppRoutes screens={[]} />
      </AppRouter>
    </AppProviders>,
  );
}

const SSO = { 'GET /api/auth/sso': () => json({ enabled: true, providerName: 'Acme ID', scopes: [] }) };

describe('the English in the entry', () => {
  it('is completed by the lazily loaded modules that need more, as they are evaluated', () => {
    const registers = (file: string, part: string) =>
      readFileSync(path.resolve(import.meta.dirname, '..', file), 'utf8').includes(
        `import '../../i18n/${part}-translations';`,
      );
    for (const form of ['otp-login-form', 'forgot-password-form', 'new-password-form']) {
      expect(registers(`app/login/${form}.tsx`, 'sign-in'), form).toBe(true);
    }
    expect(registers('app/shell/app-shell.tsx', 'app')).toBe(true);
  });

  it('notices a key it does not hold (the check can fail)', () => {
    const missing = new Set<string>();
    function AreaText() {
      const { t } = useTranslation();
      return <p>{t('orders.title')}</p>;
    }
    render(
      <AppProviders i18n={coreOnlyI18n(missing)} loadUser={() => null}>
        <AreaText />
      </AppProviders>,
    );
    expect([...missing]).toEqual(['orders.title']);
  });

  it('holds every text of the sign-in page, its tabs and its validation', async () => {
    fakeServer({ ...SSO, 'POST /api/auth/login': () => json({ message: 'No' }, 400) });
    const missing = new Set<string>();
    renderPage('/login', missing);
    await userEvent.click(await screen.findByRole('button', { name: 'Log in' }));
    expect(await screen.findAllByText('This field is required')).not.toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Employee login' }));
    await userEvent.click(screen.getByRole('tab', { name: /OTP/ }));
    expect(await screen.findByRole('button', { name: /Send OTP|Get OTP|OTP/ })).toBeInTheDocument();
    expect([...missing]).toEqual([]);
  });

  it('holds every text of the forgot-password steps', async () => {
    fakeServer({
      ...SSO,
      'POST /api/login/reset-password': () => json({ message: 'Sent.' }),
    });
    const missing = new Set<string>();
    renderPage('/login', missing);
    await userEvent.click(await screen.findByRole('button', { name: 'Forgot password?' }));
    await userEvent.type(await screen.findByRole('textbox', { name: /Username/ }), 'meera');
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Set new password' }));
    expect(screen.getByText('Enter all 6 digits of the OTP.')).toBeInTheDocument();
    expect([...missing]).toEqual([]);
  });

  it('holds every text of the not-found page for a visitor', async () => {
    fakeServer(SSO);
    const missing = new Set<string>();
    renderPage('/no-such-page', missing);
    expect(await screen.findByRole('heading')).toBeInTheDocument();
    expect([...missing]).toEqual([]);
  });
});

describe('domain messages before the app English is registered', () => {
  it('show the domain English itself, fixed and built', () => {
    const { t } = coreOnlyI18n(new Set());
    expect(messageText(t, PHONE_MESSAGE)).toBe(PHONE_MESSAGE);
    expect(messageText(t, tooManyFilesMessage(5))).toBe(tooManyFilesMessage(5));
  });
});
