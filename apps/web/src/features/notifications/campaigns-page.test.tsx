import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, json } from '../../test/fake-server';
import { TEST_USER, renderInApp } from '../../test/render';
import { CampaignsPage } from './campaigns-page';

vi.setConfig({ testTimeout: 20_000 });
afterEach(() => vi.unstubAllGlobals());

const MANAGER = { ...TEST_USER, permissions: ['Display_Campaign', 'Allow_Campaign_Manage'] };

const campaign = (over: Record<string, unknown> = {}) => ({
  id: 7,
  name: 'Buyer feedback December',
  audience: 'BUYERS',
  region: null,
  channel: 'EMAIL',
  eventCode: 'NPS_SURVEY',
  status: 'DRAFT',
  recipients: 0,
  createdAt: '2026-12-07T09:00:00Z',
  sentAt: null,
  nps: { score: null, promoters: 0, passives: 0, detractors: 0, responses: 0 },
  ...over,
});

function serve(detail: Record<string, unknown>) {
  return fakeServer({
    'GET /api/campaign': () =>
      json({ content: [campaign()], totalElements: 1, totalPages: 1, number: 0, size: 20 }),
    'GET /api/campaign/7': () => json({ ...campaign(), responses: [], ...detail }),
    'POST /api/campaign/7/send': () => json(campaign({ status: 'SENT', recipients: 200 })),
  });
}

const sends = (server: ReturnType<typeof fakeServer>) =>
  server.mock.calls.filter(
    ([url, init]) => String(url).endsWith('/campaign/7/send') && init?.method === 'POST',
  );

// Review of 7 Dec (21-admin-campaign-send-no-confirm.png): one click sent to 200 buyers while the
// dialog said "Recipients 0". A send says whom it reaches and waits for a yes.
describe('Campaign Manager: sending a campaign', () => {
  it('says how many a send reaches and sends only after the confirmation', async () => {
    const server = serve({ audienceSize: 200 });
    renderInApp(<CampaignsPage />, { path: '/campaign', user: MANAGER });
    const user = userEvent.setup();
    await user.click(await screen.findByText('Buyer feedback December'));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('200 when sent')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    const confirm = await screen.findByRole('dialog', { name: 'Send the campaign?' });
    expect(confirm).toHaveTextContent(
      'Send the survey to 200 buyers by Email? A sent campaign cannot be recalled.',
    );
    expect(sends(server)).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(sends(server)).toHaveLength(0);
    await user.click(await within(dialog).findByRole('button', { name: 'Send' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Send the campaign?' })).getByRole('button', {
        name: 'Send',
      }),
    );
    expect(await screen.findByText('Campaign sent')).toBeVisible();
    expect(sends(server)).toHaveLength(1);
  });

  it('offers no send when nobody is in the audience', async () => {
    serve({ audienceSize: 0 });
    renderInApp(<CampaignsPage />, { path: '/campaign', user: MANAGER });
    const user = userEvent.setup();
    await user.click(await screen.findByText('Buyer feedback December'));
    const dialog = await screen.findByRole('dialog');
    expect(
      await within(dialog).findByText('Nobody is in this audience yet: there is nobody to send to.'),
    ).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Send' })).toBeDisabled();
  });
});
