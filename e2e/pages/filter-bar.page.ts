import { type Locator, type Page, expect } from '@playwright/test';

/** A FilterBar: filter controls whose state lives in the address, and a chip per active filter. */
export class FilterBarPO {
  constructor(readonly page: Page) {}

  /** Types into a text filter and waits until the debounced value reached the address. */
  async search(label: string, text: string, param: string): Promise<void> {
    await this.page.getByLabel(label, { exact: true }).fill(text);
    await expect.poll(() => new URL(this.page.url()).searchParams.get(param)).toBe(text === '' ? null : text);
  }

  /** On a phone only text filters show; the rest fold behind the "Filters" button. */
  async combobox(label: string): Promise<Locator> {
    const box = this.page.getByRole('combobox', { name: label });
    if (!(await box.isVisible())) {
      const fold = this.page.getByRole('button', { name: /^Filters/, expanded: false });
      if (await fold.isVisible()) await fold.click();
    }
    return box;
  }

  /** On a phone the folded filters sit in a bottom drawer: Done closes it, showing the list. */
  async closeDrawer(): Promise<void> {
    const done = this.page.getByRole('button', { name: 'Done', exact: true });
    if (await done.isVisible()) await done.click();
    await expect(done).toBeHidden();
  }

  async select(label: string, option: string, close = true): Promise<void> {
    await (await this.combobox(label)).click();
    await this.page.getByRole('option', { name: option, exact: true }).click();
    if (close) await this.closeDrawer();
  }

  async selectMany(label: string, options: string[]): Promise<void> {
    await (await this.combobox(label)).click();
    for (const option of options) await this.page.getByRole('option', { name: option, exact: true }).click();
    await this.page.keyboard.press('Escape');
    await this.closeDrawer();
  }

  async selectAll(label: string): Promise<void> {
    await (await this.combobox(label)).click();
    await this.page.getByRole('option', { name: 'Select all' }).click();
    await this.page.keyboard.press('Escape');
    await this.closeDrawer();
  }

  async pickDatePreset(label: string, preset: string): Promise<void> {
    await this.select(label, preset);
  }

  async pickCustomRange(label: string, from: string, to: string): Promise<void> {
    await this.select(label, 'Custom Range', false);
    const dialog = this.page.getByRole('dialog', { name: label });
    await dialog.getByLabel('From').fill(from);
    await dialog.getByLabel('To').fill(to);
    await dialog.getByRole('button', { name: 'Apply' }).click();
    await this.closeDrawer();
  }

  get chips(): Locator {
    return this.page.getByRole('group', { name: 'Active filters' }).locator('.MuiChip-root');
  }

  async chipTexts(): Promise<string[]> {
    return this.chips.locator('.MuiChip-label').allTextContents();
  }

  async removeChip(startsWith: string): Promise<void> {
    await this.chips.filter({ hasText: startsWith }).locator('.MuiChip-deleteIcon').click();
  }

  async clearAll(): Promise<void> {
    await this.page.getByRole('button', { name: 'Clear all' }).click();
  }

  async query(): Promise<URLSearchParams> {
    return new URL(this.page.url()).searchParams;
  }
}
