import ExcelJS from 'exceljs';
import { expect, test } from '../support/fixtures';
import { ImportOrdersPO, lookups } from '../pages/orders-create.page';
import { istDay } from '../support/dates';

/** Fills the template the server hands out, so the test also proves the template round-trips. */
async function filledTemplate(template: Buffer, rows: (string | number)[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(template as unknown as ArrayBuffer);
  const sheet = book.getWorksheet('Orders');
  if (!sheet) throw new Error('The template has no Orders sheet');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

test.describe('import order creation', () => {
  test('om downloads the template, sees bad rows refused, imports a clean file and opens an order', async ({
    loginPage,
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const { buyers, warehouses, products } = await lookups(request, 'om');
    const [buyer] = buyers;
    const [warehouse] = warehouses;
    const [product] = products;
    if (!buyer || !warehouse || !product)
      throw new Error('The demo data lacks buyers, warehouses or products');
    const stamp = Date.now();
    const row = (ref: string, over: Record<number, string | number> = {}) => {
      const cells: (string | number)[] = [
        ref,
        buyer.code,
        warehouse.name,
        'Seller Shipped',
        'DHL',
        'Advance',
        7,
        `${istDay(-1)} 10:30`,
        `PO/IMP/${stamp}/${ref}`,
        'FOR',
        product.sku,
        '2',
        '1000',
        '900',
        '',
        '',
      ];
      for (const [i, v] of Object.entries(over)) cells[Number(i)] = v;
      return cells;
    };

    await loginPage.signInAs('om');
    const wizard = new ImportOrdersPO(page);
    await wizard.goto();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download template' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('order-import-template.xlsx');
    const path = await file.path();
    const { readFileSync } = await import('node:fs');
    const template = readFileSync(path);

    await wizard.upload(
      'bad.xlsx',
      await filledTemplate(template, [row('A-1', { 1: 'NO-SUCH-BUYER', 6: 30 })]),
    );
    await expect(wizard.previewTable).toBeVisible();
    await expect(wizard.previewRow(2, 'A-1')).toContainText('Buyer Code: No such buyer');
    await expect(page.getByRole('button', { name: 'Import 1 order' })).toBeDisabled();
    await page.getByRole('button', { name: 'Upload another file' }).click();

    const good = await filledTemplate(template, [
      row('A-1', { 14: 'Shipping', 15: '250' }),
      row('A-1', { 11: '2' }),
      row('B-1'),
    ]);
    await wizard.upload('good.xlsx', good);
    await expect(page.getByText('Every row is correct. 2 orders are ready to import.')).toBeVisible();
    await page.getByRole('button', { name: 'Import 2 orders' }).click();
    await expect(page.getByText('2 orders created.')).toBeVisible({ timeout: 20_000 });
    const links = page.getByRole('list', { name: 'Created orders' }).getByRole('link');
    await expect(links).toHaveCount(2);
    const key = (await links.first().textContent()) ?? '';
    await links.first().click();
    await expect(page.getByRole('heading', { level: 1, name: `Order ${key}` })).toBeVisible();
  });
});
