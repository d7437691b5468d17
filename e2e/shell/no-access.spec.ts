import { expect, test } from '../support/fixtures';

test.describe('screens without the permission', () => {
  test('rm opening /quotations or /permissions directly sees a no-access page, not an empty list', async ({
    loginPage,
    shell,
    page,
  }) => {
    await loginPage.signInAs('rm');
    await shell.expectPath('/');
    // The page asks the server for nothing it would refuse: no list call, so no refusal toast.
    const refused: string[] = [];
    page.on('response', (r) => {
      if (r.status() === 403) refused.push(r.url());
    });
    for (const path of ['/quotations', '/permissions']) {
      await shell.goto(path);
      await expect(shell.heading).toHaveText('No access to this screen');
      await expect(page.getByText(`permission to open ${path}`)).toBeVisible();
      await expect(page.getByRole('table')).toHaveCount(0);
    }
    expect(refused).toEqual([]);
    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await shell.expectPath('/');
    // A screen the rm holds opens as before.
    await shell.goto('/sales-order');
    await expect(shell.heading).not.toHaveText('No access to this screen');
  });

  test('in Hindi the page says so in Hindi', async ({ loginPage, shell, page }) => {
    await loginPage.signInAs('rm');
    await shell.expectPath('/');
    await shell.chooseLanguage('हिन्दी');
    await shell.goto('/quotations');
    await expect(shell.heading).toHaveText('इस स्क्रीन तक पहुँच नहीं');
    await expect(page.getByRole('link', { name: 'मुखपृष्ठ पर जाएँ' })).toBeVisible();
  });
});
