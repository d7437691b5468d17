import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, json } from '../../test/fake-server';
import { TEST_USER, renderInApp } from '../../test/render';
import { BuyerListPage } from './buyer-list-page';
import { BuyerProfilePage } from './buyer-profile-page';
import { BUYER_ID, BUYER_ITEM, BUYER_PROFILE, pageOf } from '../../test/fixtures/party-fixtures';

afterEach(() => vi.unstubAllGlobals());

const RM = { ...TEST_USER, permissions: ['Display_Buyer_Tab', 'Allow_Buyer_Contact_Edit'] };
const EDITOR = { ...RM, permissions: [...RM.permissions, 'Allow_Buyer_Address_Edit'] };
const PROFILE = `GET /api/credit/buyer/profile/${BUYER_ID}`;

const lastCall = (server: ReturnType<typeof fakeServer>, path: string, method = 'GET') =>
  server.mock.calls
    .filter(([url, init]) => String(url).includes(path) && (init?.method ?? 'GET') === method)
    .at(-1);

async function typeInto(field: HTMLElement, text: string) {
  await userEvent.click(field);
  await userEvent.paste(text);
}

function renderProfile(user = RM, hash = '') {
  return renderInApp(<BuyerProfilePage />, {
    path: `/buyer/${BUYER_ID}${hash}`,
    routePath: '/buyer/:id',
    user,
  });
}

describe('buyer list', { timeout: 20_000 }, () => {
  it('searches with the filters of the address and opens a buyer', async () => {
    const server = fakeServer({ 'GET /api/credit/buyer/search': () => json(pageOf([BUYER_ITEM])) });
    const { history } = renderInApp(<BuyerListPage />, {
      path: '/buyer?buyerGstNum=27AAPFU&statuses=CUSTOMER_ON_BOARDED&salesPartner=Mahesh',
      user: RM,
    });
    const row = await screen.findByRole('row', { name: /Shree Ganesh Builders/ });
    expect(within(row).getByText('Customer On Boarded')).toBeInTheDocument();
    expect(within(row).getByText('BK-1001')).toBeInTheDocument();
    const params = new URL(String(lastCall(server, '/credit/buyer/search')?.[0]), 'http://x').searchParams;
    expect(params.get('buyerGstNum')).toBe('27AAPFU');
    expect(params.getAll('statuses')).toEqual(['CUSTOMER_ON_BOARDED']);
    expect(params.get('salesPartner')).toBe('Mahesh');
    expect(params.get('pageNumber')).toBe('0');
    await userEvent.click(within(row).getByText('Shree Ganesh Builders'));
    expect(history.location.pathname).toBe(`/buyer/${BUYER_ID}`);
  });

  it('shows the server’s message when the search fails', async () => {
    fakeServer({ 'GET /api/credit/buyer/search': () => json({ message: 'Database is resting' }, 503) });
    renderInApp(<BuyerListPage />, { path: '/buyer', user: RM });
    expect(await screen.findByText('Database is resting')).toBeInTheDocument();
  });

  it('speaks Hindi', async () => {
    fakeServer({ 'GET /api/credit/buyer/search': () => json(pageOf([BUYER_ITEM])) });
    renderInApp(<BuyerListPage />, { path: '/buyer', user: RM, language: 'hi' });
    expect(await screen.findByRole('heading', { name: 'खरीदार' })).toBeInTheDocument();
    expect(await screen.findByText('ग्राहक जुड़ गया')).toBeInTheDocument();
  });
});

describe('buyer profile', { timeout: 20_000 }, () => {
  it('shows only the tabs the server lists, with their counts', async () => {
    fakeServer({
      [PROFILE]: () => json(BUYER_PROFILE),
      [`GET /api/credit/buyer/profile/${BUYER_ID}/limits`]: () =>
        json({
          hasCreditAccount: true,
          creditLimitPaise: '500000000',
          utilisedPaise: '100000000',
          availablePaise: '400000000',
          updatedAt: null,
        }),
    });
    renderProfile();
    expect(await screen.findByRole('heading', { name: 'Shree Ganesh Builders' })).toBeInTheDocument();
    const tabs = screen.getAllByRole('tab').map((tab) => tab.textContent);
    expect(tabs).toEqual(['Limits', 'Contacts (1)', 'Addresses (0)']);
    expect(screen.queryByRole('tab', { name: /Bank Details/ })).not.toBeInTheDocument();
    expect(await screen.findByText('₹40,00,000.00')).toBeInTheDocument();
  });

  it('adds a contact with roles and preferences, and checks the fields first', async () => {
    const server = fakeServer({
      [PROFILE]: () => json(BUYER_PROFILE),
      'GET /api/credit/buyer/contact': () => json({ buyerId: BUYER_ID, contacts: [] }),
      'POST /api/credit/buyer/contact/create': () =>
        json(
          {
            contactId: 'c1',
            buyerId: BUYER_ID,
            name: 'Asha Patil',
            email: null,
            phoneNumber: '9876543210',
            designation: null,
            department: null,
            roles: ['FINANCE'],
            channels: [],
            communicationPreferences: ['sms'],
            isPrimary: false,
            updatedAt: '2026-11-01T10:00:00Z',
          },
          201,
        ),
    });
    renderProfile(RM, '#contacts');
    await userEvent.click(await screen.findByRole('button', { name: 'Add Contact' }));
    const dialog = await screen.findByRole('dialog');
    await typeInto(within(dialog).getByLabelText(/^Name/), 'Asha Patil');
    await typeInto(within(dialog).getByLabelText(/^Phone Number/), '12345');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Enter a valid 10-digit phone number')).toBeInTheDocument();
    expect(within(dialog).getByText('Choose at least one role')).toBeInTheDocument();
    expect(lastCall(server, '/credit/buyer/contact/create', 'POST')).toBeUndefined();

    await userEvent.clear(within(dialog).getByLabelText(/^Phone Number/));
    await typeInto(within(dialog).getByLabelText(/^Phone Number/), '9876543210');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Finance' }));
    const preferences = within(dialog).getByRole('group', { name: 'Communication Preferences' });
    await userEvent.click(within(preferences).getByRole('checkbox', { name: 'SMS' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(lastCall(server, '/credit/buyer/contact/create', 'POST')).toBeDefined());
    const body = JSON.parse(
      lastCall(server, '/credit/buyer/contact/create', 'POST')?.[1]?.body as string,
    ) as {
      buyerId: string;
      contact: { name: string; roles: string[]; communicationPreferences: string[] };
    };
    expect(body.buyerId).toBe(BUYER_ID);
    expect(body.contact).toMatchObject({
      name: 'Asha Patil',
      roles: ['FINANCE'],
      communicationPreferences: ['sms'],
    });
  });

  it('refuses a PIN outside the state, and shows the server’s message on its field', async () => {
    const server = fakeServer({
      [PROFILE]: () => json(BUYER_PROFILE),
      'GET /api/credit/buyer/address/details': () => json({ addresses: [] }),
      'POST /api/credit/buyer/address/upsert': () =>
        json(
          {
            message: "addresses.0.gstNum: State does not match the registry's state",
            status: 400,
            errorCode: 'VALIDATION_FAILED',
            details: {
              fields: [{ field: 'addresses.0.gstNum', message: "State does not match the registry's state" }],
            },
          },
          400,
        ),
    });
    renderProfile(EDITOR, '#addresses');
    await userEvent.click(await screen.findByRole('button', { name: 'Add Address' }));
    const dialog = await screen.findByRole('dialog');
    await typeInto(within(dialog).getByLabelText(/^Address Line 1/), '4 MG Road');
    await typeInto(within(dialog).getByLabelText(/^City/), 'Bengaluru');
    await typeInto(within(dialog).getByLabelText(/^Pin Code/), '560001');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText('Pin code does not belong to the selected state'),
    ).toBeInTheDocument();
    expect(lastCall(server, '/credit/buyer/address/upsert', 'POST')).toBeUndefined();

    await userEvent.clear(within(dialog).getByLabelText(/^Pin Code/));
    await typeInto(within(dialog).getByLabelText(/^Pin Code/), '411001');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    const gstin = within(dialog).getByLabelText(/^GSTIN/);
    await waitFor(() =>
      expect(gstin).toHaveAccessibleDescription("State does not match the registry's state"),
    );
  });

  it('hides the add buttons from a user who may not edit', async () => {
    fakeServer({
      [PROFILE]: () => json(BUYER_PROFILE),
      'GET /api/credit/buyer/address/details': () => json({ addresses: [] }),
    });
    renderProfile({ ...TEST_USER, permissions: ['Display_Buyer_Tab'] }, '#addresses');
    expect(await screen.findByText('There are no items to display')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add Address' })).not.toBeInTheDocument();
  });
});
