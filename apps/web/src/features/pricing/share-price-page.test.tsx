import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, json } from '../../test/fake-server';
import { TEST_USER, renderInApp } from '../../test/render';
import { SharePricePage } from './share-price-page';

vi.setConfig({ testTimeout: 20_000 });
afterEach(() => vi.unstubAllGlobals());

const SELLER = { ...TEST_USER, permissions: ['Display_Share_Price_Seller', 'Allow_Share_Price'] };

// Review of 7 Dec (19-seller-share-price-wrong-error.png): sharing without "Valid until" said
// "Failed to load the prices" and marked no field. Each problem shows under its field.
describe('Share Price: the Share a price dialog', () => {
  it('marks the fields to fill under each one and sends nothing', async () => {
    const server = fakeServer({
      'GET /api/share-price/list': () =>
        json({ content: [], totalElements: 0, totalPages: 0, number: 0, size: 20 }),
    });
    renderInApp(<SharePricePage />, { path: '/share-price', user: SELLER });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Share a price' }));
    const dialog = await screen.findByRole('dialog', { name: 'Share a price' });
    await user.type(within(dialog).getByRole('textbox', { name: /Freight/ }), '1.234');
    await user.click(within(dialog).getByRole('button', { name: 'Share' }));
    expect(within(dialog).getByRole('textbox', { name: /Ex-works price/ })).toHaveAccessibleDescription(
      'Enter an ex-works price above 0 (₹, up to 2 decimals)',
    );
    expect(within(dialog).getByRole('textbox', { name: /Freight/ })).toHaveAccessibleDescription(
      'Enter the freight in ₹ (up to 2 decimals)',
    );
    expect(within(dialog).getAllByText('Required')).toHaveLength(2); // product, valid until
    expect(within(dialog).queryByText('Failed to load the prices')).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    expect(server.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });
});
