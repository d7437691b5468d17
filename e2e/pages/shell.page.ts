import { type Locator, type Page, expect } from '@playwright/test';
import { expectAccessible } from '../support/accessibility';

export type LanguageName = 'English' | 'हिन्दी' | 'मराठी';

const LANGUAGE_CODES: Record<LanguageName, string> = { English: 'en', हिन्दी: 'hi', मराठी: 'mr' };

/**
 * The frame around every page: header with logo and language choice, the signed-in side menu and
 * user menu, and the toasts. `goto` checks accessibility of every page it opens.
 */
/**
 * Gives the page a moment to finish its requests. Playwright's network-idle signal can miss a page
 * that went quiet between two client-side navigations and then wait for ever (seen once in CI after
 * a sign-in), so the wait is bounded: what follows asserts what it needs with its own retries.
 */
async function quiet(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
}

export class ShellPage {
  constructor(readonly page: Page) {}

  async goto(path: string): Promise<void> {
    await this.page.goto(path);
    await quiet(this.page);
    await expectAccessible(this.page, path);
  }

  get heading(): Locator {
    return this.page.getByRole('heading', { level: 1 });
  }

  get homeLink(): Locator {
    return this.page.getByRole('link', { name: /home|मुखपृष्ठ|मुख्यपृष्ठ/ }).first();
  }

  /** The language choice: a row of buttons outside the shell, a menu inside it. */
  async chooseLanguage(name: LanguageName): Promise<void> {
    const group = this.page.getByRole('group', { name: /^(Language|भाषा):/ });
    if (await group.isVisible()) {
      await group.getByRole('button', { name, exact: true }).click();
    } else {
      await this.page.getByRole('button', { name: /^(Language|भाषा):/ }).click();
      await this.page.getByRole('menuitem', { name, exact: true }).click();
    }
    // The choice is kept once its texts have arrived: a page opened before that would be in the old language.
    await expect(this.page.locator('html')).toHaveAttribute('lang', LANGUAGE_CODES[name]);
  }

  async documentLanguage(): Promise<string | null> {
    return this.page.locator('html').getAttribute('lang');
  }

  get menu(): Locator {
    return this.page.getByRole('navigation', { name: /Main menu|मुख्य मेनू/ });
  }

  menuItem(label: string): Locator {
    return this.menu.getByRole('link', { name: label, exact: true });
  }

  /** On a phone the menu sits in a drawer behind the header's button. */
  async showMenu(): Promise<void> {
    await quiet(this.page);
    const button = this.page.getByRole('button', { name: 'Open menu' });
    // A page still settling may close the drawer again: open it until it stays open.
    await expect(async () => {
      if (await button.isVisible()) await button.click();
      await expect(this.menu).toBeVisible({ timeout: 2_000 });
    }).toPass();
  }

  async openMenuGroup(label: string): Promise<void> {
    const group = this.menu.getByRole('button', { name: label, exact: true });
    if ((await group.getAttribute('aria-expanded')) !== 'true') await group.click();
  }

  async logOut(): Promise<void> {
    // A phone's menu drawer covers the header; Escape closes it (and nothing else is open).
    await this.page.keyboard.press('Escape');
    await this.page.getByRole('button', { name: /^Account of / }).click();
    await this.page.getByRole('menuitem', { name: 'Log out' }).click();
  }

  /** The newest toast. */
  get toast(): Locator {
    return this.page.getByRole('alert').last();
  }

  /** True when nothing is wider than the window (no sideways scrolling on phones). */
  /**
   * Whether the page fits the viewport's width. After a resize the layouts that follow breakpoints
   * in script (the menu drawer, folded filters) re-render a moment later: measured until it fits or
   * 3 seconds have passed, so a page that never fits still answers false.
   */
  async fitsHorizontally(): Promise<boolean> {
    const fits = () => this.page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
    const until = Date.now() + 3_000;
    while (Date.now() < until) {
      if (await fits()) return true;
      await this.page.waitForTimeout(100);
    }
    return fits();
  }

  async expectPath(pathname: string): Promise<void> {
    await expect.poll(() => new URL(this.page.url()).pathname).toBe(pathname);
  }
}
