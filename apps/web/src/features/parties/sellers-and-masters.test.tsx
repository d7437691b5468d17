import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, json } from '../../test/fake-server';
import { TEST_USER, renderInApp } from '../../test/render';
import { BuyerEntityPage } from './buyer-entity-page';
import { GstValidationTab } from './gst-validation-tab';
import { SellerProfilePage } from './seller-profile-page';
import { TransporterMasterPage } from './transporter-master-page';
import { WarehouseListPage } from './warehouse-pages';
import {
  BUYER_PROFILE,
  GSTIN_MH,
  SELLER_ID,
  SELLER_PROFILE,
  WAREHOUSE,
  pageOf,
} from '../../test/fixtures/party-fixtures';

afterEach(() => vi.unstubAllGlobals());

const posts = (server: ReturnType<typeof fakeServer>, path: string, method = 'POST') =>
  server.mock.calls.filter(([url, init]) => String(url).includes(path) && init?.method === method);

async function typeInto(field: HTMLElement, text: string) {
  await userEvent.click(field);
  await userEvent.paste(text);
}

describe('seller profile', { timeout: 20_000 }, () => {
  const handlers = {
    [`GET /api/ops-supply/seller/${SELLER_ID}/profile`]: () => json(SELLER_PROFILE),
    [`GET /api/ops-supply/seller/${SELLER_ID}/early-payment-bank/history`]: () =>
      json({ sellerId: SELLER_ID, changes: [] }),
    [`GET /api/ops-supply/seller/${SELLER_ID}/warehouses`]: () => json(pageOf([WAREHOUSE])),
    [`GET /api/ops-supply/seller/${SELLER_ID}/bills`]: () =>
      json(
        pageOf([
          {
            billId: 'b1',
            sellerBillId: 'BILL-77',
            billDate: '2026-10-02',
            amountPaise: '250000',
            status: 'OPEN',
          },
        ]),
      ),
  };

  it('shows the server’s tabs and the rows of each', async () => {
    fakeServer(handlers);
    renderInApp(<SellerProfilePage />, {
      path: `/seller-profiles/${SELLER_ID}#warehouses`,
      routePath: '/seller-profiles/:id',
      user: { ...TEST_USER, permissions: ['Display_Seller_Profiles_Tab'] },
    });
    expect(await screen.findByRole('heading', { name: 'Deccan Cement Works' })).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Orders (2)',
      'Warehouses (1)',
      'Bills',
    ]);
    expect(await screen.findByText('Nashik Plant')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Bills' }));
    expect(await screen.findByText('BILL-77')).toBeInTheDocument();
    expect(screen.getByText('₹2,500.00')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit Bank Details' })).not.toBeInTheDocument();
  });

  it('checks the IFSC before it changes the early-payment bank details', async () => {
    const server = fakeServer({
      ...handlers,
      [`PUT /api/ops-supply/seller/${SELLER_ID}/early-payment-bank`]: () =>
        json({ ...SELLER_PROFILE.earlyPaymentBank, ifsc: 'ICIC0004321' }),
    });
    renderInApp(<SellerProfilePage />, {
      path: `/seller-profiles/${SELLER_ID}`,
      routePath: '/seller-profiles/:id',
      user: { ...TEST_USER, permissions: ['Display_Seller_Profiles_Tab', 'Allow_Seller_Bank_Update'] },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Bank Details' }));
    const dialog = await screen.findByRole('dialog');
    await typeInto(within(dialog).getByLabelText(/^Account Number/), '123456789012');
    const ifsc = within(dialog).getByLabelText(/^IFSC/);
    await userEvent.clear(ifsc);
    await typeInto(ifsc, 'ICIC1234');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Enter a valid IFSC')).toBeInTheDocument();
    expect(posts(server, 'early-payment-bank', 'PUT')).toHaveLength(0);
    await userEvent.clear(ifsc);
    await typeInto(ifsc, 'icic0004321');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(posts(server, 'early-payment-bank', 'PUT')).toHaveLength(1));
    const body = JSON.parse(posts(server, 'early-payment-bank', 'PUT')[0]?.[1]?.body as string) as Record<
      string,
      unknown
    >;
    expect(body).toMatchObject({ version: 3, ifsc: 'ICIC0004321', accountNumber: '123456789012' });
  });
});

describe('masters', { timeout: 20_000 }, () => {
  it('says "Error fetching warehouses list" when the list fails', async () => {
    fakeServer({ 'GET /api/ops-supply/source/search': () => json({}, 500) });
    renderInApp(<WarehouseListPage />, { path: '/warehouses', user: TEST_USER });
    expect(await screen.findByText('Error fetching warehouses list')).toBeInTheDocument();
  });

  it('adds a transporter with a GSTIN or a transporter id, not neither', async () => {
    const server = fakeServer({
      'GET /api/zoho/getTransporterDetails': () => json(pageOf([])),
      'POST /api/zoho/addTransporter': () =>
        json(
          {
            transporterId: 't1',
            transporterName: 'Swift Roadways',
            transporterGstin: GSTIN_MH,
            idKind: 'GSTIN',
            transportMode: 'ROAD',
            contactName: null,
            phone: null,
            isActive: true,
          },
          201,
        ),
    });
    renderInApp(<TransporterMasterPage />, {
      path: '/transporter-master',
      user: { ...TEST_USER, permissions: ['Allow_Transporter_Create'] },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Add Transporter' }));
    const dialog = await screen.findByRole('dialog');
    await typeInto(within(dialog).getByLabelText(/^Transporter Name/), 'Swift Roadways');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await within(dialog).findByText('Enter a GSTIN or a transporter id')).toBeInTheDocument();
    await typeInto(within(dialog).getByLabelText(/^GSTIN/), GSTIN_MH.toLowerCase());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(posts(server, '/zoho/addTransporter')).toHaveLength(1));
    expect(JSON.parse(posts(server, '/zoho/addTransporter')[0]?.[1]?.body as string)).toMatchObject({
      transporterName: 'Swift Roadways',
      transporterGstin: GSTIN_MH,
    });
  });

  it('starts a new buyer entity with business_gst and MSME Yes, and asks for the Udyam number', async () => {
    const server = fakeServer({});
    renderInApp(<BuyerEntityPage />, { path: '/buyer-entity', user: TEST_USER });
    expect(await screen.findByRole('combobox', { name: /GST Treatment/ })).toHaveTextContent(
      'Registered Business',
    );
    expect(screen.getByRole('combobox', { name: /Is MSME/ })).toHaveTextContent('Yes');
    await userEvent.click(screen.getByRole('button', { name: 'Create Buyer' }));
    expect(await screen.findByText('Enter a valid GSTIN')).toBeInTheDocument();
    expect(screen.getByText('Enter a valid Udyam number like UDYAM-MH-01-0000001')).toBeInTheDocument();
    expect(posts(server, '/credit/buyer/save')).toHaveLength(0);
  });
});

describe('GST validation tab', { timeout: 20_000 }, () => {
  it('runs a validation and shows format, check character, state and registration', async () => {
    const result = {
      gstin: '27AAPFU0939F1ZX',
      isValid: false,
      formatValid: true,
      checkCharacterValid: false,
      stateCode: '27',
      stateName: 'Maharashtra',
      registration: null,
      problems: [
        { code: 'GSTIN_CHECK_CHARACTER_INVALID', field: 'gstin', message: 'Check character is wrong' },
      ],
    };
    const server = fakeServer({
      [`GET /api/credit/buyer/profile/${BUYER_PROFILE.buyerId}/gst-validation`]: () =>
        json({ buyerId: BUYER_PROFILE.buyerId, results: [] }),
      'POST /api/credit/gstValidation': () => json(result),
    });
    renderInApp(<GstValidationTab buyer={BUYER_PROFILE} />, { user: TEST_USER });
    const field = await screen.findByLabelText(/^GSTIN/);
    await userEvent.clear(field);
    await typeInto(field, '27AAPFU0939F1ZX');
    await userEvent.click(screen.getByRole('button', { name: 'Validate GSTIN' }));
    const card = await screen.findByLabelText('Validation just run');
    expect(within(card).getByText('Invalid')).toBeInTheDocument();
    expect(within(card).getByText('27 Maharashtra')).toBeInTheDocument();
    expect(within(card).getByText('Not registered')).toBeInTheDocument();
    expect(
      within(card).getByText('The last character of the GSTIN does not match the rest.'),
    ).toBeInTheDocument();
    expect(JSON.parse(posts(server, '/credit/gstValidation')[0]?.[1]?.body as string)).toMatchObject({
      gstin: '27AAPFU0939F1ZX',
      pinCode: '411004',
    });
  });
});
