import type { SavedView } from '@dom/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as } from '../../../test/auth';
import { type TestApp, createTestApp } from '../../../test/test-app';

type Who = { headers: { authorization: string } };

describe('saved views', () => {
  let t: TestApp;
  let om: Who;
  let rm: Who;
  beforeAll(async () => {
    t = await createTestApp({ seed: true });
    [om, rm] = await Promise.all([as(t, 'om'), as(t, 'rm')]);
  });
  afterAll(() => t.close());

  const list = (who: Who, listId: string) =>
    t.app.inject({ method: 'GET', url: `/api/preferences/saved-views?listId=${listId}`, ...who });
  const create = (who: Who, payload: unknown, key?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/preferences/saved-views',
      headers: { ...who.headers, ...(key ? { 'idempotency-key': key } : {}) },
      payload: payload as Record<string, unknown>,
    });

  it('needs a session', async () => {
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/preferences/saved-views?listId=orders.sales' }))
        .statusCode,
    ).toBe(401);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/preferences/saved-views', payload: {} })).statusCode,
    ).toBe(401);
  });

  it('keeps a view for its owner only: another user neither lists nor deletes it', async () => {
    const saved = await create(
      om,
      {
        listId: 'orders.sales',
        name: 'Blocked in UBS',
        query: '?orderStates=RPT_BLOCKED&page=3&cursor=UBS.a.xyz&sort=orderDate%3Adesc',
      },
      'kit-view-create-1',
    );
    expect(saved.statusCode).toBe(201);
    const view = saved.json<SavedView>();
    // The page the user was on is not part of the view; the filters and sort are.
    expect(view.query).toBe('orderStates=RPT_BLOCKED&sort=orderDate%3Adesc');
    expect((await list(om, 'orders.sales')).json<SavedView[]>().map((v) => v.name)).toEqual([
      'Blocked in UBS',
    ]);
    // Another user: not among their views, and deleting it is as if it did not exist.
    expect((await list(rm, 'orders.sales')).json<SavedView[]>()).toEqual([]);
    const stolen = await t.app.inject({
      method: 'DELETE',
      url: `/api/preferences/saved-views/${view.id}`,
      ...rm,
    });
    expect(stolen.statusCode).toBe(404);
    expect((await list(om, 'orders.sales')).json<SavedView[]>()).toHaveLength(1);
    // Another list of the same user is another set.
    expect((await list(om, 'consignments')).json<SavedView[]>()).toEqual([]);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/preferences/saved-views/${view.id}`,
      ...om,
    });
    expect(removed.statusCode).toBe(204);
    expect((await list(om, 'orders.sales')).json<SavedView[]>()).toEqual([]);
  });

  it('refuses a second view of the same name and names the field of a bad request', async () => {
    expect((await create(om, { listId: 'orders.sales', name: 'Mine', query: 'a=1' })).statusCode).toBe(201);
    const twice = await create(om, { listId: 'orders.sales', name: 'Mine', query: 'a=2' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json<{ errorCode: string }>().errorCode).toBe('SAVED_VIEW_NAME_TAKEN');
    // The same name is free for another user.
    expect((await create(rm, { listId: 'orders.sales', name: 'Mine', query: 'a=3' })).statusCode).toBe(201);
    const blank = await create(om, { listId: 'orders.sales', name: '   ', query: '' });
    expect(blank.statusCode).toBe(400);
    expect(blank.body).toContain('name');
    const badList = await create(om, { listId: 'orders sales!', name: 'X', query: '' });
    expect(badList.statusCode).toBe(400);
    expect(badList.body).toContain('listId');
  });
});
