import { ADMIN_MENU, SELLER_MENU, SELLER_SHORT_MENU } from '@dom/domain';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazy } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestI18n } from '../../test/i18n';
import { readBusinessUnit, readTokens, writeTokens } from '../../lib/storage';
import { TEST_USER } from '../../test/render';
import { AppProviders } from '../app-providers';
import { businessUnitChoices } from '../business-unit/business-unit-choices';
import { sharedQueryClient } from '../data-providers';
import { AppRouter } from '../app-router';
import { AppRoutes } from '../routes';
import { createAppHistory } from '../../lib/app-history';
import { memoryBackend } from '../../lib/history-backends';
import type { ScreenRegistration } from '../screens';
import type { SessionUser } from '../session/session-context';
import { buildShellMenu, menuFor } from './use-shell-menu';
import { initialsOf } from './user-menu';

const page = (text: string) => lazy(() => Promise.resolve({ default: () => <p>{text}</p> }));
const SCREENS: ScreenRegistration[] = [
  { route: '/sales-order', page: page('Order list') },
  { route: '/consignments', page: page('Consignment list') },
  { route: '/recon/summary', page: page('Recon summary') },
];

function renderShell(path: string, user: SessionUser) {
  const history = createAppHistory(memoryBackend(path));
  const queryClient = sharedQueryClient();
  render(
    <AppProviders i18n={createTestI18n('en')} loadUser={() => user}>
      <AppRouter history={history}>
        <AppRoutes screens={SCREENS} />
      </AppRouter>
    </AppProviders>,
  );
  return { history, queryClient };
}

const { t } = createTestI18n('en');
const built = new Set(SCREENS.map((s) => s.route));

afterEach(() => {
  window.innerWidth = 1024;
});

describe('menu model', () => {
  it('shows only entries whose permission is held and whose screen is built', () => {
    const menu = buildShellMenu(
      ADMIN_MENU,
      { permissions: ['Adm_Order_View', 'Display_Warehouse_Tab'] },
      built,
      '/',
      t,
    );
    expect(menu.groups).toEqual([
      { id: 'buyer', label: 'Buyer', items: [{ route: '/sales-order', label: 'Sales Orders' }] },
    ]);
  });

  it('takes the active group and item from the first path segment', () => {
    const menu = buildShellMenu(
      ADMIN_MENU,
      { permissions: ['Adm_Order_View', 'Display_Recon'] },
      built,
      '/sales-order/SO-1/lines',
      t,
    );
    expect(menu.active).toEqual({ groupId: 'buyer', route: '/sales-order' });
  });

  it('gives sellers the seller portal menu', () => {
    expect(menuFor(['SELLER'])).toBe(SELLER_MENU);
    expect(menuFor(['SELLER'], { corporate: true })).toBe(SELLER_SHORT_MENU);
    expect(menuFor(['ADMIN'])).toBe(ADMIN_MENU);
    expect(menuFor(['FINANCE_OPS'])).toBe(ADMIN_MENU);
    const seller = buildShellMenu(
      menuFor(['SELLER']),
      { permissions: ['Ful_Consignment_View'] },
      built,
      '/consignments',
      t,
    );
    expect(seller.groups.map((g) => g.label)).toEqual(['Seller portal']);
  });

  it('translates labels', () => {
    const { t: marathi } = createTestI18n('mr');
    const menu = buildShellMenu(ADMIN_MENU, { permissions: ['Adm_Order_View'] }, built, '/', marathi);
    expect(menu.groups[0]).toMatchObject({ label: 'खरेदीदार', items: [{ label: 'विक्री ऑर्डर' }] });
  });

  it('offers DIRECT (with UTCL) and UBS as business units', () => {
    expect(businessUnitChoices()).toEqual([
      { value: 'DIRECT', label: 'DIRECT', includes: ['UTCL'] },
      { value: 'UBS', label: 'UBS', includes: [] },
    ]);
  });

  it('makes initials for the avatar', () => {
    expect(initialsOf('Asha Rao')).toBe('AR');
    expect(initialsOf('asha')).toBe('A');
    expect(initialsOf('आशा राव')).toBe('आर');
  });
});

describe('AppShell', () => {
  const user = { ...TEST_USER, permissions: ['Adm_Order_View', 'Ful_Consignment_View'] };

  it('shows header, side menu and the page, with the current item marked', async () => {
    renderShell('/consignments', user);
    expect(await screen.findByText('Consignment list')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Main menu' });
    expect(within(nav).getByRole('link', { name: 'Consignments' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Sales Orders' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('link', { name: 'DOM home' })).toHaveAttribute('href', '/');
    expect(screen.getByText('Distributed Order Management')).toBeInTheDocument();
  });

  it('folds and unfolds a menu group', async () => {
    renderShell('/', user);
    const nav = await screen.findByRole('navigation', { name: 'Main menu' });
    const group = within(nav).getByRole('button', { name: 'Buyer' });
    expect(group).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(group);
    expect(group).toHaveAttribute('aria-expanded', 'true');
    expect(within(nav).getByRole('link', { name: 'Sales Orders' })).toBeInTheDocument();
  });

  it('logs out to /login and forgets the tokens', async () => {
    writeTokens({ accessToken: 'a', idToken: 'i', refreshToken: 'r' });
    const { history } = renderShell('/', user);
    await userEvent.click(await screen.findByRole('button', { name: 'Account of Asha Rao' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Log out' }));
    await waitFor(() => expect(history.location.pathname).toBe('/login'));
    expect(readTokens()).toBeNull();
  });

  it('switches the business unit, keeps it and refetches the lists', async () => {
    const { queryClient } = renderShell('/', user);
    let invalidated = 0;
    const original = queryClient.invalidateQueries.bind(queryClient);
    queryClient.invalidateQueries = (...args: Parameters<typeof original>) => {
      invalidated += 1;
      return original(...args);
    };
    await screen.findByRole('navigation', { name: 'Main menu' });
    await userEvent.click(await screen.findByRole('combobox', { name: 'Business unit' }));
    expect(screen.getByRole('option', { name: /DIRECT/ })).toHaveTextContent('includes UTCL');
    await userEvent.click(screen.getByRole('option', { name: 'UBS' }));
    expect(readBusinessUnit()).toBe('UBS');
    expect(invalidated).toBe(1);
  });

  it('switches the language from the header menu', async () => {
    renderShell('/', user);
    await userEvent.click(await screen.findByRole('button', { name: 'Language: English' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'हिन्दी' }));
    expect(await screen.findByRole('heading', { name: 'स्वागत है, Asha Rao' })).toBeInTheDocument();
    expect(window.localStorage.getItem('dom.language')).toBe('hi');
  });

  it('puts the menu in a drawer on a phone', async () => {
    window.innerWidth = 390;
    renderShell('/', user);
    const button = await screen.findByRole('button', { name: 'Open menu' });
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).not.toBeInTheDocument();
    await userEvent.click(button);
    const nav = await screen.findByRole('navigation', { name: 'Main menu' });
    await userEvent.click(within(nav).getByRole('button', { name: 'Buyer' }));
    await userEvent.click(within(nav).getByRole('link', { name: 'Sales Orders' }));
    expect(await screen.findByText('Order list')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('navigation', { name: 'Main menu' })).not.toBeInTheDocument(),
    );
    act(() => undefined);
  });
});
