import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazy } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from '../i18n/i18n';
import { readReturnAddress, readStored } from '../lib/storage';
import { TEST_USER } from '../test/render';
import { AppProviders } from './app-providers';
import { isReturnableAddress } from './require-session';
import { AppRouter } from './app-router';
import { AppRoutes } from './routes';
import { createAppHistory } from '../lib/app-history';
import { memoryBackend } from '../lib/history-backends';
import type { ScreenRegistration } from './screens';
import type { SessionUser } from './session/session-context';

afterEach(() => vi.unstubAllGlobals());

function renderApp(path: string, user: SessionUser | null = null, screens: ScreenRegistration[] = []) {
  const history = createAppHistory(memoryBackend(path));
  const i18n = createI18n();
  render(
    <AppProviders i18n={i18n} loadUser={() => user}>
      <AppRouter history={history}>
        <AppRoutes screens={screens} />
      </AppRouter>
    </AppProviders>,
  );
  return { history, i18n };
}

describe('routes', () => {
  it('sends a visitor without a session from the root to /login', async () => {
    const { history } = renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Distributed Order Management' })).toBeInTheDocument();
    expect(history.location.pathname).toBe('/login');
  });

  it('remembers the address first asked for, unless it carries a token', async () => {
    const screens: ScreenRegistration[] = [
      { route: '/sales-order', page: lazy(() => Promise.resolve({ default: () => <p>Orders</p> })) },
    ];
    renderApp('/sales-order?status=OPEN#lines', null, screens);
    await screen.findByRole('heading', { name: 'Distributed Order Management' });
    expect(readReturnAddress()).toBe('/sales-order?status=OPEN#lines');
    expect(isReturnableAddress('/login?code=abc')).toBe(false);
    expect(isReturnableAddress('/x#id_token=abc')).toBe(false);
    expect(isReturnableAddress('/sales-order?status=OPEN')).toBe(true);
  });

  it('shows a clear not-found page for an unknown address', async () => {
    renderApp('/no-such-screen');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByText(/\/no-such-screen/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  });

  it('shows the not-found page inside the shell for a signed-in user', async () => {
    renderApp('/no-such-screen', TEST_USER);
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(await screen.findByRole('navigation', { name: 'Main menu' })).toBeInTheDocument();
  });

  it('opens the home page inside the shell for a signed-in user', async () => {
    renderApp('/', TEST_USER);
    expect(await screen.findByRole('heading', { name: 'Welcome, Asha Rao' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'DOM home' })).toHaveAttribute('href', '/');
    expect(screen.getByText('No screens are available to you yet.')).toBeInTheDocument();
  });

  it('lists the screens a user may open on the home page', async () => {
    const screens: ScreenRegistration[] = [
      { route: '/sales-order', page: lazy(() => Promise.resolve({ default: () => <p>Order list</p> })) },
    ];
    const { history } = renderApp('/', { ...TEST_USER, permissions: ['Adm_Order_View'] }, screens);
    const section = await screen.findByRole('region', { name: 'Buyer' });
    await userEvent.click(within(section).getByRole('link', { name: 'Sales Orders' }));
    expect(await screen.findByText('Order list')).toBeInTheDocument();
    expect(history.location.pathname).toBe('/sales-order');
  });

  it('sends a signed-in user away from /login', async () => {
    const { history } = renderApp('/login', TEST_USER);
    await waitFor(() => expect(history.location.pathname).toBe('/'));
  });

  it('shows registered screens to those holding the permission', async () => {
    const screens: ScreenRegistration[] = [
      { route: '/sales-order', page: lazy(() => Promise.resolve({ default: () => <p>Order list</p> })) },
    ];
    renderApp('/sales-order', { ...TEST_USER, permissions: ['Adm_Order_View'] }, screens);
    expect(await screen.findByText('Order list')).toBeInTheDocument();
    const link = await screen.findByRole('link', { name: 'Sales Orders' });
    expect(link).toHaveAttribute('aria-current', 'page');
  });
});

describe('login page', () => {
  it('offers Password and OTP tabs, the tab in the hash', async () => {
    const { history } = renderApp('/login#otp');
    expect(await screen.findByRole('tab', { name: 'OTP' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('textbox', { name: /Mobile number/ })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Password' }));
    expect(history.location.hash).toBe('#password');
    expect(screen.getByRole('textbox', { name: /Username/ })).toBeInTheDocument();
  });
});

describe('language', () => {
  it('switches, is kept in storage and sets the page language', async () => {
    const { i18n } = renderApp('/login');
    const languages = await screen.findByRole('group', { name: 'Language: English' });
    expect(within(languages).getByRole('button', { name: 'English' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.click(within(languages).getByRole('button', { name: 'मराठी' }));
    expect(await screen.findByRole('heading', { name: 'वितरित ऑर्डर व्यवस्थापन' })).toBeInTheDocument();
    expect(readStored('language')).toBe('mr');
    expect(document.documentElement.lang).toBe('mr');
    expect(i18n.language).toBe('mr');
    act(() => void i18n.changeLanguage('en'));
  });

  it('restores the stored choice on load', () => {
    window.localStorage.setItem('dom.language', 'hi');
    expect(createI18n().language).toBe('hi');
    window.localStorage.setItem('dom.language', 'fr');
    expect(createI18n().language).toBe('en');
  });
});
