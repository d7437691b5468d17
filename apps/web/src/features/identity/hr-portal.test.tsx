import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bodyText, fakeServer, json } from '../../test/fake-server';
import { TEST_USER, renderInApp } from '../../test/render';
import { HrPortalPage } from './hr-portal-page';
import { MyProfilePage } from './my-profile-page';

// Whole sign-in and dialog flows with typing: slower than a unit test on a busy machine.
vi.setConfig({ testTimeout: 20_000 });

afterEach(() => vi.unstubAllGlobals());

const HR = {
  ...TEST_USER,
  permissions: ['Display_Hr_Portal', 'Allow_User_Create', 'Allow_User_Activation', 'Allow_Manager_Reassign'],
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

const pageOf = (content: unknown[]) =>
  json({
    content,
    pageNumber: 0,
    pageSize: 20,
    totalElements: content.length,
    totalPages: 1,
    totalIsCapped: false,
  });

describe('HR portal', () => {
  it('lists users with the filters taken from the address', async () => {
    const server = fakeServer({ 'GET /api/authorization/users': () => pageOf([ravi]) });
    renderInApp(<HrPortalPage />, { path: '/hr-portal?search=ravi&isActive=true', user: HR });
    expect(await screen.findByText('Ravi Kumar')).toBeInTheDocument();
    const url = new URL(String(server.mock.calls[0]?.[0]), 'http://x');
    expect(url.searchParams.get('search')).toBe('ravi');
    expect(url.searchParams.get('isActive')).toBe('true');
    expect(url.searchParams.get('pageNumber')).toBe('0');
  });

  it('deactivates a user after confirmation', async () => {
    const server = fakeServer({
      'GET /api/authorization/users': () => pageOf([ravi]),
      [`GET /api/authorization/users/${ravi.id}/roles`]: () =>
        json({
          userId: ravi.id,
          managerId: null,
          roles: [{ role: 'EMPLOYEE', label: 'Employee', isAdmin: false }],
        }),
      [`POST /api/authorization/users/${ravi.id}/activation`]: () => json({ ...ravi, isActive: false }),
    });
    renderInApp(<HrPortalPage />, { path: '/hr-portal', user: HR });
    await userEvent.click(await screen.findByText('Ravi Kumar'));
    const dialog = await screen.findByRole('dialog', { name: 'Ravi Kumar' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    expect(server.mock.calls.some(([url]) => String(url).endsWith('/activation'))).toBe(false);
    const confirm = await screen.findByRole('dialog', { name: 'Deactivate' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Deactivate' }));
    expect(await screen.findByText('User deactivated.')).toBeInTheDocument();
    const call = server.mock.calls.find(([url]) => String(url).endsWith('/activation'));
    expect(call?.[1]?.body).toBe('{"isActive":false}');
  });

  it('creates a user and tells how they set their password (no password shown)', async () => {
    const server = fakeServer({
      'GET /api/authorization/users': () => pageOf([]),
      'POST /api/authorization/users': () => json({ ...ravi, username: 'meera', phone: '9876501234' }, 201),
    });
    renderInApp(<HrPortalPage />, { path: '/hr-portal', user: HR });
    await userEvent.click(await screen.findByRole('button', { name: 'Create user' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create user' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findAllByText(/Use 2 to 100 letters|This field is required/)).toHaveLength(2);
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Username/ }), 'meera');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Meera Iyer');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(
      await within(dialog).findByText(
        'meera has been sent a text message at 9876501234. They set their own password with “Forgot password?” on the sign-in screen, using a code sent to that number.',
      ),
    ).toBeInTheDocument();
    expect(within(dialog).queryByText(/temporary password/)).toBeNull();
    const call = server.mock.calls.find(
      ([url, init]) => url === '/api/authorization/users' && init?.method === 'POST',
    );
    expect(JSON.parse(bodyText(call?.[1]?.body))).toMatchObject({
      username: 'meera',
      displayName: 'Meera Iyer',
      roles: ['EMPLOYEE'],
    });
  });

  it('hides create without its permission', async () => {
    fakeServer({ 'GET /api/authorization/users': () => pageOf([]) });
    renderInApp(<HrPortalPage />, {
      path: '/hr-portal',
      user: { ...TEST_USER, permissions: ['Display_Hr_Portal'] },
    });
    expect(await screen.findByText('There are no items to display')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create user' })).not.toBeInTheDocument();
  });
});

describe('my profile', () => {
  it('shows the details and changes the password', async () => {
    const server = fakeServer({
      'POST /api/authorization/users/update-password-v1': () =>
        json({ message: 'Your password has been changed.' }),
    });
    renderInApp(<MyProfilePage />, { user: { ...TEST_USER, email: 'asha@dom.example.in' } });
    expect(screen.getByText('asha@dom.example.in')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/^Current password/, { selector: 'input' }), 'old-password');
    await userEvent.type(screen.getByLabelText(/^New password/, { selector: 'input' }), 'new-password-1');
    await userEvent.type(
      screen.getByLabelText(/^Confirm new password/, { selector: 'input' }),
      'different-1',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('The passwords do not match.')).toBeInTheDocument();
    expect(server).not.toHaveBeenCalled();
    await userEvent.clear(screen.getByLabelText(/^Confirm new password/, { selector: 'input' }));
    await userEvent.type(
      screen.getByLabelText(/^Confirm new password/, { selector: 'input' }),
      'new-password-1',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(screen.getByText('Your password has been changed.')).toBeInTheDocument());
    expect(server.mock.calls[0]?.[1]?.body).toBe(
      '{"oldPassword":"old-password","newPassword":"new-password-1"}',
    );
  });
});
