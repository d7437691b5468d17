import { expectAccessible } from '../support/accessibility';
import { expect, test } from '../support/fixtures';
import { DataTablePO } from '../pages/data-table.page';
import { apiGetAs } from '../pages/parties.page';

interface SellerInvoice {
  id: string;
  invoiceNumber: string;
  sellerId: string;
}

test.describe('seller portal invoices', () => {
  test.beforeEach(() => test.setTimeout(120_000));

  test('a seller lists only its own invoices and opens one', async ({ loginPage, page, request }) => {
    const mine = await apiGetAs<{ content: SellerInvoice[] }>(request, 'seller', '/seller/invoices', {
      pageSize: 100,
    });
    const [invoice] = mine.content;
    if (!invoice) throw new Error('The demo data gives the seller no invoice');
    expect(new Set(mine.content.map((i) => i.sellerId)).size).toBe(1);

    await loginPage.signInAs('seller');
    await page.goto('/invoices');
    const table = new DataTablePO(page, 'Invoices');
    await table.waitUntilLoaded();
    await expectAccessible(page, '/invoices as seller');
    await page.getByLabel('Invoice Number').first().fill(invoice.invoiceNumber);
    await expect(table.bodyRows.filter({ hasText: invoice.invoiceNumber })).toHaveCount(1);
    await table.bodyRows.filter({ hasText: invoice.invoiceNumber }).click();
    await expect(page).toHaveURL(new RegExp(`/invoices/${invoice.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Invoice Details' })).toBeVisible();
    await expect(page.getByText('Settlement Details')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Request Revision' })).toHaveCount(0);
  });
});
