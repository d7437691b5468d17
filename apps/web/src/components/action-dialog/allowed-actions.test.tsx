import { CREDIT_LEAD_ENDPOINTS } from '@dom/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, json } from '../../test/fake-server';
import { renderInApp } from '../../test/render';
import { AllowedActions } from './allowed-actions';
import { useEndpointMutation } from './use-endpoint-mutation';

afterEach(() => vi.unstubAllGlobals());

const runChecks = {
  action: 'runChecks',
  endpoint: 'creditLeads.run-all-checks',
  params: { leadKey: 'CL0007' },
};
const archive = { action: 'archive', endpoint: 'creditLeads.archive', params: {} };

/** The requests the fake server saw: path, body and Idempotency-Key. */
function server(status = 200) {
  const seen: { path: string; body: string; key: string | null }[] = [];
  const answer =
    (path: string) =>
    ({ body, headers }: { body: string; headers: Headers }) => {
      seen.push({ path, body, key: headers.get('Idempotency-Key') });
      return status === 200
        ? json({ ok: true })
        : json({ message: 'Archive only a lead in progress', status, errorCode: 'INVALID_STATE' }, status);
    };
  fakeServer({
    'POST /api/credit/lead/CL0007/checks': answer('/credit/lead/CL0007/checks'),
    'POST /api/credit/lead/archive': answer('/credit/lead/archive'),
  });
  return seen;
}

function Lead({ onDone }: { onDone: (action: string) => void }) {
  return (
    <AllowedActions
      actions={[runChecks, archive]}
      label={(a) => (a.action === 'archive' ? 'Archive' : 'Run all checks')}
      question={(a) => `Really ${a.action}?`}
      danger={(a) => a.action === 'archive'}
      commentLabel="Comment"
      commentFor={(a) => a.action !== 'runChecks'}
      body={(a, comment) => (a.action === 'archive' ? { leadKey: 'CL0007', comment } : undefined)}
      errorFallback="Failed"
      onDone={(a) => onDone(a.action)}
    />
  );
}

describe('AllowedActions', { timeout: 30_000 }, () => {
  it('shows one button per allowed action and calls the endpoint each names, with its params and a key', async () => {
    const seen = server();
    const onDone = vi.fn();
    renderInApp(<Lead onDone={onDone} />);
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['Run all checks', 'Archive']);

    await userEvent.click(screen.getByRole('button', { name: 'Run all checks' }));
    expect(await screen.findByText('Really runChecks?')).toBeInTheDocument();
    // An action that takes no comment shows no box.
    expect(screen.queryByRole('textbox', { name: 'Comment' })).not.toBeInTheDocument();
    await userEvent.click(screen.getAllByRole('button', { name: 'Run all checks' }).at(-1)!);
    await waitFor(() => expect(onDone).toHaveBeenCalledWith('runChecks'));
    expect(seen[0]!.path).toBe('/credit/lead/CL0007/checks');
    expect(seen[0]!.key).toMatch(/.{8,}/);

    await userEvent.click(screen.getByRole('button', { name: 'Archive' }));
    await userEvent.type(await screen.findByRole('textbox', { name: 'Comment' }), '  duplicate lead ');
    await userEvent.click(screen.getAllByRole('button', { name: 'Archive' }).at(-1)!);
    await waitFor(() => expect(onDone).toHaveBeenCalledWith('archive'));
    expect(seen[1]!.path).toBe('/credit/lead/archive');
    expect(JSON.parse(seen[1]!.body)).toEqual({ leadKey: 'CL0007', comment: 'duplicate lead' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("keeps the dialog open with the server's refusal", async () => {
    server(409);
    const onDone = vi.fn();
    renderInApp(<Lead onDone={onDone} />);
    await userEvent.click(screen.getByRole('button', { name: 'Archive' }));
    await userEvent.click(screen.getAllByRole('button', { name: 'Archive' }).at(-1)!);
    expect(await screen.findByText('Archive only a lead in progress')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(onDone).not.toHaveBeenCalled();
  });
});

function Submit({ onDone }: { onDone: (status: unknown) => void }) {
  const submit = useEndpointMutation(CREDIT_LEAD_ENDPOINTS.submit, { onSuccess: onDone });
  return (
    <button type="button" onClick={() => submit.mutate({ body: { leadKey: 'CL0007', comment: 'ok' } })}>
      Submit
    </button>
  );
}

describe('useEndpointMutation', { timeout: 30_000 }, () => {
  it('calls the endpoint it was given with the input and an Idempotency-Key, and hands back the answer', async () => {
    const seen: { body: string; key: string | null }[] = [];
    fakeServer({
      'POST /api/credit/lead/submit': ({ body, headers }) => {
        seen.push({ body, key: headers.get('Idempotency-Key') });
        return json({ leadKey: 'CL0007', status: 'SUBMITTED' });
      },
    });
    const onDone = vi.fn();
    renderInApp(<Submit onDone={onDone} />);
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(onDone.mock.calls[0]![0]).toEqual({ leadKey: 'CL0007', status: 'SUBMITTED' });
    expect(JSON.parse(seen[0]!.body)).toEqual({ leadKey: 'CL0007', comment: 'ok' });
    expect(seen[0]!.key).toMatch(/.{8,}/);
  });
});
