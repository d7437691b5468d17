import { expect, test } from '../support/fixtures';
import { ApprovalCenterPO } from '../pages/approvals.page';
import { CreditLimitsPO, buyerForAdhoc } from '../pages/credit-limits.page';
import { LoginPage } from '../pages/login.page';
import { apiSignIn } from '../support/api';
import { SAMPLE_PDF } from '../support/sample-pdf';

test.describe('ad-hoc limit', () => {
  test.beforeEach(() => test.setTimeout(180_000));

  test('credit requests an ad-hoc limit, finance approves it, the available balance rises', async ({
    page,
    loginPage,
    shell,
    request,
    browser,
    baseURL,
  }, testInfo) => {
    const buyerId = await buyerForAdhoc(request);
    const { access_token } = await apiSignIn(request, 'credit');
    const headers = { Authorization: `Bearer ${access_token}` };
    const available = async () => {
      const res = await request.get(`/api/credit/limits/${buyerId}/position`, { headers });
      expect(res.ok(), await res.text()).toBe(true);
      return BigInt(((await res.json()) as { availablePaise: string }).availablePaise);
    };
    const before = await available();

    await loginPage.signInAs('credit');
    const limits = new CreditLimitsPO(page);
    await limits.goto(buyerId);
    await page.getByRole('button', { name: 'Request Ad-hoc Limit' }).click();
    const dialog = page.getByRole('dialog', { name: 'Request Ad-hoc Limit' });
    await dialog.getByRole('textbox', { name: 'Amount' }).fill('100000');
    await dialog
      .getByRole('textbox', { name: 'Reason' })
      .fill('Monsoon stocking of cement ahead of the site start');
    // Its paper goes to a signed upload address first (ADHOC_DOC_UPLOAD), then with the request.
    await dialog
      .getByTestId('file-input')
      .setInputFiles({ name: 'stock plan.pdf', mimeType: 'application/pdf', buffer: SAMPLE_PDF });
    await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
    await expect(dialog.getByTestId('adhoc-uploaded')).toContainText('stock plan.pdf');
    await dialog.getByRole('button', { name: 'Send for approval' }).click();
    await expect(dialog).toBeHidden();
    await limits.tab('Ad-hoc Limit Approval Log').click();
    const row = page.getByRole('row').filter({ hasText: 'Pending' }).first();
    await expect(row).toBeVisible();
    // The request keeps the file: listed and downloadable.
    const download = page.waitForEvent('download');
    await row.getByRole('button', { name: 'stock plan.pdf' }).click();
    expect((await download).suggestedFilename()).toBe('stock plan.pdf');
    const approvalKey = (await row.innerText()).match(/AP\d+/)?.[0] ?? '';
    expect(approvalKey).not.toBe('');
    // Pending: nothing counts yet.
    expect(await available()).toBe(before);
    await page.screenshot({ path: testInfo.outputPath('credit-limits-1280.png'), fullPage: true });

    // Another person decides it in the Approval Center, in a browser of their own.
    const other = await browser.newContext({ baseURL, locale: 'en-IN', timezoneId: 'Asia/Kolkata' });
    try {
      const approver = await other.newPage();
      await new LoginPage(approver).signInAs('finance');
      const center = new ApprovalCenterPO(approver);
      await center.goto();
      await center.open(approvalKey);
      await center.action('Approve').click();
      const approve = approver.getByRole('dialog', { name: `Approve ${approvalKey}` });
      await approve.getByRole('textbox', { name: 'Comment' }).fill('Seasonal stocking, agreed');
      await approve.getByRole('button', { name: 'Approve', exact: true }).click();
      await expect(approve).toBeHidden();
    } finally {
      await other.close();
    }

    expect(await available()).toBe(before + 10_000_000n);
    await limits.goto(buyerId);
    await expect(limits.adhocTotal).toContainText('1,00,000');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: testInfo.outputPath('credit-limits-390.png'), fullPage: true });
    await page.setViewportSize({ width: 1280, height: 800 });
    await shell.chooseLanguage('हिन्दी');
    await expect(page.getByRole('tab', { name: 'सीमा आवंटन विवरण' })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('credit-limits-hi-1280.png'), fullPage: true });
  });
});
