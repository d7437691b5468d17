import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { I18nextProvider } from 'react-i18next';
import { createTestI18n } from '../../test/i18n';
import { type Notify, useNotify } from './notifications-context';
import { NotificationsProvider } from './notifications-provider';

const captured: { notify: Notify | null } = { notify: null };
function Capture() {
  const notify = useNotify();
  useEffect(() => {
    captured.notify = notify;
  }, [notify]);
  return null;
}

function renderProvider() {
  render(
    <I18nextProvider i18n={createTestI18n('en')}>
      <NotificationsProvider>
        <Capture />
      </NotificationsProvider>
    </I18nextProvider>,
  );
  return captured.notify!;
}

describe('notifications', () => {
  it.each(['error', 'success', 'info', 'warning'] as const)('shows the %s variant', async (severity) => {
    const n = renderProvider();
    act(() => n[severity](`A ${severity} message`));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(`A ${severity} message`);
    expect(alert.className).toContain(`MuiAlert-filled${severity[0]!.toUpperCase()}${severity.slice(1)}`);
  });

  it('shows queued messages one after another and closes on request', async () => {
    const n = renderProvider();
    act(() => {
      n.error('First');
      n.success('Second');
    });
    expect(await screen.findByText('First')).toBeInTheDocument();
    expect(screen.queryByText('Second')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(await screen.findByText('Second')).toBeInTheDocument();
  });

  it('collapses the same message repeated in a burst', async () => {
    const n = renderProvider();
    act(() => {
      n.error('Failed to fetch order list.');
      n.error('Failed to fetch order list.');
    });
    await screen.findByText('Failed to fetch order list.');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await act(() => new Promise((resolve) => setTimeout(resolve, 400)));
    expect(screen.queryByText('Failed to fetch order list.')).not.toBeInTheDocument();
  });

  it('refuses to work outside the provider', () => {
    expect(() => render(<Capture />)).toThrow(/NotificationsProvider/);
  });
});
