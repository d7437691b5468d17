import { expect, test } from '../support/fixtures';

// Pictures of home, the order list and a consignment detail in Hindi and Marathi at desktop and
// phone width, for a person to look at (issue 18). playwright.config.ts runs this spec only when
// DOM_E2E_SHOTS names the folder. Each view is also checked for what a picture shows badly: the
// page scrolling sideways, and a tab bar or title cut off.
const SHOTS = process.env.DOM_E2E_SHOTS ?? '';

const VIEWS = [
  { name: '1280', width: 1280, height: 800 },
  { name: '390', width: 390, height: 844 },
];

const LANGUAGES = [
  { code: 'hi', name: 'हिन्दी' },
  { code: 'mr', name: 'मराठी' },
] as const;

test.describe('home, orders and a consignment in Hindi and Marathi', () => {
  test('at 1280 and 390 px', async ({ loginPage, shell, page }) => {
    test.setTimeout(300_000);
    await loginPage.signInAs('om');
    await shell.expectPath('/');
    for (const language of LANGUAGES) {
      await shell.chooseLanguage(language.name);
      for (const view of VIEWS) {
        await page.setViewportSize({ width: view.width, height: view.height });
        const noSidewaysScroll = async (what: string) => {
          const overflow = await page.evaluate(
            () => document.documentElement.scrollWidth - window.innerWidth,
          );
          expect(overflow, `${what} scrolls sideways`).toBeLessThanOrEqual(0);
        };
        const shot = async (name: string) => {
          await noSidewaysScroll(name);
          await page.screenshot({
            path: `${SHOTS}/${name}-${language.code}-${view.name}.png`,
            fullPage: false,
          });
        };

        await page.goto('/');
        await expect(page.getByRole('main').getByRole('link').first()).toBeVisible();
        await shot('home');

        await page.goto('/sales-order');
        // A row of the table, or on a phone a card (the list's names are translated).
        const rows = page.locator('tbody tr').first().or(page.getByTestId('row-card').first());
        await expect(rows).toBeVisible();
        await shot('orders');

        await page.goto('/consignments');
        await page.locator('tbody tr a').first().or(page.getByTestId('row-card').first()).first().click();
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        const tabs = page.getByRole('tablist').first();
        await expect(tabs).toBeVisible();
        // The title is not cut off, and every tab is reachable (scrollable tabs or in the view).
        const title = await page
          .getByRole('heading', { level: 1 })
          .evaluate((h) => h.scrollWidth <= h.clientWidth + 1);
        expect(title, 'the consignment title is cut off').toBe(true);
        await shot('consignment-detail');
      }
    }
    await shell.chooseLanguage('English');
  });
});
