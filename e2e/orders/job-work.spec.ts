import { expect, test } from '../support/fixtures';
import { expectAccessible } from '../support/accessibility';
import { OrderDetailPO, ordersOf } from '../pages/orders.page';
import { ShellPage } from '../pages/shell.page';

// Screenshots for a visual check of the tab at desktop and phone widths in the three languages:
// `DOM_E2E_SHOTS=/some/dir npx playwright test orders/job-work.spec.ts`.
const SHOTS = process.env.DOM_E2E_SHOTS;

test.describe('order job work', () => {
  test('an order manager adds job work to a planned order, starts it and completes it', async ({
    loginPage,
    page,
    request,
  }) => {
    const order = (await ordersOf(request, 'om', { orderStates: 'PLANNED' }))[0];
    if (!order) throw new Error('The demo data has no planned order for om');

    await loginPage.signInAs('om');
    const detail = new OrderDetailPO(page);
    await detail.goto(order.orderKey);
    await detail.tabs.select(/^Job Work/);
    await expect(detail.tabs.tab(/^Job Work \(\d+\)$/)).toBeVisible();
    const before = (await detail.tabs.count(/^Job Work/)) ?? 0;

    await page.getByRole('button', { name: 'Add job work' }).click();
    const dialog = page.getByRole('dialog', { name: `Add job work to order ${order.orderKey}` });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Save job work' }).click();
    await expect(dialog.getByText('This field is required').first()).toBeVisible();
    await dialog.getByRole('combobox', { name: /Line item/ }).click();
    await page.getByRole('option').first().click();
    await expectAccessible(page, 'add job work dialog');
    // A process unique to this run, so the row is found even if the order already has job work.
    const process = `Cut and bend ${Date.now() % 100000}`;
    await dialog.getByRole('textbox', { name: /Process/ }).fill(process);
    await dialog.getByRole('textbox', { name: /Job worker/ }).fill('Patil Steel Works');
    await dialog.getByRole('textbox', { name: /Quantity/ }).fill('0.5');
    await dialog.getByRole('button', { name: 'Save job work' }).click();
    await expect(dialog).toBeHidden();
    await expect(detail.toast).toContainText('Job work added.');
    await expect(detail.tabs.tab(`Job Work (${before + 1})`)).toBeVisible();

    const row = detail.tabs.panel.getByRole('row').filter({ hasText: process });
    await expect(row.locator('[data-status="DRAFT"]')).toHaveText('Draft');
    await expect(row).toContainText('Patil Steel Works');
    await expect(row).toContainText('0.5');
    await row.getByRole('button', { name: 'Start' }).click();
    await expect(row.locator('[data-status="RUNNING"]')).toHaveText('Running');
    await expect(row.getByRole('button', { name: 'Start' })).toHaveCount(0);
    await expect(row.getByRole('button', { name: 'Delete' })).toHaveCount(0);
    await row.getByRole('button', { name: 'Complete' }).click();
    await expect(row.locator('[data-status="COMPLETED"]')).toHaveText('Completed');
    await expect(row.getByRole('button')).toHaveCount(0);

    // The state survives a reload: it is the server's, not the page's.
    await page.reload();
    await expect(
      detail.tabs.panel.getByRole('row').filter({ hasText: process }).locator('[data-status]'),
    ).toHaveText('Completed');

    if (SHOTS) {
      test.setTimeout(120_000);
      const shell = new ShellPage(page);
      const dialog = page.getByRole('dialog');
      const shoot = (name: string) =>
        page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true, animations: 'disabled' });
      const openDialog = async () => {
        await page.getByRole('tabpanel').getByRole('button').first().click();
        await expect(dialog).toBeVisible();
      };
      const closeDialog = async () => {
        await page.keyboard.press('Escape');
        await expect(dialog).toBeHidden();
      };
      for (const [language, tag] of [
        ['English', 'en'],
        ['हिन्दी', 'hi'],
        ['मराठी', 'mr'],
      ] as const) {
        await page.setViewportSize({ width: 1280, height: 900 });
        await shell.chooseLanguage(language);
        await shoot(`job-work-1280-${tag}`);
        await openDialog();
        await shoot(`job-work-dialog-1280-${tag}`);
        await closeDialog();
        await page.setViewportSize({ width: 390, height: 844 });
        await page.getByRole('tab', { selected: true }).scrollIntoViewIfNeeded();
        await shoot(`job-work-390-${tag}`);
        await openDialog();
        await shoot(`job-work-dialog-390-${tag}`);
        await closeDialog();
      }
      await page.setViewportSize({ width: 1280, height: 800 });
      await shell.chooseLanguage('English');
    }
  });
});
