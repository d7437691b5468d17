import type { APIRequestContext } from '@playwright/test';
import { ControlPanelPO } from '../pages/control-panel.page';
import { DataTablePO } from '../pages/data-table.page';
import { FilterBarPO } from '../pages/filter-bar.page';
import { apiSignIn } from '../support/api';
import { expectAccessible } from '../support/accessibility';
import { expect, test } from '../support/fixtures';

/** The permissions the server grants rm now (roles plus permission groups). */
async function rmPermissions(request: APIRequestContext): Promise<string[]> {
  const { access_token } = await apiSignIn(request, 'rm');
  const headers = { Authorization: `Bearer ${access_token}` };
  const me = (await (await request.get('/api/auth/user', { headers })).json()) as { roles: string[] };
  const answer = await request.get(`/api/authorization/permissions/${me.roles.join(',')}`, { headers });
  return ((await answer.json()) as { permissions: string[] }).permissions;
}

test.describe('permission groups', () => {
  test('admin manages permission groups', async ({ loginPage, shell, page, request }) => {
    // Several sign-ins and dialogs: longer than one screen's check.
    test.setTimeout(90_000);
    const name = `E2E group ${Date.now().toString(36)}`;
    const panel = new ControlPanelPO(page);
    const table = new DataTablePO(page, 'Permission Groups');
    expect(await rmPermissions(request)).not.toContain('Display_Permissions_Tab');

    await loginPage.signInAs('admin');
    await shell.goto('/permission-groups');
    await expect(shell.heading).toHaveText('Permission Groups');
    await page.getByRole('button', { name: 'Create permission group' }).click();
    const create = panel.dialog('Create permission group');
    await create.getByRole('button', { name: 'Save' }).click();
    await expect(create.getByText('This field is required')).toBeVisible();
    await create.getByRole('textbox', { name: /^Name/ }).fill(name);
    await create
      .getByRole('textbox', { name: /^Description/ })
      .fill('Lets sales see the permission catalogue');
    await panel.pickPermission(create, 'Permissions', 'Display_Permissions_Tab');
    await expectAccessible(page, '/permission-groups create');
    await panel.shot(`permission-groups-filled-${page.viewportSize()?.width ?? 0}`);
    await create.getByRole('button', { name: 'Save' }).click();
    await expect(shell.toast).toHaveText(`Permission group ${name} saved.`);

    await new FilterBarPO(page).search('Search permission groups', name, 'search');
    await expect(table.bodyRows).toHaveCount(1);
    await expect(table.bodyRows.first()).toContainText('Display_Permissions_Tab');
    expect(await table.columnTexts('Members')).toEqual(['0']);
    await panel.shot(`permission-groups-row-${page.viewportSize()?.width ?? 0}`);

    await table.openRow(name);
    await panel.dialog(name).getByRole('button', { name: 'Members' }).click();
    const members = panel.dialog(`Members of ${name}`);
    await expect(members.getByText('This group has no members yet.')).toBeVisible();
    await members.getByRole('combobox', { name: 'Add a user' }).fill('Priya');
    await page.getByRole('option', { name: 'Priya Nair (rm)' }).click();
    await expect(members.getByText('Priya Nair (rm)', { exact: true })).toBeVisible();
    await expectAccessible(page, '/permission-groups members');
    await panel.shot(`permission-groups-members-${page.viewportSize()?.width ?? 0}`);
    await members.getByRole('button', { name: 'Save members' }).click();
    await expect(shell.toast).toHaveText(`Members of ${name} saved.`);
    await expect.poll(() => table.columnTexts('Members')).toEqual(['1']);

    // The member holds the group's permission at once, and sees its screen in the menu.
    expect(await rmPermissions(request)).toContain('Display_Permissions_Tab');
    await shell.logOut();
    await loginPage.signInAs('rm');
    await shell.showMenu();
    await shell.openMenuGroup('Control panel');
    await expect(shell.menuItem('Permissions')).toBeVisible();
    await shell.logOut();

    await loginPage.signInAs('admin');
    await shell.goto(`/permission-groups?search=${encodeURIComponent(name)}`);
    await table.openRow(name);
    await panel.dialog(name).getByRole('button', { name: 'Delete group' }).click();
    await expect(panel.dialog('Delete group')).toContainText('Its 1 members lose its permissions.');
    await panel.confirm('Delete group');
    await expect(shell.toast).toHaveText(`Permission group ${name} deleted.`);
    await expect(page.getByText('There are no items to display')).toBeVisible();
    expect(await rmPermissions(request)).not.toContain('Display_Permissions_Tab');
  });
});
