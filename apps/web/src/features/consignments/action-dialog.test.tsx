import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInApp } from '../../test/render';
import { ActionDialogShell } from './action-dialog';

const shell = (
  <ActionDialogShell
    title="Pack consignment"
    submitLabel="Pack"
    busy={false}
    error={null}
    errorFallback="Failed"
    onSubmit={() => undefined}
    onClose={() => undefined}
  >
    <input aria-label="Invoice Number" />
  </ActionDialogShell>
);

const paperOf = async () =>
  (await screen.findByRole('dialog', { name: 'Pack consignment' })).closest('.MuiPaper-root')!;

describe('the consignment action dialog frame', () => {
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
});
