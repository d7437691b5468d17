import { expect, test } from '../support/fixtures';
import { apiGetAs, buyersOf } from '../pages/parties.page';
import { TabbedPagePO } from '../pages/tabbed-page.page';

// Pictures of the main party screens at desktop and phone width and in Hindi, for a person to look at.
// playwright.config.ts runs this spec only when DOM_E2E_SHOTS names the folder for them.
const SHOTS = process.env.DOM_E2E_SHOTS ?? '';

test.describe('party screens as pictures', () => {
  test.beforeEach(() => test.setTimeout(180_000));

  test('buyer list, buyer profile and seller profile', async ({ loginPage, shell, page, request }) => {
    const [buyer] = await buyersOf(request, 'admin');
    const sellers = await apiGetAs<{ content: { sellerId: string; sellerName: string }[] }>(
      request,
      'admin',
      '/ops-supply/seller/search',
    );
    const seller = sellers.content[0];
    if (!buyer || !seller) throw new Error('No buyer or seller in the demo data');
    await loginPage.signInAs('admin');
    const screens = [
      { name: 'buyer-list', path: '/buyer', ready: page.getByRole('table', { name: /Buyers|खरीदार/ }) },
      { name: 'buyer-profile', path: `/buyer/${buyer.buyerId}#contacts`, ready: page.getByRole('tablist') },
      {
        name: 'buyer-payments',
        path: `/buyer/${buyer.buyerId}#payments`,
        ready: page.getByRole('region').first(),
      },
      {
        name: 'seller-profile',
        path: `/seller-profiles/${seller.sellerId}#warehouses`,
        ready: page.getByRole('tablist'),
      },
      {
        name: 'seller-documents',
        path: `/seller-profiles/${seller.sellerId}#documents`,
        ready: page
          .getByRole('table', { name: /Documents|दस्तावेज़/ })
          .getByRole('row')
          .nth(1),
      },
    ];
    for (const [label, width] of [
      ['1280', 1280],
      ['390', 390],
    ] as const) {
      await page.setViewportSize({ width, height: 900 });
      for (const s of screens) {
        await page.goto(s.path);
        await expect(s.ready).toBeVisible();
        await expect(page.locator('[data-testid="skeleton-row"]')).toHaveCount(0);
        // Not in the middle of the tab strip's scroll and underline animations.
        if ((await page.getByRole('tablist').count()) > 0)
          await new TabbedPagePO(page, /./).expectSelectedInView();
        await page.screenshot({ path: `${SHOTS}/${s.name}-${label}.png`, fullPage: true });
      }
    }
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/buyer');
    await shell.chooseLanguage('हिन्दी');
    for (const s of screens) {
      await page.goto(s.path);
      await expect(s.ready).toBeVisible();
      await expect(page.locator('[data-testid="skeleton-row"]')).toHaveCount(0);
      if ((await page.getByRole('tablist').count()) > 0)
        await new TabbedPagePO(page, /./).expectSelectedInView();
      await page.screenshot({ path: `${SHOTS}/${s.name}-hi.png`, fullPage: true });
    }
    await shell.chooseLanguage('English');
  });

  test('buyer and seller tabs, invoice detail with its actions', async ({
    loginPage,
    shell,
    page,
    request,
  }) => {
    const sellers = await apiGetAs<{ content: { sellerId: string }[] }>(
      request,
      'admin',
      '/ops-supply/seller/search',
    );
    const seller = sellers.content[0];
    // A buyer with open invoices, so the invoices and payments tabs have rows.
    let buyerId = '';
    type Listed = { id: string; invoiceNumber: string; amountPaise: string; balancePaise: string };
    let invoice: Listed | undefined;
    for (const b of await buyersOf(request, 'finance')) {
      const open = await apiGetAs<{ content: Listed[] }>(request, 'finance', '/credit/invoice-noauth/open', {
        buyerId: b.buyerId,
      });
      // One paid in part, so its settlement shows.
      const partly = open.content.find((i) => i.balancePaise !== i.amountPaise);
      if (partly) {
        buyerId = b.buyerId;
        invoice = partly;
        break;
      }
    }
    if (!seller || !invoice) throw new Error('No seller or open invoice in the demo data');
    await loginPage.signInAs('finance');
    const settle = async () => {
      await expect(page.locator('[data-testid="skeleton-row"]')).toHaveCount(0);
      await expect(page.getByRole('progressbar')).toHaveCount(0);
    };
    for (const [label, width] of [
      ['1280', 1280],
      ['390', 390],
    ] as const) {
      await page.setViewportSize({ width, height: 900 });
      for (const tab of ['limits', 'orders', 'payments', 'ledger', 'invoices', 'contacts', 'addresses']) {
        await page.goto(`/buyer/${buyerId}#${tab}`);
        await expect(page.getByRole('tablist')).toBeVisible();
        await settle();
        await page.screenshot({ path: `${SHOTS}/buyer-tab-${tab}-${label}.png`, fullPage: true });
      }
      await page.goto(`/buyer/${buyerId}#invoices`);
      await page
        .getByRole('table', { name: 'Invoices' })
        .getByText(invoice.invoiceNumber, { exact: true })
        .click();
      const detail = page.getByRole('dialog', { name: `Invoice ${invoice.invoiceNumber}` });
      await expect(detail.getByRole('heading', { name: 'Settlement Details' })).toBeVisible();
      await settle();
      // Let the dialog's fade-in finish.
      await page.waitForTimeout(400);
      await page.screenshot({ path: `${SHOTS}/invoice-detail-${label}.png`, fullPage: false });
      await detail
        .getByRole('button', { name: /^Settlement details of/ })
        .first()
        .click();
      const settlement = page.getByRole('dialog', { name: 'Settlement Details' });
      await expect(settlement.getByText('Matched At')).toBeVisible();
      await page.waitForTimeout(400);
      await page.screenshot({ path: `${SHOTS}/settlement-detail-${label}.png`, fullPage: false });
      await settlement.getByRole('button', { name: 'Close' }).click();
      await expect(settlement).toBeHidden();
      await detail.getByRole('button', { name: 'Close' }).click();
      await expect(detail).toBeHidden();
    }
    // The seller screens are staff's (finance does not open them).
    await shell.logOut();
    await loginPage.signInAs('admin');
    for (const [label, width] of [
      ['1280', 1280],
      ['390', 390],
    ] as const) {
      await page.setViewportSize({ width, height: 900 });
      for (const tab of [
        'orders',
        'warehouses',
        'open-payment-requests',
        'cleared-payments',
        'bills',
        'credit-debit-notes',
        'documents',
      ]) {
        await page.goto(`/seller-profiles/${seller.sellerId}#${tab}`);
        await expect(page.getByRole('tablist')).toBeVisible();
        await settle();
        await page.screenshot({ path: `${SHOTS}/seller-tab-${tab}-${label}.png`, fullPage: true });
      }
    }
  });
});
