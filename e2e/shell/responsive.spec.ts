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
});
