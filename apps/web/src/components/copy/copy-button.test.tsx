import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../test/render';
import { CopyButton } from './copy-button';

describe('CopyButton', () => {
  it("copies and says 'Copied to clipboard' as an info toast", async () => {
    const user = userEvent.setup();
    renderInApp(<CopyButton text="SO-2025-000123" label="Copy order id" />);
    await user.click(screen.getByRole('button', { name: 'Copy order id' }));
    await expect(navigator.clipboard.readText()).resolves.toBe('SO-2025-000123');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Copied to clipboard');
    expect(alert.className).toContain('MuiAlert-filledInfo');
  });

  it('reports a refused clipboard', async () => {
    const user = userEvent.setup();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    renderInApp(<CopyButton text="x" />);
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(await screen.findByText('Failed to copy.')).toBeInTheDocument();
  });
});
