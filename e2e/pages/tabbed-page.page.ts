import { type Locator, type Page, expect } from '@playwright/test';

/** A TabbedPage: tabs whose choice lives in the address hash. */
export class TabbedPagePO {
  readonly tabList: Locator;

  constructor(
    readonly page: Page,
    name: string | RegExp,
  ) {
    this.tabList = page.getByRole('tablist', { name });
  }

  tab(label: string | RegExp): Locator {
    return this.tabList.getByRole('tab', { name: label });
  }

  get selected(): Locator {
    return this.tabList.getByRole('tab', { selected: true });
  }

  get panel(): Locator {
    return this.page.getByRole('tabpanel');
  }

  async select(label: string | RegExp): Promise<void> {
    await this.tab(label).click();
    await expect(this.tab(label)).toHaveAttribute('aria-selected', 'true');
  }

  /** "Orders (12)" → 12; null without a count. */
  async count(label: string | RegExp): Promise<number | null> {
    const text = (await this.tab(label).textContent()) ?? '';
    const match = /\(([\d,]+)\)\s*$/.exec(text);
    return match?.[1] ? Number(match[1].replace(/,/g, '')) : null;
  }

  /**
   * Where the selected tab stands: wholly inside the visible part of the scrolling strip and of the
   * window, and whether the underline sits under it (within a pixel).
   */
  async selectedPlacement(): Promise<{ inStrip: boolean; inWindow: boolean; underlined: boolean }> {
    return this.tabList.evaluate((list) => {
      const strip = list.parentElement?.getBoundingClientRect();
      const tab = list.querySelector('[role="tab"][aria-selected="true"]')?.getBoundingClientRect();
      const line = list.parentElement?.querySelector('.MuiTabs-indicator')?.getBoundingClientRect();
      if (!strip || !tab || !line) return { inStrip: false, inWindow: false, underlined: false };
      const near = (a: number, b: number) => Math.abs(a - b) <= 1;
      return {
        inStrip: tab.left >= strip.left - 1 && tab.right <= strip.right + 1,
        inWindow: tab.left >= 0 && tab.right <= window.innerWidth,
        underlined: near(line.left, tab.left) && near(line.right, tab.right),
      };
    });
  }

  /** Waits until the selected tab is shown whole with its underline (animations settle first). */
  async expectSelectedInView(): Promise<void> {
    await expect
      .poll(() => this.selectedPlacement())
      .toEqual({ inStrip: true, inWindow: true, underlined: true });
  }

  async hash(): Promise<string> {
    return new URL(this.page.url()).hash;
  }
}
