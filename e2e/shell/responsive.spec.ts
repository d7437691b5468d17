import { TabbedPagePO } from '../pages/tabbed-page.page';
import { apiGetAs } from '../pages/parties.page';
import { expect, test } from '../support/fixtures';

test.describe('layout', () => {
  for (const language of ['English', 'मराठी'] as const) {
    test(`nothing overflows sideways in ${language}`, async ({ loginPage, shell }) => {
      await loginPage.goto();
      await shell.chooseLanguage(language);
      expect(await shell.fitsHorizontally()).toBe(true);
      await loginPage.tabs.select('OTP');
      await expect(loginPage.tabs.panel.getByRole('textbox')).toBeVisible();
      expect(await shell.fitsHorizontally()).toBe(true);
      await shell.goto('/no-such-screen-with-a-rather-long-address-to-wrap');
      expect(await shell.fitsHorizontally()).toBe(true);
      await shell.chooseLanguage('English');
    });
  }

  test('a tab opened by its address, on a phone, is scrolled into view with its underline under it', async ({
    loginPage,
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const orders = await apiGetAs<{ content: { orderKey: string }[] }>(
      request,
      'admin',
      '/orders-v2/search',
      {
        pageSize: 20,
      },
    );
    const sellers = await apiGetAs<{ content: { sellerId: string }[] }>(
      request,
      'admin',
      '/ops-supply/seller/search',
    );
    const orderKey = orders.content[0]?.orderKey;
    const sellerId = sellers.content[0]?.sellerId;
    if (!orderKey || !sellerId) throw new Error('No order or seller in the demo data');
    await loginPage.signInAs('admin');
    // Far along the strip: the scroll buttons appear after the first layout and narrow it.
    await page.goto(`/sales-order/${orderKey}#order-documents`);
    const orderTabs = new TabbedPagePO(page, 'Order details');
    await expect(orderTabs.selected).toHaveText(/^Order Documents/);
    await orderTabs.expectSelectedInView();
    // The last tab, whose count arrives with the profile; then another tab by the address alone.
    await page.goto(`/seller-profiles/${sellerId}#documents`);
    const sellerTabs = new TabbedPagePO(page, 'Seller tabs');
    await expect(sellerTabs.selected).toHaveText(/^Documents \(\d+\)$/);
    await sellerTabs.expectSelectedInView();
    await page.goto(`/seller-profiles/${sellerId}#warehouses`);
    await expect(sellerTabs.selected).toHaveText(/^Warehouses/);
    await sellerTabs.expectSelectedInView();
  });
});
