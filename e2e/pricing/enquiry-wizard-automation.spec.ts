import { expect, test } from '../support/fixtures';
import { PricingPO, sharePriceAs, toSourcerAccepted, wizardData } from '../pages/pricing.page';
import { authOf } from '../pages/rfq.page';
import { istDay } from '../support/dates';

const DEVANAGARI = /[\u0900-\u097F]/;

test.describe('enquiry wizard → quotation automation', () => {
  test.describe.configure({ mode: 'serial' });
  test.beforeEach(() => test.setTimeout(180_000));
  let rfqKey = '';

  test('support raises an enquiry in three steps; the wizard names what is missing', async ({
    page,
    loginPage,
    shell,
    request,
  }) => {
    const { buyer, products } = await wizardData(request);
    const po = new PricingPO(page);
    await loginPage.signInAs('support');
    await shell.goto('/rfq-enquiries');
    await page.getByRole('link', { name: 'New enquiry' }).click();
    await expect(shell.heading).toHaveText('New Enquiry');
    // Step 1, Enquiry: nothing filled in yet.
    await po.button('Next').click();
    await expect(page.getByTestId('wizard-problems')).toContainText('Choose the buyer');
    await expect(page.getByTestId('wizard-problems')).toContainText(
      'Consignment 1, line 1: choose the product',
    );
    await po.search('Buyer', buyer.label.slice(0, 6), buyer.label);
    const line = (n: number) => page.getByTestId(`wizard-line-0-${n}`);
    await po.search('Product', products[0]!.sku, new RegExp(products[0]!.sku), line(0));
    await line(0).getByRole('textbox', { name: 'Quantity' }).fill('10');
    await line(0).getByRole('textbox', { name: 'Target price' }).fill('500');
    await po.button('Add a line').click();
    await po.search('Product', products[1]!.sku, new RegExp(products[1]!.sku), line(1));
    await line(1).getByRole('textbox', { name: 'Quantity' }).fill('4');
    await line(1).getByRole('textbox', { name: 'Target price' }).fill('1,200');
    await page.setViewportSize({ width: 1280, height: 900 });
    await po.shot('wizard-enquiry-1280');
    await po.button('Next').click();
    // Step 2, Response: the credit-day cap with the spec's message.
    await page.getByRole('textbox', { name: 'Buyer credit days' }).fill('25');
    await expect(page.getByText('Buyer credit days cannot exceed 21 days').first()).toBeVisible();
    await po.button('Next').click();
    await expect(page.getByTestId('wizard-problems')).toContainText(
      'Buyer credit days cannot exceed 21 days',
    );
    await page.getByRole('textbox', { name: 'Buyer credit days' }).fill('15');
    await page.getByRole('textbox', { name: 'Payment terms' }).fill('Advance 30%, balance in 15 days');
    await po.shot('wizard-response-1280');
    await po.button('Next').click();
    // Step 3, Confirm: what will be saved, then submitted to the RM.
    await expect(page.getByText(buyer.label).first()).toBeVisible();
    await expect(page.getByText('₹9,800.00').first()).toBeVisible();
    await po.shot('wizard-confirm-1280');
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await shell.fitsHorizontally(), 'the confirm step fits 390 px').toBe(true);
    await po.shot('wizard-confirm-390');
    await page.setViewportSize({ width: 1280, height: 900 });
    await po.button('Submit to RM').click();
    await expect(page).toHaveURL(/\/rfq\/RFQ-\d+$/);
    rfqKey = decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!);
    await expect(page.locator('.MuiChip-label', { hasText: 'Pending Response' }).first()).toBeVisible();
    const detail = (await (
      await request.get(`/api/buyerRFQ/${rfqKey}`, { headers: await authOf(request, 'support') })
    ).json()) as { lines: { quantity: string; buyerPricePaise: string }[]; status: string };
    expect(detail.status).toBe('REQUEST_RECEIVED');
    expect(detail.lines.map((l) => [l.quantity, l.buyerPricePaise])).toEqual([
      ['10.000', '50000'],
      ['4.000', '120000'],
    ]);
  });

  test('the wizard in Hindi and on a phone', async ({ page, loginPage, shell }) => {
    const po = new PricingPO(page);
    await loginPage.signInAs('support');
    await page.setViewportSize({ width: 390, height: 844 });
    await shell.goto('/rfq-enquiries/new');
    expect(await shell.fitsHorizontally(), 'the enquiry step fits 390 px').toBe(true);
    await po.shot('wizard-enquiry-390');
    await page.setViewportSize({ width: 1280, height: 900 });
    await shell.chooseLanguage('हिन्दी');
    await shell.goto('/rfq-enquiries/new');
    await expect(shell.heading).toHaveText(DEVANAGARI);
    await po.shot('wizard-enquiry-hi');
  });

  test('automation previews the priced lines and sends the quotation', async ({
    page,
    loginPage,
    shell,
    request,
  }) => {
    expect(rfqKey, 'the wizard raised the enquiry').not.toBe('');
    const { products } = await wizardData(request);
    await toSourcerAccepted(request, rfqKey);
    // The seller's price list prices both products under the buyer's targets.
    await sharePriceAs(request, 'seller', {
      productId: products[0]!.id,
      exWorksPaise: '40000',
      freightPaise: '1000',
    });
    await sharePriceAs(request, 'seller', {
      productId: products[1]!.id,
      exWorksPaise: '100000',
      freightPaise: '500',
    });
    const po = new PricingPO(page);
    await loginPage.signInAs('admin');
    await shell.goto('/automate-quotation');
    await expect(shell.heading).toHaveText('Automate Quotation');
    await page.getByRole('cell', { name: rfqKey, exact: true }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading', { name: `Quotation preview: ${rfqKey}` })).toBeVisible();
    await expect(dialog.locator('[data-outcome="OK"]')).toHaveCount(2);
    await po.shot('automation-preview-1280');
    await page.setViewportSize({ width: 390, height: 844 });
    await po.shot('automation-preview-390');
    await page.setViewportSize({ width: 1280, height: 900 });
    await dialog.getByRole('button', { name: 'Send quotation' }).click();
    await expect(page.getByText(/Quotation QT-\d+ created/)).toBeVisible();
    const detail = (await (
      await request.get(`/api/buyerRFQ/${rfqKey}`, { headers: await authOf(request, 'admin') })
    ).json()) as { quotations: { status: string; lines: { sellerPricePaise: string }[] }[] };
    expect(detail.quotations).toHaveLength(1);
    expect(detail.quotations[0]!.status).toBe('CREATED');
    // F.O.R: ex-works + freight per unit, as previewed.
    expect(detail.quotations[0]!.lines.map((l) => l.sellerPricePaise).sort()).toEqual(['100500', '41000']);
  });

  test('a seller shares a price and staff discover it, L1 first', async ({
    page,
    loginPage,
    shell,
    request,
  }) => {
    const { products } = await wizardData(request);
    const po = new PricingPO(page);
    await loginPage.signInAs('seller');
    await shell.goto('/share-price');
    await po.button('Share a price').click();
    const dialog = page.getByRole('dialog');
    await po.search('Product', products[1]!.sku, new RegExp(products[1]!.sku), dialog);
    await dialog.getByRole('textbox', { name: 'Ex-works price' }).fill('950');
    // A shared price holds from today to 180 days ahead.
    await dialog.getByLabel(/^Valid until/).fill(istDay(30));
    await po.shot('share-price-dialog-1280');
    await dialog.getByRole('button', { name: 'Share', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('cell', { name: new RegExp(products[1]!.sku) }).first()).toBeVisible();
    await po.shot('share-price-1280');
    await page.setViewportSize({ width: 390, height: 844 });
    await shell.goto('/share-price');
    await po.shot('share-price-390');
    await page.setViewportSize({ width: 1280, height: 900 });
    await shell.logOut();
    await loginPage.signInAs('cm');
    await shell.goto('/discover-price');
    await po.search('Product', products[1]!.sku, new RegExp(products[1]!.sku));
    await expect(page.getByText('L1').first()).toBeVisible();
    await expect(page.getByText('₹950.00').first()).toBeVisible();
    await po.shot('discover-price-1280');
  });
});
