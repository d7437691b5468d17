import { expect, test } from '../support/fixtures';

test.describe('sign-in page', () => {
  test("shows 'Distributed Order Management'", async ({ loginPage, page }) => {
    await loginPage.goto();
    await expect(loginPage.heading).toHaveText('Distributed Order Management');
    await expect(page).toHaveTitle(/DOM/);
    await expect(loginPage.tabs.selected).toHaveText('Password');
  });

  test('a visitor without a session is sent from the root to /login', async ({ page, shell }) => {
    await page.goto('/');
    await shell.expectPath('/login');
    await expect(page.getByRole('heading', { name: 'Distributed Order Management' })).toBeVisible();
  });

  test('marks mandatory fields and shows errors only after they were touched', async ({
    loginPage,
    page,
  }) => {
    await loginPage.goto();
    await expect(page.getByText('This field is required')).toHaveCount(0);
    await loginPage.username.focus();
    await loginPage.password.focus();
    await expect(page.getByText('This field is required')).toHaveCount(1);
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(page.getByText('This field is required')).toHaveCount(2);
  });

  test("shows the server's answer when sign-in does not succeed", async ({ loginPage, shell, page }) => {
    await loginPage.goto();
    const answer = page.waitForResponse((response) => response.url().endsWith('/api/auth/login'));
    await loginPage.signIn('nobody', 'not-the-password');
    expect((await answer).ok()).toBe(false);
    await expect(shell.toast).toBeVisible();
    await expect(shell.toast).not.toHaveText('');
  });

  test('the OTP tab asks for a mobile number with India +91 by default', async ({ loginPage, page }) => {
    await loginPage.goto('#otp');
    await expect(loginPage.tabs.selected).toHaveText('OTP');
    await expect(loginPage.mobileNumber).toBeVisible();
    await expect(page.getByRole('combobox', { name: /Code/ })).toHaveValue('+91');
    await loginPage.mobileNumber.fill('12345');
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await expect(page.getByText('Enter a valid 10-digit phone number')).toBeVisible();
  });
});
