import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestI18n } from '../../test/i18n';
import { createAppHistory } from '../../lib/app-history';
import { memoryBackend } from '../../lib/history-backends';
import { bodyText, fakeServer, json } from '../../test/fake-server';
import { AppProviders } from '../app-providers';
import { AppRouter } from '../app-router';
import { loadServerSessionUser } from '../identity/load-session-user';
import { AppRoutes } from '../routes';

// Whole flows with typing: slower than a unit test on a busy machine.
vi.setConfig({ testTimeout: 20_000 });

afterEach(() => vi.unstubAllGlobals());

const SSO = { 'GET /api/auth/sso': () => json({ enabled: false, providerName: 'X', scopes: [] }) };
const SENT = {
  message:
    'If the account exists, a code to reset the password has been sent to its registered mobile number.',
};
const refused = (field: string, message: string) =>
  json({ message: `${field}: ${message}`, status: 400, details: { fields: [{ field, message }] } }, 400);

function renderLogin(language: 'en' | 'hi' = 'en') {
  render(
    <AppProviders i18n={createTestI18n(language)} loadUser={loadServerSessionUser}>
      <AppRouter history={createAppHistory(memoryBackend('/login'))}>
        <AppRoutes screens={[]} />
      </AppRouter>
    </AppProviders>,
  );
}

const calls = (server: ReturnType<typeof fakeServer>, path: string): unknown[] =>
  server.mock.calls
    .filter(([url]) => url === path)
    .map(([, init]) => JSON.parse(bodyText(init?.body)) as unknown);

async function requestCode(username: string) {
  await userEvent.click(await screen.findByRole('button', { name: 'Forgot password?' }));
  const name = await screen.findByRole('textbox', { name: /Username/ });
  if (username) await userEvent.type(name, username);
  await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
}

async function fillReset(code: string, password: string, confirm = password) {
  await userEvent.type(screen.getByRole('textbox', { name: /^Digit 1/ }), code);
  await userEvent.type(screen.getByLabelText(/^New password/, { selector: 'input' }), password);
  await userEvent.type(screen.getByLabelText(/^Confirm new password/, { selector: 'input' }), confirm);
  await userEvent.click(screen.getByRole('button', { name: 'Set new password' }));
}

describe('forgot password', () => {
  it('sends a code, then sets the new password and returns to log in with the name filled', async () => {
    const server = fakeServer({
      ...SSO,
      'POST /api/login/reset-password': () => json(SENT),
      'POST /api/login/confirm-password': () =>
        json({ message: 'Your password has been changed. Please sign in with the new password.' }),
    });
    renderLogin();
    await requestCode('');
    expect(await screen.findByText('This field is required')).toBeInTheDocument();
    expect(calls(server, '/api/login/reset-password')).toHaveLength(0);
    await userEvent.type(screen.getByRole('textbox', { name: /Username/ }), 'meera');
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText(/If the account meera exists/)).toBeInTheDocument();
    expect(calls(server, '/api/login/reset-password')).toEqual([{ username: 'meera' }]);

    await userEvent.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(screen.getByText('Enter all 6 digits of the OTP.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/^New password/, { selector: 'input' }), 'short');
    await userEvent.type(screen.getByLabelText(/^Confirm new password/, { selector: 'input' }), 'other');
    expect(screen.getByText('Password must be at least 8 characters.')).toBeInTheDocument();
    expect(screen.getByText('The passwords do not match.')).toBeInTheDocument();
    expect(calls(server, '/api/login/confirm-password')).toHaveLength(0);

    await userEvent.clear(screen.getByLabelText(/^New password/, { selector: 'input' }));
    await userEvent.clear(screen.getByLabelText(/^Confirm new password/, { selector: 'input' }));
    await fillReset('123456', 'a-long-new-secret');
    expect(
      await screen.findByText('Your password has been changed. Please sign in with the new password.'),
    ).toBeInTheDocument();
    expect(calls(server, '/api/login/confirm-password')).toEqual([
      { username: 'meera', code: '123456', newPassword: 'a-long-new-secret' },
    ]);
    expect(await screen.findByRole('textbox', { name: /Username/ })).toHaveValue('meera');
    expect(screen.getByRole('button', { name: 'Log in' })).toBeInTheDocument();
  });

  it("puts the server's password policy and code messages under their fields", async () => {
    let answer = 0;
    fakeServer({
      ...SSO,
      'POST /api/login/reset-password': () => json(SENT),
      'POST /api/login/confirm-password': () =>
        (answer += 1) === 1
          ? refused('newPassword', 'This password is too common. Choose one that is harder to guess.')
          : refused('code', 'The OTP is incorrect or has expired. Please request a new one.'),
    });
    renderLogin();
    await requestCode('meera');
    await screen.findByText(/If the account meera exists/);
    await fillReset('123456', 'password123');
    expect(
      await screen.findByText('This password is too common. Choose one that is harder to guess.'),
    ).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText(/^New password/, { selector: 'input' }));
    await userEvent.clear(screen.getByLabelText(/^Confirm new password/, { selector: 'input' }));
    await userEvent.type(screen.getByLabelText(/^New password/, { selector: 'input' }), 'a-long-new-secret');
    await userEvent.type(
      screen.getByLabelText(/^Confirm new password/, { selector: 'input' }),
      'a-long-new-secret',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(
      await screen.findByText('The OTP is incorrect or has expired. Please request a new one.'),
    ).toBeInTheDocument();
  });

  it('translates the server policy message into Hindi', async () => {
    fakeServer({
      ...SSO,
      'POST /api/login/reset-password': () => json(SENT),
      'POST /api/login/confirm-password': () =>
        refused('newPassword', 'This password is too common. Choose one that is harder to guess.'),
    });
    renderLogin('hi');
    await userEvent.click(await screen.findByRole('button', { name: 'पासवर्ड भूल गए?' }));
    await userEvent.type(await screen.findByRole('textbox', { name: /यूज़रनेम|उपयोगकर्ता/ }), 'meera');
    await userEvent.click(screen.getByRole('button', { name: 'कोड भेजें' }));
    await userEvent.type(await screen.findByRole('textbox', { name: /^अंक 1|1/ }), '123456');
    const passwords = document.querySelectorAll<HTMLInputElement>('input[type="password"]');
    await userEvent.type(passwords[0] as HTMLInputElement, 'password123');
    await userEvent.type(passwords[1] as HTMLInputElement, 'password123');
    await userEvent.click(screen.getByRole('button', { name: 'नया पासवर्ड सेट करें' }));
    expect(
      await screen.findByText('यह पासवर्ड बहुत आम है। ऐसा पासवर्ड चुनें जिसका अनुमान लगाना कठिन हो।'),
    ).toBeInTheDocument();
  });
});
