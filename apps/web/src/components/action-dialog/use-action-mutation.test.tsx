import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiPost } from '../../lib/api-client';
import { fakeServer, json } from '../../test/fake-server';
import { renderInApp } from '../../test/render';
import { ActionDialog } from './action-dialog';
import { isRefusal, useActionMutation } from './use-action-mutation';
import { ApiError } from '../../lib/api-error';

afterEach(() => vi.unstubAllGlobals());

/** A dialog that sends what is typed to POST /api/things with the attempt's key. */
function ThingDialog({ onDone }: { onDone: () => void }) {
  const [name, setName] = useState('');
  const save = useActionMutation({
    mutationFn: (body: { name: string }, idempotencyKey) => apiPost('/things', body, { idempotencyKey }),
    onSuccess: onDone,
  });
  return (
    <ActionDialog
      title="Add thing"
      submitLabel="Save"
      busy={save.isPending}
      error={save.error}
      errorFallback="Failed to save"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate({ name });
      }}
      onClose={() => undefined}
    >
      <input aria-label="Name" value={name} onChange={(e) => setName(e.target.value)} />
    </ActionDialog>
  );
}

/** Answers each POST with the next of `statuses`; records the key and body of each. */
function server(statuses: number[]) {
  const seen: { key: string | null; body: string }[] = [];
  fakeServer({
    'POST /api/things': ({ body, headers }) => {
      seen.push({ key: headers.get('Idempotency-Key'), body });
      const status = statuses[seen.length - 1] ?? 200;
      if (status === 400)
        return json(
          { message: 'name: Use at most 5 letters', status, errorCode: 'VALIDATION_FAILED' },
          status,
        );
      if (status >= 500) return json({ message: 'Try again', status, errorCode: 'UNAVAILABLE' }, status);
      // No answer at all (network down): fetch rejects.
      if (status === 0) throw new TypeError('Failed to fetch');
      return json({ id: 't1' }, status);
    },
  });
  return seen;
}

async function submit(name: string) {
  const field = screen.getByRole('textbox', { name: 'Name' });
  await userEvent.clear(field);
  await userEvent.type(field, name);
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
}

describe('useActionMutation', { timeout: 30_000 }, () => {
  it('sends a new key for the corrected resubmit after a 400, and shows the refusal in the dialog', async () => {
    const seen = server([400, 200]);
    const done = vi.fn();
    renderInApp(<ThingDialog onDone={done} />);
    await screen.findByRole('dialog', { name: 'Add thing' });
    await submit('Too long');
    expect(await screen.findByRole('alert')).toHaveTextContent('name: Use at most 5 letters');
    await submit('Short');
    await waitFor(() => expect(done).toHaveBeenCalledTimes(1));
    expect(seen).toHaveLength(2);
    expect(seen[0]?.key).toMatch(/^[A-Za-z0-9._:-]{8,200}$/);
    expect(seen[1]?.key).toMatch(/^[A-Za-z0-9._:-]{8,200}$/);
    expect(seen[1]?.key).not.toBe(seen[0]?.key);
  });

  it('renews the key after a 400 even when the same content is sent again', async () => {
    const seen = server([400, 200]);
    renderInApp(<ThingDialog onDone={() => undefined} />);
    await screen.findByRole('dialog', { name: 'Add thing' });
    await submit('Same');
    await screen.findByRole('alert');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(seen).toHaveLength(2));
    expect(seen[1]?.body).toBe(seen[0]?.body);
    expect(seen[1]?.key).not.toBe(seen[0]?.key);
  });

  it('keeps the key when the same content is retried after a 503, and after no answer', async () => {
    const seen = server([503, 0, 200]);
    const done = vi.fn();
    renderInApp(<ThingDialog onDone={done} />);
    await screen.findByRole('dialog', { name: 'Add thing' });
    await submit('Pens');
    expect(await screen.findByRole('alert')).toHaveTextContent('Try again');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to save');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(done).toHaveBeenCalledTimes(1));
    expect(seen).toHaveLength(3);
    expect(new Set(seen.map((s) => s.key)).size).toBe(1);
  });

  it('uses a new key when the content changes after a server error', async () => {
    const seen = server([500, 200]);
    renderInApp(<ThingDialog onDone={() => undefined} />);
    await screen.findByRole('dialog', { name: 'Add thing' });
    await submit('Pens');
    await screen.findByRole('alert');
    await submit('Inks');
    await waitFor(() => expect(seen).toHaveLength(2));
    expect(seen[1]?.key).not.toBe(seen[0]?.key);
  });

  it('counts a 4xx as a refusal, but not no answer, a 5xx or a request still running', () => {
    expect(isRefusal(new ApiError({ status: 400 }))).toBe(true);
    expect(isRefusal(new ApiError({ status: 409, errorCode: 'VERSION_CONFLICT' }))).toBe(true);
    expect(isRefusal(new ApiError({ status: 422, errorCode: 'IDEMPOTENCY_KEY_REUSED' }))).toBe(true);
    expect(isRefusal(new ApiError({ status: 409, errorCode: 'IDEMPOTENCY_KEY_IN_PROGRESS' }))).toBe(false);
    expect(isRefusal(new ApiError({ status: 0 }))).toBe(false);
    expect(isRefusal(new ApiError({ status: 503 }))).toBe(false);
    expect(isRefusal(new Error('boom'))).toBe(false);
  });
});
