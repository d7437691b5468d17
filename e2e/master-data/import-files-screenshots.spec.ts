import ExcelJS from 'exceljs';
import type { APIRequestContext } from '@playwright/test';
import { apiSignIn } from '../support/api';
import { expect, test } from '../support/fixtures';

// Pictures of /master-data's import-files tabs (maker–checker, issue 17 §2) in English and Marathi
// at desktop and phone width, for a person to look at. The category manager uploads buyer-price
// files through the API and sends them for approval; the admin (the checker) rejects one and
// approves another, and looks at the tabs. Runs only when DOM_E2E_SHOTS names the folder.
const SHOTS = process.env.DOM_E2E_SHOTS ?? '';

const VIEWS = [
  { name: '1280', width: 1280, height: 800 },
  { name: '390', width: 390, height: 844 },
];
const LANGUAGES = [
  { code: 'en', name: 'English', pending: 'Approval pending', processed: 'Processed' },
  { code: 'mr', name: 'मराठी', pending: 'मंजुरी प्रलंबित', processed: 'प्रक्रिया झालेल्या' },
] as const;
const HEADER = ['Buyer Code', 'SKU', 'Region', 'Price', 'Valid From', 'Valid Until'];

async function pricesFile(buyer: string, skus: readonly string[], from: string): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Buyer Prices');
  sheet.addRow(HEADER);
  skus.forEach((sku, i) => sheet.addRow([buyer, sku, 'ALL', `${410 + i}.50`, from, '']));
  sheet.addRow(['NO-SUCH-BUYER', skus[0], 'ALL', '400', from, '']);
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** Uploads a file as the maker and sends it for approval; answers the approval key. */
async function sendForApproval(request: APIRequestContext, token: string, name: string, file: Buffer) {
  const headers = { Authorization: `Bearer ${token}` };
  const uploaded = await request.post('/api/tasks/BUYER_PRICE/upload', {
    headers,
    multipart: { file: { name, mimeType: 'application/octet-stream', buffer: file } },
  });
  expect(uploaded.ok(), await uploaded.text()).toBe(true);
  const { task } = (await uploaded.json()) as { task: { taskId: string } };
  const started = await request.post('/api/extraction/initiate', { headers, data: { taskId: task.taskId } });
  expect(started.ok(), await started.text()).toBe(true);
  return ((await started.json()) as { approval: { approvalKey: string } }).approval.approvalKey;
}

test.describe('master data import files', () => {
  test('the approval-pending and processed tabs in English and Marathi at 1280 and 390 px', async ({
    loginPage,
    shell,
    page,
    request,
  }) => {
    test.setTimeout(300_000);
    const admin = (await apiSignIn(request, 'admin')).access_token;
    const cm = (await apiSignIn(request, 'cm')).access_token;
    const asAdmin = { Authorization: `Bearer ${admin}` };
    const buyers = await request.get('/api/orders-v2/lookups/buyers', {
      params: { q: '' },
      headers: asAdmin,
    });
    expect(buyers.ok(), await buyers.text()).toBe(true);
    const [buyer] = (await buyers.json()) as { code: string }[];
    const products = await request.get('/api/orders-v2/lookups/products', {
      params: { q: '', pageSize: 5 },
      headers: asAdmin,
    });
    const skus = ((await products.json()) as { sku: string }[]).slice(0, 3).map((p) => p.sku);
    expect(buyer && skus.length > 0, 'the demo data has buyers and products').toBeTruthy();
    const run = Date.now().toString(36);
    await sendForApproval(
      request,
      cm,
      `buyer-prices-december-${run}.xlsx`,
      await pricesFile(buyer!.code, skus, '2027-12-01'),
    );
    const rejected = await sendForApproval(
      request,
      cm,
      `buyer-prices-november-${run}.xlsx`,
      await pricesFile(buyer!.code, skus, '2027-11-01'),
    );
    const approved = await sendForApproval(
      request,
      cm,
      `buyer-prices-october-${run}.xlsx`,
      await pricesFile(buyer!.code, skus, '2027-10-01'),
    );
    const decide = async (kind: 'approve' | 'reject', approvalKey: string, comment: string) => {
      const answer = await request.post(`/api/approval-center/${kind}`, {
        headers: { ...asAdmin, 'Idempotency-Key': `${kind}-${approvalKey}-${run}` },
        data: { approvalKey, comment },
      });
      expect(answer.ok(), await answer.text()).toBe(true);
    };
    await decide('reject', rejected, 'Prices above the list agreed with the buyer for November');
    await decide('approve', approved, 'Checked against the agreed list');
    // The approved file's rows are written by a job: both files have ended before the pictures.
    await expect
      .poll(async () => {
        const ended = await request.get('/api/master-data/import-files', {
          params: { tab: 'PROCESSED', pageSize: 100 },
          headers: asAdmin,
        });
        const page = (await ended.json()) as { content: { fileName: string }[] };
        return page.content.filter((f) => f.fileName.endsWith(`-${run}.xlsx`)).length;
      })
      .toBe(2);

    await loginPage.signInAs('admin');
    await shell.expectPath('/');
    for (const language of LANGUAGES) {
      if (language.code !== 'en') await shell.chooseLanguage(language.name);
      for (const view of VIEWS) {
        await page.setViewportSize({ width: view.width, height: view.height });
        const shot = async (name: string) => {
          const overflow = await page.evaluate(
            () => document.documentElement.scrollWidth - window.innerWidth,
          );
          expect(overflow, `${name} scrolls sideways`).toBeLessThanOrEqual(0);
          await page.screenshot({
            path: `${SHOTS}/${name}-${language.code}-${view.name}.png`,
            fullPage: true,
          });
        };
        await page.goto('/master-data');
        await page.getByRole('tab', { name: language.pending }).click();
        await expect(page.getByText(`buyer-prices-december-${run}.xlsx`).first()).toBeVisible();
        await shot('import-files-pending');
        await page.getByRole('tab', { name: language.processed }).click();
        await expect(page.getByText(`buyer-prices-november-${run}.xlsx`).first()).toBeVisible();
        await expect(page.getByText(`buyer-prices-october-${run}.xlsx`).first()).toBeVisible();
        await shot('import-files-processed');
      }
    }
  });
});
