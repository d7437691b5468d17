import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInApp } from '../../test/render';
import { Timeline, dotColour } from './timeline';

describe('Timeline', () => {
  it('colours dots pending orange, submitted blue, rejected red, approved green', () => {
    expect(dotColour('pending')).toBe('warning.main');
    expect(dotColour('submitted')).toBe('info.main');
    expect(dotColour('rejected')).toBe('error.main');
    expect(dotColour('approved')).toBe('success.main');
  });

  it('lists the steps in order with their IST times', () => {
    renderInApp(
      <Timeline
        items={[
          { id: '1', step: 'submitted', title: 'Submitted by Asha Rao', at: '2025-03-05T04:30:00Z' },
          { id: '2', step: 'approved', title: 'Approved by Finance', description: 'Within limit' },
        ]}
      />,
    );
    const items = screen.getAllByRole('listitem');
    expect(items.map((i) => i.getAttribute('data-step'))).toEqual(['submitted', 'approved']);
    expect(items[0]).toHaveTextContent('5 Mar, 2025, 10:00 AM');
    expect(items[1]).toHaveTextContent('Within limit');
  });
});
