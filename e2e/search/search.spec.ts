import type { APIRequestContext } from '@playwright/test';
import { apiSignIn } from '../support/api';
import { expect, test } from '../support/fixtures';
import { SearchPO } from '../pages/search.page';

/** An order the user may see, read from the order list as the screen would. */
async function anOrderKey(request: APIRequestContext, username: string) {
  const { access_token } = await apiSignIn(request, username);
  const answer = await request.get('/api/orders-v2/search?pageSize=20&orderStates=ORDER_APPROVED', {
    headers: { Authorization: `Bearer ${access_token}` },
  });
  expect(answer.ok()).toBe(true);
  const page = (await answer.json()) as { content: { orderKey: string }[] };
  const key = page.content[3]?.orderKey;
  if (!key) throw new Error(`${username} sees no order`);
  return key;
}

test.describe('global search', () => {
  test('as om, Ctrl-K, part of an order number, Enter opens the order', async ({
    loginPage,
    shell,
    page,
    request,
  }) => {
    const key = await anOrderKey(request, 'om');
    await loginPage.signInAs('om');
    await shell.expectPath('/');
    const search = new SearchPO(page);
    await search.openWithKeyboard();
    // Six digits of the number, in lower case: partial and case-insensitive.
    const part = key.slice(-6).toLowerCase();
    await search.input.fill(part);
    await expect(search.option(new RegExp(key)).first()).toBeVisible();
    await expect(search.dialog.getByRole('group', { name: 'Sales orders' })).toBeVisible();
    await expect(search.option(new RegExp(key)).first()).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Enter');
    await shell.expectPath(`/sales-order/${key}`);
    await expect(search.dialog).toHaveCount(0);
  });

  test('`/` opens it, arrows move, Esc closes; too short a term asks for more', async ({
    loginPage,
    page,
  }) => {
    await loginPage.signInAs('om');
    const search = new SearchPO(page);
    await page.getByRole('main').click();
    await page.keyboard.press('/');
    await expect(search.input).toBeFocused();
    await search.input.fill('so');
    await expect(search.dialog.getByRole('status')).toHaveText('Type at least 3 characters.');
    await search.input.fill('SO0000');
    const options = search.dialog.getByRole('option');
    await expect(options.first()).toBeVisible();
    await expect(options.first()).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowDown');
    await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Escape');
    await expect(search.dialog).toHaveCount(0);
  });
});

test.describe('role homes', () => {
  test('om lands on / with awaiting approval, delayed and blocked, each opening its list', async ({
    loginPage,
    shell,
    page,
  }) => {
    await loginPage.signInAs('om');
    await shell.expectPath('/');
    const search = new SearchPO(page);
    await expect(search.section('Orders needing you')).toBeVisible();
    await expect(search.tile(/^Delayed: [\d,]+\+?$/)).toBeVisible();
    await expect(search.tile(/^RPT Blocked: [\d,]+\+?$/)).toBeVisible();
    await search.tile(/^Awaiting approval: /).click();
    await shell.expectPath('/sales-order');
    expect(new URL(page.url()).searchParams.getAll('orderStates')).toEqual(['ORDERED']);
  });

  test('logistics lands on / with dispatch, expiring e-way bills and stuck by status', async ({
    loginPage,
    shell,
    page,
  }) => {
    await loginPage.signInAs('logistics');
    await shell.expectPath('/');
    const search = new SearchPO(page);
    await expect(search.tile(/^E-way bills expiring today: /)).toBeVisible();
    await expect(search.tile(/^E-way bills expiring tomorrow: /)).toBeVisible();
    await expect(search.section('Stuck by status').getByRole('link')).toHaveCount(7);
    await search.tile(/^Ready to dispatch: /).click();
    await shell.expectPath('/consignments');
    expect(new URL(page.url()).searchParams.getAll('consignmentStatus')).toEqual(['READY_FOR_SHIPMENT']);
  });

  for (const user of ['rm', 'finance'] as const) {
    test(`${user} lands on / with overdue receivables by ageing bucket`, async ({
      loginPage,
      shell,
      page,
    }) => {
      await loginPage.signInAs(user);
      await shell.expectPath('/');
      const search = new SearchPO(page);
      const buckets = search.section('Overdue by ageing');
      await expect(buckets.getByRole('heading', { level: 3 })).toHaveText([
        '1-30 days overdue',
        '31-60 days overdue',
        '61-90 days overdue',
        '90+ days overdue',
      ]);
      const buyers = search.section('Most overdue buyers').getByRole('link');
      if ((await buyers.count()) > 0) {
        await buyers.first().click();
        await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/buyer\/[0-9a-f-]{36}$/);
      }
    });
  }

  test('cm lands on / with the RFQs to source, opening the RFQ list on its tab with the same count', async ({
    loginPage,
    shell,
    page,
  }) => {
    await loginPage.signInAs('cm');
    await shell.expectPath('/');
    const search = new SearchPO(page);
    await expect(search.section('RFQs to source')).toBeVisible();
    await expect(search.tile(/^Delayed: [\d,]+\+?$/)).toBeVisible();
    await expect(search.tile(/^RPT Blocked: [\d,]+\+?$/)).toBeVisible();
    const tile = search.tile(/^Sourcing required: /);
    const count = ((await tile.getAttribute('aria-label')) ?? '').replace(/^.*: /, '');
    await tile.click();
    await shell.expectPath('/rfq-enquiries');
    expect(new URL(page.url()).hash).toBe('#sourcing');
    // The tab it opens is selected and counts what the tile counted.
    await expect(page.getByRole('tab', { selected: true })).toContainText(count);
  });

  test("tm lands on / with its buyers' overdue receivables; admin on the orders needing attention", async ({
    loginPage,
    shell,
    page,
  }) => {
    await loginPage.signInAs('tm');
    await shell.expectPath('/');
    const search = new SearchPO(page);
    await expect(search.section('Overdue by ageing').getByRole('heading', { level: 3 })).toHaveCount(4);
    await shell.logOut();
    await loginPage.signInAs('admin');
    await shell.expectPath('/');
    await expect(search.section('Orders needing you')).toBeVisible();
    await search.tile(/^RPT Blocked: /).click();
    await shell.expectPath('/sales-order');
    expect(new URL(page.url()).searchParams.getAll('orderStates')).toEqual(['RPT_BLOCKED']);
  });

  test('seller lands on / with to acknowledge, to pack and payouts due', async ({
    loginPage,
    shell,
    page,
  }) => {
    await loginPage.signInAs('seller');
    await shell.expectPath('/');
    const search = new SearchPO(page);
    await expect(search.tile(/^To pack: /)).toBeVisible();
    await expect(search.tile(/^Payouts due: /)).toBeVisible();
    await search.tile(/^To acknowledge: /).click();
    await shell.expectPath('/consignments');
    expect(new URL(page.url()).searchParams.getAll('consignmentStatus')).toEqual(['REQUESTED']);
  });
});
