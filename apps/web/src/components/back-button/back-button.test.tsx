import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderInApp } from '../../test/render';
import { PageHeader } from '../page-header/page-header';
import { BackButton, BackButtonScope } from './back-button';

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

  it('gives way to breadcrumbs: one way back, never an arrow beside the crumbs', async () => {
    const page = (
      <BackButtonScope>
        <BackButton />
        <Routes>
          <Route path="/list" element={<Link to="/list/1">Open</Link>} />
          <Route
            path="/list/1"
            element={
              <>
                <PageHeader title="Item 1" breadcrumbs={[{ label: 'List', to: '/list' }]} />
                <Link to="/plain">Plain</Link>
              </>
            }
          />
          <Route path="/plain" element={<p>No crumbs</p>} />
        </Routes>
      </BackButtonScope>
    );
    renderInApp(page, { path: '/list' });
    await userEvent.click(screen.getByRole('link', { name: 'Open' }));
    expect(await screen.findByRole('link', { name: 'List' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Plain' }));
    expect(await screen.findByRole('button', { name: 'Back' })).toBeInTheDocument();
  });
});
