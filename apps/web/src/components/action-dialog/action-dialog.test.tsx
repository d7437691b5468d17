import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../test/render';
import { ApiError } from '../../lib/api-error';
import { ActionDialog } from './action-dialog';

const shell = (
  <ActionDialog
    title="Pack consignment"
    submitLabel="Pack"
    busy={false}
    error={null}
    errorFallback="Failed"
    onSubmit={() => undefined}
    onClose={() => undefined}
  >
    <input aria-label="Invoice Number" />
  </ActionDialog>
);

const paperOf = async () =>
  (await screen.findByRole('dialog', { name: 'Pack consignment' })).closest('.MuiPaper-root')!;

describe('ActionDialog', { timeout: 30_000 }, () => {
  afterEach(() => {
    window.innerWidth = 1024;
  });

  it('takes the whole phone screen, edge to edge (no page margin on the sides)', async () => {
    window.innerWidth = 390;
    renderInApp(shell);
    const paper = await paperOf();
    expect(paper).toHaveClass('MuiDialog-paperFullScreen');
    const style = getComputedStyle(paper);
    expect(style.marginLeft).toBe('0px');
    expect(style.marginRight).toBe('0px');
    expect(style.width).toBe('100%');
    expect(style.maxWidth).toBe('100%');
    // The fields scroll inside; the buttons stay at the bottom.
    expect(getComputedStyle(paper.querySelector('form')!).flexGrow).toBe('1');
  });

  it('keeps the framed dialog with its margins on a wider screen', async () => {
    window.innerWidth = 1024;
    renderInApp(shell);
    const paper = await paperOf();
    expect(paper).not.toHaveClass('MuiDialog-paperFullScreen');
    expect(getComputedStyle(paper).marginLeft).toBe('16px');
  });

  it('shows the server’s refusal in the dialog, else the fallback, and submits from the form', async () => {
    const submit = vi.fn((e: { preventDefault: () => void }) => e.preventDefault());
    const { unmount } = renderInApp(
      <ActionDialog
        title="Cancel order"
        submitLabel="Cancel order"
        closeLabel="Keep order"
        danger
        error={new ApiError({ status: 400, message: 'comment: Add a comment' })}
        errorFallback="Failed to cancel"
        onSubmit={submit}
        onClose={() => undefined}
      />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Cancel order' });
    expect(screen.getByRole('alert')).toHaveTextContent('comment: Add a comment');
    const buttons = dialog.querySelectorAll('button');
    // Close first, the action last: the buttons sit at the bottom, the action at the end.
    expect([...buttons].map((b) => b.textContent)).toEqual(['Keep order', 'Cancel order']);
    expect(screen.getByRole('button', { name: 'Cancel order' })).toHaveClass('MuiButton-containedError');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel order' }));
    expect(submit).toHaveBeenCalledTimes(1);
    unmount();
    renderInApp(
      <ActionDialog
        title="Cancel order"
        submitLabel="Cancel order"
        error={new ApiError({ status: 0 })}
        errorFallback="Failed to cancel"
        onClose={() => undefined}
      />,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to cancel');
  });

  it('turns both buttons off while busy', async () => {
    const close = vi.fn();
    renderInApp(
      <ActionDialog title="Pack" submitLabel="Pack" busy onSubmit={() => undefined} onClose={close} />,
    );
    await screen.findByRole('dialog', { name: 'Pack' });
    expect(screen.getByRole('button', { name: 'Pack' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Close' })).toBeDisabled();
  });

  it('shows a view-only dialog with Close alone', async () => {
    const close = vi.fn();
    renderInApp(
      <ActionDialog title="Settlement" onClose={close}>
        Details
      </ActionDialog>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Settlement' });
    expect(dialog.querySelectorAll('button')).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(close).toHaveBeenCalledTimes(1);
  });
});
