import { APPROVAL_MESSAGES, TransitionError, addDays, formatInrWithSymbol, istDateOf } from '@dom/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as } from '../../../test/auth';
import { failInserts } from '../../../test/fail-inserts';
import { type TestApp, createTestApp } from '../../../test/test-app';
import { loadCreditFacts } from '../consignments/consignment-credit.rules';
import { consignments } from '../consignments/consignments.schema';
import { AppError } from '../../platform/errors';
import { tinyPdf } from '../../seed/tiny-pdf';
import { expireAdhocLimits, updateAdhocStatus } from './adhoc-limits.service';
import { creditStateOf } from './credit-position.repo';

type Who = { headers: { authorization: string } };
let seq = 0;
const key = () => `w4-limits-${Date.now()}-${seq++}`;

describe('credit limits, enhancers and ad-hoc limits', () => {
  let t: TestApp;
  let admin: Who;
  let credit: Who;
  let finance: Who;
  let rm: Who;
  let seller: Who;
  let buyer = '';
  let otherRmBuyer = '';
  const today = istDateOf(new Date());

  beforeAll(async () => {
    t = await createTestApp({ seed: true });
    admin = await as(t, 'admin');
    credit = await as(t, 'credit');
    finance = await as(t, 'finance');
    rm = await as(t, 'rm');
    seller = await as(t, 'seller');
    const rows = (
      await t.database.executeSql<{ id: string; rm: string | null }>(
        `SELECT b.id, b.rm_email AS rm FROM buyers b JOIN buyer_credit_accounts a ON a.buyer_id = b.id
         ORDER BY b.code`,
      )
    ).rows;
    buyer = rows[0]!.id;
    otherRmBuyer = rows.find((r) => r.rm !== 'rm@dom.example.in')?.id ?? '';
  });
  afterAll(() => t.close());

  const get = (who: Who | object, url: string) => t.app.inject({ method: 'GET', url: `/api${url}`, ...who });
  const send = (who: Who, method: 'POST' | 'PUT', url: string, payload: object) =>
    t.app.inject({
      method,
      url: `/api${url}`,
      payload,
      headers: { ...who.headers, 'idempotency-key': key() },
    });
  const rowsOf = async <T extends Record<string, unknown>>(query: string, params: unknown[] = []) =>
    (await t.database.executeSql<T>(query, params)).rows;
  /** The moves of an ad-hoc limit as the runner recorded them: audit actions and events, oldest first. */
  const movesOf = async (id: string, adhocKey: string) => ({
    audits: (
      await rowsOf<{ action: string }>(
        `SELECT action FROM audit_log WHERE entity_type = 'credit_adhoc_limit' AND entity_id = $1 ORDER BY id`,
        [id],
      )
    ).map((r) => r.action),
    events: await rowsOf<{ action: string; from: string; to: string }>(
      `SELECT payload->>'action' AS action, payload->>'from' AS "from", payload->>'to' AS "to" FROM outbox
        WHERE topic = 'adhoc-limit.status-changed' AND payload->>'key' = $1 ORDER BY id`,
      [adhocKey],
    ),
  });
  const approveAs = (who: Who, approvalKey: string) =>
    send(who, 'POST', '/approval-center/approve', { approvalKey, comment: 'Checked' });
  const position = async (id = buyer) =>
    (await get(admin, `/credit/limits/${id}/position`)).json<{
      utilisedPaise: string;
      availablePaise: string;
      enhancersPaise: string;
      adhocPaise: string;
      creditLimitPaise: string;
    }>();

  it('asks for a session, the permission and the buyer in scope', async () => {
    expect((await get({}, `/credit/limits/${buyer}/position`)).statusCode).toBe(401);
    expect((await get(seller, `/credit/limits/${buyer}/position`)).statusCode).toBe(403);
    expect(otherRmBuyer).not.toBe('');
    expect((await get(rm, `/credit/limits/${otherRmBuyer}/position`)).statusCode).toBe(404);
    expect((await send(rm, 'POST', '/credit/adhoc-limit/upsert', { buyerId: buyer })).statusCode).toBe(403);
  });

  it('shows one utilisation for every demo buyer: limits tab = ledger = credit check', async () => {
    const buyers = (await t.database.executeSql<{ id: string }>(`SELECT id FROM buyers ORDER BY code`)).rows;
    expect(buyers.length).toBeGreaterThan(10);
    let withBalance = 0;
    for (const { id } of buyers) {
      const tab = (await get(admin, `/credit/buyer/profile/${id}/limits`)).json<{
        utilisedPaise: string;
        availablePaise: string;
        creditLimitPaise: string;
      }>();
      const ledger = (await get(admin, `/credit/ledger?buyerId=${id}`)).json<{
        closingBalancePaise: string;
      }>();
      const pos = await position(id);
      expect(tab.utilisedPaise, id).toBe(ledger.closingBalancePaise);
      expect(pos.utilisedPaise, id).toBe(ledger.closingBalancePaise);
      expect(BigInt(tab.availablePaise)).toBe(BigInt(tab.creditLimitPaise) - BigInt(tab.utilisedPaise));
      if (BigInt(ledger.closingBalancePaise) !== 0n) withBalance++;
    }
    // The demo has receivables: the test would be empty without buyers that owe something.
    expect(withBalance).toBeGreaterThan(5);
    // The credit check reads the same figure for every buyer with a consignment.
    const rows = await t.database.db.select().from(consignments);
    for (const row of rows) {
      const facts = await loadCreditFacts(t.database.db, row, today);
      const pos = await position(row.buyerId);
      if (facts.account) {
        expect(facts.account.utilisedPaise.toString()).toBe(pos.utilisedPaise);
        expect((facts.account.limitPaise - facts.account.utilisedPaise).toString()).toBe(pos.availablePaise);
      }
    }
  });

  it('adds an enhancer (fields checked, audited) and counts it only while in force', async () => {
    const before = await position();
    const bad = await send(credit, 'POST', '/credit/enhancers', {
      buyerId: buyer,
      enhancerType: 'BG',
      creditLimitPaise: '5000000',
      validity: addDays(today, 30),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('bankName');
    const made = await send(credit, 'POST', '/credit/enhancers', {
      buyerId: buyer,
      enhancerType: 'BG',
      creditLimitPaise: '5000000',
      bankName: 'HDFC Bank',
      bankAmountPaise: '5000000',
      validity: addDays(today, 30),
      rateOfInterestBp: 1500,
    });
    expect(made.statusCode, made.body).toBe(201);
    const enhancer = made.json<{ id: string; enhancerKey: string; active: boolean }>();
    expect(enhancer.active).toBe(true);
    const after = await position();
    expect(BigInt(after.availablePaise) - BigInt(before.availablePaise)).toBe(5_000_000n);
    const audit = await t.database.executeSql<{ n: number }>(
      `SELECT count(*)::int AS n FROM audit_log WHERE entity_id = '${enhancer.id}' AND action = 'credit-enhancer.create'`,
    );
    expect(audit.rows[0]?.n).toBe(1);
    // Past its validity it no longer counts.
    const expired = await send(credit, 'PUT', `/credit/enhancers/${enhancer.id}`, {
      buyerId: buyer,
      enhancerType: 'BG',
      creditLimitPaise: '5000000',
      bankName: 'HDFC Bank',
      bankAmountPaise: '5000000',
      validFrom: addDays(today, -60),
      validity: addDays(today, -1),
    });
    expect(expired.statusCode, expired.body).toBe(200);
    expect((await position()).availablePaise).toBe(before.availablePaise);

    // Documents: one type and number is on file once.
    const uploadKey = async () => {
      const res = await send(credit, 'POST', '/credit/generate/signedUrl?purpose=ENHANCER_DOCUMENTS', {
        fileNames: ['bg.pdf'],
      });
      const [u] = res.json<{
        uploads: { url: string; headers: Record<string, string>; uploadKey: string }[];
      }>().uploads;
      await t.app.inject({ method: 'PUT', url: u!.url, headers: u!.headers, payload: tinyPdf('BG') });
      return u!.uploadKey;
    };
    const doc = {
      enhancerId: enhancer.id,
      documentType: 'BG',
      documentNumber: 'BG/2026/0042',
    };
    const first = await send(credit, 'POST', '/enhancer-documents', { ...doc, uploadKey: await uploadKey() });
    expect(first.statusCode, first.body).toBe(201);
    const dup = await send(credit, 'POST', '/enhancer-documents', {
      ...doc,
      documentNumber: 'bg/2026/0042',
      uploadKey: await uploadKey(),
    });
    expect(dup.statusCode).toBe(409);
    expect(dup.json<{ errorCode: string }>().errorCode).toBe('DUPLICATE_DOCUMENT');
    const check = await get(
      credit,
      '/enhancer-documents/duplicate-check?documentType=BG&documentNumber=BG/2026/0042',
    );
    expect(check.json()).toEqual({ duplicate: true, enhancerKey: enhancer.enhancerKey });
    const list = await get(credit, `/enhancer-documents?enhancerId=${enhancer.id}`);
    expect(list.json<unknown[]>()).toHaveLength(1);
  });

  it('adds an enhancer in one transaction: when its audit row fails, no enhancer is left', async () => {
    const enhancers = async () =>
      (
        await rowsOf<{ n: number }>('SELECT count(*)::int AS n FROM credit_enhancers WHERE buyer_id = $1', [
          buyer,
        ])
      )[0]?.n;
    const before = { count: await enhancers(), position: await position() };
    const body = {
      buyerId: buyer,
      enhancerType: 'BG',
      creditLimitPaise: '3000000',
      bankName: 'ICICI Bank',
      bankAmountPaise: '3000000',
      validity: addDays(today, 30),
    };
    // The audit row is written after the enhancer's row: the database refuses it.
    const heal = await failInserts(t, 'audit_log', "NEW.action = 'credit-enhancer.create'");
    let failed;
    try {
      failed = await send(credit, 'POST', '/credit/enhancers', body);
    } finally {
      await heal();
    }
    expect(failed.statusCode).toBe(500);
    expect({ count: await enhancers(), position: await position() }).toEqual(before);
    const made = await send(credit, 'POST', '/credit/enhancers', body);
    expect(made.statusCode, made.body).toBe(201);
    expect(await enhancers()).toBe((before.count ?? 0) + 1);
    // The later tests read the buyer's position as it was.
    await t.database.executeSql('DELETE FROM credit_enhancers WHERE id = $1', [
      made.json<{ id: string }>().id,
    ]);
  });

  it('raises an ad-hoc limit through the approvals engine: never by its requester, only inside its window', async () => {
    const before = await position();
    const eligible = await get(
      credit,
      `/credit/adhoc-limit/check-eligibility?buyerId=${buyer}&amountPaise=1000000`,
    );
    expect(eligible.json<{ eligible: boolean }>().eligible).toBe(true);
    const start = addDays(today, 0);
    const expiry = addDays(today, 10);
    const made = await send(credit, 'POST', '/credit/adhoc-limit/upsert', {
      buyerId: buyer,
      amountPaise: '25000000',
      startDate: start,
      expiryDate: expiry,
      reason: 'Festive season stocking',
    });
    expect(made.statusCode, made.body).toBe(200);
    const adhoc = made.json<{ id: string; adhocKey: string; status: string; approvalKey: string | null }>();
    expect(adhoc.status).toBe('PENDING');
    expect(adhoc.approvalKey).toMatch(/^AP/);
    // Pending: nothing counts yet, and a second request waits for the first.
    expect((await position()).availablePaise).toBe(before.availablePaise);
    const second = await send(credit, 'POST', '/credit/adhoc-limit/upsert', {
      buyerId: buyer,
      amountPaise: '100',
      startDate: start,
      expiryDate: expiry,
      reason: 'Another one',
    });
    expect(second.statusCode).toBe(409);
    // The requester cannot approve it.
    const own = await send(credit, 'POST', '/credit/adhoc-limit/update-status', {
      id: adhoc.id,
      status: 'APPROVED',
    });
    expect(own.statusCode).toBe(403);
    expect(own.json<{ errorCode: string }>().errorCode).toBe('APPROVAL_OWN_REQUEST');
    // Another person approves in the Approval Center.
    const approved = await send(finance, 'POST', '/approval-center/approve', {
      approvalKey: adhoc.approvalKey,
      comment: 'Seasonal, agreed',
    });
    expect(approved.statusCode, approved.body).toBe(200);
    const after = await position();
    expect(BigInt(after.availablePaise) - BigInt(before.availablePaise)).toBe(25_000_000n);
    expect(after.adhocPaise).toBe('25000000');
    // Only inside its window.
    const on = async (day: string) => (await creditStateOf(t.database.db, buyer, day))!.figures.adhocPaise;
    expect(await on(addDays(today, -1))).toBe(0n);
    expect(await on(expiry)).toBe(25_000_000n);
    expect(await on(addDays(expiry, 1))).toBe(0n);
    // The expiry job marks it EXPIRED after the last day.
    expect((await t.database.db.transaction((tx) => expireAdhocLimits(tx, expiry))).expired).toBe(0);
    expect((await t.database.db.transaction((tx) => expireAdhocLimits(tx, addDays(expiry, 1)))).expired).toBe(
      1,
    );
    const log = await get(credit, `/credit/adhoc-limit/log?entityIds=${buyer}&statuses=EXPIRED`);
    expect(log.statusCode, log.body).toBe(200);
    expect(log.json<{ content: { id: string }[] }>().content.map((r) => r.id)).toEqual([adhoc.id]);
    expect((await position()).adhocPaise).toBe('0');
    // Every move went through the runner: one audit row and one event each, on behalf of its maker.
    expect(await movesOf(adhoc.id, adhoc.adhocKey)).toEqual({
      audits: ['credit-adhoc-limit.request', 'credit-adhoc-limit.approve', 'credit-adhoc-limit.expire'],
      events: [
        { action: 'request', from: '', to: 'PENDING' },
        { action: 'approve', from: 'PENDING', to: 'APPROVED' },
        { action: 'expire', from: 'APPROVED', to: 'EXPIRED' },
      ],
    });
    const [decided] = await rowsOf<{ decided: boolean }>(
      `SELECT decided_by = (SELECT id FROM users WHERE username = 'finance') AS decided FROM credit_adhoc_limits WHERE id = $1`,
      [adhoc.id],
    );
    expect(decided?.decided).toBe(true);
    // An expired limit is not decided again: the machine's table has no such move (409, nothing written).
    const late = await send(admin, 'POST', '/credit/adhoc-limit/update-status', {
      id: adhoc.id,
      status: 'APPROVED',
    });
    expect(late.statusCode).toBe(409);
    expect(late.json<{ errorCode: string; message: string }>()).toMatchObject({
      errorCode: 'TRANSITION_NOT_ALLOWED',
      message: 'An ad-hoc limit in EXPIRED cannot approve.',
    });
    expect((await movesOf(adhoc.id, adhoc.adhocKey)).audits).toHaveLength(3);
    const by = await get(credit, '/credit/adhoc-limit/requested-by-list');
    expect(by.json<{ name: string }[]>().map((r) => r.name)).toContain('Suresh Patil');
  });

  it('moves an ad-hoc limit only through its machine: 404 out of scope, 403 without the permission, 409 once decided', async () => {
    const made = await send(admin, 'POST', '/credit/adhoc-limit/upsert', {
      buyerId: otherRmBuyer,
      amountPaise: '5000000',
      startDate: today,
      expiryDate: addDays(today, 7),
      reason: 'Project order backlog',
    });
    expect(made.statusCode, made.body).toBe(200);
    const adhoc = made.json<{ id: string; adhocKey: string }>();
    const [financeUser] = await rowsOf<{ id: string }>(`SELECT id FROM users WHERE username = 'finance'`);
    const caller = (scope: object, permissions: string[]) => ({
      userId: financeUser!.id,
      roles: ['FINANCE_OPS'],
      scope,
      permissions: new Set(permissions),
      actor: { actorId: financeUser!.id, actingAsId: null, requestId: key() },
    });
    const refusal = async (move: Promise<unknown>) => {
      try {
        await move;
        return null;
      } catch (err) {
        if (err instanceof AppError) return { status: err.status, code: err.code };
        if (err instanceof TransitionError) return { status: 403, code: err.code };
        throw err;
      }
    };
    const input = { id: adhoc.id, status: 'APPROVED' as const };
    // Another RM's buyer: not found, even with the permission.
    expect(
      await refusal(
        t.database.db.transaction((tx) =>
          updateAdhocStatus(
            t.database.db,
            tx,
            caller({ rmEmail: 'rm@dom.example.in' }, ['Approve_Adhoc_Limit']),
            input,
            today,
          ),
        ),
      ),
    ).toEqual({ status: 404, code: 'NOT_FOUND' });
    // In scope but without Approve_Adhoc_Limit: the table's permission refuses the move.
    expect(
      await refusal(
        t.database.db.transaction((tx) =>
          updateAdhocStatus(t.database.db, tx, caller({}, ['Allow_Adhoc_Limit_Create']), input, today),
        ),
      ),
    ).toEqual({ status: 403, code: 'TRANSITION_FORBIDDEN' });
    expect((await movesOf(adhoc.id, adhoc.adhocKey)).events.map((e) => e.action)).toEqual(['request']);
    // The credit desk (not its requester) rejects it; deciding it again is a move the table lacks
    // from REJECTED.
    const rejected = await send(credit, 'POST', '/credit/adhoc-limit/update-status', {
      id: adhoc.id,
      status: 'REJECTED',
      comment: 'Overdue invoices first',
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json<{ status: string }>().status).toBe('REJECTED');
    const again = await send(credit, 'POST', '/credit/adhoc-limit/update-status', {
      id: adhoc.id,
      status: 'APPROVED',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json<{ message: string }>().message).toBe('An ad-hoc limit in REJECTED cannot approve.');
    expect(await movesOf(adhoc.id, adhoc.adhocKey)).toEqual({
      audits: ['credit-adhoc-limit.request', 'credit-adhoc-limit.reject'],
      events: [
        { action: 'request', from: '', to: 'PENDING' },
        { action: 'reject', from: 'PENDING', to: 'REJECTED' },
      ],
    });
  });

  it('ends an ad-hoc limit REJECTED when its requester withdraws the approval request', async () => {
    const third = (
      await rowsOf<{ id: string }>(
        `SELECT b.id FROM buyers b JOIN buyer_credit_accounts a ON a.buyer_id = b.id
          WHERE b.id NOT IN ($1, $2) ORDER BY b.code LIMIT 1`,
        [buyer, otherRmBuyer],
      )
    )[0]!.id;
    const made = await send(admin, 'POST', '/credit/adhoc-limit/upsert', {
      buyerId: third,
      amountPaise: '1500000',
      startDate: today,
      expiryDate: addDays(today, 3),
      reason: 'Short bridge',
    });
    expect(made.statusCode, made.body).toBe(200);
    const adhoc = made.json<{ id: string; adhocKey: string; approvalKey: string }>();
    const cancelled = await send(admin, 'POST', '/approval-center/cancel', {
      approvalKey: adhoc.approvalKey,
      comment: 'Raised in error',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const log = await get(admin, `/credit/adhoc-limit/log?entityIds=${third}`);
    expect(log.json<{ content: { id: string; status: string }[] }>().content).toContainEqual(
      expect.objectContaining({ id: adhoc.id, status: 'REJECTED' }),
    );
    expect((await movesOf(adhoc.id, adhoc.adhocKey)).events.at(-1)).toEqual({
      action: 'withdraw',
      from: 'PENDING',
      to: 'REJECTED',
    });
  });

  it('is approved by the demo credit lead on update-status, recorded on their behalf', async () => {
    const creditLead = await as(t, 'creditlead');
    const [target] = await rowsOf<{ id: string }>(
      `SELECT b.id FROM buyers b JOIN buyer_credit_accounts a ON a.buyer_id = b.id
        WHERE b.id NOT IN ($1, $2) ORDER BY b.code DESC LIMIT 1`,
      [buyer, otherRmBuyer],
    );
    const before = await position(target!.id);
    const made = await send(credit, 'POST', '/credit/adhoc-limit/upsert', {
      buyerId: target!.id,
      amountPaise: '7500000',
      startDate: today,
      expiryDate: addDays(today, 14),
      reason: 'Monsoon project advance',
    });
    expect(made.statusCode, made.body).toBe(200);
    const adhoc = made.json<{ id: string; adhocKey: string; mayDecide: boolean }>();
    // The requester is not offered a decision the engine would refuse (review of 7 Dec, 13); the
    // credit lead is.
    expect(adhoc.mayDecide).toBe(false);
    const mayDecideIn = async (who: Who) =>
      (await get(who, `/credit/adhoc-limit/log?entityIds=${target!.id}`))
        .json<{ content: { id: string; mayDecide: boolean }[] }>()
        .content.find((a) => a.id === adhoc.id)?.mayDecide;
    expect(await mayDecideIn(credit)).toBe(false);
    expect(await mayDecideIn(creditLead)).toBe(true);
    const approved = await send(creditLead, 'POST', '/credit/adhoc-limit/update-status', {
      id: adhoc.id,
      status: 'APPROVED',
      comment: 'Order book seen',
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json<{ status: string; decidedBy: string }>().status).toBe('APPROVED');
    expect(await mayDecideIn(creditLead)).toBe(false);
    const after = await position(target!.id);
    expect(BigInt(after.availablePaise) - BigInt(before.availablePaise)).toBe(7_500_000n);
    const [audit] = await rowsOf<{ actor: string }>(
      `SELECT u.username AS actor FROM audit_log l JOIN users u ON u.id::text = l.actor_id
        WHERE l.entity_id = $1 AND l.action = 'credit-adhoc-limit.approve'`,
      [adhoc.id],
    );
    expect(audit?.actor).toBe('creditlead');
  });

  // Issue 30 §1: an edit while the approval is pending withdraws it and raises one from the new facts;
  // whoever changed it never decides it, and what is approved is what the card shows.
  it('re-raises the approval when a pending limit is changed, and keeps its changer from deciding it', async () => {
    const creditLead = await as(t, 'creditlead');
    const [target] = await rowsOf<{ id: string }>(
      `SELECT b.id FROM buyers b JOIN buyer_credit_accounts a ON a.buyer_id = b.id
        WHERE b.id NOT IN ($1, $2) ORDER BY b.code DESC OFFSET 1 LIMIT 1`,
      [buyer, otherRmBuyer],
    );
    const day = istDateOf(t.ctx.clock());
    const before = await position(target!.id);
    const asked = {
      buyerId: target!.id,
      amountPaise: '10000000',
      startDate: day,
      expiryDate: addDays(day, 10),
      reason: 'Festive stocking',
    };
    const made = await send(credit, 'POST', '/credit/adhoc-limit/upsert', asked);
    expect(made.statusCode, made.body).toBe(200);
    const first = made.json<{ id: string; approvalKey: string }>();
    const rewritten = await send(creditLead, 'POST', '/credit/adhoc-limit/upsert', {
      ...asked,
      id: first.id,
      amountPaise: '90000000000',
    });
    expect(rewritten.statusCode, rewritten.body).toBe(200);
    const second = rewritten.json<{ approvalKey: string; requestedBy: string }>();
    expect(second.approvalKey).not.toBe(first.approvalKey);
    // The card drawn from the old amount is withdrawn; the new one shows the amount an approval applies.
    const old = await get(finance, `/approval-center/request/${first.approvalKey}`);
    expect(old.json<{ status: string }>().status).toBe('CANCELLED');
    expect((await approveAs(finance, first.approvalKey)).statusCode).toBe(409);
    const card = (await get(finance, `/approval-center/request/${second.approvalKey}`)).json<{
      status: string;
      businessValue: string;
      summary: string;
      metaData: { label: string; value: string }[];
      requestedBy: { id: string };
    }>();
    expect(card).toMatchObject({ status: 'PENDING', businessValue: '90000000000' });
    expect(card.metaData.find((m) => m.label === 'Amount')?.value).toBe(formatInrWithSymbol(90_000_000_000n));
    expect(card.requestedBy.id).toBe(second.requestedBy);
    // Whoever changed it decides nothing, on either road; nothing moves.
    for (const refused of [
      await send(creditLead, 'POST', '/credit/adhoc-limit/update-status', {
        id: first.id,
        status: 'APPROVED',
      }),
      await approveAs(creditLead, second.approvalKey),
    ]) {
      expect(refused.statusCode, refused.body).toBe(403);
      expect(refused.json<{ message: string }>().message).toBe(APPROVAL_MESSAGES.changedRequest);
    }
    expect((await position(target!.id)).availablePaise).toBe(before.availablePaise);
    // Nor does its requester; someone else approves exactly what the card showed.
    expect((await approveAs(credit, second.approvalKey)).statusCode).toBe(403);
    const approved = await approveAs(finance, second.approvalKey);
    expect(approved.statusCode, approved.body).toBe(200);
    const after = await position(target!.id);
    expect(BigInt(after.availablePaise) - BigInt(before.availablePaise)).toBe(BigInt(card.businessValue));
  });

  it('refuses a bad window with the field named', async () => {
    const res = await send(credit, 'POST', '/credit/adhoc-limit/upsert', {
      buyerId: buyer,
      amountPaise: '100',
      startDate: addDays(today, 5),
      expiryDate: addDays(today, 1),
      reason: 'Backwards',
    });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('expiryDate');
  });

  it('answers the limit screen and the credit snapshot (12M, 4Q from April)', async () => {
    const screen = await get(credit, `/credit/limits/${buyer}`);
    expect(screen.statusCode, screen.body).toBe(200);
    const body = screen.json<{ allocations: { source: string }[]; allowedActions: { action: string }[] }>();
    expect(body.allocations[0]?.source).toBe('CREDIT_LIMIT');
    expect(body.allowedActions).toContainEqual({
      action: 'requestAdhoc',
      endpoint: 'creditLimits.adhoc.upsert',
      params: {},
    });
    const snap12 = (await get(credit, `/credit/limits/${buyer}/snapshot?period=12M`)).json<{
      trends: { label: string; outstandingPaise: string }[];
      current: { utilisedPaise: string };
    }>();
    expect(snap12.trends).toHaveLength(12);
    // The last bucket ends today's month: its balance is the ledger's outstanding now (no future postings).
    expect(snap12.trends.at(-1)?.outstandingPaise).toBe(snap12.current.utilisedPaise);
    const snap4q = (await get(credit, `/credit/limits/${buyer}/snapshot?period=4Q`)).json<{
      trends: { label: string; start: string }[];
    }>();
    expect(snap4q.trends).toHaveLength(4);
    for (const q of snap4q.trends) expect(['04', '07', '10', '01']).toContain(q.start.slice(5, 7));
  });
});
