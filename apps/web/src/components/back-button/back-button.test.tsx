import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderInApp } from '../../test/render';
import { BackButton } from './back-button';

describe('BackButton', () => {
  it('is hidden where the app was opened and goes back one step after a move', async () => {
    const page = (
      <>
        <BackButton />
        <Link to="/next">Next</Link>
      </>
    );
    const { history } = renderInApp(page, { path: '/first' });
    expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Next' }));
    expect(history.index).toBe(1);
    await userEvent.click(await screen.findByRole('button', { name: 'Back' }));
    expect(history.location.pathname).toBe('/first');
    expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
  });
});
