import { CONSIGNMENT_PERMISSIONS, WHOLE_QUANTITY_MESSAGE } from '@dom/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as } from '../../../test/auth';
import { countStatements } from '../../../test/statement-counter';
import { type TestApp, createTestApp } from '../../../test/test-app';
import type { Caller } from '../../platform/caller';
import { LINE_TAX_SQL, LINE_VALUE_SQL, acknowledgeAtOnce } from './consignment-acknowledge';
import { transitionAtOnce } from './consignment-fast-transition';
import { acknowledge, acknowledgeChecked } from './consignment-lifecycle.service';
import { transition } from './consignment-transition';
import { lineValuePaise, taxPaise, totalsOf } from './consignment-money';
import { CLEAN_ORDER, type Who, ok, post } from './consignment-test-kit';

const caller = (over: Partial<Caller> = {}): Caller => ({
  userId: 'ack-test',
  scope: {},
  permissions: new Set<string>(CONSIGNMENT_PERMISSIONS),
  roles: [],
  email: null,
  actor: { actorId: 'ack-test-user', actingAsId: null, requestId: 'req-ack-test' },
  ...over,
});

interface Line {
  key: string;
  unit: string;
  requested: string;
  price: string;
  rate: number;
}

// Issue 16: an acknowledgement (REQUESTED → ACKNOWLEDGED → READY_TO_PROCESS) is one statement and
// one round trip when it lands, and writes exactly what the general way (read, check in
// TypeScript, write) writes; every refusal writes nothing and is worded by the general way.
describe('the acknowledgement in one statement', () => {
  let t: TestApp;
  let om: Who;
  beforeAll(async () => {
    t = await createTestApp({ seed: true });
    om = await as(t, 'om');
  });
  afterAll(() => t.close());

  const rows = async <T>(text: string) =>
    (await t.database.executeSql<T & Record<string, unknown>>(text)).rows;

  /** `n` REQUESTED consignments of the same lines (all lines of one clean order, 2 of each). */
  async function consignments(n: number) {
    // The clean order with the most lines that still have 2 × n free (acknowledged, not consigned).
    const free = await rows<{ order_key: string; ids: string[] }>(
      `SELECT o.order_key, array_agg(l.id ORDER BY l.line_number) AS ids FROM orders o
         JOIN order_lines l ON l.order_id = o.id
       WHERE ${CLEAN_ORDER} AND l.acknowledged_qty - coalesce((SELECT sum(coalesce(cl.acknowledged_qty, cl.requested_qty))
           FROM consignment_lines cl JOIN consignments c ON c.id = cl.consignment_id
           WHERE cl.order_line_id = l.id AND c.status NOT IN ('CANCELLED', 'REVOKED')), 0) >= ${2 * n}
       GROUP BY o.order_key ORDER BY count(*) DESC, o.order_key LIMIT 1`,
    );
    const order = free[0];
    if (!order) throw new Error('no clean order with two lines to consign');
    const keys: string[] = [];
    for (let i = 0; i < n; i += 1) {
      const res = await post(t, om, '/consignment/create-consignment', {
        orderKey: order.order_key,
        lines: order.ids.map((id) => ({ lineItemId: id, quantity: '2' })),
      });
      keys.push((await ok(res, 201)).consignmentKey);
    }
    return keys;
  }

  const versionOf = async (key: string) =>
    Number(
      (await rows<{ v: number }>(`SELECT version AS v FROM consignments WHERE consignment_key = '${key}'`))[0]
        ?.v,
    );

  const linesOf = async (key: string) =>
    (
      await rows<{ key: string; unit: string; requested: string; price: string; rate: number }>(
        `SELECT l.consignment_line_item_key AS key, l.unit, l.requested_qty::text AS requested,
           l.unit_price_paise::text AS price, l.gst_rate_bp AS rate
         FROM consignment_lines l JOIN consignments c ON c.id = l.consignment_id
         WHERE c.consignment_key = '${key}' ORDER BY l.line_number`,
      )
    ).map((l): Line => ({ ...l, rate: Number(l.rate) }));

  /** What an acknowledgement left, with the consignment's own key taken out. */
  async function written(key: string, actions: readonly string[] = ['acknowledge', 'prepare']) {
    const [row] = await rows<Record<string, unknown>>(
      `SELECT status, tracking_status, version, value_paise::text AS value, tax_paise::text AS tax,
         total_paise::text AS total, updated_at > created_at AS touched, cancel_reason, cancel_comment
       FROM consignments WHERE consignment_key = '${key}'`,
    );
    const lines = await rows<{ q: string | null }>(
      `SELECT l.acknowledged_qty::text AS q FROM consignment_lines l JOIN consignments c ON c.id = l.consignment_id
       WHERE c.consignment_key = '${key}' ORDER BY l.line_number`,
    );
    const audits = await rows<Record<string, unknown>>(
      `SELECT actor_id, acting_as_id, action, entity_type, before, after, request_id FROM audit_log
       WHERE entity_id = '${key}' AND action IN (${actions.map((a) => `'consignment.${a}'`).join(', ')}) ORDER BY id`,
    );
    const events = await rows<{
      topic: string;
      payload: { key: string; action: string; from: string; to: string };
    }>(
      `SELECT topic, payload FROM outbox WHERE payload->>'key' = '${key}'
         AND payload->>'action' IN (${actions.map((a) => `'${a}'`).join(', ')}) ORDER BY id`,
    );
    return {
      row,
      lines: lines.map((l) => l.q),
      audits,
      events: events.map((e) => ({ ...e, payload: { ...e.payload, key: 'K' } })),
    };
  }

  it('writes in one statement what the general way writes: status, totals, lines, audit rows, events', async () => {
    const [a, b] = await consignments(2);
    if (!a || !b) throw new Error('two consignments');
    const version = await versionOf(a);
    expect(await versionOf(b)).toBe(version);
    const linesA = await linesOf(a);
    const linesB = await linesOf(b);
    const first = (lines: Line[]) => [{ consignmentLineItemKey: lines[0]!.key, acknowledgedQuantity: '1' }];

    const { result, statements } = await countStatements(() =>
      acknowledgeAtOnce(t.database.db, caller(), { consignmentKey: a, lines: first(linesA) }),
    );
    expect(statements).toHaveLength(1);
    expect(result).toMatchObject({
      consignmentKey: a,
      status: 'READY_TO_PROCESS',
      version: version + 1,
      failureReason: null,
    });
    const general = await countStatements(() =>
      acknowledgeChecked(t.database.db, caller(), { consignmentKey: b, lines: first(linesB) }),
    );
    expect(general.statements).toHaveLength(2);
    expect(general.result).toEqual({ ...result, consignmentKey: b });

    const atOnce = await written(a);
    expect(atOnce).toEqual(await written(b));
    // And what it is: line 1 at 1, the others at their requested 2; the totals of those quantities.
    const expected = totalsOf(
      linesA.map((l, i) => ({
        quantity: i === 0 ? '1' : l.requested,
        unitPricePaise: BigInt(l.price),
        gstRateBp: l.rate,
      })),
    );
    expect(atOnce.row).toEqual({
      status: 'READY_TO_PROCESS',
      tracking_status: null,
      version: version + 1,
      value: String(expected.valuePaise),
      tax: String(expected.taxPaise),
      total: String(expected.totalPaise),
      touched: true,
      cancel_reason: null,
      cancel_comment: null,
    });
    expect(atOnce.lines).toEqual(linesA.map((_, i) => (i === 0 ? '1.000' : '2.000')));
    expect(atOnce.audits).toEqual([
      {
        actor_id: 'ack-test-user',
        acting_as_id: null,
        action: 'consignment.acknowledge',
        entity_type: 'consignment',
        before: { status: 'REQUESTED', version, trackingStatus: null },
        after: { status: 'ACKNOWLEDGED', version: version + 1, trackingStatus: null },
        request_id: 'req-ack-test',
      },
      {
        actor_id: null,
        acting_as_id: null,
        action: 'consignment.prepare',
        entity_type: 'consignment',
        before: { status: 'ACKNOWLEDGED', version: version + 1, trackingStatus: null },
        after: { status: 'READY_TO_PROCESS', version: version + 1, trackingStatus: null },
        request_id: 'system',
      },
    ]);
    expect(atOnce.events.map((e) => [e.topic, e.payload.action, e.payload.from, e.payload.to])).toEqual([
      ['consignment.status-changed', 'acknowledge', 'REQUESTED', 'ACKNOWLEDGED'],
      ['consignment.status-changed', 'prepare', 'ACKNOWLEDGED', 'READY_TO_PROCESS'],
    ]);
  });

  it('acknowledges the requested quantities when no line is given', async () => {
    const [c] = await consignments(1);
    const lines = await linesOf(c!);
    const r = await acknowledgeAtOnce(t.database.db, caller(), { consignmentKey: c! });
    expect(r?.status).toBe('READY_TO_PROCESS');
    const expected = totalsOf(
      lines.map((l) => ({ quantity: l.requested, unitPricePaise: BigInt(l.price), gstRateBp: l.rate })),
    );
    const w = await written(c!);
    expect(w.row?.total).toBe(String(expected.totalPaise));
    expect(w.lines).toEqual(lines.map(() => '2.000'));
  });

  it('writes nothing on a refusal and leaves the wording to the general way', async () => {
    const [c] = await consignments(1);
    const key = c!;
    const version = await versionOf(key);
    const lines = await linesOf(key);
    const bag = lines.find((l) => ['BAG', 'BOX', 'PCS', 'SHEET', 'NOS'].includes(l.unit.toUpperCase()));
    const ack = (
      given: { consignmentLineItemKey: string; acknowledgedQuantity: string }[] | undefined,
      who = caller(),
    ) => acknowledgeAtOnce(t.database.db, who, { consignmentKey: key, ...(given ? { lines: given } : {}) });
    const line = (i: number, q: string) => ({
      consignmentLineItemKey: lines[i]!.key,
      acknowledgedQuantity: q,
    });

    expect(await ack([line(0, '3')])).toBeUndefined(); // more than the 2 requested
    expect(
      await ack([{ consignmentLineItemKey: 'CN-NOT-A-LINE', acknowledgedQuantity: '1' }]),
    ).toBeUndefined();
    expect(await ack(lines.map((_, i) => line(i, '0')))).toBeUndefined(); // nothing acknowledged
    expect(await ack([line(0, '1'), line(0, '1')])).toBeUndefined(); // the same line twice
    if (bag)
      expect(await ack([{ consignmentLineItemKey: bag.key, acknowledgedQuantity: '1.5' }])).toBeUndefined();
    expect(
      await ack(undefined, caller({ permissions: new Set(['Allow_Consignment_Reject']) })),
    ).toBeUndefined();
    expect(
      await ack(undefined, caller({ scope: { sellerId: '00000000-0000-0000-0000-000000000000' } })),
    ).toBeUndefined();
    await t.database.executeSql(
      `UPDATE consignments SET void_claimed_at = now() WHERE consignment_key = '${key}'`,
    );
    expect(await ack(undefined)).toBeUndefined();
    await t.database.executeSql(
      `UPDATE consignments SET void_claimed_at = now() - interval '6 minutes' WHERE consignment_key = '${key}'`,
    );
    const before = await written(key);
    expect(before.row).toMatchObject({ status: 'REQUESTED', version });
    expect(before.audits).toEqual([]);
    expect(before.lines).toEqual(lines.map(() => null));

    // Through the API the general way words each refusal as before.
    const refused = await post(t, om, '/consignment/acknowledgement', {
      consignmentKey: key,
      lines: [line(0, '3')],
    });
    expect(refused.statusCode).toBe(400);
    expect(
      refused.json<{ details: { fields: { field: string; message: string }[] } }>().details.fields,
    ).toEqual([
      { field: 'lines[0].acknowledgedQuantity', message: 'Enter at most the requested quantity 2.000' },
    ]);
    if (bag) {
      const fraction = await post(t, om, '/consignment/acknowledgement', {
        consignmentKey: key,
        lines: [{ consignmentLineItemKey: bag.key, acknowledgedQuantity: '1.5' }],
      });
      expect(fraction.statusCode).toBe(400);
      expect(fraction.body).toContain(WHOLE_QUANTITY_MESSAGE);
    }
    // An abandoned void claim (older than 5 minutes) does not hold the move back.
    expect((await ack(undefined))?.status).toBe('READY_TO_PROCESS');
    const again = await post(t, om, '/consignment/acknowledgement', { consignmentKey: key });
    expect(again.statusCode).toBe(409);
  });

  it('lets exactly one of 20 concurrent acknowledgements through; the others get 409', async () => {
    const [c] = await consignments(1);
    const outcomes = await Promise.allSettled(
      Array.from({ length: 20 }, () => acknowledge(t.database.db, caller(), { consignmentKey: c! })),
    );
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    // The domain's TransitionError (code TRANSITION_NOT_ALLOWED) is what the API answers as 409.
    const statuses = outcomes.flatMap((o) => {
      if (o.status !== 'rejected') return [];
      const e = o.reason as { status?: number; code?: string };
      return [e.status ?? (e.code === 'TRANSITION_NOT_ALLOWED' ? 409 : String(o.reason))];
    });
    expect(statuses).toEqual(Array.from({ length: 19 }, () => 409));
    const w = await written(c!);
    expect(w.audits.map((a) => a.action)).toEqual(['consignment.acknowledge', 'consignment.prepare']);
    expect(w.events).toHaveLength(2);
  });

  it('values and taxes a line in SQL exactly as lineValuePaise and taxPaise do', async () => {
    let seed = 16;
    const random = (below: number) => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed % below;
    };
    const rates = [0, 25, 300, 500, 1200, 1800, 2800];
    const cases = Array.from({ length: 3000 }, (_, i) => ({
      milli: i < 20 ? i * 37 : random(10_000_000),
      price: BigInt(i < 20 ? 999 + i : random(2_000_000_000)),
      rate: rates[i % rates.length]!,
    }));
    const text = (milli: number) => `${Math.floor(milli / 1000)}.${String(milli % 1000).padStart(3, '0')}`;
    const values = cases
      .map((c) => `(${text(c.milli)}::numeric, ${c.price}::bigint, ${c.rate}::int)`)
      .join(', ');
    const got = await rows<{ v: string; g: string }>(
      `SELECT (${LINE_VALUE_SQL('q', 'p')})::text AS v, (${LINE_TAX_SQL(LINE_VALUE_SQL('q', 'p'), 'r')})::text AS g
       FROM (VALUES ${values}) AS x(q, p, r)`,
    );
    expect(got).toEqual(
      cases.map((c) => {
        const v = lineValuePaise(text(c.milli), c.price);
        return { v: String(v), g: String(taxPaise(v, c.rate)) };
      }),
    );
  });

  it('cancels and rejects in one statement, recorded as the general way records them', async () => {
    for (const action of ['cancel', 'reject'] as const) {
      const [a, b] = await consignments(2);
      const detail = { reasonCode: 'OTHERS', comment: `${action} test` };
      const { result, statements } = await countStatements(() =>
        transitionAtOnce(
          t.database.db,
          caller(),
          a!,
          action,
          { cancel_reason: 'OTHERS', cancel_comment: `${action} test` },
          detail,
        ),
      );
      expect(statements).toHaveLength(1);
      expect(result.status).toBe('CANCELLED');
      await transition(t.database.db, caller(), b!, action, {
        change: () => ({ cancelReason: 'OTHERS', cancelComment: `${action} test` }),
        detail,
      });
      const atOnce = await written(a!, [action]);
      expect(atOnce.row).toMatchObject({
        status: 'CANCELLED',
        cancel_reason: 'OTHERS',
        cancel_comment: `${action} test`,
      });
      expect(atOnce.audits).toHaveLength(1);
      expect(atOnce.events).toHaveLength(1);
      expect(atOnce).toEqual(await written(b!, [action]));
      // A second one finds it CANCELLED: the locking path's 409.
      await expect(
        transitionAtOnce(t.database.db, caller(), a!, action, { cancel_reason: 'OTHERS' }, detail),
      ).rejects.toMatchObject({ code: 'TRANSITION_NOT_ALLOWED' });
    }
    await expect(
      transitionAtOnce(t.database.db, caller(), 'CN-NONE', 'cancel', { cancel_reason: 'OTHERS' }),
    ).rejects.toMatchObject({ status: 404 });
  });
});
