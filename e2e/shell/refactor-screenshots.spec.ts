import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { apiSignIn } from '../support/api';
import { REPO_ROOT } from '../support/server';
import { buyersOf } from '../pages/parties.page';
import { consignmentsOf } from '../pages/consignments.page';
import { ordersOf } from '../pages/orders.page';
import type { ShellPage } from '../pages/shell.page';

// Pictures of the screens and dialogs the last refactors moved onto shared pieces (useRecordEditor,
// PageHeader, MessagePage, CardList, SelectFormField) and of this session's new ones (/master-data's
// task types, /rfq-enquiries/upload), in English and Marathi at desktop and phone width, for a person
// to look at. Runs only when DOM_E2E_SHOTS names the folder. Each view is also checked for what a
// picture shows badly: the page scrolling sideways, a title cut off, a dialog's buttons out of view.
const SHOTS = process.env.DOM_E2E_SHOTS ?? '';

const VIEWS = [
  { name: '1280', width: 1280, height: 800 },
  { name: '390', width: 390, height: 844 },
] as const;

const LANGUAGES = [
  { code: 'en', name: 'English' },
  { code: 'mr', name: 'मराठी' },
] as const;
type Language = (typeof LANGUAGES)[number];

interface Tree {
  [key: string]: string | Tree;
}
const I18N = path.join(REPO_ROOT, 'apps/web/src/i18n');
const readTree = (file: string) => JSON.parse(readFileSync(path.join(I18N, file), 'utf8')) as Tree;
const TREES: Record<Language['code'], Tree[]> = {
  // Every English part (core, sign-in, the shell's app and one per area).
  en: readdirSync(path.join(I18N, 'en'))
    .filter((file) => file.endsWith('.json'))
    .map((file) => readTree(`en/${file}`)),
  mr: [readTree('mr.json')],
};

/** The app's text of an i18n key in a language (the labels to find buttons by in either language). */
function text(language: Language, key: string): string {
  for (const tree of TREES[language.code]) {
    let node: string | Tree | undefined = tree;
    for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
    if (typeof node === 'string') return node;
  }
  throw new Error(`No ${language.code} text for ${key}`);
}

/** Waits until nothing animates (a dialog or menu caught mid-fade shows the page through it). */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity),
      undefined,
      { timeout: 5_000 },
    )
    .catch(() => undefined);
  // Loading placeholders gone (a list's rows, a detail's facts); a picture of them shows nothing.
  await page
    .locator('[data-testid="skeleton-row"], main .MuiSkeleton-root')
    .first()
    .waitFor({ state: 'detached', timeout: 10_000 })
    .catch(() => undefined);
}

/** Nothing wider than the window; the page's or the dialog's title shown whole. */
async function checkLayout(page: Page, what: string, dialog?: Locator): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${what} scrolls sideways`).toBeLessThanOrEqual(0);
  const title = dialog ? dialog.locator('h2').first() : page.getByRole('heading', { level: 1 }).first();
  await expect(title, `${what}: no title`).toBeVisible();
  const whole = await title.evaluate((h) => h.scrollWidth <= h.clientWidth + 1);
  expect(whole, `${what}: the title is cut off`).toBe(true);
  if (dialog) {
    // The dialog fits the window and its buttons are in reach without scrolling the page.
    const width = page.viewportSize()?.width ?? 0;
    const height = page.viewportSize()?.height ?? 0;
    // The dialog role sits on MUI's paper itself.
    const paper = await dialog.boundingBox();
    expect(
      paper && paper.x >= 0 && paper.x + paper.width <= width + 1,
      `${what}: wider than the window`,
    ).toBe(true);
    for (const button of await dialog.locator('.MuiDialogActions-root button').all()) {
      const box = await button.boundingBox();
      const label = (await button.textContent()) ?? '';
      expect(
        box && box.x >= 0 && box.x + box.width <= width + 1 && box.y + box.height <= height + 1,
        `${what}: the button ${label} is out of view`,
      ).toBe(true);
      const fits = await button.evaluate((b) => b.scrollWidth <= b.clientWidth + 1);
      expect(fits, `${what}: the button ${label} is cut off`).toBe(true);
    }
  }
}

interface Shooter {
  page(name: string): Promise<void>;
  dialog(name: string, dialog: Locator): Promise<void>;
  /** An open list of choices (the rest of the page is hidden from the accessibility tree then). */
  menu(name: string): Promise<void>;
}

/**
 * Runs `walk` in English and Marathi at 1280 and 390 px; `walk` takes its pictures through the
 * shooter, which names them `<name>-<language>-<width>.png`.
 */
async function inEveryView(
  page: Page,
  shell: ShellPage,
  walk: (language: Language, shoot: Shooter) => Promise<void>,
): Promise<void> {
  for (const language of LANGUAGES) {
    await shell.chooseLanguage(language.name);
    for (const view of VIEWS) {
      await page.setViewportSize({ width: view.width, height: view.height });
      const file = (name: string) => `${SHOTS}/${name}-${language.code}-${view.name}.png`;
      await walk(language, {
        page: async (name) => {
          await settle(page);
          await checkLayout(page, `${name} (${language.code}, ${view.name})`);
          await page.screenshot({ path: file(name), fullPage: true });
        },
        dialog: async (name, dialog) => {
          await expect(dialog).toBeVisible();
          await settle(page);
          await checkLayout(page, `${name} (${language.code}, ${view.name})`, dialog);
          await page.screenshot({ path: file(name), fullPage: false });
        },
        menu: async (name) => {
          const list = page.getByRole('listbox');
          await expect(list).toBeVisible();
          await expect(list.locator('..')).toHaveCSS('opacity', '1');
          await settle(page);
          const overflow = await page.evaluate(
            () => document.documentElement.scrollWidth - window.innerWidth,
          );
          expect(overflow, `${name} scrolls sideways`).toBeLessThanOrEqual(0);
          // Every choice is shown whole (long Marathi names wrap rather than run past the edge).
          for (const option of await list.getByRole('option').all()) {
            const whole = await option.evaluate((o) => o.scrollWidth <= o.clientWidth + 1);
            expect(whole, `${name}: the choice ${await option.textContent()} is cut off`).toBe(true);
          }
          await page.screenshot({ path: file(name), fullPage: false });
        },
      });
    }
  }
  await page.setViewportSize({ width: 1280, height: 800 });
  await shell.chooseLanguage('English');
}

/** Opens a dialog with a button of the page's main area and answers the dialog. */
async function openDialog(page: Page, button: string): Promise<Locator> {
  await page.getByRole('main').getByRole('button', { name: button, exact: true }).first().click();
  const dialog = page.locator('.MuiDialog-paper').last();
  await expect(dialog).toBeVisible();
  return dialog;
}

async function closeDialog(page: Page, dialog: Locator): Promise<void> {
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
}

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
