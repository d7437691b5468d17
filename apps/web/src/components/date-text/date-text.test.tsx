import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInApp } from '../../test/render';
import { DateText } from './date-text';

describe('DateText', () => {
  it('shows "5 Mar, 2025" in IST, whatever the computer zone', () => {
    // 20:00 UTC on the 4th is already the 5th in India.
    renderInApp(<DateText value="2025-03-04T20:00:00Z" />);
    const time = screen.getByText('5 Mar, 2025');
    expect(time.tagName).toBe('TIME');
    expect(time).toHaveAttribute('dateTime', '2025-03-04T20:00:00.000Z');
  });

  it('adds the IST time when asked', () => {
    renderInApp(<DateText value="2025-03-05T09:00:00Z" withTime />);
    expect(screen.getByText('5 Mar, 2025, 2:30 PM')).toBeInTheDocument();
  });

  it('shows a dash for no date', () => {
    renderInApp(<DateText value={null} />);
    expect(screen.getByText('-')).toBeInTheDocument();
  });
});
