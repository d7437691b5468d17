import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../test/render';
import { AnswerDialog } from './answer-dialog';

vi.setConfig({ testTimeout: 20_000 });

const LINES = [{ lineId: 'l1', productName: 'OPC 53 Grade Cement', quantity: '100', unit: 'BAG' }];

// Review of 7 Dec (06-seller-answer-action-failed.png): 30 credit days got "cannot exceed 21 days"
// under the field and "The action failed" in a red box. One message, where the problem is.
describe('a seller’s answer: what is wrong is said once, where it is', () => {
  it('says a credit-days problem under its field only, and what is missing otherwise', async () => {
    const submit = vi.fn(async () => ({}));
    renderInApp(
      <AnswerDialog
        title="Answer RFQ-1"
        lines={LINES}
        submit={submit}
        onDone={() => {}}
        onClose={() => {}}
      />,
    );
    const user = userEvent.setup();
    const dialog = await screen.findByRole('dialog', { name: 'Answer RFQ-1' });
    await user.click(within(dialog).getByRole('button', { name: 'Submit answer' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Fill in a price for every line and every term',
    );

    await user.type(within(dialog).getByRole('textbox', { name: /Seller credit days/ }), '30');
    await user.click(within(dialog).getByRole('button', { name: 'Submit answer' }));
    const field = within(dialog).getByRole('textbox', { name: /Seller credit days/ });
    expect(field).toHaveAccessibleDescription(/21/);
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    expect(within(dialog).queryByText('The action failed')).not.toBeInTheDocument();
    expect(submit).not.toHaveBeenCalled();
  });
});
