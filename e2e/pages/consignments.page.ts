import { type APIRequestContext, type Locator, type Page, expect } from '@playwright/test';
import { expectAccessible } from '../support/accessibility';
import { apiSignIn } from '../support/api';
import { DataTablePO } from './data-table.page';
import { FilterBarPO } from './filter-bar.page';
import { TabbedPagePO } from './tabbed-page.page';

export interface ApiConsignment {
  consignmentKey: string;
  status: string;
  sellerName: string;
  totalPaise: string;
  blockedReasons: string[];
}

async function bearer(request: APIRequestContext, username: string) {
  const { access_token } = await apiSignIn(request, username);
  return { Authorization: `Bearer ${access_token}` };
}

/** Consignments the user sees, straight from the API (the advanced search's JSON body). */
export async function consignmentsOf(
  request: APIRequestContext,
  username: string,
  body: Record<string, unknown> = {},
): Promise<ApiConsignment[]> {
  const answer = await request.post('/api/consignment-v2/search/advanced', {
    data: { pageSize: 100, ...body },
    headers: await bearer(request, username),
  });
  expect(answer.ok(), await answer.text()).toBe(true);
  return ((await answer.json()) as { content: ApiConsignment[] }).content;
}

interface ApiOrderRow {
  orderKey: string;
  orderStatus: string;
  sellerName: string;
}

interface ApiConsignableLine {
  lineItemId: string;
  productName: string;
  availableQuantity: string;
}

/**
 * A planned order of the demo seller with acknowledged quantity still to consign (at least
 * `atLeast`), and that line.
 */
export async function sellerOrderToConsign(
  request: APIRequestContext,
  atLeast = 1,
): Promise<{ orderKey: string; line: ApiConsignableLine }> {
  const [own] = await consignmentsOf(request, 'seller');
  if (!own) throw new Error('The demo data gives the seller no consignment to learn its name from');
  const om = await bearer(request, 'om');
  for (let pageNumber = 0; pageNumber < 20; pageNumber += 1) {
    const answer = await request.get('/api/orders-v2/search', {
      params: { pageSize: 100, pageNumber },
      headers: om,
    });
    expect(answer.ok(), await answer.text()).toBe(true);
    const rows = ((await answer.json()) as { content: ApiOrderRow[] }).content;
    if (rows.length === 0) break;
    for (const order of rows.filter(
      (o) => o.sellerName === own.sellerName && ['PLANNED', 'IN_PROGRESS'].includes(o.orderStatus),
    )) {
      const lines = await request.get(`/api/consignment/consignable-lines/${order.orderKey}`, {
        headers: om,
      });
      const line = ((await lines.json()) as { lines: ApiConsignableLine[] }).lines.find(
        (l) => Number(l.availableQuantity) >= atLeast,
      );
      if (line) return { orderKey: order.orderKey, line };
    }
  }
  throw new Error(`No planned order of ${own.sellerName} can be consigned`);
}

/**
 * The setup of the seller's flow (doc 2 §7: create-consignment): an order manager consigns a
 * quarter of what is left of a line of one of the demo seller's planned orders (at least
 * `atLeast`), so the seller has a fresh consignment to acknowledge.
 */
export async function createSellerConsignment(request: APIRequestContext, atLeast = 1): Promise<string> {
  const { orderKey, line } = await sellerOrderToConsign(request, atLeast);
  // Whole: a line in a discrete unit (BAG, BOX…) takes whole numbers only.
  const quantity = String(Math.max(atLeast, Math.floor(Number(line.availableQuantity) / 4)));
  const created = await request.post('/api/consignment/create-consignment', {
    data: { orderKey, lines: [{ lineItemId: line.lineItemId, quantity }] },
    headers: await bearer(request, 'om'),
  });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { consignmentKey: string }).consignmentKey;
}

const IST_TODAY = () => new Date(Date.now() + 5.5 * 3600_000).toISOString().slice(0, 10);

/**
 * The setup of the logistics flow: an order manager consigns half of a line worth more than the
 * e-way bill threshold (₹50,000) of a cash order without enhancer, acknowledges and packs it
 * through the API; packing generates the e-way bill. Answers the key of the PACKED consignment.
 */
export async function createPackedConsignmentWithEwayBill(request: APIRequestContext): Promise<string> {
  const om = await bearer(request, 'om');
  const post = async (path: string, data: unknown) => {
    const answer = await request.post(`/api${path}`, { data, headers: om });
    return { status: answer.status(), body: (await answer.json()) as Record<string, unknown> };
  };
  for (let pageNumber = 0; pageNumber < 20; pageNumber += 1) {
    const answer = await request.get('/api/orders-v2/search', {
      params: { pageSize: 100, pageNumber, orderStates: 'PLANNED' },
      headers: om,
    });
    expect(answer.ok(), await answer.text()).toBe(true);
    const rows = (
      (await answer.json()) as {
        content: (ApiOrderRow & { creditDays: number; enhancerType: string | null })[];
      }
    ).content;
    if (rows.length === 0) break;
    for (const order of rows.filter((o) => o.creditDays === 0 && o.enhancerType === null)) {
      const detail = await request.get(`/api/order/orderDetails/${order.orderKey}`, { headers: om });
      const lines = (
        (await detail.json()) as {
          lineItems: { lineItemId: string; acknowledgedQuantity: string; buyerPricePerUnitPaise: string }[];
        }
      ).lineItems;
      const line = lines.find(
        (l) => (Number(l.acknowledgedQuantity) / 2) * Number(l.buyerPricePerUnitPaise) > 6_000_000,
      );
      if (!line) continue;
      const quantity = String(Math.floor(Number(line.acknowledgedQuantity) / 2)); // whole for discrete units
      const created = await post('/consignment/create-consignment', {
        orderKey: order.orderKey,
        lines: [{ lineItemId: line.lineItemId, quantity }],
      });
      if (created.status !== 201) continue;
      const consignmentKey = String(created.body.consignmentKey);
      await post('/consignment/acknowledgement', { consignmentKey });
      const read = await request.get(`/api/shipment/consignment/${consignmentKey}`, { headers: om });
      const { totalPaise } = (await read.json()) as { totalPaise: string };
      const packed = await post('/consignment/pack-consignment-byId-v2', {
        consignmentKey,
        distanceKm: 100,
        invoice: {
          invoiceNumber: `INV/EW/${consignmentKey.slice(-6)}`,
          invoiceDate: IST_TODAY(),
          invoiceAmountPaise: totalPaise,
        },
      });
      if (packed.body.status === 'PACKED') return consignmentKey;
    }
  }
  throw new Error('No planned cash order can give a packed consignment above the e-way bill threshold');
}

/** `/consignments`: filters, status tabs and the table. */
export class ConsignmentListPO {
  readonly filters: FilterBarPO;
  readonly tabs: TabbedPagePO;
  readonly table: DataTablePO;

  constructor(readonly page: Page) {
    this.filters = new FilterBarPO(page);
    this.tabs = new TabbedPagePO(page, 'Consignment statuses');
    this.table = new DataTablePO(page, 'Consignments');
  }

  async goto(suffix = ''): Promise<void> {
    await this.page.goto(`/consignments${suffix}`);
    await expect(this.page.getByRole('heading', { level: 1, name: 'Consignments' })).toBeVisible();
    await this.table.waitUntilLoaded();
  }
}

/** `/consignments/:key`: progress, facts, tabs and one dialog per allowed action. */
export class ConsignmentDetailPO {
  readonly tabs: TabbedPagePO;

  constructor(readonly page: Page) {
    this.tabs = new TabbedPagePO(page, 'Consignment details');
  }

  async goto(key: string, hash = ''): Promise<void> {
    await this.page.goto(`/consignments/${key}${hash}`);
    await expect(this.page.getByRole('heading', { level: 1, name: `Consignment ${key}` })).toBeVisible();
    await expect(this.tabs.tabList).toBeVisible();
  }

  status(value: string): Locator {
    return this.page.locator(`h1 ~ [data-status="${value}"]`);
  }

  get toolbar(): Locator {
    return this.page.getByRole('toolbar', { name: 'Consignment actions' });
  }

  /** Opens an action's dialog from its button and answers the dialog. */
  async openAction(button: string, title: string): Promise<Locator> {
    // The primary action is a button; the rest sit under "More actions" (the action menu).
    const direct = this.toolbar.getByRole('button', { name: button, exact: true });
    const more = this.toolbar.getByRole('button', { name: 'More actions' });
    await expect(direct.or(more).first()).toBeVisible();
    if (await direct.isVisible()) await direct.click();
    else {
      await more.click();
      await this.page.getByRole('menuitem', { name: button, exact: true }).click();
    }
    const dialog = this.page.getByRole('dialog', { name: title });
    await expect(dialog).toBeVisible();
    return dialog;
  }

  async submit(dialog: Locator, button: string): Promise<void> {
    await dialog.getByRole('button', { name: button, exact: true }).click();
    await expect(dialog).toBeHidden({ timeout: 20_000 });
  }

  async choose(dialog: Locator, combobox: RegExp, option: string): Promise<void> {
    await dialog.getByRole('combobox', { name: combobox }).click();
    await this.page.getByRole('option', { name: option, exact: true }).click();
  }

  async checkAccessible(what: string): Promise<void> {
    await expectAccessible(this.page, what);
  }
}
