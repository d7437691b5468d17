import { type APIRequestContext, type Locator, type Page, expect } from '@playwright/test';
import { expectAccessible } from '../support/accessibility';
import { apiSignIn } from '../support/api';
import { DataTablePO } from './data-table.page';
import { FilterBarPO } from './filter-bar.page';
import { TabbedPagePO } from './tabbed-page.page';

export interface ApiOrder {
  orderKey: string;
  orderNumber: string;
  buyerPONumber: string | null;
  partnerBuyerAccountId: string;
  buyerName: string;
  businessUnit: 'DIRECT' | 'UBS' | 'UTCL';
  orderStatus: string;
  creditDays: number;
  grossMarginPercent: number;
}

/** The channel tab that lists an order of this business unit. */
export const CHANNEL_TAB: Record<ApiOrder['businessUnit'], string> = {
  DIRECT: 'DIRECT',
  UBS: 'UBS',
  UTCL: 'Retail',
};

/** Orders the user sees, straight from the API, to pick test subjects that exist in the demo data. */
export async function ordersOf(
  request: APIRequestContext,
  username: string,
  params: Record<string, string | number> = {},
): Promise<ApiOrder[]> {
  const { access_token } = await apiSignIn(request, username);
  const answer = await request.get('/api/orders-v2/search', {
    params: { pageSize: 100, ...params },
    headers: { Authorization: `Bearer ${access_token}` },
  });
  expect(answer.ok(), await answer.text()).toBe(true);
  return ((await answer.json()) as { content: ApiOrder[] }).content;
}

/** `/sales-order`: FilterBar, channel tabs and the order table. */
export class SalesOrderListPO {
  readonly filters: FilterBarPO;
  readonly channels: TabbedPagePO;
  readonly table: DataTablePO;

  constructor(readonly page: Page) {
    this.filters = new FilterBarPO(page);
    this.channels = new TabbedPagePO(page, 'Order channels');
    this.table = new DataTablePO(page, 'Orders');
  }

  async goto(suffix = ''): Promise<void> {
    await this.page.goto(`/sales-order${suffix}`);
    await expect(this.page.getByRole('heading', { level: 1, name: 'Sales Orders' })).toBeVisible();
    await this.table.waitUntilLoaded();
  }

  row(text: string): Locator {
    return this.table.bodyRows.filter({ hasText: text });
  }
}

/** `/sales-order/:key`: facts, tabs and the approve and cancel dialogs. */
export class OrderDetailPO {
  readonly tabs: TabbedPagePO;

  constructor(readonly page: Page) {
    this.tabs = new TabbedPagePO(page, 'Order details');
  }

  async goto(key: string): Promise<void> {
    await this.page.goto(`/sales-order/${key}`);
    await expect(this.page.getByRole('heading', { level: 1, name: `Order ${key}` })).toBeVisible();
    await expect(this.tabs.tabList).toBeVisible();
    await expectAccessible(this.page, `/sales-order/${key}`);
  }

  status(value: string): Locator {
    return this.page.locator(`h1 ~ [data-status="${value}"]`);
  }

  get toast(): Locator {
    return this.page.locator('.MuiSnackbar-root');
  }

  async approve(): Promise<void> {
    await this.page.getByRole('button', { name: 'Approve', exact: true }).click();
    const dialog = this.page.getByRole('dialog', { name: /^Approve order/ });
    await expect(dialog).toBeVisible();
    await expectAccessible(this.page, 'approve dialog');
    const submit = dialog.getByRole('button', { name: 'Approve order' });
    await submit.click();
    await expect(dialog.getByText('Please confirm this before approving.')).toHaveCount(2);
    await dialog.getByLabel('seller, price and margin information is accurate').check();
    await dialog.getByLabel('threshold % is added wherever applicable').check();
    await dialog.getByLabel('Comments').fill('Seller, price and margin checked against the quote.');
    await submit.click();
    await expect(dialog).toBeHidden();
  }

  async cancel(reason: string, comment: string): Promise<void> {
    await this.page.getByRole('button', { name: 'Cancel order', exact: true }).click();
    const dialog = this.page.getByRole('dialog', { name: /^Cancel order/ });
    await expect(dialog).toBeVisible();
    await expectAccessible(this.page, 'cancel dialog');
    await dialog.getByRole('combobox', { name: /Cancel reason/ }).click();
    await this.page.getByRole('option', { name: reason, exact: true }).click();
    await dialog.getByLabel(/^Comment/).fill(comment);
    await dialog.getByRole('button', { name: 'Cancel order' }).click();
    await expect(dialog).toBeHidden();
  }
}
