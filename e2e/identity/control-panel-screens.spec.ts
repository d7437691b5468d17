import { ControlPanelPO } from '../pages/control-panel.page';
import { expect, test } from '../support/fixtures';

const SCREENS = [
  { route: '/permission-groups', title: 'Permission Groups', create: 'Create permission group' },
  { route: '/permissions', title: 'Permissions', create: null },
  { route: '/resources', title: 'Resources', create: 'Add resource' },
  { route: '/manage-reports', title: 'Manage Reports', create: 'Add report' },
] as const;

const DEVANAGARI = /[\u0900-\u097F]/;

test.describe('control-panel screens', () => {
  test('fit a phone, read in Hindi, and are in the admin menu', async ({ loginPage, shell, page }) => {
    // Four screens at two widths and in Hindi, each checked for accessibility: a long walk.
    test.setTimeout(240_000);
    const panel = new ControlPanelPO(page);
    await loginPage.signInAs('admin');
    await shell.showMenu();
    await shell.openMenuGroup('Control panel');
    for (const s of SCREENS) await expect(shell.menuItem(s.title)).toBeVisible();
    await page.keyboard.press('Escape');
    const wide = page.viewportSize()?.width ?? 0;

    for (const s of SCREENS) {
      const name = s.route.slice(1);
      await page.setViewportSize({ width: 1280, height: 800 });
      await shell.goto(s.route);
      await expect(shell.heading).toHaveText(s.title);
      await panel.shot(`${name}-1280`);
      if (s.create) {
        await page.getByRole('button', { name: s.create }).click();
        await panel.shot(`${name}-dialog-1280`);
        await page.keyboard.press('Escape');
        await expect(panel.dialog(s.create)).toBeHidden();
      }
      await page.setViewportSize({ width: 390, height: 844 });
      await shell.goto(s.route);
      expect(await shell.fitsHorizontally(), `${s.route} fits 390 px`).toBe(true);
      await panel.shot(`${name}-390`);
      if (s.create) {
        await page.getByRole('button', { name: s.create }).click();
        await expect(panel.dialog(s.create)).toBeVisible();
        expect(await shell.fitsHorizontally(), `${s.route} dialog fits 390 px`).toBe(true);
        await panel.shot(`${name}-dialog-390`);
        await page.keyboard.press('Escape');
        await expect(panel.dialog(s.create)).toBeHidden();
      }
    }

    await page.setViewportSize({ width: wide || 1280, height: 800 });
    await shell.chooseLanguage('हिन्दी');
    await expect.poll(() => shell.documentLanguage()).toBe('hi');
    for (const s of SCREENS) {
      await shell.goto(s.route);
      await expect(shell.heading).toHaveText(DEVANAGARI);
      await panel.shot(`${s.route.slice(1)}-hi`);
    }
    await page.setViewportSize({ width: 390, height: 844 });
    await shell.goto('/permission-groups');
    await panel.shot('permission-groups-hi-390');
    expect(await shell.fitsHorizontally()).toBe(true);
    await shell.chooseLanguage('English');
  });

  test('the forgot-password screens fit a phone', async ({ loginPage, page }) => {
    const panel = new ControlPanelPO(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await loginPage.goto();
    await panel.shot('login-390');
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    await page.getByRole('button', { name: 'Send code' }).click();
    await expect(page.getByText('This field is required')).toBeVisible();
    await panel.shot('forgot-password-390');
    await loginPage.username.fill('hr');
    await page.getByRole('button', { name: 'Send code' }).click();
    await expect(page.getByRole('button', { name: 'Set new password' })).toBeVisible();
    await page.getByRole('button', { name: 'Set new password' }).click();
    await panel.shot('forgot-password-code-390');
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth))
      .toBe(true);
    await page.getByRole('button', { name: 'Back to log in' }).click();
    await expect(loginPage.username).toHaveValue('hr');
    await page.getByRole('button', { name: 'हिन्दी', exact: true }).click();
    await page.getByRole('button', { name: 'पासवर्ड भूल गए?' }).click();
    await expect(page.getByRole('heading', { name: 'अपना पासवर्ड रीसेट करें' })).toBeVisible();
    await panel.shot('forgot-password-hi-390');
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth))
      .toBe(true);
    await page.getByRole('button', { name: 'English', exact: true }).click();
  });
});
