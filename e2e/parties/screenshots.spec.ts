import { expect, test } from '../support/fixtures';
import { apiGetAs, buyersOf } from '../pages/parties.page';

// Pictures of the main party screens at desktop and phone width and in Hindi, for a person to look at.
// playwright.config.ts runs this spec only when DOM_E2E_SHOTS names the folder for them.
const SHOTS = process.env.DOM_E2E_SHOTS ?? '';

test.describe('party screens as pictures', () => {
  test.beforeEach(() => test.setTimeout(180_000));

  test('buyer list, buyer profile and seller profile', async ({ loginPage, shell, page, request }) => {
    const [buyer] = await buyersOf(request, 'admin');
    const sellers = await apiGetAs<{ content: { sellerId: string; sellerName: string }[] }>(
      request,
      'admin',
      '/ops-supply/seller/search',
    );
    const seller = sellers.content[0];
    if (!buyer || !seller) throw new Error('No buyer or seller in the demo data');
    await loginPage.signInAs('admin');
    const screens = [
      { name: 'buyer-list', path: '/buyer', ready: page.getByRole('table', { name: /Buyers|खरीदार/ }) },
      { name: 'buyer-profile', path: `/buyer/${buyer.buyerId}#contacts`, ready: page.getByRole('tablist') },
      {
        name: 'buyer-payments',
        path: `/buyer/${buyer.buyerId}#payments`,
        ready: page.getByRole('region').first(),
      },
      {
        name: 'seller-profile',
        path: `/seller-profiles/${seller.sellerId}#warehouses`,
        ready: page.getByRole('tablist'),
      },
    ];
    for (const [label, width] of [
      ['1280', 1280],
      ['390', 390],
    ] as const) {
      await page.setViewportSize({ width, height: 900 });
      for (const s of screens) {
        await page.goto(s.path);
        await expect(s.ready).toBeVisible();
        await expect(page.locator('[data-testid="skeleton-row"]')).toHaveCount(0);
        await page.screenshot({ path: `${SHOTS}/${s.name}-${label}.png`, fullPage: true });
      }
    }
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/buyer');
    await shell.chooseLanguage('हिन्दी');
    for (const s of screens) {
      await page.goto(s.path);
      await expect(s.ready).toBeVisible();
      await expect(page.locator('[data-testid="skeleton-row"]')).toHaveCount(0);
      await page.screenshot({ path: `${SHOTS}/${s.name}-hi.png`, fullPage: true });
    }
    await shell.chooseLanguage('English');
  });
});
