import { expect, test } from '../support/fixtures';

test.describe('roles dashboard', () => {
  test('an admin sees the roles, reportees and resources tabs', async ({ loginPage, shell, page }) => {
    await loginPage.signInAs('admin');
    await shell.goto('/roles-dashboard');
    await expect(shell.heading).toHaveText('Roles Dashboard');
    const roles = page.getByRole('table', { name: 'Roles' });
    await expect(roles.getByRole('row').filter({ hasText: 'ADMIN_READ_ONLY' })).toBeVisible();
    await page.getByRole('tab', { name: 'Resources' }).click();
    await expect(page.getByRole('table', { name: 'Resources' })).toBeVisible();
    expect(new URL(page.url()).hash).toBe('#resources');
  });
});
