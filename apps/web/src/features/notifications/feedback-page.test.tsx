import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bodyText, fakeServer, json } from '../../test/fake-server';
import { renderInApp } from '../../test/render';
import { FeedbackPage } from './feedback-page';

vi.setConfig({ testTimeout: 20_000 });
afterEach(() => vi.unstubAllGlobals());

const TOKEN = 'tok_abcdefghijklmnopqrstuv';

describe('feedback page (/feedback/:token)', () => {
  it('asks for a score first, then sends the score and the comment to the link’s token', async () => {
    const server = fakeServer({
      [`POST /api/campaign/feedback/${TOKEN}`]: () =>
        json({
          recorded: true,
          correctionKey: 'key_0123456789abcdef',
          correctableUntil: '2026-12-08T00:00:00Z',
        }),
    });
    renderInApp(<FeedbackPage />, { path: `/feedback/${TOKEN}`, routePath: '/feedback/:token' });
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { name: 'How likely are you to recommend us?' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Choose a score from 0 to 10');
    expect(server).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Score 9' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Tell us why (optional)' }), '  Fast delivery  ');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Thank you! Your answer has been recorded.');
    const [, init] = server.mock.calls[0] ?? [];
    expect(JSON.parse(bodyText(init?.body))).toEqual({ score: 9, comment: 'Fast delivery' });
    expect(screen.getByRole('button', { name: 'Change my answer' })).toBeEnabled();
    // A change sends the key the first answer handed back: only this page can correct the answer.
    await user.click(screen.getByRole('button', { name: 'Score 7' }));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await screen.findByRole('status');
    const [, again] = server.mock.calls[1] ?? [];
    expect(JSON.parse(bodyText(again?.body))).toEqual({
      score: 7,
      comment: 'Fast delivery',
      correctionKey: 'key_0123456789abcdef',
    });
  });

  it('shows the server’s message for a link that is not valid', async () => {
    fakeServer({
      [`POST /api/campaign/feedback/${TOKEN}`]: () =>
        json({ message: 'This feedback link is not valid', status: 404, errorCode: 'NOT_FOUND' }, 404),
    });
    renderInApp(<FeedbackPage />, { path: `/feedback/${TOKEN}`, routePath: '/feedback/:token' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Score 0' }));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This feedback link is not valid');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
