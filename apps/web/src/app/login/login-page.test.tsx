import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazy } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from '../../i18n/i18n';
import { createAppHistory } from '../../lib/app-history';
import { memoryBackend } from '../../lib/history-backends';
import {
  readBusinessUnit,
  readReturnAddress,
  readStored,
  readTokens,
  writeReturnAddress,
} from '../../lib/storage';
import { bodyText, fakeServer, json, signedInHandlers, tokenSet } from '../../test/fake-server';
import { AppProviders } from '../app-providers';
import { AppRouter } from '../app-router';
import { loadServerSessionUser } from '../identity/load-session-user';
import { AppRoutes } from '../routes';
import type { ScreenRegistration } from '../screens';

// Whole sign-in and dialog flows with typing: slower than a unit test on a busy machine.
vi.setConfig({ testTimeout: 20_000 });

afterEach(() => vi.unstubAllGlobals());

const page = (text: string) => lazy(() => Promise.resolve({ default: () => <p>{text}</p> }));

function renderLogin(path = '/login', screens: ScreenRegistration[] = []) {
  const history = createAppHistory(memoryBackend(path));
  render(
    <AppProviders i18n={createI18n()} loadUser={loadServerSessionUser}>
      <AppRouter history={history}>
        <AppRoutes screens={screens} />
      </AppRouter>
    </AppProviders>,
  );
  return history;
}

async function typeCredentials(username: string, password: string) {
  await userEvent.type(await screen.findByRole('textbox', { name: /Username/ }), username);
  await userEvent.type(screen.getByLabelText(/^Password/, { selector: 'input' }), password);
  await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
}

describe('password sign-in', () => {
  it('asks for both fields before calling the server', async () => {
    const server = fakeServer({
      'GET /api/auth/sso': () => json({ enabled: false, providerName: 'X', scopes: [] }),
    });
    renderLogin();
    await userEvent.click(await screen.findByRole('button', { name: 'Log in' }));
    expect(await screen.findAllByText('This field is required')).toHaveLength(2);
    expect(server.mock.calls.map(([url]) => url)).toEqual(['/api/auth/sso']);
  });

  it("shows the server's message when sign-in fails (400)", async () => {
    const server = fakeServer({
      'POST /api/auth/login': () => json({ message: 'Incorrect username or password.', status: 400 }, 400),
    });
    renderLogin();
    await typeCredentials('asha', 'secret');
    expect(await screen.findByText('Incorrect username or password.')).toBeInTheDocument();
    expect(server).toHaveBeenCalledWith(
      '/api/auth/login',
      expect.objectContaining({ body: '{"username":"asha","password":"secret","loginType":"USERNAME"}' }),
    );
    expect(readTokens()).toBeNull();
  });

  it('sends the employee-login variant', async () => {
    const server = fakeServer({ 'POST /api/auth/login': () => json({ message: 'No' }, 400) });
    renderLogin();
    await userEvent.click(await screen.findByRole('button', { name: 'Employee login' }));
    await userEvent.type(screen.getByRole('textbox', { name: /Employee ID/ }), 'E123');
    await userEvent.type(screen.getByLabelText(/^Password/, { selector: 'input' }), 'secret');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await screen.findByText('No');
    expect(server).toHaveBeenCalledWith(
      '/api/auth/login',
      expect.objectContaining({ body: '{"username":"E123","password":"secret","loginType":"EMPLOYEE"}' }),
    );
  });

  it('keeps a lock-out on screen, inline in the form, with the time to retry, until the user types again', async () => {
    const locked = 'Too many failed attempts. Sign-in is locked for 2 minutes; please try again later.';
    fakeServer({
      'POST /api/auth/login': () =>
        json(
          { message: locked, status: 429, errorCode: 'SIGN_IN_LOCKED', details: { retryAfterSeconds: 120 } },
          429,
        ),
    });
    renderLogin();
    await typeCredentials('asha', 'secret-password');
    const alert = await screen.findByTestId('sign-in-lockout');
    expect(alert).toHaveTextContent(locked);
    expect(alert).toHaveTextContent(/You can try again at \d{1,2}:\d{2} (AM|PM)\./);
    expect(alert.closest('form')).not.toBeNull();
    // Not a toast: nothing that hides by itself.
    expect(alert.closest('.MuiSnackbar-root')).toBeNull();
    // Moving about the page keeps it; typing again clears it.
    await userEvent.click(screen.getByRole('button', { name: 'Employee login' }));
    expect(screen.getByTestId('sign-in-lockout')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/^Password/, { selector: 'input' }), 'x');
    expect(screen.queryByTestId('sign-in-lockout')).toBeNull();
  });

  it("shows no premature 'required' when the language is switched from the empty form", async () => {
    fakeServer({});
    renderLogin();
    const name = await screen.findByRole('textbox', { name: /Username/ });
    await waitFor(() => expect(name).toHaveFocus());
    await userEvent.click(screen.getByRole('button', { name: 'हिन्दी' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'हिन्दी' })).toHaveAttribute('aria-pressed', 'true'),
    );
    await userEvent.click(screen.getByRole('button', { name: 'English' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true'),
    );
    expect(screen.queryByText('This field is required')).toBeNull();
    expect(screen.getByRole('textbox', { name: /Username/ })).not.toHaveAttribute('aria-invalid', 'true');
    // Leaving a field for the next one still tells, and so does a submit.
    await userEvent.click(screen.getByRole('textbox', { name: /Username/ }));
    await userEvent.click(screen.getByLabelText(/^Password/, { selector: 'input' }));
    expect(await screen.findAllByText('This field is required')).toHaveLength(1);
  });

  it('stores the tokens, loads the user and returns to the address first asked for', async () => {
    const tokens = tokenSet();
    fakeServer({ 'POST /api/auth/login': () => json(tokens), ...signedInHandlers() });
    writeReturnAddress('/hr-portal?search=asha#x');
    const history = renderLogin('/login', [{ route: '/hr-portal', page: page('HR portal') }]);
    await typeCredentials('admin', 'demo-pass-2026');
    expect(await screen.findByText('HR portal')).toBeInTheDocument();
    expect(history.location).toMatchObject({ pathname: '/hr-portal', search: '?search=asha', hash: '#x' });
    expect(readTokens()).toEqual({
      accessToken: tokens.access_token,
      idToken: tokens.id_token,
      refreshToken: tokens.refresh_token,
    });
    expect(readStored('role')).toBe('ADMIN');
    expect(readBusinessUnit()).toBe('DIRECT');
    expect(readReturnAddress()).toBeNull();
  });

  it("lands on the root, the work queue, not on the role's old landing screen (issue 18)", async () => {
    fakeServer({
      'POST /api/auth/login': () => json(tokenSet()),
      'GET /api/home/queues': () => json({ kind: 'none', queues: [] }),
      ...signedInHandlers(),
    });
    const history = renderLogin('/login', [{ route: '/sales-order', page: page('Orders') }]);
    await typeCredentials('admin', 'demo-pass-2026');
    await waitFor(() => expect(history.location.pathname).toBe('/'));
    expect(screen.queryByText('Orders')).not.toBeInTheDocument();
  });

  it("answers 'Password Reset Required' with the new-password form", async () => {
    const server = fakeServer({
      'POST /api/auth/login': () =>
        json({
          challengeName: 'NEW_PASSWORD_REQUIRED',
          message: 'Password Reset Required',
          username: 'asha',
          session: 'challenge-1',
        }),
      'POST /api/auth/respond-to-challenge': () => json(tokenSet()),
      ...signedInHandlers(),
    });
    const history = renderLogin();
    await typeCredentials('asha', 'temporary');
    expect(await screen.findByText('Password Reset Required')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/^New password/, { selector: 'input' }), 'short');
    await userEvent.click(screen.getByRole('button', { name: 'Set password and log in' }));
    expect(await screen.findByText('Password must be at least 8 characters.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/^New password/, { selector: 'input' }), '-and-long');
    await userEvent.type(
      screen.getByLabelText(/^Confirm new password/, { selector: 'input' }),
      'short-and-long',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Set password and log in' }));
    await waitFor(() => expect(history.location.pathname).toBe('/'));
    expect(server).toHaveBeenCalledWith(
      '/api/auth/respond-to-challenge',
      expect.objectContaining({
        body: '{"username":"asha","session":"challenge-1","newPassword":"short-and-long"}',
      }),
    );
  });
});

describe('OTP sign-in', () => {
  it('requests, validates and exchanges the one-time client credentials', async () => {
    const otpId = '00000000-0000-4000-8000-0000000000aa';
    const server = fakeServer({
      'POST /api/login/request-otp': () =>
        json({ otpId, message: 'OTP sent', expiresInSeconds: 300, resendAfterSeconds: 30 }),
      'POST /api/login/validate-otp': () => json({ client_id: 'c-1', client_secret: 's-1', expires_in: 60 }),
      'POST /api/oauth2/token': () => json(tokenSet()),
      ...signedInHandlers(),
    });
    const history = renderLogin('/login#otp');
    await userEvent.type(await screen.findByRole('textbox', { name: /Mobile number/ }), '9876543210');
    await userEvent.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByRole('group', { name: /One-time password/ })).toBeInTheDocument();
    expect(server).toHaveBeenCalledWith(
      '/api/login/request-otp',
      expect.objectContaining({ body: '{"phoneNumber":"+919876543210"}' }),
    );
    expect(screen.getByRole('button', { name: /Resend OTP in 30 s/ })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Verify OTP' }));
    expect(await screen.findByText('Enter all 6 digits of the OTP.')).toBeInTheDocument();
    await userEvent.click(screen.getAllByRole('textbox', { name: /Digit 1/ })[0]!);
    await userEvent.paste('123456');
    await userEvent.click(screen.getByRole('button', { name: 'Verify OTP' }));
    await waitFor(() => expect(history.location.pathname).toBe('/'));
    const tokenCall = server.mock.calls.find(([url]) => url === '/api/oauth2/token');
    expect(bodyText(tokenCall?.[1]?.body)).toBe(
      'grant_type=client_credentials&client_id=c-1&client_secret=s-1',
    );
    expect(readTokens()?.refreshToken).toBe('refresh-first');
  });
});

describe('single sign-on', () => {
  it('shows the link built from the server settings', async () => {
    fakeServer({
      'GET /api/auth/sso': () =>
        json({
          enabled: true,
          providerName: 'CorporateSSO',
          scopes: ['email', 'openid', 'phone', 'profile'],
        }),
    });
    renderLogin();
    const link = await screen.findByRole('link', { name: 'Log in with single sign-on' });
    const url = new URL(link.getAttribute('href') ?? '', 'http://localhost');
    expect(url.pathname).toBe('/api/auth/sso/authorize');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      identity_provider: 'CorporateSSO',
      redirect_uri: `${window.location.origin}/login`,
      scope: 'email openid phone profile',
      response_type: 'code',
      client_id: 'dom-web',
    });
  });

  it('exchanges the code the provider sends back to /login', async () => {
    const server = fakeServer({ 'POST /api/oauth2/token': () => json(tokenSet()), ...signedInHandlers() });
    const history = renderLogin('/login?code=abc&state=xyz');
    await waitFor(() => expect(history.location.pathname).toBe('/'));
    const tokenCall = server.mock.calls.find(([url]) => url === '/api/oauth2/token');
    const form = new URLSearchParams(bodyText(tokenCall?.[1]?.body));
    expect(Object.fromEntries(form)).toMatchObject({
      grant_type: 'authorization_code',
      code: 'abc',
      state: 'xyz',
      client_id: 'dom-web',
    });
  });
});
