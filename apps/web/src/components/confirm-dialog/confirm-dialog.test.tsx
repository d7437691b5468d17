import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Link } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../test/render';
import { ConfirmDialog, UnsavedChangesDialog } from './confirm-dialog';
import { useUnsavedChangesGuard } from './use-unsaved-changes-guard';

describe('ConfirmDialog', () => {
  it('asks and answers through its two buttons', async () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    renderInApp(
      <ConfirmDialog
        open
        title="Cancel order"
        message="This cannot be undone."
        confirmLabel="Cancel order"
        onConfirm={onConfirm}
        onCancel={onCancel}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Cancel order' });
    expect(dialog).toHaveTextContent('This cannot be undone.');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel order' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('disables both buttons while busy', () => {
    renderInApp(
      <ConfirmDialog open message="Wait" busy onConfirm={() => undefined} onCancel={() => undefined} />,
    );
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  });

  it('has the spec text for unsaved changes with Go Back and Proceed', async () => {
    const onGoBack = vi.fn();
    const onProceed = vi.fn();
    renderInApp(<UnsavedChangesDialog open onGoBack={onGoBack} onProceed={onProceed} />);
    expect(
      screen.getByText('You have unsaved changes. Are you sure you want to proceed without saving?'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Go Back' }));
    await userEvent.click(screen.getByRole('button', { name: 'Proceed' }));
    expect(onGoBack).toHaveBeenCalledTimes(1);
    expect(onProceed).toHaveBeenCalledTimes(1);
  });
});

function DirtyForm() {
  const [text, setText] = useState('');
  const guard = useUnsavedChangesGuard(text !== '');
  return (
    <>
      <label>
        Remarks
        <input value={text} onChange={(e) => setText(e.target.value)} />
      </label>
      <Link to="/elsewhere">Leave</Link>
      {guard}
    </>
  );
}

describe('useUnsavedChangesGuard', () => {
  it('lets a clean form go without asking', async () => {
    const { history } = renderInApp(<DirtyForm />, {
      path: '/form',
      routePath: '/form',
      extraRoutes: [{ path: '/elsewhere', element: <p>Elsewhere</p> }],
    });
    await userEvent.click(screen.getByRole('link', { name: 'Leave' }));
    expect(history.location.pathname).toBe('/elsewhere');
  });

  it('holds a dirty form until Proceed, and Go Back stays', async () => {
    const { history } = renderInApp(<DirtyForm />, {
      path: '/form',
      routePath: '/form',
      extraRoutes: [{ path: '/elsewhere', element: <p>Elsewhere</p> }],
    });
    await userEvent.type(screen.getByLabelText('Remarks'), 'half done');
    await userEvent.click(screen.getByRole('link', { name: 'Leave' }));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Go Back' }));
    expect(history.location.pathname).toBe('/form');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await userEvent.click(screen.getByRole('link', { name: 'Leave' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Proceed' }));
    expect(history.location.pathname).toBe('/elsewhere');
  });
});
