import { DataTablePO } from '../pages/data-table.page';
import { FilterBarPO } from '../pages/filter-bar.page';
import { expect, test } from '../support/fixtures';

test.describe('permissions', () => {
  test('admin browses permissions', async ({ loginPage, shell, page }) => {
    // Searches, a filter and a reload, each waited for: longer than one screen's check.
    test.setTimeout(60_000);
    await loginPage.signInAs('admin');
    await shell.goto('/permissions');
    await expect(shell.heading).toHaveText('Permissions');
    const table = new DataTablePO(page, 'Permissions');
    const filters = new FilterBarPO(page);

    await filters.search('Search permissions', 'Hr_Portal', 'search');
    await expect(table.bodyRows).toHaveCount(1);
    const row = table.bodyRows.first();
    await expect(row).toContainText('Display_Hr_Portal');
    await expect(row).toContainText('Menu screens');
    await expect(row).toContainText('View');
    await expect(row).toContainText('Admin');

    await filters.search('Search permissions', '', 'search');
    await filters.select('Area', 'Approvals');
    await expect.poll(() => new URL(page.url()).searchParams.get('family')).toBe('approval');
    await table.waitUntilLoaded();
    const areas = await table.columnTexts('Area');
    expect(areas.length).toBeGreaterThan(0);
    expect(new Set(areas)).toEqual(new Set(['Approvals']));

    await page.reload();
    await table.waitUntilLoaded();
    expect(new Set(await table.columnTexts('Area'))).toEqual(new Set(['Approvals']));
    await filters.search('Search permissions', 'no-such-permission', 'search');
    await expect(page.getByText('There are no items to display')).toBeVisible();
  });
});
