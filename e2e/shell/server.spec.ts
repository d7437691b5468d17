import { expect, test } from '../support/fixtures';

test.describe('one origin', () => {
  test('serves the API and the app side by side', async ({ request }) => {
    const health = await request.get('/api/health');
    expect(health.ok()).toBe(true);
    expect(await health.json()).toMatchObject({ status: 'ok' });
    const page = await request.get('/some/deep/link');
    expect(page.ok()).toBe(true);
    expect(await page.text()).toContain('<div id="root">');
  });
});
