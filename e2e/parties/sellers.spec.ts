import { readFileSync } from 'node:fs';
import { expectAccessible } from '../support/accessibility';
import { expect, test } from '../support/fixtures';
import { DataTablePO } from '../pages/data-table.page';
import { PartyProfilePO, apiGetAs } from '../pages/parties.page';
import { SAMPLE_PDF } from '../support/sample-pdf';

interface ApiSeller {
  sellerId: string;
  sellerName: string;
}

test.describe('sellers, warehouses and transporters', () => {
  test.beforeEach(() => test.setTimeout(120_000));

  test('a seller profile shows its tabs: warehouses, payment requests, payments, bills, notes, documents', async ({
    loginPage,
    page,
    request,
  }) => {
    const sellers = await apiGetAs<{ content: ApiSeller[] }>(request, 'admin', '/ops-supply/seller/search');
    // A seller with something in each money tab (the demo data gives most sellers all of them).
    type Tab = { content: Record<string, string | null>[]; totalElements: number };
    const tabOf = (id: string, path: string) =>
      apiGetAs<Tab>(request, 'admin', `/ops-supply/seller/${id}/${path}`);
    let seller: ApiSeller | undefined;
    let rows: Record<string, Record<string, string | null>> = {};
    for (const s of sellers.content) {
      const [requests, payments, bills, notes] = await Promise.all(
        ['payment-requests', 'payments', 'bills', 'credit-debit-notes'].map((p) => tabOf(s.sellerId, p)),
      );
      const firsts = [requests, payments, bills, notes].map((t) => t?.content[0]);
      if (firsts.every(Boolean)) {
        seller = s;
        const [r, p, b, n] = firsts as Record<string, string | null>[];
        rows = { requests: r!, payments: p!, bills: b!, notes: n! };
        break;
      }
    }
    if (!seller) throw new Error('No seller in the demo data has requests, payments, bills and notes');
    await loginPage.signInAs('admin');
    await page.goto('/seller-profiles');
    const table = new DataTablePO(page, 'Seller Profiles');
    await table.waitUntilLoaded();
    await expectAccessible(page, '/seller-profiles');
    await table.bodyRows.filter({ hasText: seller.sellerName }).first().click();
    const profile = new PartyProfilePO(page, 'Seller tabs');
    await expect(profile.heading).toHaveText(seller.sellerName);
    for (const tab of [
      'Orders',
      'Warehouses',
      'Open Payment Requests',
      'Cleared Payments',
      'Bills',
      'Credit/Debit Notes',
      'Documents',
    ])
      await expect(profile.tabs.tab(new RegExp(`^${tab.replace('/', '\\/')}`))).toBeVisible();
    await profile.tabs.select(/^Warehouses/);
    await expect(page).toHaveURL(/#warehouses$/);
    await expect(page.getByRole('region', { name: 'Early Payment Bank Details' })).toBeVisible();
    await expectAccessible(page, '/seller-profiles/:id');

    const tab = (name: string) => page.getByRole('table', { name });
    await profile.tabs.select(/^Open Payment Requests/);
    const request0 = tab('Open Payment Requests')
      .getByRole('row')
      .filter({ hasText: rows.requests!.requestNumber! });
    await expect(request0.first()).toContainText('Pending Processing');
    await expect(request0.first()).toContainText(rows.requests!.orderKey!);
    await profile.tabs.select(/^Cleared Payments/);
    const paid = tab('Cleared Payments').getByRole('row').filter({ hasText: rows.payments!.invoiceNumber! });
    await expect(paid.first()).toContainText('Fully Cleared');
    await profile.tabs.select(/^Bills/);
    const bill = rows.bills!;
    await expect(
      tab('Bills').getByText(bill.sellerBillId ?? bill.invoiceNumber!, { exact: true }),
    ).toBeVisible();
    await profile.tabs.select(/^Credit\/Debit Notes/);
    await expect(tab('Credit/Debit Notes').getByText(rows.notes!.noteNumber!, { exact: true })).toBeVisible();

    // Documents: the demo's two papers, then upload a PDF, see it listed, download it, delete it.
    await profile.tabs.select(/^Documents/);
    const documents = tab('Documents');
    await expect(documents.getByRole('row').filter({ hasText: 'GST Certificate' })).toHaveCount(1);
    await expect(documents.getByRole('row').filter({ hasText: 'PAN Card' })).toHaveCount(1);
    const before = await profile.tabs.count(/^Documents/);
    const upload = page.getByRole('region', { name: 'Upload documents' });
    await upload.getByLabel('Document Type').click();
    await page.getByRole('option', { name: 'Seller Agreement' }).click();
    await upload.getByTestId('file-input').setInputFiles({
      name: 'seller.agreement.pdf',
      mimeType: 'application/pdf',
      buffer: SAMPLE_PDF,
    });
    await upload.getByRole('button', { name: 'Upload' }).click();
    // Dots of the base name become underscores and a timestamp is appended (doc 1 §5).
    const row = documents.getByRole('row').filter({ hasText: 'Seller Agreement' });
    await expect(row.getByTitle(/^seller_agreement_\d+\.pdf$/)).toBeVisible();
    await expect(row).toContainText('Aditi Sharma');
    await expect.poll(() => profile.tabs.count(/^Documents/)).toBe((before ?? 0) + 1);
    const download = page.waitForEvent('download');
    await row.getByRole('button', { name: /^Download/ }).click();
    const saved = await download;
    expect(saved.suggestedFilename()).toMatch(/^seller_agreement_\d+\.pdf$/);
    expect(readFileSync(await saved.path()).equals(SAMPLE_PDF)).toBe(true);
    // The signed address itself: 200 with the same bytes, no session needed.
    expect(saved.url()).toMatch(/\/api\/files\/[0-9a-f-]+\/content\?expires=\d+&signature=/);
    const answer = await request.get(saved.url());
    expect(answer.status()).toBe(200);
    expect((await answer.body()).equals(SAMPLE_PDF)).toBe(true);
    await row.getByRole('button', { name: /^Delete/ }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete document' });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(confirm).toBeHidden();
    await expect(row).toHaveCount(0);
  });

  test('a seller sees only itself', async ({ loginPage, page, request }) => {
    const mine = await apiGetAs<{ content: ApiSeller[] }>(request, 'seller', '/ops-supply/seller/search');
    expect(mine.content).toHaveLength(1);
    await loginPage.signInAs('seller');
    await page.goto('/seller-profiles');
    const table = new DataTablePO(page, 'Seller Profiles');
    await table.waitUntilLoaded();
    await expect(table.bodyRows).toHaveCount(1);
  });

  test('logistics adds a transporter by GSTIN', async ({ loginPage, page }) => {
    await loginPage.signInAs('logistics');
    await page.goto('/transporter-master');
    await page.getByRole('button', { name: 'Add Transporter' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Transporter' });
    const name = `Swift Roadways ${Date.now().toString().slice(-5)}`;
    await dialog.getByLabel(/^Transporter Name/).fill(name);
    await dialog.getByRole('button', { name: 'Add' }).click();
    await expect(dialog.getByText('Enter a GSTIN or a transporter id')).toBeVisible();
    await dialog.getByLabel(/^Transporter ID/).fill(`29AAACR${Date.now().toString().slice(-4)}K1ZZ`);
    await dialog.getByRole('button', { name: 'Add' }).click();
    await expect(dialog).toBeHidden();
    await page.getByLabel('Transporter Name').first().fill(name);
    await expect(page.getByRole('table', { name: 'Transporter Master' }).getByText(name)).toBeVisible();
  });
});
