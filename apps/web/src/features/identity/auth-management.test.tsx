import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bodyText, fakeServer, json } from '../../test/fake-server';
import { TEST_USER, renderInApp } from '../../test/render';
import { AuthManagementPage } from './auth-management-page';

// Whole sign-in and dialog flows with typing: slower than a unit test on a busy machine.
vi.setConfig({ testTimeout: 20_000 });

afterEach(() => vi.unstubAllGlobals());

const request = {
  id: '00000000-0000-4000-8000-0000000000r1',
  requesterId: '00000000-0000-4000-8000-000000000003',
  requesterName: 'Priya Nair',
  roles: ['CREDIT_OPS'],
  permissionGroupIds: [],
  reason: 'Credit reviews',
  status: 'CREATED',
  managerId: null,
  managerDecidedBy: null,
  adminDecidedBy: null,
  decisionNote: null,
  version: 3,
  createdAt: '2025-03-05T08:00:00.000Z',
  updatedAt: '2025-03-05T08:00:00.000Z',
  approvalKey: 'APR-000042',
  approvalStatus: 'PENDING_APPROVAL',
  approvalStatusLabel: 'Pending Approval',
  allowedActions: [
    {
      action: 'approveAsManager',
      endpoint: 'identity.access-requests.manager-approval',
      params: { id: '00000000-0000-4000-8000-0000000000r1' },
      to: 'APPROVED_BY_MANAGER',
    },
    {
      action: 'reject',
      endpoint: 'identity.access-requests.reject',
      params: { id: '00000000-0000-4000-8000-0000000000r1' },
      to: 'REJECTED',
    },
  ],
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

describe('auth management', () => {
  it('lets a manager approve a reportee request with the version seen', async () => {
    const server = fakeServer({
      'GET /api/authorization/userRequest': ({ url }) =>
        pageOf(url.searchParams.get('scope') === 'reportees' ? [request] : []),
      [`POST /api/authorization/userRequest/${request.id}/manager-approval`]: () =>
        json({ ...request, status: 'APPROVED_BY_MANAGER', version: 4 }),
    });
    renderInApp(<AuthManagementPage />, {
      path: '/auth-management#reportees',
      user: { ...TEST_USER, permissions: ['Approve_Access_Request_Manager', 'Allow_Access_Request_Reject'] },
    });
    const table = await screen.findByRole('table', { name: "Reportees' requests" });
    expect(await within(table).findByText('Priya Nair')).toBeInTheDocument();
    expect(within(table).getByText('Created')).toBeInTheDocument();
    // The approvals engine's state beside the request's own.
    expect(within(table).getByRole('columnheader', { name: 'Approval' })).toBeInTheDocument();
    expect(within(table).getByText('Pending Approval')).toBeInTheDocument();
    expect(within(table).getByRole('button', { name: 'Reject' })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'All requests' })).not.toBeInTheDocument();
    await userEvent.click(within(table).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Request approved.')).toBeInTheDocument();
    const call = server.mock.calls.find(([url]) => String(url).endsWith('/manager-approval'));
    expect(bodyText(call?.[1]?.body)).toBe('{"version":3}');
  });

  it('offers the requester Withdraw on their own pending request when the server allows it', async () => {
    const withdraw = {
      action: 'withdraw',
      endpoint: 'identity.access-requests.reject',
      params: { id: request.id },
      to: 'REJECTED',
    };
    const mine = { ...request, allowedActions: [withdraw] };
    const ended = {
      ...request,
      id: '00000000-0000-4000-8000-0000000000r2',
      reason: 'Old ask',
      status: 'REJECTED',
      approvalStatus: 'NOT_REQUESTED',
      approvalStatusLabel: 'Not Requested',
      allowedActions: [],
    };
    const server = fakeServer({
      'GET /api/authorization/userRequest': ({ url }) =>
        pageOf(url.searchParams.get('scope') === 'mine' ? [mine, ended] : []),
      'GET /api/authorization/act-as-delegations': () => json({ given: [], received: [] }),
      [`POST /api/authorization/userRequest/${request.id}/reject`]: () =>
        json({ ...mine, status: 'REJECTED', version: 4, allowedActions: [] }),
    });
    // No reject permission: the server's allowed actions, not the user's permissions, decide.
    renderInApp(<AuthManagementPage />, {
      path: '/auth-management',
      user: { ...TEST_USER, permissions: ['Allow_Access_Request'] },
    });
    const table = await screen.findByRole('table', { name: 'My requests' });
    expect(await within(table).findByText('Credit reviews')).toBeInTheDocument();
    expect(within(table).getByText('Old ask')).toBeInTheDocument();
    // One button: the pending request's; the ended one offers nothing.
    expect(within(table).getAllByRole('button', { name: 'Withdraw' })).toHaveLength(1);
    expect(within(table).queryByRole('button', { name: 'Reject' })).not.toBeInTheDocument();
    await userEvent.click(within(table).getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText('Request withdrawn.')).toBeInTheDocument();
    const call = server.mock.calls.find(([url]) => String(url).endsWith('/reject'));
    expect(call?.[1]?.method).toBe('POST');
    expect(bodyText(call?.[1]?.body)).toBe('{"version":3}');
  });

  it('asks for a role and a reason before sending an access request', async () => {
    const server = fakeServer({
      'GET /api/authorization/userRequest': () => pageOf([]),
      'GET /api/authorization/act-as-delegations': () => json({ given: [], received: [] }),
      'POST /api/authorization/userRequest': () => json(request, 201),
    });
    renderInApp(<AuthManagementPage />, {
      path: '/auth-management',
      user: { ...TEST_USER, permissions: ['Allow_Access_Request'] },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Request access' }));
    const dialog = await screen.findByRole('dialog', { name: 'Request access' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send request' }));
    expect(await within(dialog).findByText('Choose at least one role')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Credit OPS' }));
    const reason = within(dialog).getByRole('textbox', { name: /Reason/ });
    const posted = () =>
      server.mock.calls.filter(
        ([url, init]) => url === '/api/authorization/userRequest' && init?.method === 'POST',
      );
    // The reason is checked by the contract's own field too: characters the server refuses are
    // refused in the dialog, before anything is sent.
    await userEvent.type(reason, 'Credit <reviews>');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send request' }));
    expect(
      await within(dialog).findByText('Please avoid special charatcters like <, >, and &.'),
    ).toBeInTheDocument();
    expect(posted()).toHaveLength(0);
    await userEvent.clear(reason);
    await userEvent.type(reason, 'Credit reviews');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText('Access requested.')).toBeInTheDocument();
    const call = posted()[0];
    expect(JSON.parse(bodyText(call?.[1]?.body))).toEqual({
      roles: ['CREDIT_OPS'],
      permissionGroupIds: [],
      reason: 'Credit reviews',
    });
  });
});
