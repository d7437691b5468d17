import { DEMO_PASSWORD, apiSignIn, findUser, setActive } from '../support/api';
import { expectAccessible } from '../support/accessibility';
import { expect, test } from '../support/fixtures';
import { otpFromServerLog, serverLogRecords } from '../support/server-log';
import type { Page } from '@playwright/test';

/** The landing route the server gives the signed-in user of this page. */
async function landingRouteOf(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const answer = await fetch('/api/auth/user', {
      headers: { Authorization: `Bearer ${localStorage.getItem('dom.accessToken') ?? ''}` },
    });
    return ((await answer.json()) as { landingRoute: string }).landingRoute;
  });
}

test.describe('sign-in', () => {
  test('as admin lands on the admin landing page with the full menu', async ({ loginPage, shell, page }) => {
    await loginPage.signInAs('admin');
    // The server still names the admin's first menu screen; sign-in lands on the root, the work
    // queue (issue 18).
    const landing = await landingRouteOf(page);
    expect(landing).toBe('/sales-order');
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');
    const arrivedAt = new URL(page.url()).pathname;
    await shell.showMenu();
    await shell.openMenuGroup('Control panel');
    await expect(shell.menuItem('HR Portal')).toBeVisible();
    await expect(shell.menuItem('Profile')).toBeVisible();
    await expect(shell.menuItem('Auth Management')).toBeVisible();
    await expectAccessible(page, `${arrivedAt} as admin`);
  });

  test('as seller shows the seller menu, without the admin entries', async ({ loginPage, shell, page }) => {
    await loginPage.signInAs('seller');
    await shell.expectPath('/');
    await expect(shell.heading).toHaveText('Welcome, Ramesh Agarwal');
    // The seller portal's built screens are in the menu; no admin entry shows.
    const home = page.getByRole('main');
    await expect(home.getByRole('link', { name: 'Consignments', exact: true })).toBeVisible();
    await expect(home.getByRole('link', { name: 'Invoices', exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sales Orders' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'HR Portal' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Profile' })).toHaveCount(0);
  });

  test("a wrong password shows the server's message", async ({ loginPage, shell, page }) => {
    await loginPage.goto();
    const answer = page.waitForResponse((r) => r.url().endsWith('/api/auth/login'));
    await loginPage.signIn('rm', 'not-the-password');
    const response = await answer;
    expect(response.status()).toBe(400);
    const { message } = (await response.json()) as { message: string };
    await expect(shell.toast).toHaveText(message);
    await shell.expectPath('/login');
  });

  test('returns to the address first asked for, with its query and hash', async ({
    loginPage,
    shell,
    page,
  }) => {
    await page.goto('/hr-portal?search=rm#top');
    await shell.expectPath('/login');
    await loginPage.signIn('admin', DEMO_PASSWORD);
    await shell.expectPath('/hr-portal');
    const url = new URL(page.url());
    expect(url.search).toBe('?search=rm');
    expect(url.hash).toBe('#top');
  });

  test('with a one-time password read from the server log', async ({ loginPage, shell, page, request }) => {
    const admin = await apiSignIn(request, 'admin');
    const rm = await findUser(request, admin.access_token, 'rm');
    expect(rm.phone).not.toBeNull();
    await loginPage.goto('#otp');
    await loginPage.mobileNumber.fill((rm.phone ?? '').replace(/^\+91/, ''));
    const before = serverLogRecords().length;
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await expect(page.getByRole('button', { name: /Resend OTP in \d+ s/ })).toBeDisabled();
    const code = await otpFromServerLog('rm', before);
    await loginPage.otpBoxes.first().fill(code);
    await page.getByRole('button', { name: 'Verify OTP' }).click();
    // Every sign-in lands on the root, the user's work queue (issue 18).
    await shell.expectPath('/');
    await expect(shell.heading).toHaveText('Welcome, Priya Nair');
  });

  test('log-out calls the server and goes to /login; the language survives', async ({
    loginPage,
    shell,
    page,
  }) => {
    await loginPage.signInAs('hr');
    await shell.chooseLanguage('मराठी');
    const logout = page.waitForResponse((r) => r.url().endsWith('/api/auth/logout'));
    await page.getByRole('button', { name: /^(Account of |.*खाते)/ }).click();
    await page.getByRole('menuitem').last().click();
    expect((await logout).ok()).toBe(true);
    await shell.expectPath('/login');
    expect(await shell.documentLanguage()).toBe('mr');
    await shell.chooseLanguage('English');
  });
});

test.describe('session', () => {
  test('an expired access token is refreshed silently', async ({ loginPage, shell, page }) => {
    await loginPage.signInAs('admin');
    // Whatever call comes next (this page's or the next one's) must renew the token first.
    const refresh = page.waitForResponse((r) => r.url().endsWith('/api/oauth2/token'));
    const expired = await page.evaluate(() => {
      const [header, , signature] = (localStorage.getItem('dom.accessToken') ?? '').split('.');
      const claims = btoa(JSON.stringify({ sub: 'admin', exp: Math.floor(Date.now() / 1000) - 60 }));
      const token = `${header}.${claims.replace(/=+$/, '')}.${signature}`;
      localStorage.setItem('dom.accessToken', token);
      return token;
    });
    await page.goto('/hr-portal');
    expect((await refresh).ok()).toBe(true);
    await expect(shell.heading).toHaveText('HR Portal');
    await expect(page.getByRole('table', { name: 'Users' })).toBeVisible();
    const stored = await page.evaluate(() => localStorage.getItem('dom.accessToken'));
    expect(stored).not.toBe(expired);
    await shell.expectPath('/hr-portal');
  });

  test('a deactivated user is signed out at the next call', async ({ loginPage, shell, page, request }) => {
    await loginPage.signInAs('cm');
    await shell.goto('/my-profile');
    const admin = await apiSignIn(request, 'admin');
    const cm = await findUser(request, admin.access_token, 'cm');
    await setActive(request, admin.access_token, cm.id, false);
    try {
      await page.getByLabel(/^Current password/).fill('anything-at-all');
      await page.getByLabel(/^New password/).fill('a-new-password-1');
      await page.getByLabel(/^Confirm new password/).fill('a-new-password-1');
      await page.getByRole('button', { name: 'Change password' }).click();
      await expect(shell.toast).toHaveText('Your session has expired. Please log in again.');
      await shell.expectPath('/login');
      expect(await page.evaluate(() => localStorage.getItem('dom.refreshToken'))).toBeNull();
    } finally {
      await setActive(request, admin.access_token, cm.id, true);
    }
  });
});
