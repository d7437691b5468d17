import { expect, test } from '../support/fixtures';

// The sign-in page is a TabbedPage, so the tab rules can be seen without a session.
test.describe('tabs in the address', () => {
  test('the hash selects the tab and a click writes it', async ({ loginPage, page }) => {
    await loginPage.goto('#otp');
    await expect(loginPage.tabs.selected).toHaveText('OTP');
    await loginPage.tabs.select('Password');
    expect(await loginPage.tabs.hash()).toBe('#password');
    await page.goBack();
    await expect(loginPage.tabs.selected).toHaveText('OTP');
  });

  test('the redirect parameter pre-selects a tab and gives way to the hash', async ({ loginPage, page }) => {
    await loginPage.goto('?redirect=otp');
    await expect(loginPage.tabs.selected).toHaveText('OTP');
    await expect.poll(() => new URL(page.url()).hash).toBe('#otp');
    expect(new URL(page.url()).searchParams.has('redirect')).toBe(false);
  });

  test('an unknown tab id falls back to the first tab', async ({ loginPage, page }) => {
    await loginPage.goto('#no-such-tab');
    await expect(loginPage.tabs.selected).toHaveText('Password');
    await expect.poll(() => new URL(page.url()).hash).toBe('#password');
  });

  test('the selected tab survives a reload', async ({ loginPage, page }) => {
    await loginPage.goto();
    await loginPage.tabs.select('OTP');
    await page.reload();
    await expect(loginPage.tabs.selected).toHaveText('OTP');
  });
});
