import { expect, test } from '../support/fixtures';
import { ApprovalCenterPO, raiseCreditException } from '../pages/approvals.page';

test.describe('approval center', () => {
  test.describe.configure({ mode: 'serial' });
  test.beforeEach(() => test.setTimeout(120_000));
  let approvalKey = '';

  test('the ops user sees their own request raised, with no approve button', async ({
    page,
    loginPage,
    request,
  }) => {
    approvalKey = await raiseCreditException(request, 'om');
    await loginPage.signInAs('om');
    const center = new ApprovalCenterPO(page);
    await center.goto('?view=raised');
    await expect(center.tab('Raised by me')).toHaveAttribute('aria-selected', 'true');
    await center.open(approvalKey);
    await expect(center.drawer.getByText('Pending', { exact: true }).first()).toBeVisible();
    await expect(center.drawer.getByText(/Pending: Finance/)).toBeVisible();
    await expect(center.action('Approve')).toHaveCount(0);
    // The server refuses too: the ops user cannot decide at all.
    const { access_token } = await (await import('../support/api')).apiSignIn(request, 'om');
    const refused = await request.post('/api/approval-center/approve', {
      data: { approvalKey },
      headers: { Authorization: `Bearer ${access_token}` },
    });
    expect(refused.status()).toBe(403);
  });

  test('a finance user approves it from “Waiting for me”', async ({ page, loginPage, request }, testInfo) => {
    // Run on its own, it raises the request itself.
    approvalKey ||= await raiseCreditException(request, 'om');
    await loginPage.signInAs('finance');
    const center = new ApprovalCenterPO(page);
    await center.goto();
    await expect(center.tab('Waiting for me')).toHaveAttribute('aria-selected', 'true');
    await center.open(approvalKey);
    await page.screenshot({ path: testInfo.outputPath('approval-center-1280.png'), fullPage: true });
    await center.action('Approve').click();
    const dialog = page.getByRole('dialog', { name: `Approve ${approvalKey}` });
    await dialog.getByRole('textbox', { name: 'Comment' }).fill('Cheque copy checked');
    await dialog.getByRole('button', { name: 'Approve', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(center.drawer.getByText('Approved (Finance)')).toBeVisible();
    await expect(center.action('Approve')).toHaveCount(0);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: testInfo.outputPath('approval-center-390.png'), fullPage: true });
    await center.drawer.getByRole('button', { name: 'Close' }).first().click();
    // Back to the desktop, where the list is a table (a phone shows cards).
    await page.setViewportSize({ width: 1280, height: 800 });
    await center.tab('All').click();
    await expect(center.row(approvalKey)).toContainText('Approved');
  });
});
