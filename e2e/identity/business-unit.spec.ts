import type { Page } from '@playwright/test';
import { apiSignIn } from '../support/api';
import { expect, test } from '../support/fixtures';

/** Chooses a unit in the header and answers the permissions the app then fetched for it. */
async function switchTo(page: Page, unit: 'DIRECT' | 'UBS'): Promise<string[]> {
  const answer = page.waitForResponse(
    (r) =>
      r.url().includes('/api/authorization/permissions/') &&
      new URL(r.url()).searchParams.get('businessUnit') === unit,
  );
  await page.getByRole('combobox', { name: 'Business unit' }).click();
  await page.getByRole('option', { name: new RegExp(`^${unit}`) }).click();
  const response = await answer;
  expect(response.ok()).toBe(true);
  // The call names the unit too: the server holds unit-specific actions only in the active unit.
  expect(response.request().headers()['x-business-unit']).toBe(unit);
  return ((await response.json()) as { permissions: string[] }).permissions;
}

test.describe('business unit', () => {
  test('switching the unit re-scopes the permissions without reloading the page', async ({
    loginPage,
    shell,
    page,
  }) => {
    await loginPage.signInAs('admin');
    await shell.goto('/hr-portal');
    await page.evaluate(() => {
      (window as unknown as { stillHere: boolean }).stillHere = true;
    });
    const ubs = await switchTo(page, 'UBS');
    expect(ubs).toContain('Send_Quote_UBS');
    expect(ubs).not.toContain('Send_Quote_Direct');
    const direct = await switchTo(page, 'DIRECT');
    expect(direct).toContain('Send_Quote_Direct');
    expect(direct).toContain('Send_Quote_UTCL');
    expect(direct).not.toContain('Send_Quote_UBS');
    expect(await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem('dom.businessUnit'))).toBe('DIRECT');
    await expect(shell.heading).toHaveText('HR Portal');
  });

  test('a user of one unit is offered only that unit, and the server refuses another', async ({
    loginPage,
    page,
    request,
  }) => {
    await loginPage.signInAs('rm');
    await page.getByRole('combobox', { name: 'Business unit' }).click();
    await expect(page.getByRole('option')).toHaveCount(1);
    await expect(page.getByRole('option').first()).toContainText('DIRECT');
    await page.keyboard.press('Escape');

    const { access_token } = await apiSignIn(request, 'rm');
    const headers = { Authorization: `Bearer ${access_token}` };
    const me = (await (await request.get('/api/auth/user', { headers })).json()) as { roles: string[] };
    const refused = await request.get(`/api/authorization/permissions/${me.roles.join(',')}`, {
      params: { businessUnit: 'UBS' },
      headers,
    });
    expect(refused.status()).toBe(400);
    expect(((await refused.json()) as { message: string }).message).toContain(
      'You do not work in this business unit',
    );
  });
});
