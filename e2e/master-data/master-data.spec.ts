import ExcelJS from 'exceljs';
import { expectAccessible } from '../support/accessibility';
import { apiSignIn } from '../support/api';
import { expect, test } from '../support/fixtures';
import { istDay } from '../support/dates';

const SHOTS = process.env.DOM_E2E_SHOTS;

const COLUMNS = [
  'Invoice Number',
  'Line Number',
  'Invoice Date',
  'Distributor Code',
  'Distributor Name',
  'Retailer Code',
  'Retailer Name',
  'Retailer GSTIN',
  'City',
  'State',
  'PIN Code',
  'Brand',
  'SKU',
  'Product Name',
  'UOM',
  'Quantity',
  'Unit Price',
  'Tax Percent',
  'Amount',
  'Sales Person',
];

/** A filled Secondary sales template: two rows of a catalogue SKU and one of an unknown SKU. */
async function secondarySalesFile(sku: string, invoice: string): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Secondary Sales');
  sheet.addRow(COLUMNS);
  const row = (line: number, rowSku: string) => [
    invoice,
    String(line),
    istDay(-30),
    'D101',
    'Shree Traders',
    'R2001',
    'Sai Hardware',
    '',
    'Pune',
    'Maharashtra',
    '411001',
    'UltraTech',
    rowSku,
    'Cement OPC 53',
    'BAG',
    '40',
    '385.50',
    '28',
    '15420.00',
    'Anil',
  ];
  sheet.addRow(row(1, sku));
  sheet.addRow(row(2, sku));
  sheet.addRow(row(3, 'NO-SUCH-SKU-9'));
  return Buffer.from(await book.xlsx.writeBuffer());
}

test.describe('master data', () => {
  test.beforeEach(() => test.setTimeout(120_000));

  test('an admin uploads a secondary sales file, sees the row in error, processes the rest', async ({
    loginPage,
    page,
    request,
  }) => {
    const tokens = await apiSignIn(request, 'admin');
    const products = await request.get('/api/orders-v2/lookups/products', {
      params: { q: '', pageSize: 5 },
      headers: { Authorization: `Bearer ${tokens.access_token}` },
    });
    expect(products.ok(), await products.text()).toBe(true);
    const [product] = (await products.json()) as { sku: string }[];
    expect(product, 'the demo catalogue has products').toBeDefined();
    const invoice = `E2E/${Date.now().toString(36).toUpperCase()}`;

    await loginPage.signInAs('admin');
    await page.goto('/master-data#upload-file');
    await expect(page.getByRole('heading', { name: 'Master Data', level: 1 })).toBeVisible();
    await page.getByRole('tab', { name: 'Upload file' }).click();
    await page.getByRole('combobox', { name: 'Data type' }).click();
    await page.getByRole('option', { name: 'Secondary sales' }).click();
    await expect(page.getByText(/Columns of the template: Invoice Number, Line Number/)).toBeVisible();
    await page.getByTestId('file-input').setInputFiles({
      name: 'secondary-sales.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: await secondarySalesFile(product?.sku ?? '', invoice),
    });
    await page.getByRole('button', { name: 'Upload and check' }).click();

    // The preview: every row checked against the catalogue before anything is written.
    await expect(page.getByText('secondary-sales.xlsx: 3 rows, 2 ready, 1 with errors.')).toBeVisible({
      timeout: 30_000,
    });
    const errors = page.getByRole('table', { name: 'Rows with errors' });
    await expect(errors).toContainText('SKU NO-SUCH-SKU-9 is not in the catalogue');
    await expect(errors.getByRole('row')).toHaveCount(2); // the header and row 4
    await expectAccessible(page, '/master-data upload preview');
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/master-data-preview-1280.png`, fullPage: true });

    await page.getByRole('button', { name: 'Process 2 rows' }).click();
    await expect(page.getByText('2 rows processed, 1 failed.')).toBeVisible({ timeout: 60_000 });
    // The failed-rows file: the input row with its error, corrected and uploaded again as it is
    // (the header check reads the template's columns; the Error column after them is ignored).
    await expect(page.getByRole('progressbar', { name: 'Processing progress' })).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
    const failedDownload = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download failed rows' }).first().click();
    const failedBook = new ExcelJS.Workbook();
    await failedBook.xlsx.readFile(await (await failedDownload).path());
    const failedSheet = failedBook.worksheets[0]!;
    const failedHeader = (failedSheet.getRow(1).values as unknown[]).slice(1).map(String);
    expect(failedHeader).toEqual([...COLUMNS, 'Error']);
    expect(failedSheet.actualRowCount).toBe(2);
    const skuColumn = COLUMNS.indexOf('SKU') + 1;
    const failedRow = failedSheet.getRow(2);
    expect(failedRow.getCell(skuColumn).text).toBe('NO-SUCH-SKU-9');
    expect(failedRow.getCell(COLUMNS.length + 1).text).toContain('is not in the catalogue');
    failedRow.getCell(skuColumn).value = product?.sku ?? '';
    await page.getByRole('button', { name: 'Upload another file' }).click();
    await page.getByTestId('file-input').setInputFiles({
      name: 'secondary-sales-fixed.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: Buffer.from(await failedBook.xlsx.writeBuffer()),
    });
    await page.getByRole('button', { name: 'Upload and check' }).click();
    await expect(page.getByText('secondary-sales-fixed.xlsx: 1 rows, 1 ready, 0 with errors.')).toBeVisible({
      timeout: 30_000,
    });
    await page.getByRole('button', { name: 'Process 1 row' }).click();
    await expect(page.getByText('1 row processed, 0 failed.')).toBeVisible({ timeout: 60_000 });

    // The uploaded files list shows the task with its counts.
    const uploaded = page.getByRole('table', { name: 'Uploaded files' });
    await expect(uploaded.getByRole('row', { name: /secondary-sales\.xlsx/ }).first()).toBeVisible();

    // The template of the type downloads as a real workbook with the template's header row.
    await page.getByRole('tab', { name: 'Download template' }).click();
    const download = page.waitForEvent('download');
    await page
      .getByRole('row', { name: /Secondary sales/ })
      .getByRole('button', { name: 'Download template' })
      .click();
    const file = await (await download).path();
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile(file);
    const header = book.getWorksheet('Secondary Sales')?.getRow(1).values as unknown[];
    expect(header.slice(1)).toEqual(COLUMNS);
  });
});
