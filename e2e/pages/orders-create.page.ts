import { type APIRequestContext, type Locator, type Page, expect } from '@playwright/test';
import { apiSignIn } from '../support/api';

export interface LookupBuyer {
  id: string;
  code: string;
  name: string;
  businessUnit: 'DIRECT' | 'UBS' | 'UTCL';
  billingAddress: string;
}
export interface LookupWarehouse {
  id: string;
  name: string;
  sellerName: string;
}
export interface LookupProduct {
  id: string;
  sku: string;
  name: string;
}

/** The create form's look-ups straight from the API, to pick subjects that exist in the demo data. */
export async function lookups(request: APIRequestContext, username: string) {
  const { access_token } = await apiSignIn(request, username);
  const get = async <T>(what: string): Promise<T[]> => {
    const answer = await request.get(`/api/orders-v2/lookups/${what}`, {
      headers: { Authorization: `Bearer ${access_token}` },
    });
    expect(answer.ok(), await answer.text()).toBe(true);
    return (await answer.json()) as T[];
  };
  return {
    token: access_token,
    buyers: await get<LookupBuyer>('buyers'),
    warehouses: await get<LookupWarehouse>('warehouses'),
    products: await get<LookupProduct>('products'),
  };
}

/** `/sales-order/create`: the order fields, line items and charges. */
export class CreateOrderPO {
  constructor(readonly page: Page) {}

  async goto(): Promise<void> {
    await this.page.goto('/sales-order/create');
    await expect(this.heading).toBeVisible();
  }

  get heading(): Locator {
    return this.page.getByRole('heading', { level: 1, name: 'Create Sales Order' });
  }

  /** Types into a searchable dropdown (inside `scope`) and picks the option. */
  async search(label: string, typed: string, option: string | RegExp, scope: Page | Locator = this.page) {
    const box = scope.getByRole('combobox', { name: label, exact: true });
    await box.click();
    await box.fill(typed);
    await this.page.getByRole('option', { name: option }).first().click();
  }

  /** A select: its accessible name is the label followed by the value chosen. */
  select(label: string, scope: Page | Locator = this.page): Locator {
    return scope.getByRole('combobox', { name: new RegExp(`^${label}`) });
  }

  async choose(label: string, option: string, scope: Page | Locator = this.page): Promise<void> {
    await this.select(label, scope).click();
    await this.page.getByRole('option', { name: option, exact: true }).click();
  }

  line(n: number): Locator {
    return this.page.getByRole('group', { name: `Line ${n}` });
  }

  charge(n: number): Locator {
    return this.page.getByRole('group', { name: `Charge ${n}` });
  }

  async fillLine(n: number, product: string, quantity: string, buyerPrice: string, sellerPrice: string) {
    const line = this.line(n);
    await this.search('Product', product, new RegExp(product), line);
    await line.getByRole('textbox', { name: 'Quantity' }).fill(quantity);
    await line.getByRole('textbox', { name: 'Buyer Price Per Unit' }).fill(buyerPrice);
    await line.getByRole('textbox', { name: 'Seller Price Per Unit' }).fill(sellerPrice);
  }

  field(label: string): Locator {
    return this.page.getByRole('textbox', { name: label, exact: true });
  }

  async submit(): Promise<void> {
    await this.page.getByRole('button', { name: 'Create order', exact: true }).click();
  }
}

/** `/sales-order/import`: template, upload, preview, import, result. */
export class ImportOrdersPO {
  constructor(readonly page: Page) {}

  async goto(): Promise<void> {
    await this.page.goto('/sales-order/import');
    await expect(this.page.getByRole('heading', { level: 1, name: 'Import Order Creation' })).toBeVisible();
  }

  async upload(name: string, buffer: Buffer): Promise<void> {
    await this.page.getByTestId('file-input').setInputFiles({
      name,
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer,
    });
    await this.page.getByRole('button', { name: 'Upload and check' }).click();
  }

  /** A table on wider screens, a list of row blocks on a phone. */
  get previewTable(): Locator {
    const name = 'Rows of the uploaded file';
    return this.page.getByRole('table', { name }).or(this.page.getByRole('list', { name }));
  }

  previewRow(row: number, orderRef: string): Locator {
    return this.page
      .getByRole('row', { name: new RegExp(`^${row} ${orderRef}`) })
      .or(this.page.getByRole('listitem').filter({ hasText: `Row ${row} · ${orderRef}` }));
  }
}
