import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { actionMenuOf, allows, callAllowedAction, endpointOfAction } from './allowed-actions';
import { resetAuthHooks } from './api-client';

type FetchArgs = [string, RequestInit];

let fetchMock: ReturnType<typeof vi.fn<(...args: FetchArgs) => Promise<Response>>>;

beforeEach(() => {
  fetchMock = vi.fn<(...args: FetchArgs) => Promise<Response>>();
  fetchMock.mockImplementation(() =>
    Promise.resolve(
      new Response('{"ok":true}', { status: 200, headers: { 'Content-Type': 'application/json' } }),
    ),
  );
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
  resetAuthHooks();
});

const retrigger = { action: 'retrigger', endpoint: 'notifications.retrigger', params: { id: '42' } };

describe('allowed actions on the web', () => {
  it('resolves the endpoint the server named through the catalogue', async () => {
    expect((await endpointOfAction(retrigger)).path).toBe('/notification/logs/:id/retrigger');
    await expect(endpointOfAction({ ...retrigger, endpoint: 'no.such-call' })).rejects.toThrow(
      'No endpoint no.such-call for the action retrigger',
    );
  });

  it("calls it with the action's params in the path, the body and the Idempotency-Key", async () => {
    await callAllowedAction(retrigger, undefined, { idempotencyKey: 'k-1' });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toMatch(/\/api\/notification\/logs\/42\/retrigger$/);
    expect(init.method).toBe('POST');
    expect(new Headers(init.headers).get('Idempotency-Key')).toBe('k-1');

    const approve = { action: 'approve', endpoint: 'approvals.approve', params: {} };
    await callAllowedAction(approve, { approvalKey: 'AP1', comment: '' });
    const [url2, init2] = fetchMock.mock.calls[1]!;
    expect(url2).toMatch(/\/api\/approval-center\/approve$/);
    expect(JSON.parse(init2.body as string)).toEqual({ approvalKey: 'AP1', comment: '' });
  });

  it("turns the actions into the screen kit's menu entries, in the server's order", () => {
    const onClick = vi.fn();
    const menu = actionMenuOf([{ action: 'approve' }, { action: 'cancel' }], {
      label: (a) => `Label ${a.action}`,
      danger: (a) => a.action === 'cancel',
      onClick,
    });
    expect(menu.map(({ id, label, danger }) => ({ id, label, danger }))).toEqual([
      { id: 'approve', label: 'Label approve', danger: false },
      { id: 'cancel', label: 'Label cancel', danger: true },
    ]);
    menu[1]?.onClick();
    expect(onClick).toHaveBeenCalledWith({ action: 'cancel' });
    expect(allows([{ action: 'approve' }], 'approve')).toBe(true);
    expect(allows([{ action: 'approve' }], 'cancel')).toBe(false);
  });
});
