import { type Locator, type Page, expect } from '@playwright/test';

/** The global search palette (Ctrl/⌘-K or `/`) and the home page's work queue. */
export class SearchPO {
  constructor(readonly page: Page) {}

  get dialog(): Locator {
    return this.page.getByRole('dialog', { name: 'Search' });
  }

  get input(): Locator {
    return this.dialog.getByRole('combobox');
  }

  option(name: string | RegExp): Locator {
    return this.dialog.getByRole('option', { name });
  }

  /** Opens the palette with Ctrl-K, as a keyboard user does (from the page, not the address bar). */
  async openWithKeyboard(): Promise<void> {
    await this.page.getByRole('main').click();
    await this.page.keyboard.press('Control+k');
    await expect(this.input).toBeFocused();
  }

  /** A queue tile of the home page by its label (its accessible name is "label: count"). */
  tile(label: string | RegExp): Locator {
    return this.page.getByRole('main').getByRole('link', { name: label });
  }

  section(name: string): Locator {
    return this.page.getByRole('main').getByRole('region', { name });
  }
}
