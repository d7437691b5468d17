import { expectAccessible } from '../support/accessibility';
import { expect, test } from '../support/fixtures';
import { DataTablePO } from '../pages/data-table.page';

const SHOTS = process.env.DOM_E2E_SHOTS;

test.describe('notifications', () => {
  test.beforeEach(() => test.setTimeout(120_000));

  test('an admin edits a template with a preview, sees the log and retriggers a failed send', async ({
    loginPage,
    page,
  }) => {
    await loginPage.signInAs('admin');

    // The management console: the event's templates, edited with a preview of the sample data.
    await page.goto('/notifications-management-console');
    await expect(page.getByRole('heading', { name: 'Notification Management Console' })).toBeVisible();
    await page.getByRole('combobox', { name: 'Event' }).click();
    await page.getByRole('option', { name: 'Order approved' }).click();
    await page.getByRole('button', { name: 'Edit SELLER EMAIL en' }).click();
    const dialog = page.getByRole('dialog');
    const body = dialog.getByRole('textbox', { name: 'Message' });
    await body.fill('Dear {{name}}, order {{orderKey}} is approved. Pay {{amount}}.');
    await dialog.getByRole('button', { name: 'Preview' }).click();
    await expect(dialog.getByText(/Unknown placeholder \{\{amount\}\}/)).toBeVisible();
    await body.fill('Dear {{name}}, order {{orderKey}} is approved. Please start packing.');
    await dialog.getByRole('button', { name: 'Preview' }).click();
    await expect(dialog.getByTestId('template-preview')).toContainText(
      'Dear Ramesh Patil, order SO-240501-0001 is approved. Please start packing.',
    );
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/notifications-template-1280.png` });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Please start packing.').first()).toBeVisible();

    // The log: the failed WhatsApp of the demo data, filtered from the address, retriggered.
    await page.goto('/notifications?status=FAILED');
    const table = new DataTablePO(page, 'Notifications');
    await table.waitUntilLoaded();
    await expectAccessible(page, '/notifications');
    const failed = table.bodyRows.filter({ hasText: '02223456789' });
    await expect(failed).toHaveCount(1);
    await expect(failed).toContainText('Failed');
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/notifications-log-1280.png`, fullPage: true });
    await failed.getByRole('button', { name: 'Retrigger' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Retrigger' }).click();
    await expect(page.getByText('The notification is being sent again')).toBeVisible();
    await expect(failed).toHaveCount(0);
    await page.goto('/notifications?recipient=02223456789');
    await table.waitUntilLoaded();
    await expect(table.bodyRows.filter({ hasText: '02223456789' })).not.toContainText('Failed');
    if (SHOTS) {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto('/notifications');
      await table.waitUntilLoaded();
      await page.screenshot({ path: `${SHOTS}/notifications-log-390.png`, fullPage: true });
      await page.goto('/campaign');
      await page.screenshot({ path: `${SHOTS}/campaign-390.png`, fullPage: true });
    }
  });
});
