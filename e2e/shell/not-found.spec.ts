import { expect, test } from '../support/fixtures';

test.describe('unknown addresses', () => {
  test('show a clear not-found page with a way home', async ({ shell, page }) => {
    await shell.goto('/no-such-screen?x=1');
    await expect(shell.heading).toHaveText('Page not found');
    await expect(page.getByText('/no-such-screen')).toBeVisible();
    await page.getByRole('link', { name: 'Go to the home page' }).click();
    // Home needs a session, so a visitor lands on sign-in.
    await shell.expectPath('/login');
  });

  test('are answered by the app, not by the server, even deep down', async ({ shell }) => {
    await shell.goto('/a/b/c');
    await expect(shell.heading).toHaveText('Page not found');
  });
});
