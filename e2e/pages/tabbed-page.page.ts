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

  async hash(): Promise<string> {
    return new URL(this.page.url()).hash;
  }
}
