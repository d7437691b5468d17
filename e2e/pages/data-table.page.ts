import { type Locator, type Page, expect } from '@playwright/test';

/** A DataTable: server-paged rows, sortable headers, the empty state and the pager. */
export class DataTablePO {
  readonly table: Locator;
  readonly root: Locator;

  constructor(
    readonly page: Page,
    name: string | RegExp,
  ) {
    // Below 768 px a ListScreen shows its rows as a list of cards under the same name.
    this.table = page.getByRole('table', { name }).or(page.getByRole('list', { name }));
    this.root = page.locator('.MuiPaper-root', { has: this.table });
  }

  get bodyRows(): Locator {
    return this.table.locator('tbody tr:not([data-testid="skeleton-row"]), li[data-testid="row-card"]');
  }

  /** Whether the rows are cards (a phone). */
  async isCards(): Promise<boolean> {
    return (await this.table.evaluate((el) => el.tagName)) === 'UL';
  }

  async waitUntilLoaded(): Promise<void> {
    await expect(this.table).toHaveAttribute('aria-busy', 'false');
  }

  /** The texts of one column, by header label, for the rows on this page. */
  async columnTexts(header: string): Promise<string[]> {
    if (await this.isCards()) {
      return this.bodyRows.locator(`[data-card-header="${header}"]`).allTextContents();
    }
    const headers = await this.table.getByRole('columnheader').allTextContents();
    const index = headers.findIndex((h) => h.trim() === header);
    if (index < 0) throw new Error(`No column "${header}" in ${headers.join(', ')}`);
    return this.bodyRows.locator(`td:nth-child(${index + 1})`).allTextContents();
  }

  get emptyState(): Locator {
    return this.table.getByRole('status');
  }

  async sortBy(header: string): Promise<void> {
    await this.table.getByRole('columnheader', { name: header }).getByRole('button').click();
  }

  async sortDirection(header: string): Promise<string | null> {
    return this.table.getByRole('columnheader', { name: header }).getAttribute('aria-sort');
  }

  async nextPage(): Promise<void> {
    await this.root.getByRole('button', { name: /next page/i }).click();
  }

  async previousPage(): Promise<void> {
    await this.root.getByRole('button', { name: /previous page/i }).click();
  }

  async setPageSize(size: 20 | 50 | 100): Promise<void> {
    await this.root.getByRole('combobox').click();
    await this.page.getByRole('option', { name: String(size), exact: true }).click();
  }

  /** "21–40 of 45" as printed by the pager. */
  async pagerText(): Promise<string> {
    return (await this.root.locator('.MuiTablePagination-displayedRows').textContent()) ?? '';
  }

  async openRow(text: string): Promise<void> {
    await this.bodyRows.filter({ hasText: text }).first().click();
  }
}
