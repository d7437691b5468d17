import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bodyText, fakeServer, json } from '../../test/fake-server';
import { TEST_USER, renderInApp } from '../../test/render';
import { ManageReportsPage } from './manage-reports-page';
import { PermissionsPage } from './permissions-page';
import { ResourcesPage } from './resources-page';

// Dialog flows with typing: slower than a unit test on a busy machine.
vi.setConfig({ testTimeout: 20_000 });

afterEach(() => vi.unstubAllGlobals());

const ADMIN = {
  ...TEST_USER,
  permissions: [
    'Display_Permissions_Tab',
    'Display_Resources_Tab',
    'Allow_Resource_Manage',
    'Display_Manage_Reports_Tab',
    'Allow_Report_Manage',
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

const callsTo = (server: ReturnType<typeof fakeServer>, method: string, path: string) =>
  server.mock.calls.filter(
    ([url, init]) => (init?.method ?? 'GET') === method && String(url).startsWith(path),
  );

const screenResource = {
  id: '00000000-0000-4000-8000-0000000000b1',
  name: 'HR Portal',
  kind: 'SCREEN',
  path: '/hr-portal',
  permission: 'Display_Hr_Portal',
  description: 'Admin menu, Control panel',
};

const gstReport = {
  id: '00000000-0000-4000-8000-0000000000c1',
  name: 'GST summary',
  category: 'Finance',
  description: null,
  url: null,
  permission: 'Display_Reports_Tab',
  isActive: true,
};

describe('permissions catalogue', () => {
  it('searches and filters by area, and shows the roles that grant each permission', async () => {
    const server = fakeServer({
      'GET /api/authorization/permission-catalogue': () =>
        pageOf([
          { name: 'Display_Hr_Portal', family: 'menu', isView: true, roles: ['ADMIN', 'HR'] },
          { name: 'Allow_Order_Cancel', family: 'order', isView: false, roles: [] },
        ]),
    });
    renderInApp(<PermissionsPage />, { path: '/permissions?search=hr&family=menu', user: ADMIN });
    const row = (await screen.findByText('Display_Hr_Portal')).closest('tr');
    expect(row).not.toBeNull();
    expect(within(row as HTMLElement).getByText('Menu screens')).toBeInTheDocument();
    expect(within(row as HTMLElement).getByText('View')).toBeInTheDocument();
    expect(within(row as HTMLElement).getByText('Admin')).toBeInTheDocument();
    // The readable name beside the code.
    expect(within(row as HTMLElement).getByText('Show HR Portal')).toBeInTheDocument();
    const other = screen.getByText('Allow_Order_Cancel').closest('tr') as HTMLElement;
    expect(within(other).getByText('Allow Order Cancel')).toBeInTheDocument();
    expect(within(other).getByText('No role')).toBeInTheDocument();
    expect(within(other).getByText('Action')).toBeInTheDocument();
    const url = new URL(String(server.mock.calls[0]?.[0]), 'http://x');
    expect(url.searchParams.get('search')).toBe('hr');
    expect(url.searchParams.get('family')).toBe('menu');
  });

  it('names the areas in Hindi', async () => {
    fakeServer({
      'GET /api/authorization/permission-catalogue': () =>
        pageOf([{ name: 'Display_Hr_Portal', family: 'menu', isView: true, roles: [] }]),
    });
    renderInApp(<PermissionsPage />, { path: '/permissions', user: ADMIN, language: 'hi' });
    expect(await screen.findByText('मेनू स्क्रीन')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).not.toHaveTextContent('Permissions');
  });
});

describe('resources', () => {
  it('adds a resource, naming the missing fields first', async () => {
    const server = fakeServer({
      'GET /api/authorization/resources': () => pageOf([]),
      'POST /api/authorization/resources': () => json({ ...screenResource, name: 'Orders export' }, 201),
    });
    renderInApp(<ResourcesPage />, { path: '/resources', user: ADMIN });
    expect(await screen.findByText('There are no items to display')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add resource' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add resource' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findAllByText('This field is required')).toHaveLength(3);
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'Orders export');
    await userEvent.click(within(dialog).getByRole('combobox', { name: /^Kind/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'API call' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Path/ }), '/api/orders/export');
    await userEvent.click(within(dialog).getByRole('combobox', { name: /^Permission/ }));
    await userEvent.keyboard('Adm_Order_Vi');
    await userEvent.click(await screen.findByRole('option', { name: 'Adm_Order_View' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Resource Orders export saved.')).toBeInTheDocument();
    const post = callsTo(server, 'POST', '/api/authorization/resources');
    expect(JSON.parse(bodyText(post[0]?.[1]?.body))).toEqual({
      name: 'Orders export',
      kind: 'API',
      path: '/api/orders/export',
      permission: 'Adm_Order_View',
      description: null,
    });
  });

  it("shows the server's field message under the field", async () => {
    fakeServer({
      'GET /api/authorization/resources': () => pageOf([screenResource]),
      [`PUT /api/authorization/resources/${screenResource.id}`]: () =>
        json(
          {
            message: 'path: Too long',
            status: 400,
            errorCode: 'VALIDATION_FAILED',
            details: { fields: [{ field: 'path', message: 'Too long' }] },
          },
          400,
        ),
    });
    renderInApp(<ResourcesPage />, { path: '/resources', user: ADMIN });
    await userEvent.click(await screen.findByText('/hr-portal'));
    const dialog = await screen.findByRole('dialog', { name: 'HR Portal' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Too long')).toBeInTheDocument();
  });

  it('deletes a resource after confirmation', async () => {
    const server = fakeServer({
      'GET /api/authorization/resources': () => pageOf([screenResource]),
      [`DELETE /api/authorization/resources/${screenResource.id}`]: () => new Response(null, { status: 204 }),
    });
    renderInApp(<ResourcesPage />, { path: '/resources', user: ADMIN });
    await userEvent.click(await screen.findByText('/hr-portal'));
    const dialog = await screen.findByRole('dialog', { name: 'HR Portal' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete resource' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete resource' });
    expect(confirm).toHaveTextContent('Delete the resource HR Portal (/hr-portal)?');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(callsTo(server, 'DELETE', '/api/authorization/resources')).toHaveLength(0);
    // The edit dialog is hidden from assistive technology until the question has closed.
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Delete resource' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Delete resource' })).getByRole('button', {
        name: 'Delete resource',
      }),
    );
    expect(await screen.findByText('Resource HR Portal deleted.')).toBeInTheDocument();
    expect(callsTo(server, 'DELETE', '/api/authorization/resources')).toHaveLength(1);
  });
});

describe('manage reports', () => {
  it('deactivates a report', async () => {
    const server = fakeServer({
      'GET /api/authorization/reports': () => pageOf([gstReport]),
      [`PUT /api/authorization/reports/${gstReport.id}`]: () => json({ ...gstReport, isActive: false }),
    });
    renderInApp(<ManageReportsPage />, { path: '/manage-reports', user: ADMIN });
    const row = (await screen.findByText('GST summary')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Active')).toBeInTheDocument();
    await userEvent.click(row);
    const dialog = await screen.findByRole('dialog', { name: 'GST summary' });
    await userEvent.click(within(dialog).getByRole('switch', { name: /^Active/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Report GST summary saved.')).toBeInTheDocument();
    const put = callsTo(server, 'PUT', `/api/authorization/reports/${gstReport.id}`);
    expect(JSON.parse(bodyText(put[0]?.[1]?.body))).toMatchObject({
      name: 'GST summary',
      category: 'Finance',
      permission: 'Display_Reports_Tab',
      isActive: false,
      url: null,
    });
  });

  it('hides add and save without the manage permission', async () => {
    fakeServer({ 'GET /api/authorization/reports': () => pageOf([gstReport]) });
    renderInApp(<ManageReportsPage />, {
      path: '/manage-reports',
      user: { ...TEST_USER, permissions: ['Display_Manage_Reports_Tab'] },
    });
    await userEvent.click(await screen.findByText('GST summary'));
    const dialog = await screen.findByRole('dialog', { name: 'GST summary' });
    expect(screen.queryByRole('button', { name: 'Add report' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('switch', { name: /^Active/ })).toBeDisabled();
  });
});
