import AxeBuilder from '@axe-core/playwright';
import { type Page, expect } from '@playwright/test';

/** WCAG 2.1 A and AA rules; the product must show no serious or critical violation. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * Lets transitions finish first: a toast or dialog caught half faded in has half its contrast and
 * would fail the colour-contrast rule for a moment that nobody sees.
 */
async function settleAnimations(page: Page): Promise<void> {
  // Spinners loop forever; only animations that end are waited for. A toast opened by the last
  // click may not have started its transition yet, so the page must look settled twice in a row.
  const settled = () =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity);
  let calm = 0;
  for (let waited = 0; calm < 2 && waited < 3000; waited += 120) {
    await page.waitForTimeout(120);
    calm = (await page.evaluate(settled)) ? calm + 1 : 0;
  }
}

/**
 * While axe reads the page nothing may start fading: on a loaded machine a toast can reach its
 * auto-hide during the analysis and be caught at half opacity. Transitions are switched off for
 * the check only and switched back on after it.
 */
const STILL =
  '*, *::before, *::after { transition-duration: 0s !important; transition-delay: 0s !important; }';

/**
 * What makes one screen state differ from another for the rules: the route (ids folded), the width
 * and language, open dialogs, selected tabs, expanded controls, fields in error, alerts and their
 * colours, and the status chips on show (their colours are what contrast rules judge).
 */
function screenState(): string {
  const route = location.pathname
    .split('/')
    .map((part) => (/\d/.test(part) ? ':' : part))
    .join('/');
  const texts = (selector: string, limit = 40) =>
    [
      ...new Set(
        [...document.querySelectorAll(selector)].map((e) => (e.textContent ?? '').replace(/\d+/g, '#')),
      ),
    ]
      .sort()
      .slice(0, limit)
      .join('|');
  const alerts = [...document.querySelectorAll('.MuiAlert-root')]
    .map((e) => /MuiAlert-(filled|standard|outlined)\w+/.exec(e.className)?.[0] ?? 'alert')
    .sort()
    .join('|');
  return [
    innerWidth,
    document.documentElement.lang,
    route,
    location.hash,
    texts('[role=dialog] h2, [role=alertdialog] h2'),
    texts('[role=tab][aria-selected=true]'),
    document.querySelectorAll('[aria-expanded=true]').length,
    document.querySelectorAll('[aria-invalid=true]').length,
    alerts,
    texts('.MuiChip-label'),
  ].join('~');
}

/**
 * Screen states already checked by this worker. A state seen again (the sign-in page every test
 * starts on, a list a test returns to) is not analysed twice: the analysis costs a second or more
 * of the two cores each time. DOM_E2E_AXE_ALL=1 checks every call.
 */
const checked = new Set<string>();

export async function expectAccessible(page: Page, context = page.url()): Promise<void> {
  await settleAnimations(page);
  if (!process.env.DOM_E2E_AXE_ALL) {
    const state = await page.evaluate(screenState);
    if (checked.has(state)) return;
    checked.add(state);
  }
  const still = await page.addStyleTag({ content: STILL });
  let results;
  try {
    results = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  } finally {
    await still.evaluate((el) => (el as Element).remove()).catch(() => undefined);
  }
  const blocking = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact}: ${v.id} — ${v.help}\n  ${v.nodes.map((n) => n.target.join(' ')).join('\n  ')}`);
  expect(blocking, `Accessibility violations on ${context}`).toEqual([]);
}
