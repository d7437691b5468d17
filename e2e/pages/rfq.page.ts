import { type APIRequestContext, type Locator, type Page, expect } from '@playwright/test';
import { apiSignIn } from '../support/api';

/** `/rfq/:key`: the enquiry's header buttons, facts, tabs and dialogs. */
export class RfqDetailPO {
  constructor(readonly page: Page) {}

  async goto(rfqKey: string): Promise<void> {
    await this.page.goto(`/rfq/${rfqKey}`);
    await expect(this.page.getByRole('heading', { level: 1, name: new RegExp(`^${rfqKey}`) })).toBeVisible();
  }

  button(name: string): Locator {
    return this.page.getByRole('button', { name, exact: true });
  }

  tab(name: string): Locator {
    return this.page.getByRole('tab', { name: new RegExp(`^${name}`) });
  }

  /** Presses a header button and submits its dialog (the dialog's submit has the same words). */
  async step(name: string, submit = name): Promise<void> {
    await this.button(name).click();
    const dialog = this.page.getByRole('dialog');
    await dialog.getByRole('button', { name: submit, exact: true }).click();
    await expect(dialog).toBeHidden();
  }

  /** The open tab's panel. */
  get panel(): Locator {
    return this.page.getByRole('tabpanel');
  }

  /** A quotation's row on the Quotations tab (its key, status, total and buttons). */
  quotation(quotationKey: string): Locator {
    return this.page.locator(`[data-quotation="${quotationKey}"]`);
  }

  async expectStatus(label: string): Promise<void> {
    await expect(this.page.locator('.MuiChip-label', { hasText: label }).first()).toBeVisible();
  }
}

/** A bearer header for a demo user. */
export async function authOf(request: APIRequestContext, username: string) {
  const { access_token } = await apiSignIn(request, username);
  return { Authorization: `Bearer ${access_token}` };
}

/** A Draft Request RFQ of the demo RM's buyers (the demo has a few dozen), with its lines. */
export async function draftRfqOfRm(request: APIRequestContext, skip = 0) {
  return rfqOfRm(request, 'DRAFT_REQUEST', skip);
}

/**
 * The `skip`-th Direct RFQ of the demo RM's buyers in this enquiry status (the demo has every
 * state); a negative `skip` counts from the end (-1: the last).
 */
export async function rfqOfRm(request: APIRequestContext, status: string, skip = 0) {
  const headers = await authOf(request, 'rm');
  const list = await request.get(`/api/buyerRFQ/list?statuses=${status}&pageSize=50`, { headers });
  expect(list.ok(), await list.text()).toBe(true);
  const { content } = (await list.json()) as { content: { rfqKey: string; businessUnit: string }[] };
  const found = content.filter((r) => r.businessUnit === 'DIRECT').at(skip);
  if (!found) throw new Error(`the demo has no ${status} RFQ of the RM at position ${skip}`);
  return found.rfqKey;
}
