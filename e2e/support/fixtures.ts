import { test as base, expect } from '@playwright/test';
import { LoginPage } from '../pages/login.page';
import { ShellPage } from '../pages/shell.page';
import { expectAccessible } from './accessibility';
import { ofThisWorker } from './workers';

interface Fixtures {
  shell: ShellPage;
  loginPage: LoginPage;
  /** Runs the accessibility check on the page a test ends on. */
  finalAccessibilityCheck: void;
}

export const test = base.extend<Fixtures>({
  // The global setup started one server per worker on a free port and published their addresses.
  // Playwright's fixture signature requires the (here unused) first-argument destructuring.
  // eslint-disable-next-line no-empty-pattern
  baseURL: async ({}, use) => {
    await use(ofThisWorker('DOM_E2E_BASE_URLS'));
  },
  shell: async ({ page }, use) => use(new ShellPage(page)),
  loginPage: async ({ page }, use) => use(new LoginPage(page)),
  finalAccessibilityCheck: [
    async ({ page }, use, testInfo) => {
      await use();
      if (testInfo.status === testInfo.expectedStatus && page.url().startsWith('http')) {
        await expectAccessible(page, `${page.url()} (end of test)`);
      }
    },
    { auto: true },
  ],
});

export { expect };
