import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { apiSignIn } from '../support/api';
import { closeDialog, inEveryView, openDialog, text } from '../support/shots';
import { buyersOf } from '../pages/parties.page';
import { consignmentsOf } from '../pages/consignments.page';
import { ordersOf } from '../pages/orders.page';

// Pictures of the screens and dialogs the last refactors moved onto shared pieces (useRecordEditor,
// PageHeader, MessagePage, CardList, SelectFormField) and of this session's new ones (/master-data's
// task types, /rfq-enquiries/upload), in English and Marathi at desktop and phone width, for a person
// to look at. Runs only when DOM_E2E_SHOTS names the folder (the views and their checks:
// support/shots.ts).

/** The first row of a list (a table row, or a card on a phone), once loaded. */
function firstRow(page: Page): Locator {
  return page
    .getByRole('main')
    .locator('tbody tr:not([data-testid="skeleton-row"]), li[data-testid="row-card"]')
    .first();
}

async function bearer(request: APIRequestContext, username: string) {
  const { access_token } = await apiSignIn(request, username);
  return { Authorization: `Bearer ${access_token}` };
}

/** A record posted as admin (a permission group, a report), so each list has one to open. */
async function postAsAdmin(request: APIRequestContext, path: string, data: unknown): Promise<void> {
  const answer = await request.post(`/api${path}`, {
    data,
    headers: {
      ...(await bearer(request, 'admin')),
      'Idempotency-Key': `e2e-shots-${Date.now()}-${path.length}`,
    },
  });
  expect(answer.ok(), await answer.text()).toBe(true);
}

const allowsCancel = (body: { allowedActions?: { action: string }[] }) =>
  (body.allowedActions ?? []).some((a) => a.action === 'cancel');

/** An order `om` may cancel (its detail's allowed actions), from the demo data. */
async function cancellableOrder(request: APIRequestContext): Promise<string> {
  const headers = await bearer(request, 'om');
  for (const order of (await ordersOf(request, 'om')).slice(0, 60)) {
    const answer = await request.get(`/api/order/orderDetails/${encodeURIComponent(order.orderKey)}`, {
      headers,
    });
    if (answer.ok() && allowsCancel((await answer.json()) as { allowedActions?: { action: string }[] }))
      return order.orderKey;
  }
  throw new Error('No order om may cancel in the demo data');
}

/** A requested consignment `om` may cancel, from the demo data. */
async function cancellableConsignment(request: APIRequestContext): Promise<string> {
  const headers = await bearer(request, 'om');
  const requested = (await consignmentsOf(request, 'om')).filter((c) => c.status === 'REQUESTED');
  for (const c of requested.slice(0, 30)) {
    const answer = await request.get(`/api/shipment/consignment/${encodeURIComponent(c.consignmentKey)}`, {
      headers,
    });
    if (answer.ok() && allowsCancel((await answer.json()) as { allowedActions?: { action: string }[] }))
      return c.consignmentKey;
  }
  throw new Error('No requested consignment om may cancel in the first page of the demo data');
}

test.describe('screens of the last refactors as pictures', () => {
  // A click on something missing fails in seconds instead of waiting out the long test.
  test.use({ actionTimeout: 15_000 });
  test.beforeEach(() => test.setTimeout(420_000));

  test('admin: reports, resources, permission groups, access management, HR portal, master data', async ({
    loginPage,
    shell,
    page,
    request,
  }) => {
    // Long names, as people write them: the lists and the editors' titles must wrap them.
    const id = Date.now().toString(36);
    await postAsAdmin(request, '/authorization/permission-groups', {
      name: `Regional finance reviewers, west and central ${id}`,
      description: 'Sees the ledgers and settlements of the western and central buyers',
      permissions: ['Display_Permissions_Tab'],
    });
    await postAsAdmin(request, '/authorization/reports', {
      name: `Collections and overdue receivables by buyer entity ${id}`,
      category: 'Finance',
      description: null,
      url: null,
      permission: 'Display_Seller_Payments_Tab',
      isActive: true,
    });
    await loginPage.signInAs('admin');
    await shell.expectPath('/');
    await inEveryView(page, shell, async (language, shoot) => {
      for (const screen of [
        { path: '/manage-reports', name: 'manage-reports', create: 'reportAdmin.create' },
        { path: '/resources', name: 'resources', create: 'resourceAdmin.create' },
        { path: '/permission-groups', name: 'permission-groups', create: 'permissionGroups.create' },
      ]) {
        await page.goto(screen.path);
        await expect(firstRow(page)).toBeVisible();
        await shoot.page(screen.name);
        const create = await openDialog(page, text(language, screen.create));
        await shoot.dialog(`${screen.name}-create`, create);
        await closeDialog(page, create);
        // An existing record: its editor, with Delete (and Members) beside Save.
        await firstRow(page).click();
        const edit = page.locator('.MuiDialog-paper').last();
        await shoot.dialog(`${screen.name}-edit`, edit);
        await closeDialog(page, edit);
      }

      await page.goto('/auth-management');
      await expect(page.getByRole('tablist').first()).toBeVisible();
      await shoot.page('auth-management');
      const request = await openDialog(page, text(language, 'access.request'));
      await shoot.dialog('auth-management-request', request);
      await closeDialog(page, request);

      await page.goto('/hr-portal');
      await expect(firstRow(page)).toBeVisible();
      await shoot.page('hr-portal');
      const user = await openDialog(page, text(language, 'users.create'));
      await shoot.dialog('hr-portal-create', user);
      await closeDialog(page, user);

      await page.goto('/master-data');
      await expect(page.getByRole('tablist').first()).toBeVisible();
      await shoot.page('master-data');
      await page.getByRole('tab', { name: text(language, 'masterData.tabs.upload') }).click();
      await page.getByRole('main').getByRole('combobox').first().click();
      await shoot.menu('master-data-upload-types');
      // Every type named in the language shown (RFQ_UPLOAD once fell back to the server's English).
      if (language.code === 'mr')
        for (const option of await page.getByRole('option').allTextContents())
          expect(option, `the type ${option} is not in Marathi`).toMatch(/[\u0900-\u097F]/);
      await page.keyboard.press('Escape');
    });
  });

  test('rm: no access, not found, a buyer’s contacts and addresses, the RFQ upload', async ({
    loginPage,
    shell,
    page,
    request,
  }) => {
    const [buyer] = await buyersOf(request, 'rm');
    if (!buyer) throw new Error('The demo data gives rm no buyer');
    await loginPage.signInAs('rm');
    await shell.expectPath('/');
    await inEveryView(page, shell, async (language, shoot) => {
      await page.goto('/permissions');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(language, 'noAccess.title'));
      await shoot.page('no-access');

      await page.goto('/no-such-screen/with/a/rather-long-address-that-has-to-wrap');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(language, 'notFound.title'));
      await shoot.page('not-found');

      for (const tab of ['contacts', 'addresses'] as const) {
        await page.goto(`/buyer/${buyer.buyerId}#${tab}`);
        await expect(
          page.getByRole('list', { name: text(language, `parties.buyerTabs.${tab}`) }),
        ).toBeVisible();
        await shoot.page(`buyer-${tab}`);
      }
      const addAddress = await openDialog(page, text(language, 'parties.addresses.add'));
      await shoot.dialog('buyer-address-add', addAddress);
      await closeDialog(page, addAddress);

      await page.goto('/rfq-enquiries/upload');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(language, 'rfq.uploadRfqs'));
      await shoot.page('rfq-upload');
    });
  });

  test('om: the order and consignment cancel dialogs', async ({ loginPage, shell, page, request }) => {
    const orderKey = await cancellableOrder(request);
    const consignmentKey = await cancellableConsignment(request);
    await loginPage.signInAs('om');
    await shell.expectPath('/');
    await inEveryView(page, shell, async (language, shoot) => {
      await page.goto(`/sales-order/${orderKey}`);
      const dialog = await openDialog(page, text(language, 'orders.cancel.open'));
      await shoot.dialog('order-cancel', dialog);
      await dialog.getByRole('combobox').first().click();
      await shoot.menu('order-cancel-reasons');
      await page.keyboard.press('Escape');
      await expect(page.getByRole('listbox')).toBeHidden();
      await closeDialog(page, dialog);

      await page.goto(`/consignments/${consignmentKey}`);
      const toolbar = page.getByRole('toolbar', { name: text(language, 'consignments.actions.toolbar') });
      const label = text(language, 'consignments.actions.cancel.label');
      await expect(toolbar).toBeVisible();
      const direct = toolbar.getByRole('button', { name: label, exact: true });
      if (await direct.isVisible()) await direct.click();
      else {
        await toolbar.getByRole('button', { name: text(language, 'shell.moreActions') }).click();
        await page.getByRole('menuitem', { name: label, exact: true }).click();
      }
      const cancel = page.locator('.MuiDialog-paper').last();
      await shoot.dialog('consignment-cancel', cancel);
      await cancel.getByRole('combobox').first().click();
      await shoot.menu('consignment-cancel-reasons');
      await page.keyboard.press('Escape');
      await expect(page.getByRole('listbox')).toBeHidden();
      await closeDialog(page, cancel);
    });
  });

  test('logistics: transporters', async ({ loginPage, shell, page }) => {
    await loginPage.signInAs('logistics');
    await shell.expectPath('/');
    await inEveryView(page, shell, async (language, shoot) => {
      await page.goto('/transporter-master');
      await expect(firstRow(page)).toBeVisible();
      await shoot.page('transporters');
      const add = await openDialog(page, text(language, 'parties.transporter.add'));
      await shoot.dialog('transporters-add', add);
      await closeDialog(page, add);
    });
  });
});
