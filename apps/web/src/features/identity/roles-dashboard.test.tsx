import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, json } from '../../test/fake-server';
import { TEST_USER, renderInApp } from '../../test/render';
import { RolesDashboardPage } from './roles-dashboard-page';

vi.setConfig({ testTimeout: 20_000 });

afterEach(() => vi.unstubAllGlobals());

const pageOf = (content: unknown[]) =>
  json({
    content,
    pageNumber: 0,
    pageSize: 20,
    totalElements: content.length,
    totalPages: 1,
    totalIsCapped: false,
  });

const ME = {
  ...TEST_USER,
  id: '00000000-0000-4000-8000-000000000009',
  permissions: ['Display_Roles_Dashboard_Tab'],
};

describe('roles dashboard', () => {
  it('lists the roles with their counts; the resources tab needs its permission', async () => {
    fakeServer({
      'GET /api/authorization/roles': () =>
        pageOf([
          {
            name: 'CREDIT_OPS',
            label: 'Credit OPS',
            kind: 'GROUP',
            description: null,
            isSystem: true,
            permissionCount: 41,
            userCount: 3,
          },
        ]),
    });
    renderInApp(<RolesDashboardPage />, { path: '/roles-dashboard', user: ME });
    const table = await screen.findByRole('table', { name: 'Roles' });
    const row = (await within(table).findByText('Credit OPS')).closest('tr');
    expect(row).toHaveTextContent('CREDIT_OPS');
    expect(row).toHaveTextContent('41');
    expect(screen.getByRole('tab', { name: 'Reportees' })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Resources' })).not.toBeInTheDocument();
  });

  it("shows the signed-in user's reportees", async () => {
    const server = fakeServer({
      [`GET /api/authorization/users/${ME.id}/reportees`]: () =>
        pageOf([
          {
            id: '00000000-0000-4000-8000-000000000002',
            username: 'ravi',
            displayName: 'Ravi Kumar',
            email: null,
            phone: null,
            roles: ['RELATIONSHIP_MANAGER'],
            teamRole: null,
            businessUnits: ['DIRECT'],
            region: null,
            managerId: ME.id,
            sellerId: null,
            isActive: true,
            createdAt: '2025-03-05T08:00:00.000Z',
          },
        ]),
    });
    renderInApp(<RolesDashboardPage />, { path: '/roles-dashboard#reportees', user: ME });
    const table = await screen.findByRole('table', { name: 'Reportees' });
    expect(await within(table).findByText('Ravi Kumar')).toBeInTheDocument();
    expect(within(table).getByText('Relationship Manager')).toBeInTheDocument();
    expect(server.mock.calls.some(([url]) => String(url).includes(`/users/${ME.id}/reportees`))).toBe(true);
  });
});
