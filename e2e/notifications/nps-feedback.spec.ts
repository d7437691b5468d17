import ExcelJS from 'exceljs';
import type { APIRequestContext } from '@playwright/test';
import { expectAccessible } from '../support/accessibility';
import { apiSignIn } from '../support/api';
import { serverLogRecords } from '../support/server-log';
import { expect, test } from '../support/fixtures';

const SHOTS = process.env.DOM_E2E_SHOTS;

interface CampaignDetail {
  id: number;
  recipients: number;
  nps: { score: number | null; promoters: number; detractors: number; responses: number };
  responses: { recipientName: string; score: number | null; comment: string | null }[];
}

async function admin(request: APIRequestContext) {
  const tokens = await apiSignIn(request, 'admin');
  return { Authorization: `Bearer ${tokens.access_token}` };
}

async function campaign(request: APIRequestContext, id: number): Promise<CampaignDetail> {
  const answer = await request.get(`/api/campaign/${id}`, { headers: await admin(request) });
  expect(answer.ok(), await answer.text()).toBe(true);
  return (await answer.json()) as CampaignDetail;
}

/** An NPS import file: a score for one seller of the campaign and one for a code nobody holds. */
async function npsFile(campaignId: number, sellerCode: string): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('NPS Scores');
  sheet.addRow(['Campaign ID', 'Party Code', 'Score', 'Comment']);
  sheet.addRow([String(campaignId), sellerCode, '3', 'Called on 25 Nov: late trucks']);
  sheet.addRow([String(campaignId), 'NO-SUCH-SELLER', '8', '']);
  return Buffer.from(await book.xlsx.writeBuffer());
}

test.describe('campaign answers', () => {
  test.describe.configure({ mode: 'serial', timeout: 120_000 });
  let id = 0;
  let token = '';

  test.beforeAll(async ({ request }) => {
    const headers = await admin(request);
    const created = await request.post('/api/campaign', {
      data: { name: `Seller NPS ${Date.now().toString(36)}`, audience: 'SELLERS', channel: 'EMAIL' },
      headers,
    });
    expect(created.status(), await created.text()).toBe(201);
    id = ((await created.json()) as { id: number }).id;
    const sent = await request.post(`/api/campaign/${id}/send`, { headers });
    expect(sent.ok(), await sent.text()).toBe(true);
    expect(((await sent.json()) as { recipients: number }).recipients).toBeGreaterThan(1);
    // The logs show where the survey pointed, never its key (anyone reading them could answer).
    const logs = await request.get('/api/notification/logs', {
      params: { eventCode: 'NPS_SURVEY', pageSize: 100, pageNumber: 0 },
      headers,
    });
    expect(logs.ok(), await logs.text()).toBe(true);
    const rows = ((await logs.json()) as { content: { sourceRef: string | null; body: string }[] }).content;
    const mine = rows.filter((r) => r.sourceRef === `campaign ${id}`);
    expect(mine.length).toBeGreaterThan(0);
    for (const r of mine) expect(r.body).not.toMatch(/\/feedback\/[\w-]{16,}/);
    // The whole answer link (PUBLIC_URL, or the server's own address) as demo mode logs it.
    let link: string | undefined;
    await expect
      .poll(() => {
        link = serverLogRecords()
          .filter((r) => r.campaignId === id && Array.isArray(r.demoSurveyLinks))
          .flatMap((r) => r.demoSurveyLinks as string[])
          .map((l) => /^https?:\/\/[^\s/]+\/feedback\/([\w-]{16,})$/.exec(l)?.[1])
          .find(Boolean);
        return link;
      }, 'demo mode logs the answer links of this campaign')
      .toBeTruthy();
    token = link ?? '';
  });

  test('a recipient answers from the link without signing in; the campaign counts it', async ({
    page,
    request,
  }) => {
    await page.goto(`/feedback/${token}`);
    await expect(page.getByRole('heading', { name: 'How likely are you to recommend us?' })).toBeVisible();
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByRole('alert')).toHaveText('Choose a score from 0 to 10');
    await page.getByRole('button', { name: 'Score 10' }).click();
    await page.getByRole('textbox', { name: 'Tell us why (optional)' }).fill('Fast delivery, fair prices');
    await expectAccessible(page, '/feedback/:token');
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByRole('status')).toContainText('Thank you! Your answer has been recorded.');
    if (SHOTS) {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.screenshot({ path: `${SHOTS}/feedback-390.png`, fullPage: true });
    }
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth))
      .toBe(true);
    const after = await campaign(request, id);
    expect(after.nps).toMatchObject({ responses: 1, promoters: 1, detractors: 0, score: 100 });
    expect(after.responses).toContainEqual(
      expect.objectContaining({ score: 10, comment: 'Fast delivery, fair prices' }),
    );

    // The page that answered may change it (it holds the correction key)…
    await page.getByRole('button', { name: 'Score 9' }).click();
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByRole('status')).toContainText('Thank you! Your answer has been recorded.');
    // …anyone else holding the link may not.
    const other = await request.post(`/api/campaign/feedback/${token}`, { data: { score: 0 } });
    expect(other.status()).toBe(409);
    expect((await campaign(request, id)).responses).toContainEqual(expect.objectContaining({ score: 9 }));

    // A link nobody was sent: the server's words, nothing recorded.
    await page.goto(`/feedback/${'x'.repeat(24)}`);
    await page.getByRole('button', { name: 'Score 4' }).click();
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByRole('alert')).toHaveText('This feedback link is not valid');
    expect((await campaign(request, id)).nps.responses).toBe(1);
  });

  test('an admin imports scores given by phone on /nps-imports: the unknown code fails its row', async ({
    loginPage,
    page,
    request,
  }) => {
    const sellers = await request.get('/api/ops-supply/seller/search', {
      params: { pageSize: 20, pageNumber: 0 },
      headers: await admin(request),
    });
    expect(sellers.ok(), await sellers.text()).toBe(true);
    const [seller] = ((await sellers.json()) as { content: { sellerCode: string; sellerName: string }[] })
      .content;
    expect(seller, 'the demo data has sellers').toBeDefined();

    await loginPage.signInAs('admin');
    await page.goto('/nps-imports');
    await expect(page.getByRole('heading', { name: 'NPS Imports', level: 1 })).toBeVisible();
    await expect(
      page.getByText(/Columns of the template: Campaign ID, Party Code, Score, Comment/),
    ).toBeVisible();
    await page.getByTestId('file-input').setInputFiles({
      name: 'nps-phone.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: await npsFile(id, seller?.sellerCode ?? ''),
    });
    await page.getByRole('button', { name: 'Upload and check' }).click();
    await expect(page.getByText('nps-phone.xlsx: 2 rows, 1 ready, 1 with errors.')).toBeVisible({
      timeout: 30_000,
    });
    await expect(page.getByRole('table', { name: 'Rows with errors' })).toContainText(
      `NO-SUCH-SELLER did not receive campaign ${id}`,
    );
    await expectAccessible(page, '/nps-imports preview');
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/nps-imports-preview-1280.png`, fullPage: true });
    await page.getByRole('button', { name: 'Process 1 row' }).click();
    await expect(page.getByText('1 row processed, 1 failed.')).toBeVisible({ timeout: 60_000 });
    await expect(
      page
        .getByRole('table', { name: 'Uploaded files' })
        .getByRole('row', { name: /nps-phone\.xlsx/ })
        .first(),
    ).toBeVisible();

    const after = await campaign(request, id);
    expect(after.responses).toContainEqual({
      recipientName: seller?.sellerName,
      score: 3,
      comment: 'Called on 25 Nov: late trucks',
      respondedAt: expect.any(String) as unknown,
    });
    expect(after.nps.detractors).toBeGreaterThanOrEqual(1);
    if (SHOTS) {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.screenshot({ path: `${SHOTS}/nps-imports-390.png`, fullPage: true });
    }
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth))
      .toBe(true);
  });
});
