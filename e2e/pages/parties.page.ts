import { type APIRequestContext, type Locator, type Page, expect } from '@playwright/test';
import { apiSignIn } from '../support/api';
import { DataTablePO } from './data-table.page';
import { FilterBarPO } from './filter-bar.page';
import { TabbedPagePO } from './tabbed-page.page';

/** A GET against the API as a demo user, answering the JSON body. */
export async function apiGetAs<T>(
  request: APIRequestContext,
  username: string,
  path: string,
  params: Record<string, string | number> = {},
): Promise<T> {
  const { access_token } = await apiSignIn(request, username);
  const answer = await request.get(`/api${path}`, {
    params,
    headers: { Authorization: `Bearer ${access_token}` },
  });
  expect(answer.ok(), await answer.text()).toBe(true);
  return (await answer.json()) as T;
}

/** A POST against the API as a demo user. */
export async function apiPostAs<T>(
  request: APIRequestContext,
  username: string,
  path: string,
  data: unknown,
): Promise<T> {
  const { access_token } = await apiSignIn(request, username);
  const answer = await request.post(`/api${path}`, {
    data,
    headers: { Authorization: `Bearer ${access_token}` },
  });
  expect(answer.ok(), await answer.text()).toBe(true);
  return (await answer.json()) as T;
}

export interface ApiBuyer {
  buyerId: string;
  buyerName: string;
  buyerGstNum: string;
  booksBuyerId: string | null;
  rmEmail: string | null;
}

export interface ApiInvoice {
  id: string;
  invoiceNumber: string;
  booksInvoiceId: string;
  balancePaise: string;
  status: string;
  buyerId: string;
  booksBuyerId: string;
}

export async function buyersOf(request: APIRequestContext, username: string): Promise<ApiBuyer[]> {
  const page = await apiGetAs<{ content: ApiBuyer[] }>(request, username, '/credit/buyer/search', {
    pageSize: 100,
  });
  return page.content;
}

/** `/buyer`: filters and the buyer table. */
export class BuyerListPO {
  readonly table: DataTablePO;
  readonly filters: FilterBarPO;

  constructor(readonly page: Page) {
    this.table = new DataTablePO(page, 'Buyers');
    this.filters = new FilterBarPO(page);
  }

  async goto(suffix = ''): Promise<void> {
    await this.page.goto(`/buyer${suffix}`);
    await this.table.waitUntilLoaded();
  }

  row(text: string): Locator {
    return this.table.bodyRows.filter({ hasText: text });
  }
}

/** `/buyer/:id` and `/seller-profiles/:id`: facts and the server's tabs. */
export class PartyProfilePO {
  readonly tabs: TabbedPagePO;

  constructor(
    readonly page: Page,
    tabListName: string | RegExp,
  ) {
    this.tabs = new TabbedPagePO(page, tabListName);
  }

  get heading(): Locator {
    return this.page.getByRole('heading', { level: 1 });
  }

  dialog(name?: string | RegExp): Locator {
    return name ? this.page.getByRole('dialog', { name }) : this.page.getByRole('dialog');
  }
}
