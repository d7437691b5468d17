import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TEST_USER, renderInApp } from '../../test/render';
import { resolveTabId, tabLabel } from './tab-selection';
import { TabbedPage, type TabDefinition, revealSelectedTab } from './tabbed-page';

const tabs: TabDefinition[] = [
  { id: 'orders', label: 'Orders', count: 1234, render: () => <p>Orders panel</p> },
  { id: 'payments', label: 'Payments', count: 0, render: () => <p>Payments panel</p> },
  {
    id: 'bank-details',
    label: 'Bank details',
    permission: 'View_Buyer_Bank_Details',
    render: () => <p>Bank panel</p>,
  },
];

describe('tab selection rules', () => {
  it('takes the hash, then the redirect parameter, then the first tab', () => {
    const ids = ['orders', 'payments'];
    expect(resolveTabId(ids, '#payments', null)).toBe('payments');
    expect(resolveTabId(ids, '', 'payments')).toBe('payments');
    expect(resolveTabId(ids, '#payments', 'orders')).toBe('payments');
    expect(resolveTabId(ids, '#nope', null)).toBe('orders');
    expect(resolveTabId(ids, '#nope', 'also-nope')).toBe('orders');
    expect(resolveTabId([], '#x', null)).toBeNull();
  });

  it('puts counts in brackets with Indian grouping', () => {
    expect(tabLabel('Orders', 123456)).toBe('Orders (1,23,456)');
    expect(tabLabel('Orders', 0)).toBe('Orders (0)');
    expect(tabLabel('Orders', undefined)).toBe('Orders');
  });
});

describe('TabbedPage', () => {
  it('shows the tab named in the hash', async () => {
    renderInApp(<TabbedPage tabs={tabs} ariaLabel="Buyer" />, { path: '/buyer/7#payments' });
    expect(await screen.findByText('Payments panel')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Payments (0)' })).toHaveAttribute('aria-selected', 'true');
  });

  it('pre-selects from redirect and rewrites the address to the hash', async () => {
    const { history } = renderInApp(<TabbedPage tabs={tabs} ariaLabel="Buyer" />, {
      path: '/buyer/7?view=full&redirect=payments',
    });
    expect(await screen.findByText('Payments panel')).toBeInTheDocument();
    await waitFor(() => expect(history.location.hash).toBe('#payments'));
    expect(history.location.search).toBe('?view=full');
  });

  it('falls back to the first tab for an unknown id', async () => {
    const { history } = renderInApp(<TabbedPage tabs={tabs} ariaLabel="Buyer" />, {
      path: '/buyer/7#missing',
    });
    expect(await screen.findByText('Orders panel')).toBeInTheDocument();
    await waitFor(() => expect(history.location.hash).toBe('#orders'));
  });

  it('hides tabs without permission, even when named in the hash', async () => {
    renderInApp(<TabbedPage tabs={tabs} ariaLabel="Buyer" />, { path: '/buyer/7#bank-details' });
    expect(await screen.findByText('Orders panel')).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Bank details' })).not.toBeInTheDocument();
  });

  it('shows tabs the user holds the permission for', async () => {
    renderInApp(<TabbedPage tabs={tabs} ariaLabel="Buyer" />, {
      path: '/buyer/7#bank-details',
      user: { ...TEST_USER, permissions: ['View_Buyer_Bank_Details'] },
    });
    expect(await screen.findByText('Bank panel')).toBeInTheDocument();
  });

  it('switches by click and keeps the choice in the hash', async () => {
    const { history } = renderInApp(<TabbedPage tabs={tabs} ariaLabel="Buyer" />, { path: '/buyer/7' });
    await userEvent.click(await screen.findByRole('tab', { name: 'Payments (0)' }));
    expect(await screen.findByText('Payments panel')).toBeInTheDocument();
    expect(history.location.hash).toBe('#payments');
  });

  it('asks before switching when told to', async () => {
    const { history } = renderInApp(<TabbedPage tabs={tabs} ariaLabel="Buyer" confirmSwitch />, {
      path: '/buyer/7#orders',
    });
    await userEvent.click(await screen.findByRole('tab', { name: 'Payments (0)' }));
    expect(await screen.findByRole('dialog')).toHaveTextContent('You have unsaved changes');
    await userEvent.click(screen.getByRole('button', { name: 'Go Back' }));
    expect(history.location.hash).toBe('#orders');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await userEvent.click(screen.getByRole('tab', { name: 'Payments (0)' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Proceed' }));
    await waitFor(() => expect(history.location.hash).toBe('#payments'));
  });

  it('asks only for the moves the test picks', async () => {
    const { history } = renderInApp(
      <TabbedPage tabs={tabs} ariaLabel="Buyer" confirmSwitch={(from) => from === 'payments'} />,
      { path: '/buyer/7#orders' },
    );
    await userEvent.click(await screen.findByRole('tab', { name: 'Payments (0)' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(history.location.hash).toBe('#payments');
  });
});

describe('revealing the selected tab', () => {
  /** A 300 px strip at x = 40 holding one selected tab at the given place (jsdom has no layout). */
  function strip(tabLeft: number, tabWidth: number, scrollLeft: number) {
    const scroller = document.createElement('div');
    const tab = document.createElement('button');
    tab.setAttribute('role', 'tab');
    tab.setAttribute('aria-selected', 'true');
    scroller.append(tab);
    scroller.scrollLeft = scrollLeft;
    const rect = (left: number, width: number) => ({ left, right: left + width, width }) as DOMRect;
    vi.spyOn(scroller, 'getBoundingClientRect').mockReturnValue(rect(40, 300));
    vi.spyOn(tab, 'getBoundingClientRect').mockReturnValue(rect(tabLeft, tabWidth));
    return scroller;
  }

  it('scrolls only as far as it takes to show the whole tab, on either side', () => {
    const cutOnTheRight = strip(300, 120, 500);
    revealSelectedTab(cutOnTheRight);
    expect(cutOnTheRight.scrollLeft).toBe(580);
    const cutOnTheLeft = strip(10, 120, 500);
    revealSelectedTab(cutOnTheLeft);
    expect(cutOnTheLeft.scrollLeft).toBe(470);
    const inView = strip(100, 120, 500);
    revealSelectedTab(inView);
    expect(inView.scrollLeft).toBe(500);
  });

  it('shows the start of a tab wider than the strip', () => {
    const wide = strip(200, 400, 0);
    revealSelectedTab(wide);
    expect(wide.scrollLeft).toBe(160);
  });
});
