import ExcelJS from 'exceljs';
import type { APIRequestContext, Page } from '@playwright/test';
import { ApprovalCenterPO } from '../pages/approvals.page';
import { apiSignIn } from '../support/api';
import { expect, test } from '../support/fixtures';

// Maker–checker for a bulk import (issue 17 §1/§2), through the screens: the category manager (the
// maker) uploads a BUYER_PRICE file on /master-data and sends it for approval; it waits under
// "Approval pending"; in the Approval Center the maker gets no Approve button on their own request
// (only the withdrawal, a requester's right); the admin (who holds the checker's permission and the
// decision right) approves it from "Waiting for me"; back on /master-data the import is under
// "Processed" with its rows written, and the data download holds the new price. A second file,
// rejected by the checker, shows the reason in Marathi (1280 and 390 px pictures in the test output).

const HEADER = ['Buyer Code', 'SKU', 'Region', 'Price', 'Valid From', 'Valid Until'];
const TYPE_LABEL = 'Buyer prices (price per unit by buyer, SKU and region)';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const REJECTION = 'Prices above the list agreed with the buyer';
// The category desk's role: it uploads buyer prices but has no Approval Center; this spec lends it
// the screen (only the screen, not the decision right) and gives the role back its grants after.
const MAKER_ROLE = 'CATEGORY_OPS';

let makerGrants: string[] | null = null;

const bearer = async (request: APIRequestContext, username: string) => ({
  Authorization: `Bearer ${(await apiSignIn(request, username)).access_token}`,
});

async function pricesFile(buyer: string, rows: readonly { sku: string; price: string }[], from: string) {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Buyer Prices');
  sheet.addRow(HEADER);
  for (const r of rows) sheet.addRow([buyer, r.sku, 'ALL', r.price, from, '']);
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** Signs the browser out (cookies and stored session) and in again as `username`. */
async function switchUser(page: Page, signIn: (u: string) => Promise<void>, username: string) {
  await page.context().clearCookies();
  await page.evaluate(() => window.localStorage.clear());
  await signIn(username);
}

test.describe('bulk import maker–checker', () => {
  test.afterAll(async ({ request }) => {
    if (!makerGrants) return;
    const headers = await bearer(request, 'admin');
    const put = await request.put(`/api/authorization/roles/${MAKER_ROLE}/permissions`, {
      headers,
      data: { permissions: makerGrants },
    });
    expect(put.ok(), await put.text()).toBe(true);
    makerGrants = null;
  });

  test('the maker sends a buyer-price file for approval, another person approves it, the prices land', async ({
    page,
    loginPage,
    shell,
    request,
  }, testInfo) => {
    test.setTimeout(240_000);
    const admin = await bearer(request, 'admin');
    // The Approval Center's screen for the maker's role (restored in afterAll).
    const grantsUrl = `/api/authorization/roles/${MAKER_ROLE}/permissions`;
    const grants = await request.get(grantsUrl, { headers: admin });
    expect(grants.ok(), await grants.text()).toBe(true);
    const held = ((await grants.json()) as { permissions: string[] }).permissions;
    if (!held.includes('Display_Approval_Center_Tab')) {
      makerGrants = held;
      const put = await request.put(grantsUrl, {
        headers: admin,
        data: { permissions: [...held, 'Display_Approval_Center_Tab'] },
      });
      expect(put.ok(), await put.text()).toBe(true);
    }

    const buyers = await request.get('/api/orders-v2/lookups/buyers', { params: { q: '' }, headers: admin });
    expect(buyers.ok(), await buyers.text()).toBe(true);
    const buyer = ((await buyers.json()) as { code: string }[])[0]?.code ?? '';
    const products = await request.get('/api/orders-v2/lookups/products', {
      params: { q: '', pageSize: 5 },
      headers: admin,
    });
    const skus = ((await products.json()) as { sku: string }[]).slice(0, 2).map((p) => p.sku);
    expect(buyer && skus.length === 2, 'the demo data has a buyer and two products').toBeTruthy();
    const run = Date.now().toString(36);
    // A first day of the run's own (the natural key: buyer, SKU, region, first day).
    const from = `2029-${String((Date.now() % 12) + 1).padStart(2, '0')}-${String((Date.now() % 28) + 1).padStart(2, '0')}`;
    const fileName = `buyer-prices-${run}.xlsx`;
    const rows = [
      { sku: skus[0]!, price: '4321.75' },
      { sku: skus[1]!, price: '1234.50' },
    ];

    // A file the checker rejects (through the API): its reason shows on the Processed tab.
    const maker = await bearer(request, 'cm');
    const rejectedName = `buyer-prices-rejected-${run}.xlsx`;
    const uploaded = await request.post('/api/tasks/BUYER_PRICE/upload', {
      headers: maker,
      multipart: {
        file: {
          name: rejectedName,
          mimeType: XLSX,
          buffer: await pricesFile(buyer, [{ sku: skus[0]!, price: '9999' }], from),
        },
      },
    });
    expect(uploaded.ok(), await uploaded.text()).toBe(true);
    const rejectedTask = ((await uploaded.json()) as { task: { taskId: string } }).task.taskId;
    const sent = await request.post('/api/extraction/initiate', {
      headers: maker,
      data: { taskId: rejectedTask },
    });
    expect(sent.ok(), await sent.text()).toBe(true);
    const rejectedKey = ((await sent.json()) as { approval: { approvalKey: string } }).approval.approvalKey;
    const rejected = await request.post('/api/approval-center/reject', {
      headers: { ...admin, 'Idempotency-Key': `reject-${rejectedKey}-${run}` },
      data: { approvalKey: rejectedKey, comment: REJECTION },
    });
    expect(rejected.ok(), await rejected.text()).toBe(true);

    // The maker uploads on /master-data: the preview, then "Send 2 rows for approval".
    await loginPage.signInAs('cm');
    await page.goto('/master-data#upload-file');
    await expect(page.getByRole('heading', { name: 'Master Data', level: 1 })).toBeVisible();
    await page.getByRole('combobox', { name: 'Data type' }).click();
    await page.getByRole('option', { name: TYPE_LABEL }).click();
    await page.getByTestId('file-input').setInputFiles({
      name: fileName,
      mimeType: XLSX,
      buffer: await pricesFile(buyer, rows, from),
    });
    await page.getByRole('button', { name: 'Upload and check' }).click();
    await expect(page.getByText(`${fileName}: 2 rows, 2 ready, 0 with errors.`)).toBeVisible({
      timeout: 30_000,
    });
    await page.getByRole('button', { name: 'Send 2 rows for approval' }).click();
    const waiting = page.getByRole('status').filter({ hasText: /Pending Approval \(AP\d+\)/ });
    await expect(waiting).toBeVisible({ timeout: 30_000 });
    const approvalKey = /Pending Approval \((AP\d+)\)/.exec((await waiting.textContent()) ?? '')?.[1] ?? '';
    expect(approvalKey).toMatch(/^AP\d+$/);

    // Under "Approval pending": the file, the maker, two rows to write, the approval pending.
    await page.getByRole('tab', { name: 'Approval pending' }).click();
    const pending = page.getByRole('table', { name: 'Approval pending' });
    const pendingRow = pending.getByRole('row').filter({ hasText: fileName });
    await expect(pendingRow).toBeVisible();
    await expect(pendingRow).toContainText('Pending');
    await expect(
      pendingRow.getByRole('link', { name: `Open ${approvalKey} in the Approval Center` }),
    ).toBeVisible();

    // In the Approval Center the maker sees their request with no Approve button: they may only
    // withdraw it (a requester's right, no permission needed).
    const center = new ApprovalCenterPO(page);
    await center.goto('?view=raised');
    await center.open(approvalKey);
    await expect(center.drawer.getByText(`Buyer prices: 2 rows, ${fileName}`).first()).toBeVisible();
    await expect(center.action('Approve')).toHaveCount(0);
    await expect(center.action('Reject')).toHaveCount(0);
    await expect(center.action('Cancel Request')).toBeVisible();

    // The checker approves it from "Waiting for me".
    await switchUser(page, (u) => loginPage.signInAs(u), 'admin');
    await center.goto();
    await expect(center.tab('Waiting for me')).toHaveAttribute('aria-selected', 'true');
    await center.open(approvalKey);
    await center.action('Approve').click();
    const dialog = page.getByRole('dialog', { name: `Approve ${approvalKey}` });
    await dialog.getByRole('textbox', { name: 'Comment' }).fill('Prices agreed with the buyer');
    await dialog.getByRole('button', { name: 'Approve', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(center.action('Approve')).toHaveCount(0);
    // The commit runs after the decision: wait for the import to end before looking.
    await expect
      .poll(
        async () => {
          const ended = await request.get('/api/master-data/import-files', {
            params: { tab: 'PROCESSED', pageSize: 100 },
            headers: admin,
          });
          const found = ((await ended.json()) as { content: { fileName: string; status: string }[] }).content;
          return found.find((f) => f.fileName === fileName)?.status ?? 'waiting';
        },
        { timeout: 60_000 },
      )
      .toBe('COMPLETED');

    // Back on /master-data as the maker: the import under "Processed", its two rows written.
    await switchUser(page, (u) => loginPage.signInAs(u), 'cm');
    await page.goto('/master-data#processed');
    await page.getByRole('tab', { name: 'Processed' }).click();
    const processed = page.getByRole('table', { name: 'Processed' });
    const done = processed.getByRole('row').filter({ hasText: fileName });
    await expect(done).toBeVisible();
    await expect(done).toContainText('Processed');
    await expect(done).toContainText('Approved');
    await expect(done.getByRole('cell', { name: '2', exact: true })).toBeVisible();
    const refused = processed.getByRole('row').filter({ hasText: rejectedName });
    await expect(refused).toContainText('Rejected By Checker');
    await expect(refused).toContainText(REJECTION);

    // The data download holds the new prices.
    await page.getByRole('tab', { name: 'Download data' }).click();
    const downloadedTable = page.getByRole('table', { name: 'Downloaded file' });
    const ours = downloadedTable.getByRole('row').filter({ hasText: TYPE_LABEL });
    const before = await ours.count();
    await page
      .getByRole('table', { name: 'Download data' })
      .getByRole('row', { name: new RegExp(TYPE_LABEL.replace(/[()]/g, '\\$&')) })
      .getByRole('button', { name: 'Download data' })
      .click();
    // The export runs as a job; its file joins "Downloaded file" (the page asked again).
    await expect(async () => {
      await page.reload();
      await expect(ours).toHaveCount(before + 1, { timeout: 5_000 });
    }).toPass({ timeout: 60_000 });
    const download = page.waitForEvent('download');
    await ours.first().getByRole('button', { name: 'Download' }).click();
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile(await (await download).path());
    const sheet = book.worksheets[0]!;
    const header = (sheet.getRow(1).values as unknown[]).slice(1).map(String);
    expect(header).toEqual(HEADER);
    const found = new Map<string, string>();
    sheet.eachRow((row, n) => {
      if (n === 1) return;
      const [code, sku, region, price, validFrom] = [1, 2, 3, 4, 5].map((i) => row.getCell(i).text);
      if (code === buyer && region === 'ALL' && validFrom === from) found.set(sku!, price!.replace(/,/g, ''));
    });
    expect(Object.fromEntries(found)).toEqual({ [skus[0]!]: '4321.75', [skus[1]!]: '1234.50' });

    // The Processed tab in Marathi: the reason's label in Marathi, the checker's comment as typed.
    await page.goto('/master-data#processed');
    await shell.chooseLanguage('मराठी');
    await page.getByRole('tab', { name: 'प्रक्रिया झालेल्या' }).click();
    const marathi = page.getByRole('table', { name: 'प्रक्रिया झालेल्या' });
    const reason = marathi.getByRole('row').filter({ hasText: rejectedName });
    await expect(reason).toContainText('तपासणाऱ्याने नाकारले');
    await expect(reason).toContainText(REJECTION);
    await expect(reason).not.toContainText('Rejected By Checker');
    await page.screenshot({
      path: testInfo.outputPath('import-checker-processed-mr-1280.png'),
      fullPage: true,
    });
    await page.setViewportSize({ width: 390, height: 844 });
    const cards = page.getByRole('list', { name: 'प्रक्रिया झालेल्या' });
    await expect(cards.getByText('तपासणाऱ्याने नाकारले').first()).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, 'the Processed tab scrolls sideways at 390 px').toBeLessThanOrEqual(0);
    await page.screenshot({
      path: testInfo.outputPath('import-checker-processed-mr-390.png'),
      fullPage: true,
    });
  });
});
