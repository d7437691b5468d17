import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import ExcelJS from 'exceljs';
import { expect, test } from '../support/fixtures';
import { RfqDetailPO, authOf, rfqOfRm } from '../pages/rfq.page';
import { istDay } from '../support/dates';

const SHOTS = process.env.DOM_E2E_SHOTS;
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The page at 1280 px and at 390 px, for a person to look at (also into $DOM_E2E_SHOTS when set). */
async function shoot(page: Page, testInfo: TestInfo, name: string) {
  const paths = (width: number) => [
    testInfo.outputPath(`${name}-${width}.png`),
    ...(SHOTS ? [`${SHOTS}/${name}-${width}.png`] : []),
  ];
  for (const path of paths(1280)) await page.screenshot({ path, fullPage: true, animations: 'disabled' });
  await page.setViewportSize({ width: 390, height: 844 });
  for (const path of paths(390)) await page.screenshot({ path, fullPage: true, animations: 'disabled' });
  await page.setViewportSize({ width: 1280, height: 800 });
}

async function workbook(sheetName: string, rows: readonly (readonly (string | number)[])[]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet(sheetName);
  for (const r of rows) sheet.addRow([...r]);
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** Uploads a data type's file on /master-data and answers when the preview shows. */
async function uploadOnMasterData(page: Page, type: string, name: string, bytes: Buffer) {
  await page.goto('/master-data#upload-file');
  await expect(page.getByRole('heading', { name: 'Master Data', level: 1 })).toBeVisible();
  await page.getByRole('tab', { name: 'Upload file' }).click();
  await page.getByRole('combobox', { name: 'Data type' }).click();
  await page.getByRole('option', { name: type }).click();
  await page.getByTestId('file-input').setInputFiles({ name, mimeType: XLSX, buffer: bytes });
  await page.getByRole('button', { name: 'Upload and check' }).click();
}

/** The MOV rules now in force, by seller code (`DEFAULT` for the default), from the type's download. */
async function movRules(request: APIRequestContext, headers: Record<string, string>) {
  const started = await request.post('/api/tasks/MOV_RULES/initiate-download', {
    data: {},
    headers: { ...headers, 'Idempotency-Key': `e2e-mov-dl-${Date.now()}` },
  });
  expect(started.ok(), await started.text()).toBe(true);
  const { taskId } = (await started.json()) as { taskId: string };
  await expect
    .poll(
      async () =>
        (
          (await (await request.get(`/api/tasks/${taskId}`, { headers })).json()) as {
            finishedOn: string | null;
          }
        ).finishedOn,
      { timeout: 30_000 },
    )
    .not.toBeNull();
  const file = await request.get(`/api/tasks/${taskId}/file`, { headers });
  const book = new ExcelJS.Workbook();
  await book.xlsx.load((await file.body()) as unknown as ArrayBuffer);
  const rules = new Map<string, string>();
  book.worksheets[0]?.eachRow((row, n) => {
    const [code, value] = (row.values as (string | number | null | undefined)[])
      .slice(1)
      .map((v) => (v == null ? '' : String(v)));
    if (n > 1 && code) rules.set(code, value ?? '');
  });
  return rules;
}

/** Sets one seller's minimum through the MOV_RULES upload (the API the wizard calls), committed. */
async function setMovByApi(
  request: APIRequestContext,
  headers: Record<string, string>,
  code: string,
  rupees: string,
) {
  const up = await request.post('/api/tasks/MOV_RULES/upload', {
    headers: { ...headers, 'Idempotency-Key': `e2e-mov-up-${Date.now()}` },
    multipart: {
      file: {
        name: 'mov-restore.xlsx',
        mimeType: XLSX,
        buffer: await workbook('MOV Rules', [
          ['Seller Code', 'Minimum Order Value'],
          [code, rupees],
        ]),
      },
    },
  });
  expect(up.ok(), await up.text()).toBe(true);
  const { task } = (await up.json()) as { task: { taskId: string } };
  const go = await request.post('/api/extraction/initiate', {
    data: { taskId: task.taskId },
    headers: { ...headers, 'Idempotency-Key': `e2e-mov-go-${task.taskId}` },
  });
  expect(go.ok(), await go.text()).toBe(true);
  await expect
    .poll(
      async () =>
        ((await (await request.get(`/api/tasks/${task.taskId}`, { headers })).json()) as { status: string })
          .status,
      { timeout: 30_000 },
    )
    .toBe('COMPLETED');
}

const rupeesOf = (paise: bigint) => `${paise / 100n}.${(paise % 100n).toString().padStart(2, '0')}`;

test.describe('RFQ uploads and MOV rules on /master-data', () => {
  test.beforeEach(() => test.setTimeout(180_000));

  test('the RM uploads RFQs (UBS RFQ upload v2.0) from the RFQ list: the preview names the rows in error, the rest becomes a Draft Request', async ({
    page,
    loginPage,
    request,
  }, testInfo) => {
    const rm = await authOf(request, 'rm');
    const admin = await authOf(request, 'admin');
    const options = (await (
      await request.get('/api/buyerRFQ/buyer-options?search=', { headers: rm })
    ).json()) as {
      label: string;
    }[];
    const buyerCode = options.map((o) => /\(([^)]+)\) · DIRECT$/.exec(o.label)?.[1]).find(Boolean);
    expect(buyerCode, 'the RM has a DIRECT buyer').toBeDefined();
    const products = (await (
      await request.get('/api/orders-v2/lookups/products', { params: { q: '', pageSize: 5 }, headers: admin })
    ).json()) as { sku: string; unit: string }[];
    const product = products[0]!;
    const reference = `E2E-${Date.now().toString(36).toUpperCase()}`;
    const header = [
      'Upload Reference',
      'Buyer Code',
      'Business Unit',
      'TM/RM Email',
      'Shipping Pin Code',
      'Pricing Basis',
      'Sales Type',
      'Buyer Credit Days',
      'Payment Terms',
      'Consignment',
      'Required By',
      'SKU',
      'Quantity',
      'Unit',
      'Target Price',
      'Remarks',
    ];
    const row = (sku: string, days: string, ref = reference) => [
      ref,
      buyerCode!,
      'DIRECT',
      '',
      '',
      'F.O.R',
      'Project Sales',
      days,
      'Advance 30%, balance in 15 days',
      'Site A',
      istDay(30),
      sku,
      '10',
      product.unit,
      '1,250.50',
      'Uploaded by the browser test',
    ];
    const bytes = await workbook('RFQ Upload', [
      header,
      row(product.sku, '15'),
      row('NO-SUCH-SKU-E2E', '15'),
      row(product.sku, '30', `${reference}-B`),
    ]);

    // An admin finds the type on /master-data, with its template's columns.
    await loginPage.signInAs('admin');
    await page.goto('/master-data#upload-file');
    await page.getByRole('tab', { name: 'Upload file' }).click();
    await page.getByRole('combobox', { name: 'Data type' }).click();
    await page.getByRole('option', { name: 'UBS RFQ upload v2.0' }).click();
    await expect(
      page.getByText(/Columns of the template: Upload Reference, Buyer Code, Business Unit/),
    ).toBeVisible();
    await shoot(page, testInfo, 'rfq-upload-master-data');
    await page.context().clearCookies();
    await page.evaluate(() => window.localStorage.clear());

    // The RM (no Master Data menu) goes from the RFQ list to the upload's own screen.
    await loginPage.signInAs('rm');
    await page.goto('/rfq');
    await page.getByRole('link', { name: 'Upload RFQs' }).click();
    await expect(page.getByRole('heading', { name: 'Upload RFQs', level: 1 })).toBeVisible();
    await page
      .getByTestId('file-input')
      .setInputFiles({ name: 'ubs-rfq-upload.xlsx', mimeType: XLSX, buffer: bytes });
    await page.getByRole('button', { name: 'Upload and check' }).click();
    await expect(page.getByText('ubs-rfq-upload.xlsx: 3 rows, 1 ready, 2 with errors.')).toBeVisible({
      timeout: 30_000,
    });
    const errors = page.getByRole('table', { name: 'Rows with errors' });
    await expect(errors).toContainText('SKU NO-SUCH-SKU-E2E is not an active product');
    await expect(errors).toContainText('Buyer credit days cannot exceed 21 days');
    await shoot(page, testInfo, 'rfq-upload-preview');

    await page.getByRole('button', { name: 'Process 1 row' }).click();
    await expect(page.getByText('1 row processed, 2 failed.')).toBeVisible({ timeout: 60_000 });
    await shoot(page, testInfo, 'rfq-upload-done');

    // The RFQ raised, newest in the RM's Draft Requests, with its line.
    const listed = await request.get('/api/buyerRFQ/list?statuses=DRAFT_REQUEST&pageSize=20', {
      headers: await authOf(request, 'rm'),
    });
    expect(listed.ok(), await listed.text()).toBe(true);
    const list = (await listed.json()) as {
      content: { rfqKey: string; buyerCode: string; lineCount: number }[];
    };
    const made = list.content[0]!;
    expect(made).toMatchObject({ buyerCode, lineCount: 1 });
    const rfq = new RfqDetailPO(page);
    await rfq.goto(made.rfqKey);
    await rfq.expectStatus('Draft Request');
    await expect(rfq.panel).toContainText(product.sku);
  });

  test('a minimum above a quotation’s value, uploaded on /master-data, shows the quotation’s MOV warning; the old minimum is restored', async ({
    page,
    loginPage,
    request,
  }, testInfo) => {
    const rm = await authOf(request, 'rm');
    const admin = await authOf(request, 'admin');
    // An enquiry of the RM with an open quotation no other spec takes (approved, or awaiting approval).
    const rfqKey = await rfqOfRm(request, 'APPROVED').catch(() => rfqOfRm(request, 'SENT_FOR_APPROVAL'));
    const detail = (await (await request.get(`/api/buyerRFQ/${rfqKey}`, { headers: rm })).json()) as {
      quotations: { quotationKey: string; status: string }[];
    };
    const quotation = detail.quotations.find((q) => q.status !== 'CLOSED');
    expect(quotation, `${rfqKey} has an open quotation`).toBeDefined();
    const quotationKey = quotation!.quotationKey;
    const validate = async () => {
      const res = await request.post('/api/ops-supply/mov/validate', {
        data: { rfqKey, quotationKey },
        headers: { ...rm, 'Idempotency-Key': `e2e-mov-v-${Date.now()}-${Math.random()}` },
      });
      expect(res.ok(), await res.text()).toBe(true);
      return (await res.json()) as {
        sellers: {
          sellerId: string;
          sellerName: string;
          orderValuePaise: string;
          movPaise: string | null;
          meets: boolean;
        }[];
      };
    };
    const before = await validate();
    expect(
      before.sellers.every((s) => s.meets),
      'the demo quotations meet their minimums',
    ).toBe(true);
    // The seller whose minimum is changed: one with a rule of its own when there is one, so the
    // restore puts back exactly what was there.
    const rules = await movRules(request, admin);
    const codeOf = async (sellerId: string) =>
      (
        (await (
          await request.get(`/api/ops-supply/seller/${sellerId}/profile`, { headers: admin })
        ).json()) as {
          sellerCode: string;
        }
      ).sellerCode;
    const candidates = await Promise.all(
      before.sellers.map(async (s) => ({ ...s, code: await codeOf(s.sellerId) })),
    );
    const seller = candidates.find((s) => rules.has(s.code)) ?? candidates[0]!;
    // Without a rule of its own and no default, any value meets it: a minimum of 0 is the same.
    if (!rules.has(seller.code)) expect(rules.has('DEFAULT')).toBe(false);
    const oldMinimum = rules.get(seller.code) ?? '0';
    const higher = rupeesOf(BigInt(seller.orderValuePaise) + 100_000n); // ₹1,000 above its value

    try {
      await loginPage.signInAs('admin');
      await uploadOnMasterData(
        page,
        'Minimum order value (MOV) by seller',
        'mov.xlsx',
        await workbook('MOV Rules', [
          ['Seller Code', 'Minimum Order Value'],
          [seller.code, higher],
        ]),
      );
      await expect(page.getByText('mov.xlsx: 1 rows, 1 ready, 0 with errors.')).toBeVisible({
        timeout: 30_000,
      });
      await page.getByRole('button', { name: 'Process 1 row' }).click();
      await expect(page.getByText('1 row processed, 0 failed.')).toBeVisible({ timeout: 60_000 });

      await page.context().clearCookies();
      await page.evaluate(() => window.localStorage.clear());
      await loginPage.signInAs('rm');
      const rfq = new RfqDetailPO(page);
      await rfq.goto(rfqKey);
      await rfq.tab('Quotations').click();
      const warning = rfq.quotation(quotationKey).getByTestId('mov-warnings');
      await expect(warning).toBeVisible();
      await expect(warning).toContainText('Minimum order value');
      await expect(warning).toContainText(seller.sellerName);
      await shoot(page, testInfo, 'quotation-mov-warning');
    } finally {
      await setMovByApi(request, admin, seller.code, oldMinimum);
    }
    // Its own rule as it was (or, where it had none, a minimum of 0: met by any value, as before).
    const after = await validate();
    expect(after.sellers.find((s) => s.sellerId === seller.sellerId)).toMatchObject({
      meets: true,
      movPaise: rules.has(seller.code) ? seller.movPaise : '0',
    });
  });
});
