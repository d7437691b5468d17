import { expect, test } from '../support/fixtures';

// Pictures of the two big list screens (orders, consignments) at desktop and phone width, for a
// person to look at. playwright.config.ts runs this spec only when DOM_E2E_SHOTS names the folder.
const SHOTS = process.env.DOM_E2E_SHOTS ?? '';

const VIEWS = [
  { name: '1280', width: 1280, height: 800 },
  { name: '390', width: 390, height: 844 },
];

test.describe('list screens as pictures', () => {
  test('sales orders and consignments at 1280 and 390 px', async ({ loginPage, page }) => {
    test.setTimeout(180_000);
    await loginPage.signInAs('admin');
    for (const view of VIEWS) {
      await page.setViewportSize({ width: view.width, height: view.height });
      for (const screen of [
        { name: 'sales-orders', path: '/sales-order', table: 'Orders' },
        { name: 'consignments', path: '/consignments', table: 'Consignments' },
      ]) {
        await page.goto(screen.path);
        // A phone shows the rows as cards (a list under the table's name).
        const rows = page
          .getByRole('table', { name: screen.table })
          .getByRole('row')
          .nth(1)
          .or(page.getByRole('list', { name: screen.table }).getByTestId('row-card').first());
        await expect(rows).toBeVisible();
        // The list never makes the page scroll sideways; only the table's own box may.
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow).toBeLessThanOrEqual(0);
        await page.screenshot({ path: `${SHOTS}/${screen.name}-${view.name}.png`, fullPage: true });
      }
      // A consignment's detail: the one primary action, the rest in a menu, the facts early.
      await page.goto('/consignments');
      await page
        .getByRole('table', { name: 'Consignments' })
        .getByRole('link')
        .first()
        .or(page.getByRole('list', { name: 'Consignments' }).getByRole('link').first())
        .click();
      await expect(page.getByRole('heading', { level: 1 })).toContainText('Consignment');
      await expect(page.getByRole('tab', { name: /Line Items/ })).toBeVisible();
      await page.screenshot({ path: `${SHOTS}/consignment-detail-${view.name}.png`, fullPage: false });
    }
  });
});
