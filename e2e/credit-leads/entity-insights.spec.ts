import { expect, test } from '../support/fixtures';
import { firstEntityKey } from '../pages/credit-leads.page';
import { apiSignIn } from '../support/api';

test.describe('buyer entity insights', () => {
  test.beforeEach(() => test.setTimeout(180_000));

  test('credit ops reads the entity’s insights: its figures, overdue by age and each buyer, as the API answers', async ({
    page,
    loginPage,
    request,
  }, testInfo) => {
    const entityKey = await firstEntityKey(request);
    const token = (await apiSignIn(request, 'credit')).access_token;
    const answer = await request.get(`/api/credit/lead/buyerEntity/insights/${entityKey}`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(answer.ok(), await answer.text()).toBe(true);
    const insights = (await answer.json()) as {
      total: { ordersCount: number; invoicesCount: number };
      buyers: { buyerName: string; buyerCode: string }[];
    };

    await loginPage.signInAs('credit');
    await page.goto(`/buyer-entity/${entityKey}`);
    await page.getByRole('tab', { name: /^Insights/ }).click();
    const byBuyer = page.getByRole('table', { name: 'Insights by buyer' });
    await expect(byBuyer).toBeVisible();
    for (const b of insights.buyers)
      await expect(byBuyer.getByRole('row', { name: new RegExp(`${b.buyerCode}`) })).toBeVisible();
    const fact = (label: string) => page.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('+ dd');
    await expect(fact('Orders')).toHaveText(String(insights.total.ordersCount));
    await expect(fact('Invoices')).toHaveText(String(insights.total.invoicesCount));
    await expect(page.getByRole('table', { name: 'Overdue by age' }).getByRole('row')).toHaveCount(5);
    await page.screenshot({ path: testInfo.outputPath('entity-insights-1280.png'), fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: testInfo.outputPath('entity-insights-390.png'), fullPage: true });
  });
});
