import { expect, test } from '../support/fixtures';
import { consignmentsOf } from '../pages/consignments.page';

/**
 * The list, a detail and a dialog at desktop and phone width and in Hindi: nothing spills
 * sideways, and each view is kept as a screenshot in the test output for review.
 */
test.describe('consignment screens', () => {
  test.describe.configure({ timeout: 120_000 });
  const views = [
    { name: 'desktop-en', width: 1280, height: 800, language: 'English' },
    { name: 'phone-en', width: 390, height: 844, language: 'English' },
    { name: 'desktop-hi', width: 1280, height: 800, language: 'हिन्दी' },
    { name: 'phone-hi', width: 390, height: 844, language: 'हिन्दी' },
  ] as const;
  for (const view of views) {
    test(`list, detail and the POD dialog fit at ${view.name}`, async ({
      loginPage,
      shell,
      page,
      request,
    }) => {
      const [delivered] = await consignmentsOf(request, 'om', { consignmentStatus: ['DELIVERED'] });
      if (!delivered) throw new Error('The demo data has no delivered consignment');
      await page.setViewportSize({ width: view.width, height: view.height });
      await loginPage.signInAs('om');
      await shell.chooseLanguage(view.language);
      await expect(page.locator('html')).toHaveAttribute('lang', view.language === 'English' ? 'en' : 'hi');
      // Pictures for a person to look at, when DOM_E2E_SHOTS names a folder (not in CI).
      const dir = process.env.DOM_E2E_SHOTS;
      const shot = async (what: string) => {
        if (dir)
          await page.screenshot({ path: `${dir}/${view.name}-${what}.png`, fullPage: what !== 'dialog' });
      };

      await page.goto('/consignments#delivered');
      await expect(page.getByRole('table').or(page.getByTestId('row-card')).first()).toBeVisible();
      await expect(page.locator('.MuiSkeleton-root')).toHaveCount(0);
      expect(await shell.fitsHorizontally()).toBe(true);
      await shot('list');

      await page.goto(`/consignments/${delivered.consignmentKey}`);
      await expect(page.locator('h1 ~ [data-status="DELIVERED"]')).toBeVisible();
      expect(await shell.fitsHorizontally()).toBe(true);
      await shot('detail');

      await page
        .getByRole('toolbar')
        .getByRole('button')
        .filter({ hasText: /POD|पीओडी/ })
        .first()
        .click();
      await expect(page.getByRole('dialog')).toBeVisible();
      // Let the opening transition finish so the picture shows the dialog, not a fade.
      await page.waitForTimeout(600);
      await shot('dialog');
      await page.keyboard.press('Escape');
      await shell.chooseLanguage('English');
    });
  }
});
