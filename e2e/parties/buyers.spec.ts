import { expectAccessible } from '../support/accessibility';
import { expect, test } from '../support/fixtures';
import { BuyerListPO, PartyProfilePO, apiGetAs, buyersOf } from '../pages/parties.page';

test.describe('buyers', () => {
  test.beforeEach(() => test.setTimeout(120_000));

  test('rm opens an own buyer, adds a contact and an address, and sees only own buyers', async ({
    loginPage,
    page,
    request,
  }) => {
    const own = await buyersOf(request, 'rm');
    const all = await buyersOf(request, 'admin');
    const [buyer] = own;
    if (!buyer) throw new Error('The demo data gives rm no buyer');
    const rmEmails = new Set(own.map((b) => b.rmEmail));
    expect(rmEmails.size).toBe(1);
    const foreign = all.find((b) => !rmEmails.has(b.rmEmail));
    if (!foreign) throw new Error('The demo data has no buyer of another RM');

    await loginPage.signInAs('rm');
    const list = new BuyerListPO(page);
    await list.goto();
    await expectAccessible(page, '/buyer as rm');
    await list.filters.search('Buyer Name', foreign.buyerName, 'buyerName');
    await expect(list.table.emptyState).toHaveText('There are no items to display');
    await list.filters.search('Buyer Name', buyer.buyerName, 'buyerName');
    await list.row(buyer.buyerName).first().click();
    // The tabs are the ones the server gives rm now, whatever roles other specs granted it meanwhile
    // (auth management approves a CREDIT_OPS request): the screen shows exactly those, in order.
    const served = await apiGetAs<{ tabs: { id: string; label: string }[] }>(
      request,
      'rm',
      `/credit/buyer/profile/${buyer.buyerId}`,
    );
    const firstHash = (served.tabs[0]?.id ?? '').replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
    await expect(page).toHaveURL(new RegExp(`/buyer/${buyer.buyerId}#${firstHash}$`));

    const profile = new PartyProfilePO(page, 'Buyer tabs');
    await expect(profile.heading).toHaveText(buyer.buyerName);
    await expect(profile.tabs.tabList.getByRole('tab')).toHaveText(
      served.tabs.map((tab) => new RegExp(`^${tab.label.replace('/', '\\/')}`)),
    );
    expect(served.tabs.map((tab) => tab.label)).toEqual(expect.arrayContaining(['Contacts', 'Addresses']));

    await profile.tabs.select(/^Contacts/);
    const stamp = Date.now().toString().slice(-4);
    const name = `Kavita Deshmukh`;
    const phone = `98765${stamp.padStart(5, '0')}`;
    await page.getByRole('button', { name: 'Add Contact' }).click();
    const contact = profile.dialog('Add Contact');
    await contact.getByLabel(/^Name/).fill(name);
    await contact.getByLabel(/^Phone Number/).fill(phone);
    await contact.getByRole('checkbox', { name: 'Finance' }).check();
    await contact
      .getByRole('group', { name: 'Communication Preferences' })
      .getByRole('checkbox', { name: 'WhatsApp' })
      .check();
    await contact.getByRole('button', { name: 'Save' }).click();
    await expect(contact).toBeHidden();
    await expect(page.getByRole('list', { name: 'Contacts' }).getByText(phone)).toBeVisible();

    await profile.tabs.select(/^Addresses/);
    await page.getByRole('button', { name: 'Add Address' }).click();
    const address = profile.dialog('Add Address');
    const line = `Site office ${stamp}, Ring Road`;
    await address.getByLabel(/^Address Line 1/).fill(line);
    await address.getByLabel(/^City/).fill('Pune');
    // Without a GSTIN on the address only the PIN and the state must agree.
    await address.getByLabel(/^GSTIN/).fill('');
    await address.getByRole('combobox', { name: /^State/ }).click();
    await page.getByRole('option', { name: '27 Maharashtra' }).click();
    await address.getByLabel(/^Pin Code/).fill('411001');
    await address.getByRole('button', { name: 'Save' }).click();
    await expect(address).toBeHidden();
    await expect(page.getByRole('list', { name: 'Addresses' }).getByText(line)).toBeVisible();

    await page.goto(`/buyer/${foreign.buyerId}`);
    await expect(page.getByRole('alert')).toBeVisible();
    await expect(page.getByRole('tablist', { name: 'Buyer tabs' })).toHaveCount(0);
  });

  test('admin adds an address in the GSTIN’s state and validates the GSTIN', async ({
    loginPage,
    page,
    request,
  }) => {
    const [buyer] = await buyersOf(request, 'admin');
    if (!buyer) throw new Error('No buyer in the demo data');
    await loginPage.signInAs('admin');
    await page.goto(`/buyer/${buyer.buyerId}#addresses`);
    const profile = new PartyProfilePO(page, 'Buyer tabs');
    await expect(profile.heading).toHaveText(buyer.buyerName);
    await page.getByRole('button', { name: 'Add Address' }).click();
    const address = profile.dialog('Add Address');
    const line = `Godown ${Date.now().toString().slice(-5)}, Industrial Area`;
    await address.getByLabel(/^Address Line 1/).fill(line);
    await address.getByLabel(/^City/).fill('Somecity');
    // Without a GSTIN on the address only the PIN and the state must agree.
    await address.getByLabel(/^GSTIN/).fill('');
    await address.getByRole('combobox', { name: /^State/ }).click();
    await page.getByRole('option', { name: '27 Maharashtra' }).click();
    await address.getByLabel(/^Pin Code/).fill('411001');
    await address.getByRole('button', { name: 'Save' }).click();
    await expect(address).toBeHidden();
    await expect(page.getByRole('list', { name: 'Addresses' }).getByText(line)).toBeVisible();

    await profile.tabs.select(/^GST Validation/);
    await page.getByRole('button', { name: 'Validate GSTIN' }).click();
    const card = page.getByLabel('Validation just run');
    await expect(card.getByText('Format')).toBeVisible();
    await expect(card.getByText('Check Character')).toBeVisible();
    await expect(card.getByText('Registration Status')).toBeVisible();
  });
});
