import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazy } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAppHistory } from '../../lib/app-history';
import { memoryBackend } from '../../lib/history-backends';
import { readBusinessUnit, writeBusinessUnit, writeTokens } from '../../lib/storage';
import { ADMIN_ATTRIBUTES, fakeServer, json } from '../../test/fake-server';
import { createTestI18n } from '../../test/i18n';
import { AppProviders } from '../app-providers';
import { AppRouter } from '../app-router';
import { loadServerSessionUser } from '../identity/load-session-user';
import { AppRoutes } from '../routes';
import type { ScreenRegistration } from '../screens';
import { businessUnitChoicesFor } from './business-unit-choices';

vi.setConfig({ testTimeout: 20_000 });

afterEach(() => vi.unstubAllGlobals());

const page = (text: string) => lazy(() => Promise.resolve({ default: () => <p>{text}</p> }));
const SCREENS: ScreenRegistration[] = [
  { route: '/sales-order', page: page('Order list') },
  { route: '/purchase-order', page: page('Purchase orders') },
];

// Stand-ins for what the server grants per unit: the menu must follow whichever the unit gives.
const GRANTS: Record<string, string[]> = {
  DIRECT: ['Adm_Order_View', 'Send_Quote_Direct'],
  UBS: ['Adm_Order_View', 'Display_PO_Orders', 'Send_Quote_UBS'],
};

describe('business-unit switch', () => {
  it('re-reads the permissions of the new unit and updates the menu without reloading the page', async () => {
    writeTokens({ accessToken: 'a', idToken: 'i', refreshToken: 'r' });
    writeBusinessUnit('DIRECT');
    const server = fakeServer({
      'GET /api/auth/user': () => json(ADMIN_ATTRIBUTES),
      'GET /api/authorization/permissions/ADMIN': ({ url }) => {
        const unit = url.searchParams.get('businessUnit') ?? 'DIRECT';
        return json({
          roles: ['ADMIN'],
          businessUnit: unit,
          businessUnits: ['DIRECT', 'UBS'],
          permissions: GRANTS[unit] ?? [],
        });
      },
    });
    render(
      <AppProviders i18n={createTestI18n('en')} loadUser={loadServerSessionUser}>
        <AppRouter history={createAppHistory(memoryBackend('/sales-order'))}>
          <AppRoutes screens={SCREENS} />
        </AppRouter>
      </AppProviders>,
    );
    const nav = await screen.findByRole('navigation', { name: 'Main menu' });
    // The group of the current address is open already.
    expect(within(nav).getByRole('button', { name: 'Buyer' })).toHaveAttribute('aria-expanded', 'true');
    expect(within(nav).getByRole('link', { name: 'Sales Orders' })).toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Purchase Orders' })).not.toBeInTheDocument();
    // The page is a lazy chunk: it may arrive after the menu.
    const pageText = await screen.findByText('Order list');

    await userEvent.click(screen.getByRole('combobox', { name: 'Business unit' }));
    await userEvent.click(screen.getByRole('option', { name: 'UBS' }));

    await waitFor(() =>
      expect(within(nav).getByRole('link', { name: 'Purchase Orders' })).toBeInTheDocument(),
    );
    // The same page element: the screen stayed up while the permissions changed.
    expect(screen.getByText('Order list')).toBe(pageText);
    const asked = server.mock.calls
      .map(([url]) => new URL(String(url), 'http://x'))
      .filter((url) => url.pathname === '/api/authorization/permissions/ADMIN')
      .map((url) => url.searchParams.get('businessUnit'));
    expect(asked).toEqual(['DIRECT', 'UBS']);
    // Every later call names the unit, so the server holds only that unit's quote actions.
    const last = server.mock.calls.at(-1);
    expect(new Headers(last?.[1]?.headers).get('X-Business-Unit')).toBe('UBS');
  });
});

describe('business units offered', () => {
  it('offers only the units the user works in (DIRECT with UTCL), or all when none is known', () => {
    const values = (units: string[] | undefined) => businessUnitChoicesFor(units).map((c) => c.value);
    expect(values(['DIRECT'])).toEqual(['DIRECT']);
    expect(values(['UBS'])).toEqual(['UBS']);
    expect(values(['DIRECT', 'UBS'])).toEqual(['DIRECT', 'UBS']);
    expect(values(['UTCL'])).toEqual([]);
    expect(values(undefined)).toEqual(['DIRECT', 'UBS']);
  });

  it('falls back to the unit the server gives when the stored one is refused', async () => {
    writeTokens({ accessToken: 'a', idToken: 'i', refreshToken: 'r' });
    writeBusinessUnit('UBS');
    const server = fakeServer({
      'GET /api/auth/user': () =>
        json({ ...ADMIN_ATTRIBUTES, roles: ['RELATIONSHIP_MANAGER'], businessUnits: ['DIRECT'] }),
      'GET /api/authorization/permissions/RELATIONSHIP_MANAGER': ({ url }) =>
        url.searchParams.get('businessUnit') === 'UBS'
          ? json({ message: 'businessUnit: You do not work in this business unit', status: 400 }, 400)
          : json({
              roles: ['RELATIONSHIP_MANAGER'],
              businessUnit: 'DIRECT',
              businessUnits: ['DIRECT'],
              permissions: ['Send_Quote_Direct'],
            }),
    });
    const user = await loadServerSessionUser();
    expect(user?.permissions).toEqual(['Send_Quote_Direct']);
    expect(readBusinessUnit()).toBe('DIRECT');
    const retry = server.mock.calls.at(-1);
    expect(new Headers(retry?.[1]?.headers).get('X-Business-Unit')).toBe('');
  });
});
