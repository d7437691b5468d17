import type { DraftBuyerResult, ShippingAddress } from '@dom/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bodyText, fakeServer, json } from '../../test/fake-server';
import { TEST_USER, renderInApp } from '../../test/render';
import { DraftBuyerDialog, ShippingAddressDialog } from './wizard-buyer-dialogs';

afterEach(() => vi.unstubAllGlobals());

const ADDRESS: ShippingAddress = {
  id: 'addr-1',
  companyName: 'Shree Ganesh Infra Projects',
  addressLine1: 'Plot 12, MIDC Andheri East',
  addressLine2: null,
  cityName: 'Mumbai',
  stateName: 'Maharashtra',
  postalCode: '400093',
  gstNum: null,
  label: 'Shree Ganesh Infra Projects, Plot 12, MIDC Andheri East, Mumbai, Maharashtra 400093',
};
const MADE: DraftBuyerResult = {
  buyerId: 'b-1',
  code: 'BUY-1A2B3C4D',
  label: 'Shree Ganesh Infra Projects (BUY-1A2B3C4D) · DIRECT',
  onboardingStatus: 'UNVERIFIED',
  shippingAddress: ADDRESS,
};
const calls = (server: ReturnType<typeof fakeServer>, path: string) =>
  server.mock.calls.filter(([url, init]) => String(url).endsWith(path) && init?.method === 'POST');

describe('enquiry wizard step 1: draft buyer and shipping address', { timeout: 30_000 }, () => {
  it('shows the server’s words under the fields until each is changed, then sends the corrected draft buyer with a new key', async () => {
    let n = 0;
    const server = fakeServer({
      'GET /api/buyerRFQ/draftBuyer/form': () => json({ chooseRm: false, businessUnits: ['DIRECT'] }),
      'POST /api/buyerRFQ/draftBuyer': () =>
        ++n === 1
          ? json(
              {
                message: 'phoneNumber: Enter a valid 10-digit phone number',
                status: 400,
                errorCode: 'VALIDATION_FAILED',
                details: {
                  fields: [
                    { field: 'phoneNumber', message: 'Enter a valid 10-digit phone number' },
                    { field: 'address.pinCode', message: 'Pin code does not belong to the selected state' },
                  ],
                },
              },
              400,
            )
          : json(MADE, 201),
    });
    const onDone = vi.fn();
    renderInApp(<DraftBuyerDialog onDone={onDone} onClose={() => undefined} />, { user: TEST_USER });
    const dialog = await screen.findByRole('dialog', { name: 'New buyer' });
    const type = (name: string, text: string) =>
      userEvent.type(within(dialog).getByRole('textbox', { name: new RegExp(`^${name}`) }), text);
    await type('Name of entity', 'Shree Ganesh Infra Projects');
    await type('Contact name', 'Anita Rao');
    await type('Phone', '12345');
    await type('Address line 1', 'Plot 12, MIDC Andheri East');
    await type('City', 'Mumbai');
    await type('Pin code', '560001');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save buyer' }));
    expect(await within(dialog).findByText('Enter a valid 10-digit phone number')).toBeInTheDocument();
    expect(within(dialog).getByText('Pin code does not belong to the selected state')).toBeInTheDocument();
    const [first] = calls(server, '/buyerRFQ/draftBuyer');
    expect(JSON.parse(bodyText(first?.[1]?.body))).toEqual({
      nameOfEntity: 'Shree Ganesh Infra Projects',
      contactName: 'Anita Rao',
      phoneNumber: '12345',
      businessUnit: 'DIRECT',
      address: {
        companyName: 'Shree Ganesh Infra Projects',
        addressLine1: 'Plot 12, MIDC Andheri East',
        cityName: 'Mumbai',
        pinCode: '560001',
      },
    });
    const phone = within(dialog).getByRole('textbox', { name: /^Phone/ });
    await userEvent.clear(phone);
    await userEvent.type(phone, '9820012345');
    // The words under a field leave once it is changed; those under a field left as it was stay.
    expect(within(dialog).queryByText('Enter a valid 10-digit phone number')).not.toBeInTheDocument();
    expect(within(dialog).getByText('Pin code does not belong to the selected state')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save buyer' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(onDone.mock.calls[0]![0]).toEqual(MADE);
    const [a, b] = calls(server, '/buyerRFQ/draftBuyer');
    const key = (c: typeof a) => new Headers(c?.[1]?.headers).get('Idempotency-Key');
    expect(key(a)).toBeTruthy();
    expect(key(b)).not.toBe(key(a));
  });

  it('lets customer support give the new buyer to an RM found by name; an RM is not asked', async () => {
    let n = 0;
    // The server's rule decides, not the roles the browser knows: support (no RM scope) chooses.
    let chooseRm = true;
    const server = fakeServer({
      'GET /api/buyerRFQ/draftBuyer/form': () => json({ chooseRm, businessUnits: ['DIRECT'] }),
      'GET /api/buyerRFQ/draftBuyer/rm-options': ({ url }) =>
        json(
          url.searchParams.get('search') === 'kav'
            ? [{ value: 'kavita.menon@dom.example.in', label: 'Kavita Menon · kavita.menon@dom.example.in' }]
            : [],
        ),
      'POST /api/buyerRFQ/draftBuyer': () =>
        ++n === 1
          ? json(
              {
                message: 'rmEmail: Choose the relationship manager',
                status: 400,
                errorCode: 'VALIDATION_FAILED',
                details: { fields: [{ field: 'rmEmail', message: 'Choose the relationship manager' }] },
              },
              400,
            )
          : json(MADE, 201),
    });
    const onDone = vi.fn();
    const support = { ...TEST_USER, roles: ['CUSTOMER_SUPPORT'] };
    const view = renderInApp(<DraftBuyerDialog onDone={onDone} onClose={() => undefined} />, {
      user: support,
    });
    const dialog = await screen.findByRole('dialog', { name: 'New buyer' });
    const type = (name: string, text: string) =>
      userEvent.type(within(dialog).getByRole('textbox', { name: new RegExp(`^${name}`) }), text);
    await type('Name of entity', 'Sai Krupa Constructions');
    await type('Contact name', 'Meera Kulkarni');
    await type('Phone', '9822011111');
    await type('Address line 1', 'Plot 12, MIDC Andheri East');
    await type('City', 'Mumbai');
    await type('Pin code', '400093');
    // The server's word on the missing RM shows under the RM field.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save buyer' }));
    expect(await within(dialog).findByText('Choose the relationship manager')).toBeInTheDocument();
    // Under the field only: no banner repeating it.
    expect(within(dialog).queryByText(/rmEmail:/)).not.toBeInTheDocument();
    expect(within(dialog).getByRole('combobox', { name: /^Relationship manager/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await userEvent.type(within(dialog).getByRole('combobox', { name: /^Relationship manager/ }), 'kav');
    await userEvent.click(
      await screen.findByRole('option', { name: 'Kavita Menon · kavita.menon@dom.example.in' }),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save buyer' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    const [, second] = calls(server, '/buyerRFQ/draftBuyer');
    expect(JSON.parse(bodyText(second?.[1]?.body))).toMatchObject({ rmEmail: 'kavita.menon@dom.example.in' });
    view.unmount();

    // An RM's new buyer is their own: the server says so, and no RM is asked.
    chooseRm = false;
    const rmView = renderInApp(<DraftBuyerDialog onDone={onDone} onClose={() => undefined} />, {
      user: { ...TEST_USER, roles: ['RELATIONSHIP_MANAGER'] },
    });
    const rmDialog = await screen.findByRole('dialog', { name: 'New buyer' });
    await waitFor(() =>
      expect(
        server.mock.calls.filter(([url]) => String(url).includes('/draftBuyer/form')).length,
      ).toBeGreaterThanOrEqual(2),
    );
    expect(
      within(rmDialog).queryByRole('combobox', { name: /^Relationship manager/ }),
    ).not.toBeInTheDocument();
    rmView.unmount();

    // A user whose roles say RM but who has no RM scope of their own (the server's rule): asked.
    chooseRm = true;
    renderInApp(<DraftBuyerDialog onDone={onDone} onClose={() => undefined} />, {
      user: { ...TEST_USER, roles: ['RELATIONSHIP_MANAGER'] },
    });
    const asked = await screen.findByRole('dialog', { name: 'New buyer' });
    expect(await within(asked).findByRole('combobox', { name: /^Relationship manager/ })).toBeInTheDocument();
  });

  it('asks for the business unit exactly when the server offers a choice, and sends the unit', async () => {
    let n = 0;
    let units = ['UBS'];
    const server = fakeServer({
      'GET /api/buyerRFQ/draftBuyer/form': () => json({ chooseRm: false, businessUnits: units }),
      'POST /api/buyerRFQ/draftBuyer': () =>
        ++n === 2
          ? json(
              {
                message: 'businessUnit: Not one of your business units',
                status: 400,
                errorCode: 'VALIDATION_FAILED',
                details: { fields: [{ field: 'businessUnit', message: 'Not one of your business units' }] },
              },
              400,
            )
          : json(MADE, 201),
    });
    const fill = async (dialog: HTMLElement) => {
      const type = (name: string, text: string) =>
        userEvent.type(within(dialog).getByRole('textbox', { name: new RegExp(`^${name}`) }), text);
      await type('Name of entity', 'Sai Krupa Constructions');
      await type('Contact name', 'Meera Kulkarni');
      await type('Phone', '9822011111');
      await type('Address line 1', 'Plot 12, MIDC Andheri East');
      await type('City', 'Mumbai');
      await type('Pin code', '400093');
    };
    const sent = (i: number) =>
      JSON.parse(bodyText(calls(server, '/buyerRFQ/draftBuyer')[i]?.[1]?.body)) as { businessUnit?: string };
    const onDone = vi.fn();

    // A UBS territory manager has one unit: nothing to choose, the buyer is raised in UBS.
    const tmView = renderInApp(<DraftBuyerDialog onDone={onDone} onClose={() => undefined} />, {
      user: TEST_USER,
    });
    const tmDialog = await screen.findByRole('dialog', { name: 'New buyer' });
    await fill(tmDialog);
    await waitFor(() =>
      expect(server.mock.calls.some(([url]) => String(url).includes('/draftBuyer/form'))).toBe(true),
    );
    expect(within(tmDialog).queryByRole('combobox', { name: /^Business unit/ })).not.toBeInTheDocument();
    await userEvent.click(within(tmDialog).getByRole('button', { name: 'Save buyer' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    expect(sent(0).businessUnit).toBe('UBS');
    tmView.unmount();

    // Several units: the field shows, the first chosen to begin with; the server's word shows under it.
    units = ['DIRECT', 'UTCL'];
    renderInApp(<DraftBuyerDialog onDone={onDone} onClose={() => undefined} />, { user: TEST_USER });
    const dialog = await screen.findByRole('dialog', { name: 'New buyer' });
    await fill(dialog);
    const field = await within(dialog).findByRole('combobox', { name: /^Business unit/ });
    expect(field).toHaveTextContent('DIRECT');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save buyer' }));
    expect(await within(dialog).findByText('Not one of your business units')).toBeInTheDocument();
    expect(within(dialog).queryByText(/businessUnit:/)).not.toBeInTheDocument();
    expect(sent(1).businessUnit).toBe('DIRECT');
    await userEvent.click(field);
    await userEvent.click(await screen.findByRole('option', { name: 'UTCL' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save buyer' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(2));
    expect(sent(2).businessUnit).toBe('UTCL');
  });

  it('searches the RMs who serve the chosen unit; another unit drops the RM picked; the server’s refusal shows under the RM field', async () => {
    let n = 0;
    const PRIYA = { value: 'rm@dom.example.in', label: 'Priya Nair · rm@dom.example.in' };
    const FARAH = { value: 'farah.khan@dom.example.in', label: 'Farah Khan · farah.khan@dom.example.in' };
    const server = fakeServer({
      'GET /api/buyerRFQ/draftBuyer/form': () =>
        json({ chooseRm: true, businessUnits: ['DIRECT', 'UBS', 'UTCL'] }),
      'GET /api/buyerRFQ/draftBuyer/rm-options': ({ url }) =>
        json(url.searchParams.get('businessUnit') === 'UBS' ? [FARAH] : [PRIYA]),
      'POST /api/buyerRFQ/draftBuyer': () =>
        ++n === 1
          ? json(
              {
                message: 'rmEmail: Priya Nair does not serve DIRECT',
                status: 400,
                errorCode: 'VALIDATION_FAILED',
                details: { fields: [{ field: 'rmEmail', message: 'Priya Nair does not serve DIRECT' }] },
              },
              400,
            )
          : json(MADE, 201),
    });
    const onDone = vi.fn();
    renderInApp(<DraftBuyerDialog onDone={onDone} onClose={() => undefined} />, {
      user: { ...TEST_USER, roles: ['CUSTOMER_SUPPORT'] },
    });
    const dialog = await screen.findByRole('dialog', { name: 'New buyer' });
    const type = (name: string, text: string) =>
      userEvent.type(within(dialog).getByRole('textbox', { name: new RegExp(`^${name}`) }), text);
    await type('Name of entity', 'Sai Krupa Constructions');
    await type('Contact name', 'Meera Kulkarni');
    await type('Phone', '9822011111');
    await type('Address line 1', 'Plot 12, MIDC Andheri East');
    await type('City', 'Mumbai');
    await type('Pin code', '400093');
    const unitsAsked = () =>
      server.mock.calls
        .filter(([url]) => String(url).includes('/draftBuyer/rm-options'))
        .map(([url]) => new URL(String(url), 'http://localhost').searchParams.get('businessUnit'));
    const rmField = () => within(dialog).getByRole('combobox', { name: /^Relationship manager/ });

    // DIRECT to begin with: the search asks for DIRECT's RMs.
    await userEvent.type(rmField(), 'pri');
    await userEvent.click(await screen.findByRole('option', { name: PRIYA.label }));
    expect(unitsAsked()).toContain('DIRECT');
    expect(unitsAsked()).not.toContain('UBS');
    // The server's refusal (she no longer serves DIRECT) shows under the RM field, no banner.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save buyer' }));
    expect(await within(dialog).findByText('Priya Nair does not serve DIRECT')).toBeInTheDocument();
    expect(within(dialog).queryByText(/rmEmail:/)).not.toBeInTheDocument();
    expect(rmField()).toHaveAttribute('aria-invalid', 'true');

    // UBS chosen: the RM picked for DIRECT is dropped, and the search asks for UBS's.
    await userEvent.click(within(dialog).getByRole('combobox', { name: /^Business unit/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'UBS' }));
    expect(rmField()).toHaveValue('');
    // The refusal was of the RM and unit then saved: it leaves with them.
    expect(within(dialog).queryByText('Priya Nair does not serve DIRECT')).not.toBeInTheDocument();
    expect(rmField()).toHaveAttribute('aria-invalid', 'false');
    await userEvent.type(rmField(), 'far');
    await userEvent.click(await screen.findByRole('option', { name: FARAH.label }));
    expect(unitsAsked()).toContain('UBS');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save buyer' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    const [first, second] = calls(server, '/buyerRFQ/draftBuyer');
    expect(JSON.parse(bodyText(first?.[1]?.body))).toMatchObject({
      businessUnit: 'DIRECT',
      rmEmail: PRIYA.value,
    });
    expect(JSON.parse(bodyText(second?.[1]?.body))).toMatchObject({
      businessUnit: 'UBS',
      rmEmail: FARAH.value,
    });
  });

  it('clears the server’s words under the RM field when another RM is picked, until the next save answers', async () => {
    let n = 0;
    const FARAH = { value: 'farah.khan@dom.example.in', label: 'Farah Khan · farah.khan@dom.example.in' };
    const IMRAN = {
      value: 'imran.shaikh@dom.example.in',
      label: 'Imran Shaikh · imran.shaikh@dom.example.in',
    };
    const refusal = (name: string) =>
      json(
        {
          message: `rmEmail: ${name} does not serve UBS`,
          status: 400,
          errorCode: 'VALIDATION_FAILED',
          details: { fields: [{ field: 'rmEmail', message: `${name} does not serve UBS` }] },
        },
        400,
      );
    fakeServer({
      'GET /api/buyerRFQ/draftBuyer/form': () => json({ chooseRm: true, businessUnits: ['UBS'] }),
      'GET /api/buyerRFQ/draftBuyer/rm-options': () => json([FARAH, IMRAN]),
      'POST /api/buyerRFQ/draftBuyer': () => (++n === 1 ? refusal('Farah Khan') : refusal('Imran Shaikh')),
    });
    renderInApp(<DraftBuyerDialog onDone={() => undefined} onClose={() => undefined} />, {
      user: { ...TEST_USER, roles: ['SALES_OPS'] },
    });
    const dialog = await screen.findByRole('dialog', { name: 'New buyer' });
    const type = (name: string, text: string) =>
      userEvent.type(within(dialog).getByRole('textbox', { name: new RegExp(`^${name}`) }), text);
    await type('Name of entity', 'Sai Krupa Constructions');
    await type('Contact name', 'Meera Kulkarni');
    await type('Phone', '9822011111');
    await type('Address line 1', 'Shop 7, Station Road');
    await type('City', 'Nashik');
    await type('Pin code', '422001');
    const rmField = () => within(dialog).getByRole('combobox', { name: /^Relationship manager/ });
    await userEvent.type(rmField(), 'far');
    await userEvent.click(await screen.findByRole('option', { name: FARAH.label }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save buyer' }));
    expect(await within(dialog).findByText('Farah Khan does not serve UBS')).toBeInTheDocument();
    // Another RM picked: the words about Farah go.
    await userEvent.clear(rmField());
    await userEvent.type(rmField(), 'imr');
    await userEvent.click(await screen.findByRole('option', { name: IMRAN.label }));
    expect(within(dialog).queryByText('Farah Khan does not serve UBS')).not.toBeInTheDocument();
    expect(rmField()).toHaveAttribute('aria-invalid', 'false');
    // The next save's refusal shows again.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save buyer' }));
    expect(await within(dialog).findByText('Imran Shaikh does not serve UBS')).toBeInTheDocument();
    expect(rmField()).toHaveAttribute('aria-invalid', 'true');
  });

  it('adds a shipping address for the chosen buyer', async () => {
    const server = fakeServer({ 'POST /api/buyerRFQ/address/shipping': () => json(ADDRESS, 201) });
    const onDone = vi.fn();
    renderInApp(<ShippingAddressDialog buyerId="b-1" onDone={onDone} onClose={() => undefined} />, {
      user: TEST_USER,
    });
    const dialog = await screen.findByRole('dialog', { name: 'New shipping address' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Address line 1/ }), 'Survey 44');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^City/ }), 'Pune');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Pin code/ }), '411057');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add address' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(onDone.mock.calls[0]![0]).toEqual(ADDRESS);
    expect(JSON.parse(bodyText(calls(server, '/buyerRFQ/address/shipping')[0]?.[1]?.body))).toEqual({
      buyerId: 'b-1',
      addressLine1: 'Survey 44',
      cityName: 'Pune',
      pinCode: '411057',
    });
  });
});
