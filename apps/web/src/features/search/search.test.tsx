import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, json } from '../../test/fake-server';
import { TEST_USER, renderInApp } from '../../test/render';
import { countText } from './work-queue';
import { hitAddress, queueAddress } from './search-support';
import { SearchButton } from './search-button';
import { isSearchShortcut } from './use-search-shortcut';

afterEach(() => vi.restoreAllMocks());

const answer = {
  q: '4248',
  groups: [
    {
      kind: 'order',
      hits: [
        {
          kind: 'order',
          key: 'SO00004248',
          title: 'SO00004248',
          subtitle: 'Agarwal Traders',
          matched: 'orderKey',
          tab: null,
        },
        {
          kind: 'order',
          key: 'SO00014248',
          title: 'SO00014248',
          subtitle: null,
          matched: 'orderKey',
          tab: null,
        },
      ],
    },
    {
      kind: 'buyer',
      hits: [
        { kind: 'buyer', key: 'b-1', title: 'Shree 4248 Infra', subtitle: null, matched: 'name', tab: null },
      ],
    },
  ],
};

describe('global search', () => {
  it('opens on Ctrl-K, groups the hits, moves with the arrows and opens the chosen one on Enter', async () => {
    const server = fakeServer({ 'GET /api/search/global': () => json(answer) });
    const { history } = renderInApp(<SearchButton compact={false} />, {
      user: TEST_USER,
      extraRoutes: [{ path: '/buyer/:id', element: <p>buyer page</p> }],
    });
    await userEvent.keyboard('{Control>}k{/Control}');
    const dialog = await screen.findByRole('dialog', { name: 'Search' });
    const input = within(dialog).getByRole('combobox', { name: /Search orders/ });
    await waitFor(() => expect(input).toHaveFocus());
    await userEvent.type(input, 'ab');
    expect(screen.getByRole('status')).toHaveTextContent('Type at least 3 characters.');
    await userEvent.clear(input);
    await userEvent.type(input, '4248');
    expect(await screen.findByRole('group', { name: 'Sales orders' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Buyers' })).toBeInTheDocument();
    const options = screen.getAllByRole('option');
    expect(options).toHaveLength(3);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(options[2]).toHaveAttribute('aria-selected', 'true');
    expect(input).toHaveAttribute('aria-activedescendant', options[2]?.id);
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(history.location.pathname).toBe('/buyer/b-1'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(server.mock.calls.some(([url]) => String(url).includes('q=4248'))).toBe(true);
  });

  it('closes on Esc', async () => {
    fakeServer({ 'GET /api/search/global': () => json(answer) });
    renderInApp(<SearchButton compact />, { user: TEST_USER });
    await userEvent.click(screen.getByRole('button', { name: 'Search (Ctrl+K)' }));
    expect(await screen.findByRole('combobox', { name: /Search orders/ })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('takes `/` as the shortcut only outside a field; Ctrl/⌘-K anywhere', () => {
    const field = document.createElement('input');
    const key = (
      k: string,
      mods: Partial<KeyboardEvent> = {},
      target: EventTarget | null = document.body,
    ) => ({
      key: k,
      ctrlKey: false,
      metaKey: false,
      altKey: false,
      target,
      ...mods,
    });
    expect(isSearchShortcut(key('/'))).toBe(true);
    expect(isSearchShortcut(key('/', {}, field))).toBe(false);
    expect(isSearchShortcut(key('k', { ctrlKey: true }, field))).toBe(true);
    expect(isSearchShortcut(key('K', { metaKey: true }))).toBe(true);
    expect(isSearchShortcut(key('k'))).toBe(false);
  });

  it('builds the addresses of hits and queues', () => {
    expect(hitAddress({ kind: 'order', key: 'SO1', tab: null })).toBe('/sales-order/SO1');
    expect(hitAddress({ kind: 'vehicle', key: 'CN1-1', tab: null })).toBe('/consignments/CN1-1');
    expect(hitAddress({ kind: 'invoice', key: 'b1', tab: 'invoices' })).toBe('/buyer/b1#invoices');
    expect(hitAddress({ kind: 'invoice', key: 'i1', tab: null })).toBe('/invoices/i1');
    expect(
      queueAddress({
        route: '/sales-order',
        params: { orderStates: ['ORDERED', 'PLANNED'], isDelayed: ['true'] },
      }),
    ).toBe('/sales-order?orderStates=ORDERED&orderStates=PLANNED&isDelayed=true');
    expect(countText({ count: 1000, capped: true })).toBe('1,000+');
    expect(countText({ count: 12345, capped: false })).toBe('12,345');
  });
});
