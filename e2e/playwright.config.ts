import { defineConfig, devices } from '@playwright/test';
import { e2eWorkers } from './support/workers';

// Debian's Chromium, never a downloaded browser; flags keep it quiet and self-contained in CI.
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const chromium = { executablePath: process.env.DOM_CHROMIUM ?? '/usr/bin/chromium', args: CHROMIUM_ARGS };

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  // Separate runs on one machine (several people share it) can keep their artifacts apart.
  outputDir: process.env.DOM_E2E_OUTPUT_DIR ?? 'test-results',
  // Each worker has its own server and database (support/global-setup.ts): two browsers at once
  // by default, DOM_E2E_WORKERS=1 for one.
  workers: e2eWorkers(),
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  // Two browsers and two servers share the machine: a journey of several page loads can pass 30 s
  // there without anything being wrong; a hang still ends at 60 s.
  timeout: 60_000,
  // A machine shared by several runs may answer slower: DOM_E2E_EXPECT_MS widens the waits.
  expect: { timeout: Number(process.env.DOM_E2E_EXPECT_MS ?? 10_000) },
  reporter: [['list']],
  globalSetup: './support/global-setup.ts',
  use: {
    screenshot: 'only-on-failure',
    trace: process.env.DOM_E2E_TRACE ? 'retain-on-failure' : 'off',
    locale: 'en-IN',
    timezoneId: 'Asia/Kolkata',
  },
  projects: [
    {
      name: 'desktop',
      // Pictures for a person to look at are taken only when asked for, into $DOM_E2E_SHOTS.
      testIgnore: process.env.DOM_E2E_SHOTS
        ? []
        : [
            'parties/screenshots.spec.ts',
            'orders/list-screenshots.spec.ts',
            'shell/language-screenshots.spec.ts',
            'shell/refactor-screenshots.spec.ts',
            'master-data/types-screenshots.spec.ts',
            'master-data/import-files-screenshots.spec.ts',
            'shell/wave11-screenshots.spec.ts',
          ],
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1280, height: 800 },
        launchOptions: chromium,
        extraHTTPHeaders: { 'X-Forwarded-For': '10.0.0.1' },
      },
    },
    {
      // On a phone: the shell and one journey per area, where narrow layouts differ (folded filters,
      // drawers, scrolling tables). Screens that check 390 px themselves set the viewport in the
      // desktop run; running every journey twice would double the suite for little more cover.
      name: 'mobile',
      // Specs about behaviour that does not depend on the width (tab hashes, not-found, language
      // choice, sign-in errors) run on the desktop only.
      testMatch: [
        'shell/login.spec.ts',
        'shell/responsive.spec.ts',
        'identity/hr-portal.spec.ts',
        'orders/order-list.spec.ts',
        'orders/create-order.spec.ts',
        'credit/settlement.spec.ts',
        'parties/buyers.spec.ts',
        'consignments/consignment-flow.spec.ts',
      ],
      use: {
        extraHTTPHeaders: { 'X-Forwarded-For': '10.0.0.2' },
        viewport: { width: 390, height: 844 },
        // CSS pixels are what the layout answers to; twice the device pixels only costs paint time.
        deviceScaleFactor: 1,
        isMobile: true,
        hasTouch: true,
        launchOptions: chromium,
      },
    },
  ],
});
