import { type APIRequestContext, type Locator, type Page, expect } from '@playwright/test';
import { apiSignIn } from '../support/api';

/** The limit screen (`/buyer/:id/credit-limits`): the position, its tabs and the ad-hoc dialog. */
export class CreditLimitsPO {
  constructor(readonly page: Page) {}

  async goto(buyerId: string): Promise<void> {
    await this.page.goto(`/buyer/${buyerId}/credit-limits`);
    await expect(this.page.getByRole('heading', { level: 1, name: /Credit limits/ })).toBeVisible();
  }

  get available(): Locator {
    return this.page.getByTestId('available');
  }

  get adhocTotal(): Locator {
    return this.page.getByTestId('adhoc-total');
  }

  tab(name: string): Locator {
    return this.page.getByRole('tab', { name });
  }
}

/** A buyer with a credit account and no ad-hoc limit waiting, by the credit user's API. */
export async function buyerForAdhoc(request: APIRequestContext): Promise<string> {
  const { access_token } = await apiSignIn(request, 'credit');
  const headers = { Authorization: `Bearer ${access_token}` };
  const list = await request.get('/api/credit/buyer/search', { params: { pageSize: 50 }, headers });
  expect(list.ok(), await list.text()).toBe(true);
  const { content } = (await list.json()) as { content: { buyerId: string }[] };
  for (const b of content) {
    const check = await request.get('/api/credit/adhoc-limit/check-eligibility', {
      params: { buyerId: b.buyerId },
      headers,
    });
    if (check.ok() && ((await check.json()) as { eligible: boolean }).eligible) return b.buyerId;
  }
  throw new Error('No buyer is eligible for an ad-hoc limit');
}
