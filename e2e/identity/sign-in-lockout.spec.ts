import { expectAccessible } from '../support/accessibility';
import { expect, test } from '../support/fixtures';

// Its own client address: the failures made here count against no other spec's sign-ins.
test.use({ extraHTTPHeaders: { 'X-Forwarded-For': '10.0.0.15' } });

test.describe('sign-in lock-out', () => {
  test('stays on the page with the time to retry until the user types again', async ({ loginPage, page }) => {
    // Five Argon2 checks and a 9-second wait: more than the default test time on a busy machine.
    test.setTimeout(120_000);
    await loginPage.goto();
    // A name that belongs to nobody locks exactly like a real one, and leaves the demo users alone.
    const name = `locked-out-${Date.now()}`;
    const attempt = async (password: string) => {
      const answer = page.waitForResponse((r) => r.url().endsWith('/api/auth/login'));
      await loginPage.signIn(name, password);
      return (await answer).status();
    };
    for (let i = 1; i <= 4; i++) expect(await attempt(`wrong-password-${i}`)).toBe(400);
    expect(await attempt('wrong-password-5')).toBe(429);

    const alert = page.getByTestId('sign-in-lockout');
    await expect(alert).toContainText(
      'Too many failed attempts. Sign-in is locked for 1 minute; please try again later.',
    );
    await expect(alert).toContainText(/You can try again at \d{1,2}:\d{2} (AM|PM)\./);
    // An error toast hides after 8 seconds; the lock-out is still there after 9.
    await page.waitForTimeout(9_000);
    await expect(alert).toBeVisible();
    await expectAccessible(page, '/login (locked out)');
    await loginPage.password.fill('a-new-try');
    await expect(alert).toHaveCount(0);
  });

  test("switching the language from the empty form shows no premature 'required'", async ({
    loginPage,
    page,
  }) => {
    await loginPage.goto();
    await expect(loginPage.username).toBeFocused();
    await page.getByRole('button', { name: 'हिन्दी' }).click();
    await page.getByRole('button', { name: 'English' }).click();
    await expect(loginPage.username).toBeVisible();
    await expect(page.getByText('This field is required')).toHaveCount(0);
  });
});
