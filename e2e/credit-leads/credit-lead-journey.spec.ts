import { expect, test } from '../support/fixtures';
import {
  CreditLeadPO,
  approveOnScreen,
  blockedConsignmentForLead,
  raiseLeadOnScreen,
} from '../pages/credit-leads.page';
import { ConsignmentDetailPO } from '../pages/consignments.page';
import { LoginPage } from '../pages/login.page';
import { SAMPLE_PDF } from '../support/sample-pdf';

test.describe('credit lead journey', () => {
  test.describe.configure({ mode: 'serial' });
  test.beforeEach(() => test.setTimeout(300_000));

  test('credit ops runs the checks and submits; sales, finance, credit and co-option approve; the limit is set; the blocked consignment packs', async ({
    page,
    loginPage,
    request,
    browser,
    baseURL,
  }, testInfo) => {
    // A consignment of the entity's buyer that the credit check blocked (its limit short of it).
    const blocked = await blockedConsignmentForLead(request, 5_000_000);
    const entityKey = blocked.entityKey;

    await loginPage.signInAs('credit');
    const lead = { entityKey, leadKey: await raiseLeadOnScreen(page, entityKey, '5000000') };
    const po = new CreditLeadPO(page);
    await po.goto(lead.leadKey);
    await expect(po.status()).toHaveText('Submitted');
    // The lead's fields are edited while it is worked; a bad value is named under its field.
    await po.editPeriod(lead.leadKey, '0', '60');
    await expect(page.getByText('60 days')).toBeVisible();
    // Its papers: a bank statement uploaded on the Documents tab is listed.
    const paper = await po.uploadDocument('Bank Statement', 'bank.statement.pdf', SAMPLE_PDF);
    await expect(paper.getByTitle(/^bank_statement_\d+\.pdf$/)).toBeVisible();
    await page.getByRole('tab', { name: /^Validations/ }).click();
    await po.act('Run checks', lead.leadKey);
    await expect(po.status()).toHaveText('In Progress');
    await expect(page.locator('[data-check="mca"]')).toHaveText('Passed');
    await page.screenshot({ path: testInfo.outputPath('credit-lead-1280.png'), fullPage: true });
    await po.act('Submit for approval', lead.leadKey);
    await expect(po.status()).toHaveText('Pending');
    const approvalKey = (await page.getByRole('link', { name: /^AP\d+$/ }).textContent())!;

    // The chain's demo logins decide their steps in the Approval Center (below the CEO's amount:
    // sales, finance, credit, then co-option).
    for (const approver of ['saleslead', 'financelead', 'creditlead', 'cooption'])
      await approveOnScreen(browser, baseURL, approver, approvalKey);

    await po.goto(lead.leadKey);
    await expect(po.status()).toHaveText('Approved');
    await page.getByRole('tab', { name: /Allocation details/ }).click();
    await expect(page.getByRole('table', { name: 'Allocation details' })).toContainText('50,00,000');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: testInfo.outputPath('credit-lead-390.png'), fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`/buyer-entity/${lead.entityKey}`);
    await expect(page.getByRole('table', { name: 'Limits' })).toContainText('50,00,000');
    await page.screenshot({ path: testInfo.outputPath('buyer-entity-1280.png'), fullPage: true });

    // The raised limit frees the buyer: the order manager rechecks the blocked consignment's credit
    // and packing goes through.
    const om = await browser.newContext({ baseURL, locale: 'en-IN', timezoneId: 'Asia/Kolkata' });
    try {
      const omPage = await om.newPage();
      await new LoginPage(omPage).signInAs('om');
      const detail = new ConsignmentDetailPO(omPage);
      await detail.goto(blocked.consignmentKey);
      await expect(detail.status('PAYMENT_BLOCKED')).toHaveText('Payment Blocked');
      const recheck = await detail.openAction('Recheck Credit', 'Recheck Credit');
      await detail.submit(recheck, 'Recheck Credit');
      await expect(detail.status('PACKED')).toHaveText('Packed', { timeout: 30_000 });
      await omPage.screenshot({ path: testInfo.outputPath('consignment-packed-1280.png'), fullPage: true });
    } finally {
      await om.close();
    }
  });
});
