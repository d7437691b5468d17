import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazy } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from '../../i18n/i18n';
import { apiGet, resetAuthHooks } from '../../lib/api-client';
import { createAppHistory } from '../../lib/app-history';
import { memoryBackend } from '../../lib/history-backends';
import { readStored, readTokens, writeStored, writeTokens } from '../../lib/storage';
import {
  ADMIN_ATTRIBUTES,
  bodyText,
  fakeJwt,
  fakeServer,
  json,
  signedInHandlers,
  tokenSet,
} from '../../test/fake-server';
import { AppProviders } from '../app-providers';
import { AppRouter } from '../app-router';
import { AppRoutes } from '../routes';
import { installIdentityHooks } from './identity-hooks';
import { loadServerSessionUser } from './load-session-user';
import { refreshTokens } from './token-calls';
import { MISSING_TOKENS, NO_REFRESH_TOKEN, isTokenExpiring } from './token-set';

// Whole sign-in and dialog flows with typing: slower than a unit test on a busy machine.
vi.setConfig({ testTimeout: 20_000 });

beforeEach(() => installIdentityHooks());
afterEach(() => {
  vi.unstubAllGlobals();
  resetAuthHooks();
});

function storeSession(name = 'first') {
  const set = tokenSet(name);
  writeTokens({ accessToken: set.access_token, idToken: set.id_token, refreshToken: set.refresh_token });
}

function renderApp(path: string) {
  const history = createAppHistory(memoryBackend(path));
  const screens = [
    { route: '/hr-portal' as const, page: lazy(() => Promise.resolve({ default: () => <p>HR</p> })) },
  ];
  render(
    <AppProviders i18n={createI18n()} loadUser={loadServerSessionUser}>
      <AppRouter history={history}>
        <AppRoutes screens={screens} />
      </AppRouter>
    </AppProviders>,
  );
  return history;
}

describe('token expiry', () => {
  it('counts a token as expired within 30 s of its expiry', () => {
    const now = Date.UTC(2025, 2, 5);
    const at = (seconds: number) => fakeJwt({ exp: Math.floor(now / 1000) + seconds });
    expect(isTokenExpiring(at(31), now)).toBe(false);
    expect(isTokenExpiring(at(30), now)).toBe(true);
    expect(isTokenExpiring('not-a-jwt', now)).toBe(true);
  });
});

describe('refresh', () => {
  it("says 'No refresh token found' without one", async () => {
    await expect(refreshTokens()).rejects.toThrow(NO_REFRESH_TOKEN);
  });

  it("says 'Token refresh response missing required tokens' for a short answer", async () => {
    storeSession();
    fakeServer({ 'POST /api/oauth2/token': () => json({ access_token: 'a' }) });
    await expect(refreshTokens()).rejects.toThrow(MISSING_TOKENS);
  });

  it('runs one refresh for concurrent 401s, then retries each call with the new token', async () => {
    storeSession('old');
    const fresh = tokenSet('new');
    const server = fakeServer({
      'POST /api/oauth2/token': () => json(fresh),
      'GET /api/x': ({ headers }) =>
        headers.get('Authorization') === `Bearer ${fresh.access_token}` ? json({ ok: true }) : json({}, 401),
    });
    const answers = await Promise.all([apiGet('/x'), apiGet('/x'), apiGet('/x')]);
    expect(answers).toEqual([{ ok: true }, { ok: true }, { ok: true }]);
    expect(server.mock.calls.filter(([url]) => url === '/api/oauth2/token')).toHaveLength(1);
    const form = new URLSearchParams(
      bodyText(server.mock.calls.find(([u]) => u === '/api/oauth2/token')?.[1]?.body),
    );
    expect(form.get('grant_type')).toBe('refresh_token');
    expect(form.get('refresh_token')).toBe('refresh-old');
    expect(readTokens()?.refreshToken).toBe('refresh-new');
  });

  it('renews an access token that expires within 30 s before calling', async () => {
    writeTokens({
      accessToken: fakeJwt({ exp: Math.floor(Date.now() / 1000) + 10 }),
      idToken: 'i',
      refreshToken: 'r',
    });
    const server = fakeServer({
      'POST /api/oauth2/token': () => json(tokenSet('new')),
      'GET /api/x': () => json(1),
    });
    await apiGet('/x');
    expect(server.mock.calls.map(([url]) => url)).toEqual(['/api/oauth2/token', '/api/x']);
  });
});

describe('session expiry', () => {
  it("says 'Your session has expired. Please log in again.', forgets the session and goes to /", async () => {
    storeSession();
    writeStored('language', 'en');
    let expired = false;
    fakeServer({
      ...signedInHandlers(),
      'GET /api/auth/user': () => (expired ? json({}, 401) : json(ADMIN_ATTRIBUTES)),
      'POST /api/oauth2/token': () => json({ message: 'Refresh token revoked' }, 400),
      'GET /api/x': () => json({}, 401),
    });
    const history = renderApp('/hr-portal');
    expect(await screen.findByText('HR')).toBeInTheDocument();
    expired = true;
    await apiGet('/x').catch(() => undefined);
    expect(await screen.findByText('Your session has expired. Please log in again.')).toBeInTheDocument();
    await waitFor(() => expect(history.location.pathname).toBe('/login'));
    expect(readTokens()).toBeNull();
    expect(readStored('language')).toBe('en');
    expect(readStored('businessUnit')).toBe('DIRECT');
  });
});

describe('log-out and act-as', () => {
  it('log-out tells the server, then goes to /login', async () => {
    storeSession();
    const server = fakeServer({
      ...signedInHandlers(),
      'POST /api/auth/logout': () => json({ message: 'Signed out.' }),
    });
    const history = renderApp('/hr-portal');
    await userEvent.click(await screen.findByRole('button', { name: /^Account of / }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Log out' }));
    await waitFor(() => expect(history.location.pathname).toBe('/login'));
    expect(server.mock.calls.some(([url]) => url === '/api/auth/logout')).toBe(true);
    expect(readTokens()).toBeNull();
  });

  it('shows the act-as banner and switches back', async () => {
    storeSession();
    let acting = true;
    const server = fakeServer({
      ...signedInHandlers(),
      'GET /api/auth/user': () =>
        json({
          ...ADMIN_ATTRIBUTES,
          actor: acting ? { id: ADMIN_ATTRIBUTES.id, username: 'hr', displayName: 'Anjali Deshpande' } : null,
        }),
      'POST /api/auth/act-as/stop': () => {
        acting = false;
        return json(tokenSet('back'));
      },
    });
    renderApp('/hr-portal');
    expect(
      await screen.findByText('You are acting as Aditi Sharma (signed in as Anjali Deshpande).'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Switch back' }));
    await waitFor(() => expect(screen.queryByText(/You are acting as/)).not.toBeInTheDocument());
    expect(server.mock.calls.some(([url]) => url === '/api/auth/act-as/stop')).toBe(true);
    expect(readTokens()?.refreshToken).toBe('refresh-back');
  });
});
