import { DEMO_PASSWORD, apiSignIn } from '../support/api';
import { expectAccessible } from '../support/accessibility';
import { expect, test } from '../support/fixtures';
import { otpFromServerLog, serverLogRecords } from '../support/server-log';

test.describe('forgot password', () => {
  test('a new user sets their first password with a code to their phone, then signs in with it', async ({
    loginPage,
    shell,
    page,
    request,
  }) => {
    // Several sign-ins and dialogs: longer than one screen's check.
    test.setTimeout(90_000);
    // A user of this run's own: the demo logins keep their password for the other specs.
    const id = Date.now().toString(36);
    const username = `reset-${id}`;
    const phone = `+919${String(Date.now()).slice(-9)}`;
    const admin = await apiSignIn(request, 'admin', DEMO_PASSWORD);
    const created = await request.post('/api/authorization/users', {
      data: { username, displayName: 'Reset Tester', phone, roles: ['EMPLOYEE'], businessUnits: [] },
      headers: { Authorization: `Bearer ${admin.access_token}` },
    });
    expect(created.status(), await created.text()).toBe(201);
    // The answer carries no password: the new user sets their first one with a code to their phone.
    expect(JSON.stringify(await created.json())).not.toMatch(/password/i);

    await loginPage.goto();
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
    await loginPage.username.fill(username);
    const before = serverLogRecords().length;
    await page.getByRole('button', { name: 'Send code' }).click();
    await expect(page.getByText(`If the account ${username} exists`)).toBeVisible();
    const code = await otpFromServerLog(username, before);
    await expectAccessible(page, '/login forgot password');

    await loginPage.otpBoxes.first().fill(code);
    const newPassword = page.getByLabel(/^New password/).and(page.locator('input'));
    const confirm = page.getByLabel(/^Confirm new password/).and(page.locator('input'));
    // The server's policy: a common password is refused, and the code is not spent by it.
    await newPassword.fill('password123');
    await confirm.fill('password123');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect(
      page.getByText('This password is too common. Choose one that is harder to guess.'),
    ).toBeVisible();

    const chosen = `Quiet-river-${id}`;
    await newPassword.fill(chosen);
    await confirm.fill(chosen);
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect(shell.toast).toHaveText(
      'Your password has been changed. Please sign in with the new password.',
    );
    await expect(loginPage.username).toHaveValue(username);

    await loginPage.password.fill(chosen);
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect.poll(() => new URL(page.url()).pathname).not.toBe('/login');
    await shell.goto('/my-profile');
    await expect(page.getByText(username, { exact: true })).toBeVisible();
  });
});
