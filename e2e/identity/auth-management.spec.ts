import { apiSignIn, requestAccessAs } from '../support/api';
import { expect, test } from '../support/fixtures';

test.describe('auth management', () => {
  // Access requests ride the approvals engine: the manager's step, then the administrator's, whose
  // approval grants the roles in the same transaction (no separate grant step).
  test('a manager, then an admin, approve an access request, which grants it', async ({
    loginPage,
    shell,
    page,
    request,
  }, info) => {
    const rm = await apiSignIn(request, 'rm');
    const reason = `Credit reviews ${info.project.name} ${Date.now().toString(36)}`;
    await requestAccessAs(request, rm.access_token, ['CREDIT_OPS'], reason);

    await loginPage.signInAs('hr');
    await shell.goto('/auth-management#reportees');
    const reportees = page.getByRole('table', { name: "Reportees' requests" });
    const row = reportees.getByRole('row').filter({ hasText: reason });
    await expect(row).toContainText('Created');
    // The approvals engine's request behind it, waiting for its steps.
    await expect(row).toContainText('Pending Approval');
    await row.getByRole('button', { name: 'Approve' }).click();
    await expect(row).toContainText('Approved By Manager');
    await shell.logOut();

    await loginPage.signInAs('admin');
    await shell.goto('/auth-management#all');
    const all = page.getByRole('table', { name: 'All requests' });
    const adminRow = all.getByRole('row').filter({ hasText: reason });
    await expect(adminRow).toContainText('Approved By Manager');
    await adminRow.getByRole('button', { name: 'Approve' }).click();
    await expect(adminRow).toContainText('Granted');
    await expect(adminRow).not.toContainText('Pending Approval');
    await expect(adminRow.getByRole('button', { name: 'Grant' })).toHaveCount(0);
    await expect(adminRow.getByRole('button', { name: 'Approve' })).toHaveCount(0);
  });
});
