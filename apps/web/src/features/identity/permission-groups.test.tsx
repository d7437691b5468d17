import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bodyText, fakeServer, json } from '../../test/fake-server';
import { TEST_USER, renderInApp } from '../../test/render';
import { PermissionGroupsPage } from './permission-groups-page';

// Dialog flows with typing: slower than a unit test on a busy machine.
vi.setConfig({ testTimeout: 20_000 });

afterEach(() => vi.unstubAllGlobals());

const MANAGER = {
  ...TEST_USER,
  permissions: ['Display_Permission_Groups_Tab', 'Allow_Permission_Manage'],
};
const READER = { ...TEST_USER, permissions: ['Display_Permission_Groups_Tab'] };

const finance = {
  id: '00000000-0000-4000-8000-0000000000a1',
  name: 'Finance desk',
  description: 'Payments and credit memos',
  permissions: ['Display_Credit_Memo_Tab', 'Display_Seller_Payments_Tab'],
  memberCount: 1,
};
const ravi = {
  id: '00000000-0000-4000-8000-000000000002',
  username: 'ravi',
  displayName: 'Ravi Kumar',
  email: null,
  phone: null,
  roles: ['EMPLOYEE'],
  teamRole: null,
  businessUnits: ['DIRECT'],
  region: null,
  managerId: null,
  sellerId: null,
  isActive: true,
  createdAt: '2025-03-05T08:00:00.000Z',
};
const meera = {
  ...ravi,
  id: '00000000-0000-4000-8000-000000000003',
  username: 'meera',
  displayName: 'Meera Iyer',
};

const pageOf = (content: unknown[]) =>
  json({
    content,
    pageNumber: 0,
    pageSize: 20,
    totalElements: content.length,
    totalPages: 1,
    totalIsCapped: false,
  });

const callsTo = (server: ReturnType<typeof fakeServer>, method: string, path: string) =>
  server.mock.calls.filter(
    ([url, init]) => (init?.method ?? 'GET') === method && String(url).startsWith(path),
  );

describe('permission groups', () => {
  it('lists the groups with the search taken from the address', async () => {
    const server = fakeServer({ 'GET /api/authorization/permission-groups': () => pageOf([finance]) });
    renderInApp(<PermissionGroupsPage />, { path: '/permission-groups?search=fin', user: MANAGER });
    expect(await screen.findByText('Finance desk')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Permission Groups' })).toBeInTheDocument();
    const url = new URL(String(server.mock.calls[0]?.[0]), 'http://x');
    expect(url.searchParams.get('search')).toBe('fin');
    expect(url.searchParams.get('pageNumber')).toBe('0');
  });

  it('shows the empty state, and a failed load in plain words', async () => {
    fakeServer({ 'GET /api/authorization/permission-groups': () => pageOf([]) });
    const first = renderInApp(<PermissionGroupsPage />, { path: '/permission-groups', user: MANAGER });
    expect(await screen.findByText('There are no items to display')).toBeInTheDocument();
    first.unmount();
    fakeServer({
      'GET /api/authorization/permission-groups': () =>
        json({ message: 'You are not authorized to access this resource', status: 403 }, 403),
    });
    renderInApp(<PermissionGroupsPage />, { path: '/permission-groups', user: MANAGER });
    expect(
      await screen.findByText('You are not authorized to access this resource', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('creates a group: the name is required, the server refuses a duplicate on the name field', async () => {
    let answers = 0;
    const server = fakeServer({
      'GET /api/authorization/permission-groups': () => pageOf([]),
      'POST /api/authorization/permission-groups': () =>
        (answers += 1) === 1
          ? json({ message: 'A permission group with this name exists already.', status: 409 }, 409)
          : json({ ...finance, name: 'Credit desk' }, 201),
    });
    renderInApp(<PermissionGroupsPage />, { path: '/permission-groups', user: MANAGER });
    await userEvent.click(await screen.findByRole('button', { name: 'Create permission group' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create permission group' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('This field is required')).toBeInTheDocument();
    expect(callsTo(server, 'POST', '/api/authorization/permission-groups')).toHaveLength(0);

    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'Credit desk');
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Permissions' }));
    await userEvent.keyboard('Display_Credit_Memo');
    await userEvent.click(await screen.findByRole('option', { name: 'Display_Credit_Memo_Tab' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText('A permission group with this name exists already.'),
    ).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Permission group Credit desk saved.')).toBeInTheDocument();
    const calls = callsTo(server, 'POST', '/api/authorization/permission-groups');
    expect(JSON.parse(bodyText(calls[1]?.[1]?.body))).toEqual({
      name: 'Credit desk',
      description: null,
      permissions: ['Display_Credit_Memo_Tab'],
    });
  });

  it('deletes a group only after confirmation', async () => {
    const server = fakeServer({
      'GET /api/authorization/permission-groups': () => pageOf([finance]),
      [`DELETE /api/authorization/permission-groups/${finance.id}`]: () =>
        new Response(null, { status: 204 }),
    });
    renderInApp(<PermissionGroupsPage />, { path: '/permission-groups', user: MANAGER });
    await userEvent.click(await screen.findByText('Finance desk'));
    const dialog = await screen.findByRole('dialog', { name: 'Finance desk' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete group' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete group' });
    expect(confirm).toHaveTextContent('Its 1 members lose its permissions.');
    expect(callsTo(server, 'DELETE', '/api/authorization/permission-groups')).toHaveLength(0);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete group' }));
    expect(await screen.findByText('Permission group Finance desk deleted.')).toBeInTheDocument();
    expect(callsTo(server, 'DELETE', '/api/authorization/permission-groups')).toHaveLength(1);
  });

  it('adds and removes members and saves the whole set', async () => {
    const server = fakeServer({
      'GET /api/authorization/permission-groups': () => pageOf([finance]),
      [`GET /api/authorization/permission-groups/${finance.id}/users`]: () => pageOf([ravi]),
      'GET /api/authorization/users': () => pageOf([meera]),
      [`PUT /api/authorization/permission-groups/${finance.id}/users`]: () => json(finance),
    });
    renderInApp(<PermissionGroupsPage />, { path: '/permission-groups', user: MANAGER });
    await userEvent.click(await screen.findByText('Finance desk'));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Finance desk' })).getByRole('button', {
        name: 'Members',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Members of Finance desk' });
    expect(await within(dialog).findByText('Ravi Kumar (ravi)')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByRole('combobox', { name: 'Add a user' }), 'mee');
    await userEvent.click(await screen.findByRole('option', { name: 'Meera Iyer (meera)' }));
    await userEvent.click(within(dialog).getByTitle('Remove Ravi Kumar (ravi)'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save members' }));
    expect(await screen.findByText('Members of Finance desk saved.')).toBeInTheDocument();
    const put = callsTo(server, 'PUT', `/api/authorization/permission-groups/${finance.id}/users`);
    expect(JSON.parse(bodyText(put[0]?.[1]?.body))).toEqual({ userIds: [meera.id] });
  });

  it('is read-only without the manage permission', async () => {
    fakeServer({
      'GET /api/authorization/permission-groups': () => pageOf([finance]),
      [`GET /api/authorization/permission-groups/${finance.id}/users`]: () => pageOf([]),
    });
    renderInApp(<PermissionGroupsPage />, { path: '/permission-groups', user: READER });
    await userEvent.click(await screen.findByText('Finance desk'));
    const dialog = await screen.findByRole('dialog', { name: 'Finance desk' });
    expect(screen.queryByRole('button', { name: 'Create permission group' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Delete group' })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /^Name/ })).toBeDisabled();
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Close' })).toBeEnabled());
  });
});
