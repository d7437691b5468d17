import { type APIRequestContext, type Browser, type Locator, type Page, expect } from '@playwright/test';
import { apiSignIn } from '../support/api';
import { ApprovalCenterPO } from './approvals.page';
import { LoginPage } from './login.page';

/** A credit lead's page (`/credit-memo/:leadKey`): its header buttons, facts, tabs and dialogs. */
export class CreditLeadPO {
  constructor(readonly page: Page) {}

  async goto(leadKey: string): Promise<void> {
    await this.page.goto(`/credit-memo/${leadKey}`);
    await expect(this.page.getByRole('heading', { level: 1, name: `Credit lead ${leadKey}` })).toBeVisible();
  }

  button(name: string): Locator {
    return this.page.getByRole('button', { name, exact: true });
  }

  /** Opens the action's dialog and confirms it. */
  async act(name: string, leadKey: string): Promise<void> {
    await this.button(name).click();
    const dialog = this.page.getByRole('dialog', { name: `${name} ${leadKey}` });
    await dialog.getByRole('button', { name, exact: true }).click();
    await expect(dialog).toBeHidden();
  }

  status(): Locator {
    return this.page.locator('[data-status]').first();
  }

  /** Edits the lead's credit period: a value out of range is refused under its field first. */
  async editPeriod(leadKey: string, bad: string, good: string): Promise<void> {
    await this.button('Edit lead').click();
    const dialog = this.page.getByRole('dialog', { name: `Edit lead ${leadKey}` });
    const period = dialog.getByRole('textbox', { name: 'Credit period (days)' });
    await period.fill(bad);
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(dialog.getByText('Enter 1 to 180 days')).toBeVisible();
    await period.fill(good);
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(dialog).toBeHidden();
  }

  /** Uploads one PDF under a document type on the Documents tab; answers its row. */
  async uploadDocument(type: string, name: string, bytes: Buffer): Promise<Locator> {
    await this.page.getByRole('tab', { name: /^Documents/ }).click();
    const upload = this.page.getByRole('region', { name: 'Upload documents' });
    await upload.getByLabel('Document Type').click();
    await this.page.getByRole('option', { name: type }).click();
    await upload
      .getByTestId('file-input')
      .setInputFiles({ name, mimeType: 'application/pdf', buffer: bytes });
    await upload.getByRole('button', { name: 'Upload' }).click();
    return this.page.getByRole('table', { name: 'Documents' }).getByRole('row').filter({ hasText: type });
  }
}

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** A credit lead raised through the API by the credit desk on the first entity it sees. */
export async function raiseLead(request: APIRequestContext, limitPaise: string) {
  const token = (await apiSignIn(request, 'credit')).access_token;
  const list = await request.get('/api/credit/buyer-entity', { headers: bearer(token) });
  expect(list.ok(), await list.text()).toBe(true);
  const entityKey = ((await list.json()) as { content: { entityKey: string }[] }).content[0]!.entityKey;
  const entity = (await (
    await request.get(`/api/credit/buyer-entity/${entityKey}`, { headers: bearer(token) })
  ).json()) as {
    pan: string;
    name: string;
    buyers: { buyerId: string; gstin: string }[];
  };
  const buyer = entity.buyers[0]!;
  const created = await request.post('/api/credit/lead', {
    headers: bearer(token),
    data: {
      buyerEntityKey: entityKey,
      buyerId: buyer.buyerId,
      companyName: entity.name,
      registrationType: 'CIN',
      registrationNumber: 'U45200MH2015PTC123450',
      pan: entity.pan,
      gstins: [buyer.gstin],
      financials: [
        { year: 2024, revenuePaise: '4000000000', profitPaise: '200000000', netWorthPaise: '1200000000' },
        { year: 2025, revenuePaise: '5000000000', profitPaise: '300000000', netWorthPaise: '1500000000' },
      ],
      requestedLimitPaise: limitPaise,
      requestedPeriodDays: 45,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const lead = (await created.json()) as { leadKey: string };
  return { leadKey: lead.leadKey, entityKey, buyerId: buyer.buyerId };
}

/** The first buyer entity the credit desk sees. */
export async function firstEntityKey(request: APIRequestContext): Promise<string> {
  const token = (await apiSignIn(request, 'credit')).access_token;
  const list = await request.get('/api/credit/buyer-entity', { headers: bearer(token) });
  expect(list.ok(), await list.text()).toBe(true);
  return ((await list.json()) as { content: { entityKey: string }[] }).content[0]!.entityKey;
}

/** Raises a lead from the buyer entity page's dialog; answers the new lead's key. */
export async function raiseLeadOnScreen(page: Page, entityKey: string, limitRupees: string): Promise<string> {
  await page.goto(`/buyer-entity/${entityKey}`);
  await page.getByRole('button', { name: 'Raise credit lead', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Raise credit lead ${entityKey}` });
  await dialog.getByRole('textbox', { name: 'Registration number' }).fill('U45200MH2015PTC123450');
  await dialog.getByRole('textbox', { name: 'Requested limit (₹)' }).fill(limitRupees);
  await dialog.getByRole('button', { name: 'Raise credit lead', exact: true }).click();
  await expect(page).toHaveURL(/\/credit-memo\/CL\d+$/);
  return page.url().split('/').pop()!;
}

/**
 * One approval step decided on the screen by a demo login of the chain (`saleslead`, `financelead`,
 * `creditlead`, `ceo`, `cooption`): signed in in a browser of their own, the request opened in the
 * Approval Center's "Waiting for me" view and approved with a comment.
 */
export async function approveOnScreen(
  browser: Browser,
  baseURL: string | undefined,
  username: string,
  approvalKey: string,
): Promise<void> {
  const own = await browser.newContext({ baseURL, locale: 'en-IN', timezoneId: 'Asia/Kolkata' });
  try {
    const page = await own.newPage();
    await new LoginPage(page).signInAs(username);
    const center = new ApprovalCenterPO(page);
    await center.goto();
    await center.open(approvalKey);
    await center.action('Approve').click();
    const approve = page.getByRole('dialog', { name: `Approve ${approvalKey}` });
    await approve.getByRole('textbox', { name: 'Comment' }).fill('Credit memo read');
    await approve.getByRole('button', { name: 'Approve', exact: true }).click();
    await expect(approve).toBeHidden();
  } finally {
    await own.close();
  }
}
