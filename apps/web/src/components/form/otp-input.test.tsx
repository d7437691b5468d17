import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderInApp } from '../../test/render';
import { OtpInput, fillOtp } from './otp-input';

function Otp({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <OtpInput value={value} onChange={setValue} label="One-time password" />
      <output>{value}</output>
    </>
  );
}

const boxes = () => screen.getAllByRole('textbox');

describe('OtpInput', () => {
  it('fills digits from a position and drops anything else', () => {
    expect(fillOtp('12', '34', 2, 6)).toBe('1234');
    expect(fillOtp('', '12a3456789', 0, 6)).toBe('123456');
  });

  it('has one labelled box per digit', () => {
    renderInApp(<Otp />);
    expect(screen.getByRole('group', { name: 'One-time password' })).toBeInTheDocument();
    expect(boxes()).toHaveLength(6);
    expect(screen.getByRole('textbox', { name: 'Digit 3 of 6' })).toBeInTheDocument();
  });

  it('takes one digit per box and moves on', async () => {
    renderInApp(<Otp />);
    await userEvent.click(boxes()[0]!);
    await userEvent.keyboard('4x2');
    expect(document.querySelector('output')).toHaveTextContent('42');
    expect(boxes()[2]).toHaveFocus();
  });

  it('fills every box from a paste', () => {
    renderInApp(<Otp />);
    fireEvent.paste(boxes()[3]!, { clipboardData: { getData: () => ' 123-456 ' } });
    expect(document.querySelector('output')).toHaveTextContent('123456');
    expect(boxes().map((b) => (b as HTMLInputElement).value)).toEqual(['1', '2', '3', '4', '5', '6']);
  });

  it('goes back a box with Backspace', async () => {
    renderInApp(<Otp initial="123" />);
    await userEvent.click(boxes()[3]!);
    await userEvent.keyboard('{Backspace}');
    expect(document.querySelector('output')).toHaveTextContent('12');
    expect(boxes()[2]).toHaveFocus();
  });
});
