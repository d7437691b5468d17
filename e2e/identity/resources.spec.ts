import { ControlPanelPO } from '../pages/control-panel.page';
import { DataTablePO } from '../pages/data-table.page';
import { FilterBarPO } from '../pages/filter-bar.page';
import { expect, test } from '../support/fixtures';

test.describe('resources', () => {
  test('admin adds, changes and deletes a resource', async ({ loginPage, shell, page }) => {
    // Several sign-ins and dialogs: longer than one screen's check.
    test.setTimeout(90_000);
    const id = Date.now().toString(36);
    const path = `/api/e2e-${id}`;
    const panel = new ControlPanelPO(page);
    const table = new DataTablePO(page, 'Resources');
    await loginPage.signInAs('admin');
    await shell.goto('/resources');
    await expect(shell.heading).toHaveText('Resources');
    // The menu's screens are there from the start.
    await expect(table.bodyRows.first()).toBeVisible();

    const add = async () => {
      await page.getByRole('button', { name: 'Add resource' }).click();
      const dialog = panel.dialog('Add resource');
      await dialog.getByRole('textbox', { name: /^Name/ }).fill(`E2E export ${id}`);
      await panel.choose(dialog, /^Kind/, 'API call');
      await dialog.getByRole('textbox', { name: /^Path/ }).fill(path);
      await panel.pickPermission(dialog, /^Permission/, 'Adm_Order_View');
      await dialog.getByRole('button', { name: 'Save' }).click();
      return dialog;
    };
    await add();
    await expect(shell.toast).toHaveText(`Resource E2E export ${id} saved.`);

    // The same path and permission again: the server's answer shows under the permission.
    const again = await add();
    await expect(again.getByText('This resource exists already with this permission.')).toBeVisible();
    await again.getByRole('button', { name: 'Cancel' }).click();

    await new FilterBarPO(page).search('Search resources', path, 'search');
    await expect(table.bodyRows).toHaveCount(1);
    await expect(table.bodyRows.first()).toContainText('API call');
    await table.openRow(path);
    const edit = panel.dialog(`E2E export ${id}`);
    await edit.getByRole('textbox', { name: /^Name/ }).fill(`E2E orders export ${id}`);
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(shell.toast).toHaveText(`Resource E2E orders export ${id} saved.`);
    await expect(table.bodyRows.first()).toContainText(`E2E orders export ${id}`);

    await table.openRow(path);
    await panel.dialog(`E2E orders export ${id}`).getByRole('button', { name: 'Delete resource' }).click();
    await expect(panel.dialog('Delete resource')).toContainText(path);
    await panel.confirm('Delete resource');
    await expect(shell.toast).toHaveText(`Resource E2E orders export ${id} deleted.`);
    await expect(page.getByText('There are no items to display')).toBeVisible();
  });
});
