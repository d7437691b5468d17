import { expectAccessible } from '../support/accessibility';
import { expect, test } from '../support/fixtures';
import { DataTablePO } from '../pages/data-table.page';
import { PartyProfilePO, apiGetAs } from '../pages/parties.page';

interface ApiSeller {
  sellerId: string;
  sellerName: string;
}

test.describe('sellers, warehouses and transporters', () => {
  test.beforeEach(() => test.setTimeout(120_000));

  test('a seller profile shows its tabs and warehouses', async ({ loginPage, page, request }) => {
    const sellers = await apiGetAs<{ content: ApiSeller[] }>(request, 'admin', '/ops-supply/seller/search');
    const [seller] = sellers.content;
    if (!seller) throw new Error('No seller in the demo data');
    await loginPage.signInAs('admin');
    await page.goto('/seller-profiles');
    const table = new DataTablePO(page, 'Seller Profiles');
    await table.waitUntilLoaded();
    await expectAccessible(page, '/seller-profiles');
    await table.bodyRows.filter({ hasText: seller.sellerName }).first().click();
    const profile = new PartyProfilePO(page, 'Seller tabs');
    await expect(profile.heading).toHaveText(seller.sellerName);
    for (const tab of [
      'Orders',
      'Warehouses',
      'Open Payment Requests',
      'Cleared Payments',
      'Bills',
      'Credit/Debit Notes',
      'Documents',
    ])
      await expect(profile.tabs.tab(new RegExp(`^${tab.replace('/', '\\/')}`))).toBeVisible();
    await profile.tabs.select(/^Warehouses/);
    await expect(page).toHaveURL(/#warehouses$/);
    await expect(page.getByRole('region', { name: 'Early Payment Bank Details' })).toBeVisible();
    await expectAccessible(page, '/seller-profiles/:id');
  });

  test('a seller sees only itself', async ({ loginPage, page, request }) => {
    const mine = await apiGetAs<{ content: ApiSeller[] }>(request, 'seller', '/ops-supply/seller/search');
    expect(mine.content).toHaveLength(1);
    await loginPage.signInAs('seller');
    await page.goto('/seller-profiles');
    const table = new DataTablePO(page, 'Seller Profiles');
    await table.waitUntilLoaded();
    await expect(table.bodyRows).toHaveCount(1);
  });

  test('logistics adds a transporter by GSTIN', async ({ loginPage, page }) => {
    await loginPage.signInAs('logistics');
    await page.goto('/transporter-master');
    await page.getByRole('button', { name: 'Add Transporter' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Transporter' });
    const name = `Swift Roadways ${Date.now().toString().slice(-5)}`;
    await dialog.getByLabel(/^Transporter Name/).fill(name);
    await dialog.getByRole('button', { name: 'Add' }).click();
    await expect(dialog.getByText('Enter a GSTIN or a transporter id')).toBeVisible();
    await dialog.getByLabel(/^Transporter ID/).fill(`29AAACR${Date.now().toString().slice(-4)}K1ZZ`);
    await dialog.getByRole('button', { name: 'Add' }).click();
    await expect(dialog).toBeHidden();
    await page.getByLabel('Transporter Name').first().fill(name);
    await expect(page.getByRole('table', { name: 'Transporter Master' }).getByText(name)).toBeVisible();
  });
});
