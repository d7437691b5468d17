import type { JobWork, JobWorkList, OrderDetail } from '@dom/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, grantToRole } from '../../../test/auth';
import { type TestApp, createTestApp } from '../../../test/test-app';
import { pickOrderKey } from './order-test-kit';

type Who = { headers: { authorization: string } };
type Fields = { details: { fields: { field: string; message: string }[] } };

describe('order job work', () => {
  let t: TestApp;
  let om: Who;
  beforeAll(async () => {
    t = await createTestApp({ seed: true });
    om = await as(t, 'om');
  });
  afterAll(() => t.close());

  const list = (key: string, who: Who = om) =>
    t.app.inject({ method: 'GET', url: `/api/order/${key}/job-works`, ...who });
  const create = (key: string, payload: Record<string, unknown>, who: Who = om) =>
    t.app.inject({ method: 'POST', url: `/api/order/${key}/job-works`, payload, ...who });
  const move = (id: string, action: string, who: Who = om) =>
    t.app.inject({ method: 'POST', url: `/api/order/job-works/${id}/${action}`, ...who });
  const remove = (id: string, who: Who = om) =>
    t.app.inject({ method: 'DELETE', url: `/api/order/job-works/${id}`, ...who });
  const firstLine = async (key: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/order/orderDetails/${key}`, ...om });
    const line = res.json<OrderDetail>().lineItems[0];
    if (!line) throw new Error('no line');
    return line;
  };
  const freshPlanned = (extra = 'true') =>
    pickOrderKey(
      t.database,
      `o.status = 'PLANNED' AND NOT EXISTS (SELECT 1 FROM order_job_works j WHERE j.order_id = o.id) AND ${extra}`,
    );

  it('lists the seeded job work of an order with the moves each row allows', async () => {
    const key = await pickOrderKey(
      t.database,
      "o.status = 'IN_PROGRESS' AND EXISTS (SELECT 1 FROM order_job_works j WHERE j.order_id = o.id)",
    );
    const res = await list(key);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<JobWorkList>();
    expect(body.canAdd).toBe(true);
    expect(body.items.map((j) => j.status).sort()).toEqual(['COMPLETED', 'RUNNING']);
    const running = body.items.find((j) => j.status === 'RUNNING');
    expect(running?.allowedActions.map((a) => a.action)).toEqual(['complete']);
    expect(body.items.find((j) => j.status === 'COMPLETED')?.allowedActions).toEqual([]);
  });

  it('creates draft work, lists it, and runs it draft → running → completed with audit rows', async () => {
    const key = await freshPlanned();
    const line = await firstLine(key);
    const res = await create(key, {
      lineItemId: line.lineItemId,
      process: '  Cut and bend ',
      jobWorker: 'Patil Steel Works',
      quantity: '1.5',
      expectedCompletionDate: '2026-12-05',
    });
    expect(res.statusCode, res.body).toBe(201);
    const made = res.json<JobWork>();
    expect(made).toMatchObject({
      orderKey: key,
      lineItemId: line.lineItemId,
      lineNumber: 1,
      process: 'Cut and bend',
      quantity: '1.500',
      unit: line.unit,
      expectedCompletionDate: '2026-12-05',
      status: 'DRAFT',
    });
    // Each action names its call and the row's id; a move names the state it leads to.
    expect(made.allowedActions).toEqual([
      { action: 'start', endpoint: 'orders.job-works.start', params: { id: made.id }, to: 'RUNNING' },
      { action: 'delete', endpoint: 'orders.job-works.delete', params: { id: made.id }, to: null },
    ]);
    expect((await list(key)).json<JobWorkList>().items.map((j) => j.id)).toEqual([made.id]);

    const early = await move(made.id, 'complete');
    expect(early.statusCode).toBe(409);
    expect(early.json<{ message: string }>().message).toBe(
      'Cannot complete job work when its status is DRAFT.',
    );

    const started = await move(made.id, 'start');
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json<JobWork>().status).toBe('RUNNING');
    expect(started.json<JobWork>().allowedActions.map((a) => a.action)).toEqual(['complete']);
    expect((await move(made.id, 'start')).statusCode).toBe(409);
    const running = await remove(made.id);
    expect(running.statusCode).toBe(409);
    expect(running.json<{ message: string }>().message).toBe(
      'Only draft job work can be deleted; this one is RUNNING.',
    );

    const done = await move(made.id, 'complete');
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json<JobWork>()).toMatchObject({ status: 'COMPLETED', allowedActions: [] });
    const audit = await t.database.executeSql<{ action: string }>(
      `SELECT action FROM audit_log WHERE entity_type = 'order' AND entity_id = '${key}' AND action LIKE 'order.job-work.%' ORDER BY at, id`,
    );
    expect(audit.rows.map((r) => r.action)).toEqual([
      'order.job-work.create',
      'order.job-work.start',
      'order.job-work.complete',
    ]);
  });

  it('deletes a draft, and answers 404 for it afterwards', async () => {
    const key = await freshPlanned();
    const line = await firstLine(key);
    const made = (
      await create(key, {
        lineItemId: line.lineItemId,
        process: 'Threading',
        jobWorker: 'Om Sai',
        quantity: '1',
      })
    ).json<JobWork>();
    expect((await remove(made.id)).statusCode).toBe(204);
    expect((await list(key)).json<JobWorkList>().items).toEqual([]);
    expect((await remove(made.id)).statusCode).toBe(404);
    expect((await move(made.id, 'start')).statusCode).toBe(404);
  });

  it('caps all job work on a line at the ordered less cancelled quantity, completed work included', async () => {
    const key = await freshPlanned();
    const line = await firstLine(key);
    const ordered = line.orderedQuantity;
    const body = {
      lineItemId: line.lineItemId,
      process: 'Cutting to size',
      jobWorker: 'Bharat Cut and Bend',
    };
    const all = await create(key, { ...body, quantity: ordered });
    expect(all.statusCode, all.body).toBe(201);
    const id = all.json<JobWork>().id;
    expect((await move(id, 'start')).statusCode).toBe(200);
    expect((await move(id, 'complete')).statusCode).toBe(200);
    const over = await create(key, { ...body, quantity: '0.001' });
    expect(over.statusCode).toBe(400);
    const field = over.json<Fields>().details.fields[0];
    expect(field?.field).toBe('quantity');
    expect(field?.message).toContain(`Enter at most 0.000 ${line.unit}`);
    expect(field?.message).toContain(`ordered less cancelled quantity is ${ordered}`);
  });

  it('validates the body naming each field, and never answers 500', async () => {
    const key = await freshPlanned();
    const line = await firstLine(key);
    const bad = await create(key, {
      lineItemId: line.lineItemId,
      process: 'x',
      jobWorker: 'y'.repeat(121),
      quantity: '0',
      expectedCompletionDate: '5 Dec',
    });
    expect(bad.statusCode).toBe(400);
    const fields = bad.json<Fields>().details.fields;
    expect(fields.map((f) => f.field).sort()).toEqual(
      ['expectedCompletionDate', 'jobWorker', 'process', 'quantity'].sort(),
    );
    expect(fields.find((f) => f.field === 'quantity')?.message).toBe('Enter a quantity more than 0');
    expect(fields.find((f) => f.field === 'process')?.message).toBe('Enter at least 2 characters');
    const decimals = await create(key, {
      ...{ lineItemId: line.lineItemId, process: 'Threading', jobWorker: 'Om Sai' },
      quantity: '1.2345',
    });
    expect(decimals.statusCode).toBe(400);
    expect(decimals.json<Fields>().details.fields[0]?.field).toBe('quantity');
    const otherLine = await create(key, {
      lineItemId: '00000000-0000-4000-8000-000000000000',
      process: 'Threading',
      jobWorker: 'Om Sai',
      quantity: '1',
    });
    expect(otherLine.statusCode).toBe(400);
    expect(otherLine.json<Fields>().details.fields).toEqual([
      { field: 'lineItemId', message: 'Not a line of this order' },
    ]);
    const badId = await move('not-a-uuid', 'start');
    expect(badId.statusCode).toBe(400);
    expect(badId.json<Fields>().details.fields[0]?.field).toBe('id');
    expect((await move('00000000-0000-4000-8000-000000000000', 'pause')).statusCode).toBe(404);
  });

  it('refuses new work on an order that is not approved or is closed (409)', async () => {
    for (const status of ['ORDERED', 'COMPLETED']) {
      const key = await pickOrderKey(t.database, `o.status = '${status}'`);
      const line = await firstLine(key);
      const res = await create(key, {
        lineItemId: line.lineItemId,
        process: 'Threading',
        jobWorker: 'Om Sai',
        quantity: '1',
      });
      expect(res.statusCode).toBe(409);
      expect(res.json<{ message: string }>().message).toBe(
        `Job work can be added only to an approved order that is still open; this order is ${status}.`,
      );
      expect((await list(key)).json<JobWorkList>().canAdd).toBe(false);
    }
  });

  it('needs the order edit permission to change job work (403) and the view permission to list it', async () => {
    const key = await freshPlanned("o.rm_email = 'rm@dom.example.in'");
    const line = await firstLine(key);
    const rm = await as(t, 'rm');
    const listed = await list(key, rm);
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json<JobWorkList>().canAdd).toBe(false);
    const refused = await create(
      key,
      { lineItemId: line.lineItemId, process: 'Threading', jobWorker: 'Om Sai', quantity: '1' },
      rm,
    );
    expect(refused.statusCode).toBe(403);
    const made = (
      await create(key, {
        lineItemId: line.lineItemId,
        process: 'Threading',
        jobWorker: 'Om Sai',
        quantity: '1',
      })
    ).json<JobWork>();
    expect((await list(key, rm)).json<JobWorkList>().items[0]?.allowedActions).toEqual([]);
    expect((await move(made.id, 'start', rm)).statusCode).toBe(403);
    expect((await remove(made.id, rm)).statusCode).toBe(403);
    expect((await list(key, { headers: { authorization: '' } })).statusCode).toBe(401);
  });

  it('hides another rm’s order and its job work (404), even from an rm allowed to edit orders', async () => {
    const admin = await as(t, 'admin');
    await grantToRole(t, admin, 'RELATIONSHIP_MANAGER', ['Allow_Order_Edit']);
    const rm = await as(t, 'rm');

    const foreign = await freshPlanned("o.rm_email IS DISTINCT FROM 'rm@dom.example.in'");
    const foreignLine = await firstLine(foreign);
    const theirs = (
      await create(foreign, {
        lineItemId: foreignLine.lineItemId,
        process: 'Threading',
        jobWorker: 'Om Sai',
        quantity: '1',
      })
    ).json<JobWork>();
    expect((await list(foreign, rm)).statusCode).toBe(404);
    const sneak = await create(
      foreign,
      { lineItemId: foreignLine.lineItemId, process: 'Threading', jobWorker: 'Om Sai', quantity: '1' },
      rm,
    );
    expect(sneak.statusCode).toBe(404);
    const start = await move(theirs.id, 'start', rm);
    expect(start.statusCode).toBe(404);
    expect(start.json<{ message: string }>().message).toBe('Job work not found');
    expect((await remove(theirs.id, rm)).statusCode).toBe(404);

    const own = await freshPlanned("o.rm_email = 'rm@dom.example.in'");
    const ownLine = await firstLine(own);
    const mine = await create(
      own,
      { lineItemId: ownLine.lineItemId, process: 'Threading', jobWorker: 'Om Sai', quantity: '1' },
      rm,
    );
    expect(mine.statusCode, mine.body).toBe(201);
    expect((await move(mine.json<JobWork>().id, 'start', rm)).statusCode).toBe(200);
  });
});
