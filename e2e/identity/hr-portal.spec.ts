import { DataTablePO } from '../pages/data-table.page';
import { FilterBarPO } from '../pages/filter-bar.page';
import { expectAccessible } from '../support/accessibility';
import { expect, test } from '../support/fixtures';

test.describe('HR portal (a real list screen)', () => {
  test('the filter state survives reload and back', async ({ loginPage, shell, page }) => {
    await loginPage.signInAs('admin');
    await shell.goto('/hr-portal');
    const filters = new FilterBarPO(page);
    const table = new DataTablePO(page, 'Users');
    // A name only one demo user has ("finance" also finds the approval chain's financelead).
    await filters.search('Search users', 'kavita', 'search');
    await expect(table.bodyRows).toHaveCount(1);
    await expect(table.bodyRows.first()).toContainText('Kavita Iyer');
    await page.reload();
    await expect(page.getByLabel('Search users', { exact: true })).toHaveValue('kavita');
    await expect(table.bodyRows).toHaveCount(1);
    await shell.showMenu();
    await shell.openMenuGroup('Control panel');
    await shell.menuItem('Profile').click();
    await shell.expectPath('/my-profile');
    await page.goBack();
    await shell.expectPath('/hr-portal');
    expect((await filters.query()).get('search')).toBe('kavita');
    await expect(table.bodyRows.first()).toContainText('Kavita Iyer');
    await expectAccessible(page, '/hr-portal?search=kavita');
  });

  test("shows 'There are no items to display' when the filters match nothing", async ({
    loginPage,
    shell,
    page,
  }) => {
    await loginPage.signInAs('admin');
    await shell.goto('/hr-portal?search=nobody-by-this-name');
    await expect(page.getByText('There are no items to display')).toBeVisible();
  });

  test('the side menu shows only permitted entries and marks the active one', async ({
    loginPage,
    shell,
    page,
  }) => {
    await loginPage.signInAs('hr');
    await shell.goto('/hr-portal');
    await shell.showMenu();
    await shell.openMenuGroup('Control panel');
    await expect(shell.menuItem('HR Portal')).toHaveAttribute('aria-current', 'page');
    await expect(shell.menuItem('Profile')).not.toHaveAttribute('aria-current', 'page');
    await shell.logOut();
    await loginPage.signInAs('rm');
    await shell.goto('/my-profile');
    await shell.showMenu();
    await shell.openMenuGroup('Control panel');
    await expect(shell.menuItem('Profile')).toHaveAttribute('aria-current', 'page');
    await expect(shell.menuItem('HR Portal')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'HR Portal' })).toHaveCount(0);
  });

  test('an admin creates a user, then deactivates them after confirming', async ({
    loginPage,
    shell,
    page,
  }) => {
    const username = `e2e-${Date.now().toString(36)}`;
    await loginPage.signInAs('admin');
    await shell.goto('/hr-portal');
    await page.getByRole('button', { name: 'Create user' }).click();
    const create = page.getByRole('dialog', { name: 'Create user' });
    await create.getByRole('textbox', { name: /^Username/ }).fill(username);
    await create.getByRole('textbox', { name: /^Name/ }).fill('Meera Iyer');
    await expectAccessible(page, '/hr-portal create user');
    await create.getByRole('button', { name: 'Create', exact: true }).click();
    // No password is shown: without a mobile number the user has no way to set one yet.
    await expect(create.getByText(`${username} has no mobile number.`, { exact: false })).toBeVisible();
    await expect(create.getByText(/temporary password/)).toHaveCount(0);
    await create.getByRole('button', { name: 'Close' }).click();

    const filters = new FilterBarPO(page);
    await filters.search('Search users', username, 'search');
    const table = new DataTablePO(page, 'Users');
    await expect(table.bodyRows).toHaveCount(1);
    await table.bodyRows.first().click();
    const user = page.getByRole('dialog', { name: 'Meera Iyer' });
    await expect(user.getByText('Active', { exact: true })).toBeVisible();
    await user.getByRole('button', { name: 'Deactivate' }).click();
    const confirm = page.getByRole('dialog', { name: 'Deactivate' });
    await expect(confirm).toContainText('Deactivate Meera Iyer?');
    await confirm.getByRole('button', { name: 'Deactivate' }).click();
    await expect(user.getByText('Inactive', { exact: true })).toBeVisible();
    await expect(user.getByRole('button', { name: 'Activate' })).toBeVisible();
    await user.getByRole('button', { name: 'Close' }).click();
    await expect(table.bodyRows.first()).toContainText('Inactive');
  });
});
