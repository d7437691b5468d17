import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import type { ShellPage } from '../pages/shell.page';
import { expect } from './fixtures';
import { REPO_ROOT } from './server';

// Pictures for a person to look at, in English and Marathi at desktop and phone width (the opt-in
// screenshot specs, run only when DOM_E2E_SHOTS names the folder). Each view is also checked for what
// a picture shows badly: the page scrolling sideways, a title cut off, a dialog's buttons out of view,
// a choice of a list cut off.

/** The folder the pictures go to (the opt-in specs run only when it is set). */
export const SHOTS = process.env.DOM_E2E_SHOTS ?? '';

const VIEWS = [
  { name: '1280', width: 1280, height: 800 },
  { name: '390', width: 390, height: 844 },
] as const;

const LANGUAGES = [
  { code: 'en', name: 'English' },
  { code: 'mr', name: 'मराठी' },
] as const;
export type Language = (typeof LANGUAGES)[number];

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
  mr: readdirSync(path.join(I18N, 'mr'))
    .filter((file) => file.endsWith('.json'))
    .map((file) => readTree(`mr/${file}`)),
};

/** The app's text of an i18n key in a language (the labels to find buttons by in either language). */
export function text(language: Language, key: string): string {
  for (const tree of TREES[language.code]) {
    let node: string | Tree | undefined = tree;
    for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
    if (typeof node === 'string') return node;
  }
  throw new Error(`No ${language.code} text for ${key}`);
}

/** Waits until nothing animates (a dialog or menu caught mid-fade shows the page through it). */
export async function settle(page: Page): Promise<void> {
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
export async function checkLayout(page: Page, what: string, dialog?: Locator): Promise<void> {
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

export interface Shooter {
  page(name: string): Promise<void>;
  dialog(name: string, dialog: Locator): Promise<void>;
  /** An open list of choices (the rest of the page is hidden from the accessibility tree then). */
  menu(name: string): Promise<void>;
}

/**
 * Runs `walk` in English and Marathi at 1280 and 390 px; `walk` takes its pictures through the
 * shooter, which names them `<name>-<language>-<width>.png`.
 */
export async function inEveryView(
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
export async function openDialog(page: Page, button: string): Promise<Locator> {
  await page.getByRole('main').getByRole('button', { name: button, exact: true }).first().click();
  const dialog = page.locator('.MuiDialog-paper').last();
  await expect(dialog).toBeVisible();
  return dialog;
}

export async function closeDialog(page: Page, dialog: Locator): Promise<void> {
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
}
