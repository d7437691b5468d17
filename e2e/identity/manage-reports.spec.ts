import type { APIRequestContext } from '@playwright/test';
import { ControlPanelPO } from '../pages/control-panel.page';
import { DataTablePO } from '../pages/data-table.page';
import { FilterBarPO } from '../pages/filter-bar.page';
import { apiSignIn } from '../support/api';
import { expect, test } from '../support/fixtures';

/** The names of the reports finance may open (active, and finance holds their permission). */
async function financeReports(request: APIRequestContext): Promise<string[]> {
  const { access_token } = await apiSignIn(request, 'finance');
  const answer = await request.get('/api/authorization/my-reports', {
    params: { pageSize: 100 },
    headers: { Authorization: `Bearer ${access_token}` },
  });
  expect(answer.ok(), await answer.text()).toBe(true);
  return ((await answer.json()) as { content: { name: string }[] }).content.map((r) => r.name);
}

test.describe('manage reports', () => {
  test('admin adds a report, which reaches its holders until deactivated', async ({
    loginPage,
    shell,
    page,
    request,
  }) => {
    // Several sign-ins and dialogs: longer than one screen's check.
    test.setTimeout(90_000);
    const name = `E2E collections ${Date.now().toString(36)}`;
    const panel = new ControlPanelPO(page);
    const table = new DataTablePO(page, 'Manage Reports');
    await loginPage.signInAs('admin');
    await shell.goto('/manage-reports');
    await expect(shell.heading).toHaveText('Manage Reports');

    await page.getByRole('button', { name: 'Add report' }).click();
    const add = panel.dialog('Add report');
    await add.getByRole('button', { name: 'Save' }).click();
    await expect(add.getByText('This field is required')).toHaveCount(3);
    await add.getByRole('textbox', { name: /^Name/ }).fill(name);
    await add.getByRole('textbox', { name: /^Category/ }).fill('Finance');
    await panel.pickPermission(add, /^Permission/, 'Display_Seller_Payments_Tab');
    await add.getByRole('button', { name: 'Save' }).click();
    await expect(shell.toast).toHaveText(`Report ${name} saved.`);
    expect(await financeReports(request)).toContain(name);

    await new FilterBarPO(page).search('Search reports', name, 'search');
    await expect(table.bodyRows).toHaveCount(1);
    await expect(table.bodyRows.first()).toContainText('Active');
    await table.openRow(name);
    const edit = panel.dialog(name);
    await edit.getByRole('switch', { name: /^Active/ }).click();
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(shell.toast).toHaveText(`Report ${name} saved.`);
    await expect(table.bodyRows.first()).toContainText('Inactive');
    expect(await financeReports(request)).not.toContain(name);
  });
});
