import { type Locator, type Page, expect } from '@playwright/test';
import { expectAccessible } from '../support/accessibility';
import { TabbedPagePO } from './tabbed-page.page';

export class LoginPage {
  readonly tabs: TabbedPagePO;

  constructor(readonly page: Page) {
    this.tabs = new TabbedPagePO(page, /Log-in method|लॉग इन/);
  }

  async goto(suffix = ''): Promise<void> {
    await this.page.goto(`/login${suffix}`);
    await expect(this.heading).toBeVisible();
    await expectAccessible(this.page, `/login${suffix}`);
  }

  get heading(): Locator {
    return this.page.getByRole('heading', { level: 1 });
  }

  get username(): Locator {
    return this.page.getByRole('textbox', { name: 'Username' });
  }

  get password(): Locator {
    return this.page.getByLabel('Password', { exact: false }).and(this.page.locator('input'));
  }

  get mobileNumber(): Locator {
    return this.page.getByRole('textbox', { name: /Mobile number/ });
  }

  /**
   * Signs in with the password and waits until the sign-in page is left. The sign-in page's own
   * accessibility is checked by the specs about it (`goto`), not again before every journey.
   */
  async signInAs(username: string, password = 'demo-pass-2026'): Promise<void> {
    await this.page.goto('/login');
    await expect(this.heading).toBeVisible();
    await this.signIn(username, password);
    await expect.poll(() => new URL(this.page.url()).pathname).not.toBe('/login');
  }

  get otpBoxes(): Locator {
    return this.page.getByRole('textbox', { name: /^Digit \d/ });
  }

  async signIn(username: string, password: string): Promise<void> {
    await this.username.fill(username);
    await this.password.fill(password);
    await this.page.getByRole('button', { name: 'Log in', exact: true }).click();
  }
}
