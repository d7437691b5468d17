import { type APIRequestContext, type Locator, type Page, expect } from '@playwright/test';
import { apiSignIn } from '../support/api';

/** The Approval Center (`/approval-center`): its view tabs, the log and a request's drawer. */
export class ApprovalCenterPO {
  constructor(readonly page: Page) {}

  async goto(query = ''): Promise<void> {
    await this.page.goto(`/approval-center${query}`);
    await expect(this.page.getByRole('heading', { level: 1, name: 'Approval Center' })).toBeVisible();
  }

  tab(name: 'Waiting for me' | 'Raised by me' | 'All'): Locator {
    return this.page.getByRole('tab', { name });
  }

  row(approvalKey: string): Locator {
    return this.page.getByRole('row').filter({ hasText: approvalKey });
  }

  get drawer(): Locator {
    return this.page.locator('.MuiDrawer-paper');
  }

  action(name: 'Approve' | 'Reject' | 'Request Changes' | 'Cancel Request'): Locator {
    return this.drawer.getByRole('button', { name, exact: true });
  }

  async open(approvalKey: string): Promise<void> {
    await this.row(approvalKey).click();
    await expect(this.drawer.getByRole('heading', { name: `Approval ${approvalKey}` })).toBeVisible();
  }
}

/** Raises a credit exception through `ApprovalRequest` as `username` on the first PAYMENT_BLOCKED consignment free of one. */
export async function raiseCreditException(request: APIRequestContext, username: string): Promise<string> {
  const { access_token } = await apiSignIn(request, username);
  const headers = { Authorization: `Bearer ${access_token}` };
  const search = await request.post('/api/consignment-v2/search/advanced', {
    data: { consignmentStatus: ['PAYMENT_BLOCKED'], pageSize: 100 },
    headers,
  });
  expect(search.ok(), await search.text()).toBe(true);
  const { content } = (await search.json()) as { content: { consignmentKey: string }[] };
  for (const c of content) {
    const raised = await request.post('/api/approval-request', {
      data: {
        subjectType: 'consignment/credit-exception',
        subjectKey: c.consignmentKey,
        comment: 'Buyer’s cheque clears tomorrow; please release',
      },
      headers,
    });
    if (raised.status() === 201) return ((await raised.json()) as { approvalKey: string }).approvalKey;
  }
  throw new Error('No PAYMENT_BLOCKED consignment is free for a credit exception request');
}
