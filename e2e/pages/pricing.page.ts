import { type APIRequestContext, type Locator, type Page, expect } from '@playwright/test';
import { istDay } from '../support/dates';
import { authOf } from './rfq.page';

/** The enquiry wizard and the pricing screens: searchable dropdowns, the wizard's buttons, shots. */
export class PricingPO {
  constructor(readonly page: Page) {}

  /** Types into a searchable dropdown (inside `scope`) and picks the option. */
  async search(label: string, typed: string, option: string | RegExp, scope: Page | Locator = this.page) {
    const box = scope.getByRole('combobox', { name: label, exact: true });
    await box.click();
    await box.fill(typed);
    await this.page.getByRole('option', { name: option }).first().click();
  }

  button(name: string | RegExp, scope: Page | Locator = this.page): Locator {
    return scope.getByRole('button', { name, exact: typeof name === 'string' });
  }

  async shot(name: string): Promise<void> {
    await this.page.screenshot({
      path: `/tmp/shots-w5-rfqb/${name}.png`,
      fullPage: true,
      animations: 'disabled',
    });
  }
}

/** An option list answer of the API (`{ value, label }`). */
type Options = { value: string; label: string }[];

/** The first buyer of the demo RM (the wizard raises enquiries for it) and two catalogue products. */
export async function wizardData(request: APIRequestContext) {
  const rm = await authOf(request, 'rm');
  const buyers = (await (
    await request.get('/api/buyerRFQ/buyer-options', { headers: rm })
  ).json()) as Options;
  const products = (await (await request.get('/api/share-price/products', { headers: rm })).json()) as {
    id: string;
    name: string;
    sku: string;
  }[];
  expect(buyers.length).toBeGreaterThan(0);
  expect(products.length).toBeGreaterThan(1);
  return { buyer: buyers[0]!, products };
}

/** Walks an enquiry to Sourcer Accepted through the API, each step by the role that owns it. */
export async function toSourcerAccepted(request: APIRequestContext, rfqKey: string) {
  const steps: [string, string, Record<string, unknown>][] = [
    ['rm', 'sourcingRequired', {}],
    ['cm', 'sourcingCompleted', { overrideChecklist: ['Seller price lists to be used'] }],
    ['rm', 'acceptResponse', {}],
    ['cm', 'sourcerAccepted', {}],
  ];
  for (const [who, step, extra] of steps) {
    const res = await request.put(`/api/enquiry/${step}`, {
      data: { rfqKey, ...extra },
      headers: { ...(await authOf(request, who)), 'Idempotency-Key': `e2e-${rfqKey}-${step}` },
    });
    expect(res.ok(), `${step}: ${await res.text()}`).toBe(true);
  }
}

/** A seller's price list entry, shared through the API (the seller's own call). */
export async function sharePriceAs(
  request: APIRequestContext,
  who: string,
  body: { productId: string; exWorksPaise: string; freightPaise?: string; sellerId?: string },
) {
  const res = await request.post('/api/share-price', {
    // A shared price holds from today to 180 days ahead: a month from today.
    data: { freightPaise: '0', validUntil: istDay(30), ...body },
    headers: {
      ...(await authOf(request, who)),
      'Idempotency-Key': `e2e-price-${Date.now()}-${Math.random()}`,
    },
  });
  expect(res.ok(), await res.text()).toBe(true);
}
