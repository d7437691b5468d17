import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderInApp } from '../../test/render';
import { Amount, toPaise } from './amount';

describe('Amount', () => {
  it('reads paise from the wire, bigint or safe integers', () => {
    expect(toPaise('12345678')).toBe(12345678n);
    expect(toPaise(-500)).toBe(-500n);
    expect(toPaise(1.5)).toBeNull();
    expect(toPaise('12.5')).toBeNull();
    expect(toPaise(null)).toBeNull();
  });

  it('shows rupees with lakh grouping, coloured by sign', () => {
    renderInApp(
      <>
        <Amount value="12345678" />
        <Amount value={0n} />
        <Amount value={-250050n} />
      </>,
    );
    expect(screen.getByText('₹1,23,456.78')).toHaveAttribute('data-tone', 'positive');
    expect(screen.getByText('₹0.00')).toHaveAttribute('data-tone', 'zero');
    expect(screen.getByText('-₹2,500.50')).toHaveAttribute('data-tone', 'negative');
  });

  it('uses the theme colours green, orange and red', () => {
    renderInApp(
      <>
        <Amount value={100n} />
        <Amount value={0n} />
        <Amount value={-100n} />
      </>,
    );
    const colour = (text: string) => getComputedStyle(screen.getByText(text)).color;
    expect(colour('₹1.00')).toBe('rgb(27, 122, 53)');
    expect(colour('₹0.00')).toBe('rgb(154, 79, 0)');
    expect(colour('-₹1.00')).toBe('rgb(198, 40, 40)');
  });

  it('shows K, L and Cr when compact, with the exact amount on hover', async () => {
    renderInApp(<Amount value={1234500000n} compact />);
    const compact = screen.getByText('₹1.23Cr');
    await userEvent.hover(compact);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('₹1,23,45,000.00');
  });

  it('shows a dash without an amount', () => {
    renderInApp(<Amount value={undefined} />);
    expect(screen.getByText('-')).toBeInTheDocument();
  });
});
