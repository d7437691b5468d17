import type { APIRequestContext, Locator, Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { expect, test } from '../support/fixtures';
import { authOf } from '../pages/rfq.page';
import { type Language, closeDialog, inEveryView, text } from '../support/shots';

// Pictures of what wave 11 built, in English and Marathi at 1280 and 390 px, for a person to look at:
// the upload wizard's preview with "Rows to skip" (an RFQ upload file committed once, uploaded
// again), /master-data's upload type menu with the new types, and a UBS territory manager's New-buyer
// dialog searching the RMs who serve UBS. Runs only when DOM_E2E_SHOTS names the folder (the views
// and their checks: support/shots.ts).

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const NEW_TYPES = [
  'INVENTORY',
  'ASSORTMENT',
  'BRAND_CONFIG',
  'LOGISTICS',
  'PARTNER_RM',
  'PROMOTER',
  'DISCOUNTS',
  'TOD',
  'CASH_DISCOUNT_PASS_THROUGH',
] as const;

const HEADER = [
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

async function workbook(rows: readonly (readonly string[])[]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('RFQ Upload');
  for (const r of rows) sheet.addRow([...r]);
  return Buffer.from(await book.xlsx.writeBuffer());
}

/**
 * An RFQ upload of the RM's (two lines of one reference) committed through the API, and the file to
 * upload again in the browser: those two rows (to skip), a row in error and a row of a new reference.
 */
async function rfqFiles(request: APIRequestContext): Promise<Buffer> {
  const rm = await authOf(request, 'rm');
  const admin = await authOf(request, 'admin');
  const options = (await (
    await request.get('/api/buyerRFQ/buyer-options?search=', { headers: rm })
  ).json()) as { label: string }[];
  const buyerCode = options.map((o) => /\(([^)]+)\) · DIRECT$/.exec(o.label)?.[1]).find(Boolean);
  if (!buyerCode) throw new Error('The demo RM has no DIRECT buyer');
  const products = (await (
    await request.get('/api/orders-v2/lookups/products', { params: { q: '', pageSize: 5 }, headers: admin })
  ).json()) as { sku: string; unit: string }[];
  const [first, second] = products;
  if (!first || !second) throw new Error('The demo catalogue has fewer than two products');
  const reference = `SHOTS-${Date.now().toString(36).toUpperCase()}`;
  const row = (ref: string, sku: string, unit: string) => [
    ref,
    buyerCode,
    'DIRECT',
    '',
    '',
    'F.O.R',
    'Project Sales',
    '15',
    'Advance 30%, balance in 15 days',
    'Site A',
    '',
    sku,
    '10',
    unit,
    '1,250.50',
    'Uploaded by the screenshot spec',
  ];
  const raised = [row(reference, first.sku, first.unit), row(reference, second.sku, second.unit)];
  const up = await request.post('/api/tasks/RFQ_UPLOAD/upload', {
    headers: { ...rm, 'Idempotency-Key': `e2e-shots-up-${reference}` },
    multipart: {
      file: { name: 'rfq-upload.xlsx', mimeType: XLSX, buffer: await workbook([HEADER, ...raised]) },
    },
  });
  expect(up.ok(), await up.text()).toBe(true);
  const { task } = (await up.json()) as { task: { taskId: string } };
  const go = await request.post('/api/extraction/initiate', {
    data: { taskId: task.taskId },
    headers: { ...rm, 'Idempotency-Key': `e2e-shots-go-${task.taskId}` },
  });
  expect(go.ok(), await go.text()).toBe(true);
  await expect
    .poll(
      async () =>
        (
          (await (await request.get(`/api/tasks/${task.taskId}`, { headers: rm })).json()) as {
            status: string;
          }
        ).status,
      { timeout: 60_000 },
    )
    .toBe('COMPLETED');
  return workbook([
    HEADER,
    ...raised,
    row(reference, 'NO-SUCH-SKU-SHOTS', first.unit),
    row(`${reference}-B`, first.sku, first.unit),
  ]);
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const field = (dialog: Locator, language: Language, key: string, role: 'textbox' | 'combobox' = 'textbox') =>
  dialog.getByRole(role, { name: new RegExp(`^${escape(text(language, key))}`) });

/** The RM's upload screen with a file's preview, then the preview cancelled (nothing written). */
async function previewAndCancel(page: Page, language: Language, bytes: Buffer, check: () => Promise<void>) {
  await page.goto('/rfq-enquiries/upload');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(language, 'rfq.uploadRfqs'));
  await page
    .getByTestId('file-input')
    .setInputFiles({ name: 'rfq-upload-again.xlsx', mimeType: XLSX, buffer: bytes });
  await page
    .getByRole('button', { name: text(language, 'masterData.upload.uploadAndCheck'), exact: true })
    .click();
  await expect(
    page.getByRole('table', { name: text(language, 'masterData.upload.skippedTable') }),
  ).toBeVisible({
    timeout: 30_000,
  });
  await check();
  await page
    .getByRole('main')
    .getByRole('button', { name: text(language, 'masterData.upload.cancel'), exact: true })
    .click();
  await expect(
    page.getByRole('button', { name: text(language, 'masterData.upload.uploadAndCheck'), exact: true }),
  ).toBeVisible();
}

test.describe('wave 11 as pictures', () => {
  // A click on something missing fails in seconds instead of waiting out the long test.
  test.use({ actionTimeout: 15_000 });
  test.beforeEach(() => test.setTimeout(420_000));

  test('rm: an RFQ upload file uploaded again, its rows to skip in the preview', async ({
    loginPage,
    shell,
    page,
    request,
  }) => {
    const again = await rfqFiles(request);
    await loginPage.signInAs('rm');
    await shell.expectPath('/');
    await inEveryView(page, shell, async (language, shoot) => {
      await previewAndCancel(page, language, again, async () => {
        const skipped = page.getByRole('table', { name: text(language, 'masterData.upload.skippedTable') });
        await expect(
          skipped.getByText(text(language, 'masterData.upload.skipped'), { exact: true }),
        ).toHaveCount(2);
        await expect(
          page.getByRole('table', { name: text(language, 'masterData.upload.errorsTable') }),
        ).toContainText('NO-SUCH-SKU-SHOTS');
        await shoot.page('rfq-upload-skipped');
      });
    });
  });

  test('admin: the upload type menu of /master-data with the new types', async ({
    loginPage,
    shell,
    page,
  }) => {
    await loginPage.signInAs('admin');
    await shell.expectPath('/');
    await inEveryView(page, shell, async (language, shoot) => {
      await page.goto('/master-data');
      await expect(page.getByRole('tablist').first()).toBeVisible();
      await page.getByRole('tab', { name: text(language, 'masterData.tabs.upload') }).click();
      await page.getByRole('main').getByRole('combobox').first().click();
      const options = page.getByRole('listbox').getByRole('option');
      for (const type of NEW_TYPES)
        await expect(options.filter({ hasText: text(language, `masterData.types.${type}`) })).toHaveCount(1);
      // The long names at the end of the list, in view.
      await options
        .filter({ hasText: text(language, 'masterData.types.CASH_DISCOUNT_PASS_THROUGH') })
        .hover();
      await shoot.menu('master-data-upload-new-types');
      await page.keyboard.press('Escape');
      await expect(page.getByRole('listbox')).toBeHidden();
    });
  });

  test('tm: the New-buyer dialog, its words under the fields and the RM search of UBS', async ({
    loginPage,
    shell,
    page,
  }) => {
    await loginPage.signInAs('tm');
    await shell.expectPath('/');
    await inEveryView(page, shell, async (language, shoot) => {
      await page.goto('/rfq-enquiries/new');
      await page.getByRole('button', { name: text(language, 'rfqWizard.draftBuyer.open') }).click();
      const dialog = page.getByRole('dialog', { name: text(language, 'rfqWizard.draftBuyer.title') });
      await expect(dialog).toBeVisible();
      // Saved empty: the server's words under each field it names (nothing written).
      await dialog.getByRole('button', { name: text(language, 'rfqWizard.draftBuyer.submit') }).click();
      await expect(field(dialog, language, 'rfqWizard.draftBuyer.nameOfEntity')).toHaveAttribute(
        'aria-invalid',
        'true',
      );
      const rm = field(dialog, language, 'rfqWizard.draftBuyer.rm', 'combobox');
      await shoot.dialog('draft-buyer-tm-errors', dialog);
      await field(dialog, language, 'rfqWizard.draftBuyer.nameOfEntity').fill('Sai Krupa Constructions');
      await field(dialog, language, 'rfqWizard.draftBuyer.contactName').fill('Rakesh Yadav');
      await field(dialog, language, 'rfqWizard.draftBuyer.phoneNumber').fill('9822055555');
      await field(dialog, language, 'rfqWizard.address.addressLine1').fill('Shop 7, Station Road');
      await field(dialog, language, 'rfqWizard.address.cityName').fill('Nashik');
      await field(dialog, language, 'rfqWizard.address.pinCode').fill('422001');
      // The TM's one unit is UBS: the demo's UBS RM is offered.
      await rm.fill('Nikhil');
      await expect(page.getByRole('option', { name: /Nikhil Bhosale/ })).toBeVisible();
      await shoot.menu('draft-buyer-tm-rm-search');
      await page.getByRole('option', { name: /Nikhil Bhosale/ }).click();
      await expect(rm).toHaveValue(/Nikhil Bhosale/);
      await shoot.dialog('draft-buyer-tm-rm-chosen', dialog);
      await closeDialog(page, dialog);
    });
  });
});
