import type { BuyerCreditLimit } from '@dom/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as } from '../../../test/auth';
import { type TestApp, createTestApp } from '../../../test/test-app';
import { type Who, headersOf, one } from './credit-test-kit';

describe('credit limit change', () => {
  let t: TestApp;
  let credit: Who;
  let rm: Who;
  let buyerId: string;
  beforeAll(async () => {
    t = await createTestApp({ seed: true });
    [credit, rm] = await Promise.all([as(t, 'credit'), as(t, 'rm')]);
    buyerId = (
      await one(t.database, `SELECT buyer_id AS id FROM buyer_credit_accounts ORDER BY buyer_id LIMIT 1`)
    ).id!;
  });
  afterAll(() => t.close());

  const put = (
    id: string,
    payload: unknown,
    who?: Who,
    key = `limit-${Math.random().toString(36).slice(2)}`,
  ) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/credit/buyer/${id}/limit`,
      payload: payload as object,
      ...(who ? { headers: headersOf(who, key) } : {}),
    });

  it('refuses no session, a user without the permission, a bad amount and an unknown buyer', async () => {
    expect((await put(buyerId, { limitPaise: '100', reason: 'Review' })).statusCode).toBe(401);
    expect((await put(buyerId, { limitPaise: '100', reason: 'Review' }, rm)).statusCode).toBe(403);
    const negative = await put(buyerId, { limitPaise: '-5', reason: 'Review' }, credit);
    expect(negative.statusCode).toBe(400);
    expect(negative.body).toContain('limitPaise');
    const noReason = await put(buyerId, { limitPaise: '5' }, credit);
    expect(noReason.statusCode).toBe(400);
    expect(noReason.body).toContain('reason');
    const unknown = await put(
      '00000000-0000-4000-8000-000000000000',
      { limitPaise: '5', reason: 'Review' },
      credit,
    );
    expect(unknown.statusCode).toBe(404);
  });

  it('sets the limit, answers the previous one and writes the audit row', async () => {
    const before = await one(
      t.database,
      `SELECT limit_paise::text AS l FROM buyer_credit_accounts WHERE buyer_id = '${buyerId}'`,
    );
    const res = await put(buyerId, { limitPaise: '123456700', reason: 'Annual review' }, credit);
    expect(res.statusCode).toBe(200);
    const body = res.json<BuyerCreditLimit>();
    expect(body).toMatchObject({
      buyerId,
      limitPaise: '123456700',
      previousLimitPaise: before.l,
      source: 'LIMIT_CHANGE',
    });
    const now = await one(
      t.database,
      `SELECT limit_paise::text AS l FROM buyer_credit_accounts WHERE buyer_id = '${buyerId}'`,
    );
    expect(now.l).toBe('123456700');
    const audit = await one(
      t.database,
      `SELECT action, before->>'limitPaise' AS b, after->>'limitPaise' AS a, after->>'reason' AS r
         FROM audit_log WHERE entity_type = 'buyer_credit_account' AND entity_id = '${buyerId}' ORDER BY at DESC LIMIT 1`,
    );
    expect(audit).toEqual({ action: 'credit.limit.set', b: before.l, a: '123456700', r: 'Annual review' });
  });

  it('opens the account of a buyer who has none', async () => {
    const fresh = await one(
      t.database,
      `SELECT id FROM buyers WHERE id <> '${buyerId}' ORDER BY code DESC LIMIT 1`,
    );
    await t.database.executeSql(`DELETE FROM buyer_credit_accounts WHERE buyer_id = '${fresh.id}'`);
    const res = await put(fresh.id!, { limitPaise: '5000000', reason: 'First limit' }, credit);
    expect(res.statusCode).toBe(200);
    expect(res.json<BuyerCreditLimit>().previousLimitPaise).toBe('0');
    const row = await one(
      t.database,
      `SELECT limit_paise::text AS l, utilised_paise::text AS u FROM buyer_credit_accounts WHERE buyer_id = '${fresh.id}'`,
    );
    expect(row).toEqual({ l: '5000000', u: '0' });
  });
});
