import type { ApprovalDetail } from '@dom/contract';
import { APPROVAL_MESSAGES } from '@dom/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as } from '../../../test/auth';
import { type TestApp, createTestApp } from '../../../test/test-app';
import { subjectChanged } from './approvals.service';

type Who = { headers: { authorization: string } };

let t: TestApp;
let om: Who;
let finance: Who;
let credit: Who;
let rm: Who;
let admin: Who;
let blocked: string[] = [];

// ₹5,00,000: the configured threshold of this suite (the default too).
const THRESHOLD_PAISE = 50_000_000n;

const post = (who: Who | undefined, url: string, payload: unknown, key?: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api${url}`,
    payload: payload as object,
    headers: { ...(who?.headers ?? {}), ...(key ? { 'idempotency-key': key } : {}) },
  });
const get = (who: Who, url: string) => t.app.inject({ method: 'GET', url: `/api${url}`, ...who });

async function rows<T>(query: string): Promise<T[]> {
  return (await t.database.executeSql<T>(query)).rows;
}

/** A PAYMENT_BLOCKED consignment of the seed, its total set to `totalPaise`. */
async function blockedConsignment(totalPaise: bigint): Promise<string> {
  const key = blocked.shift();
  if (!key) throw new Error('no PAYMENT_BLOCKED consignment left in the seed');
  await t.database.executeSql(
    `UPDATE consignments SET total_paise = ${totalPaise.toString()} WHERE consignment_key = '${key}'`,
  );
  return key;
}

async function raise(totalPaise: bigint, who: Who = om): Promise<ApprovalDetail> {
  const key = await blockedConsignment(totalPaise);
  const res = await post(who, '/approval-request', {
    subjectType: 'consignment/credit-exception',
    subjectKey: key,
    comment: 'Buyer paid by cheque; clearing tomorrow',
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<ApprovalDetail>();
}

const approve = (who: Who, approvalKey: string, key?: string) =>
  post(who, '/approval-center/approve', { approvalKey, comment: 'Checked the ledger' }, key);

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  // Two finance leads for the step that needs two different approvers.
  await t.database.executeSql(
    `UPDATE users SET roles = ARRAY['FINANCE_LEAD'] WHERE username IN ('cm', 'hr')`,
  );
  om = await as(t, 'om');
  finance = await as(t, 'finance');
  credit = await as(t, 'credit');
  rm = await as(t, 'rm');
  admin = await as(t, 'admin');
  // Consignments the credit rules held (PAYMENT_BLOCKED), taken from the seed's first ones.
  blocked = (
    await rows<{ consignment_key: string }>(
      `UPDATE consignments SET status = 'PAYMENT_BLOCKED', blocked_reasons = ARRAY['OPS_CREDIT_BLOCKED']
       WHERE consignment_key IN (SELECT consignment_key FROM consignments
         ORDER BY consignment_key LIMIT 20)
       RETURNING consignment_key`,
    )
  ).map((r) => r.consignment_key);
}, 120_000);
afterAll(async () => t?.close());

describe('the approvals engine: security first', () => {
  it('answers 401 without a session and 403 to a role without the permission', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/approval-center/log' })).statusCode).toBe(401);
    const request = await raise(1_000_00n);
    // The relationship manager has the screen but may not decide.
    expect((await approve(rm, request.approvalKey)).statusCode).toBe(403);
    expect(
      (await post(finance, '/approval-request', { subjectType: 'x', subjectKey: 'y', comment: 'c' }))
        .statusCode,
    ).toBe(403);
  });

  it('refuses the requester their own request (403, maker–checker) and offers them no approve action', async () => {
    const request = await raise(2_000_00n, admin);
    expect(request.allowedActions.map((a) => a.action)).not.toContain('approve');
    const res = await approve(admin, request.approvalKey);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      errorCode: 'APPROVAL_OWN_REQUEST',
      message: APPROVAL_MESSAGES.ownRequest,
    });
    expect(
      (
        await rows(
          `SELECT 1 FROM approval_decisions d JOIN approval_requests r ON r.id = d.request_id WHERE r.approval_key = '${request.approvalKey}'`,
        )
      ).length,
    ).toBe(0);
  });

  it('refuses (403) an approver who is not among the current step’s approvers', async () => {
    const request = await raise(3_000_00n);
    const res = await approve(credit, request.approvalKey);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ errorCode: 'APPROVAL_NOT_PARTICIPANT' });
  });

  it('scopes requests: a user who neither raised nor takes part sees none of it (404)', async () => {
    const request = await raise(4_000_00n);
    expect((await get(rm, `/approval-center/request/${request.approvalKey}`)).statusCode).toBe(404);
    const all = await get(rm, `/approval-center/log?view=all&entityIds=${request.entityId}`);
    expect(all.json().content).toEqual([]);
    // The requester sees it as raised by them, not waiting for them; the finance desk as waiting.
    const raised = await get(om, `/approval-center/log?view=raised&approvalLogKeys=${request.approvalKey}`);
    expect(raised.json().content).toHaveLength(1);
    const omWaiting = await get(
      om,
      `/approval-center/log?view=waiting&approvalLogKeys=${request.approvalKey}`,
    );
    expect(omWaiting.json().content).toEqual([]);
    const waiting = await get(
      finance,
      `/approval-center/log?view=waiting&approvalLogKeys=${request.approvalKey}`,
    );
    expect(waiting.json().content).toMatchObject([{ approvalKey: request.approvalKey, awaitingMe: true }]);
  });
});

describe('withdrawing (cancel)', () => {
  const cancel = (who: Who, approvalKey: string, comment = 'Paid in full, no exception needed') =>
    post(who, '/approval-center/cancel', { approvalKey, comment });

  it('lets the requester withdraw their own pending request without Allow_Approval_Request_Cancel; anyone else without it gets 403', async () => {
    const request = await raise(1_500_00n);
    const [omUser] = await rows<{ id: string }>(`SELECT id::text AS id FROM users WHERE username = 'om'`);
    const held = await rows(
      `SELECT 1 FROM role_permissions rp JOIN users u ON rp.role = ANY(u.roles) OR rp.role = u.team_role
        WHERE u.username IN ('om', 'finance') AND rp.permission = 'Allow_Approval_Request_Cancel'`,
    );
    expect(held).toEqual([]);
    // The requester is offered the withdrawal; the finance desk (who decides, and sees it) is not.
    expect(request.allowedActions.map((a) => a.action)).toContain('cancel');
    const seen = await get(finance, `/approval-center/request/${request.approvalKey}`);
    expect(seen.json<ApprovalDetail>().allowedActions.map((a) => a.action)).not.toContain('cancel');
    const refused = await cancel(finance, request.approvalKey);
    expect(refused.statusCode, refused.body).toBe(403);
    expect(refused.json()).toMatchObject({ message: APPROVAL_MESSAGES.cancelNotAllowed });
    // Someone who cannot see the request at all: 404, as for every call on it.
    expect((await cancel(rm, request.approvalKey)).statusCode).toBe(404);
    expect(
      await rows(
        `SELECT 1 FROM approval_decisions d JOIN approval_requests r ON r.id = d.request_id WHERE r.approval_key = '${request.approvalKey}'`,
      ),
    ).toEqual([]);

    const res = await cancel(om, request.approvalKey);
    expect(res.statusCode, res.body).toBe(200);
    const done = res.json<ApprovalDetail>();
    expect(done.status).toBe('CANCELLED');
    expect(done.allowedActions).toEqual([]);
    expect(done.decisions).toMatchObject([
      { action: 'CANCEL', actor: { id: omUser!.id }, comment: 'Paid in full, no exception needed' },
    ]);
    // The move is audited on the requester's behalf.
    expect(
      await rows(
        `SELECT actor_id::text AS actor FROM audit_log WHERE entity_id = '${request.approvalKey}' AND action = 'approval-request.cancel'`,
      ),
    ).toEqual([{ actor: omUser!.id }]);
    // The consignment stays blocked (the policy's callback on a withdrawal).
    const [c] = await rows<{ status: string }>(
      `SELECT status FROM consignments WHERE consignment_key = '${request.entityId}'`,
    );
    expect(c?.status).toBe('PAYMENT_BLOCKED');
    // Ended: a second withdrawal, by the requester or an administrator, answers 409.
    for (const who of [om, admin]) {
      const late = await cancel(who, request.approvalKey);
      expect(late.statusCode, late.body).toBe(409);
      expect(late.json()).toMatchObject({ errorCode: 'APPROVAL_ENDED' });
    }
  });

  it('lets a holder of Allow_Approval_Request_Cancel cancel someone else’s request', async () => {
    const request = await raise(1_600_00n);
    const seen = await get(admin, `/approval-center/request/${request.approvalKey}`);
    expect(seen.json<ApprovalDetail>().allowedActions.map((a) => a.action)).toContain('cancel');
    const res = await cancel(admin, request.approvalKey, 'Raised by mistake');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'CANCELLED' });
  });
});

describe('deciding', () => {
  it('approves below the threshold with one finance approval, and the consignment leaves PAYMENT_BLOCKED in the same transaction', async () => {
    const request = await raise(THRESHOLD_PAISE);
    expect(request.steps.map((s) => s.code)).toEqual(['FINANCE']);
    const res = await approve(finance, request.approvalKey);
    expect(res.statusCode, res.body).toBe(200);
    const done = res.json<ApprovalDetail>();
    expect(done.status).toBe('APPROVED');
    expect(done.timeline.map((e) => e.colour)).toEqual(['blue', 'green']);
    const [c] = await rows<{ credit_exception: { comment: string } | null }>(
      `SELECT credit_exception FROM consignments WHERE consignment_key = '${request.entityId}'`,
    );
    expect(c?.credit_exception?.comment).toContain(request.approvalKey);
    // The decision's own move left PAYMENT_BLOCKED (its audit row, written in the deciding
    // transaction). Where the consignment stands now is packing's business: packing runs after the
    // commit and checks credit again on that day's facts.
    const [move] = await rows<{ before: { status: string }; after: { status: string } }>(
      `SELECT before, after FROM audit_log WHERE entity_id = '${request.entityId}'
        AND action = 'consignment.creditException' ORDER BY id DESC LIMIT 1`,
    );
    expect(move?.before.status).toBe('PAYMENT_BLOCKED');
    expect(move?.after.status).not.toBe('PAYMENT_BLOCKED');
    const audits = await rows<{ action: string }>(
      `SELECT action FROM audit_log WHERE entity_id IN ('${request.approvalKey}', '${request.entityId}') ORDER BY id`,
    );
    expect(audits.map((a) => a.action)).toEqual(
      expect.arrayContaining([
        'approval-request.raise',
        'approval-request.decision.APPROVE',
        'approval-request.approve',
        'consignment.creditException',
      ]),
    );
    // Ended: another decision answers 409.
    const late = await post(credit, '/approval-center/reject', {
      approvalKey: request.approvalKey,
      comment: 'late',
    });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ errorCode: 'APPROVAL_ENDED' });
  });

  it('needs two different approvers above the threshold, and one person acts once', async () => {
    const request = await raise(THRESHOLD_PAISE + 1n);
    expect(request.steps.map((s) => [s.code, s.requiredApprovals])).toEqual([
      ['FINANCE', 1],
      ['FINANCE_LEAD_CEO', 2],
    ]);
    expect((await approve(finance, request.approvalKey)).json().status).toBe('PENDING');
    const lead1 = await as(t, 'cm');
    const lead2 = await as(t, 'hr');
    const first = await approve(lead1, request.approvalKey);
    expect(first.json()).toMatchObject({ status: 'PENDING', currentStep: 'Finance lead / CEO' });
    const again = await approve(lead1, request.approvalKey);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ errorCode: 'APPROVAL_ALREADY_ACTED' });
    // The finance approver of step one may not be one of the two.
    expect((await approve(finance, request.approvalKey)).statusCode).toBe(409);
    const second = await approve(lead2, request.approvalKey);
    expect(second.statusCode, second.body).toBe(200);
    const done = second.json<ApprovalDetail>();
    expect(done.status).toBe('APPROVED');
    expect(done.steps.map((s) => [s.status, s.approvals])).toEqual([
      ['APPROVED', 1],
      ['APPROVED', 2],
    ]);
    expect(new Set(done.decisions.map((d) => d.actor.id)).size).toBe(3);
  });

  it('takes exactly one decision from 50 concurrent approve calls', async () => {
    const request = await raise(5_000_00n);
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        approve(finance, request.approvalKey, `concurrent-${request.approvalKey}-${i}`),
      ),
    );
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(49);
    const [n] = await rows<{ n: number }>(
      `SELECT count(*)::int AS n FROM approval_decisions d JOIN approval_requests r ON r.id = d.request_id WHERE r.approval_key = '${request.approvalKey}'`,
    );
    expect(n?.n).toBe(1);
    const [moves] = await rows<{ n: number }>(
      `SELECT count(*)::int AS n FROM audit_log WHERE entity_id = '${request.approvalKey}' AND action = 'approval-request.approve'`,
    );
    expect(moves?.n).toBe(1);
  });

  it('answers a repeated Idempotency-Key with the first answer and decides once', async () => {
    const request = await raise(6_000_00n);
    const key = `idem-${request.approvalKey}`;
    const a = await approve(finance, request.approvalKey, key);
    const b = await approve(finance, request.approvalKey, key);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(b.json()).toEqual(a.json());
    const [n] = await rows<{ n: number }>(
      `SELECT count(*)::int AS n FROM approval_decisions d JOIN approval_requests r ON r.id = d.request_id WHERE r.approval_key = '${request.approvalKey}'`,
    );
    expect(n?.n).toBe(1);
  });

  it('rejects with a comment (the consignment stays blocked), and a subject has one pending request at a time', async () => {
    const request = await raise(7_000_00n);
    const dup = await post(om, '/approval-request', {
      subjectType: 'consignment/credit-exception',
      subjectKey: request.entityId,
      comment: 'again',
    });
    expect(dup.statusCode).toBe(409);
    expect(
      (await post(finance, '/approval-center/reject', { approvalKey: request.approvalKey })).statusCode,
    ).toBe(400);
    const res = await post(finance, '/approval-center/reject', {
      approvalKey: request.approvalKey,
      comment: 'No payment proof',
    });
    expect(res.json()).toMatchObject({ status: 'REJECTED' });
    expect(res.json<ApprovalDetail>().timeline.map((e) => e.colour)).toEqual(['blue', 'red']);
    const [c] = await rows<{ status: string }>(
      `SELECT status FROM consignments WHERE consignment_key = '${request.entityId}'`,
    );
    expect(c?.status).toBe('PAYMENT_BLOCKED');
    // Ended, a new request may be raised on the same subject.
    const again = await post(om, '/approval-request', {
      subjectType: 'consignment/credit-exception',
      subjectKey: request.entityId,
      comment: 'Proof attached now',
    });
    expect(again.statusCode).toBe(201);
  });

  it('asks for changes: the step is reviewed, the request stays pending, and the log filters find it', async () => {
    const request = await raise(8_000_00n);
    const res = await post(finance, '/approval-center/request-changes', {
      approvalKey: request.approvalKey,
      comment: 'Attach the cheque copy',
    });
    expect(res.json()).toMatchObject({ status: 'PENDING', steps: [{ status: 'REVIEWED' }] });
    const byStatus = await get(
      finance,
      `/approval-center/log?view=all&statusList=PENDING&entityIds=${request.entityId}&entityType=consignment/credit-exception`,
    );
    const found = byStatus.json<{ content: { approvalKey: string }[] }>().content;
    expect(found.map((r) => r.approvalKey)).toEqual([request.approvalKey]);
    const reason = request.blockedReasons[0]!;
    const byReason = await get(
      finance,
      `/approval-center/log?view=all&blockedReasons=${reason}&approvalLogKeys=${request.approvalKey}`,
    );
    expect(byReason.json().content).toHaveLength(1);
    const byOther = await get(
      finance,
      `/approval-center/log?view=all&statuses=APPROVED&approvalLogKeys=${request.approvalKey}`,
    );
    expect(byOther.json().content).toHaveLength(0);
  });

  it('bulk approves where the policy allows, each answering on its own', async () => {
    const a = await raise(9_000_00n);
    const res = await post(finance, '/approval-center/bulk-approve', {
      approvalKeys: [a.approvalKey, 'AP999999999'],
      comment: 'Cleared',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().results).toMatchObject([
      { approvalKey: a.approvalKey, ok: true, status: 'APPROVED' },
      { approvalKey: 'AP999999999', ok: false },
    ]);
  });
});

describe('a subject changed while its approval is pending (issue 30 §1)', () => {
  it('is frozen where the policy does not re-raise: 409 naming the request, the request kept as it was', async () => {
    const raised = await raise(1_000_000n);
    const [omUser] = await rows<{ id: string }>(`SELECT id FROM users WHERE username = 'om'`);
    const changer = {
      userId: omUser!.id,
      roles: ['ORDER_MANAGER'],
      scope: {},
      permissions: new Set<string>(),
      actor: { actorId: omUser!.id, actingAsId: null, requestId: 'subject-change' },
    };
    const db = t.database.db;
    await expect(
      db.transaction((tx) =>
        subjectChanged(db, tx, changer, 'consignment/credit-exception', raised.entityId),
      ),
    ).rejects.toMatchObject({
      code: 'APPROVAL_SUBJECT_FROZEN',
      status: 409,
      message: APPROVAL_MESSAGES.frozen(
        `Consignment credit exception ${raised.entityId}`,
        raised.approvalKey,
      ),
    });
    const after = (
      await get(finance, `/approval-center/request/${raised.approvalKey}`)
    ).json<ApprovalDetail>();
    expect(after).toMatchObject({ status: 'PENDING', version: raised.version });
    // Nothing pending: nothing to freeze or re-raise.
    expect(
      await db.transaction((tx) =>
        subjectChanged(db, tx, changer, 'consignment/credit-exception', 'CN-NONE'),
      ),
    ).toBeNull();
  });
});

describe('a credit exception whose consignment leaves PAYMENT_BLOCKED another way', () => {
  const statusOf = async (approvalKey: string) =>
    (await get(finance, `/approval-center/request/${approvalKey}`)).json<ApprovalDetail>().status;

  it('is withdrawn by the credit desk’s direct exception, in the desk’s name', async () => {
    const request = await raise(1_500_00n);
    const direct = await post(credit, '/consignment/credit-exception', {
      consignmentKey: request.entityId,
      comment: 'Cheque cleared',
    });
    expect(direct.statusCode, direct.body).toBe(200);
    expect(await statusOf(request.approvalKey)).toBe('CANCELLED');
    const [withdrawal] = await rows<{ action: string; comment: string }>(
      `SELECT d.action, d.comment FROM approval_decisions d JOIN approval_requests r ON r.id = d.request_id
       WHERE r.approval_key = '${request.approvalKey}'`,
    );
    expect(withdrawal).toEqual({ action: 'CANCEL', comment: APPROVAL_MESSAGES.subjectEnded });
    // Nothing left to approve: a late approval answers 409 and packs nothing twice.
    expect((await approve(finance, request.approvalKey)).statusCode).toBe(409);
  });

  it('is withdrawn when the consignment is cancelled, in the same transaction', async () => {
    const request = await raise(1_600_00n);
    const cancelled = await post(om, '/consignment/cancel-consignment', {
      consignmentKey: request.entityId,
      reasonCode: 'OTHERS',
      comment: 'Buyer withdrew',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await statusOf(request.approvalKey)).toBe('CANCELLED');
    const [c] = await rows<{ status: string }>(
      `SELECT status FROM consignments WHERE consignment_key = '${request.entityId}'`,
    );
    expect(c?.status).toBe('CANCELLED');
  });
});

describe("the Approval Center's list along its indexes (issue 43)", () => {
  const waitingKeys = async (who: Who, approvalKey: string) => {
    const res = await get(who, `/approval-center/log?view=waiting&approvalLogKeys=${approvalKey}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ content: { approvalKey: string; awaitingMe: boolean }[] }>().content;
  };
  const awaiting = async (approvalKey: string) =>
    (
      await rows<{ awaiting_approvers: string[] }>(
        `SELECT awaiting_approvers FROM approval_requests WHERE approval_key = '${approvalKey}'`,
      )
    )[0]!.awaiting_approvers;

  it('"waiting for me" follows the current step: its approvers stored on the request, each decision moving them', async () => {
    const request = await raise(THRESHOLD_PAISE + 1n);
    const lead1 = await as(t, 'cm');
    const lead2 = await as(t, 'hr');
    // The finance desk approves step one; the finance lead / CEO step follows.
    expect(await awaiting(request.approvalKey)).toEqual(
      expect.arrayContaining(['role:FINANCE_OPS', 'role:FINANCE_LEAD']),
    );
    expect(await awaiting(request.approvalKey)).not.toContain('role:PIVOT_LEADERSHIP');
    expect(await waitingKeys(finance, request.approvalKey)).toEqual([
      expect.objectContaining({ approvalKey: request.approvalKey, awaitingMe: true }),
    ]);
    expect(await waitingKeys(rm, request.approvalKey)).toEqual([]);
    // The requester is never waited for, even holding a role of the step.
    expect(await waitingKeys(om, request.approvalKey)).toEqual([]);

    expect((await approve(finance, request.approvalKey)).statusCode).toBe(200);
    expect(await awaiting(request.approvalKey)).not.toContain('role:FINANCE_OPS');
    expect(await awaiting(request.approvalKey)).toContain('role:PIVOT_LEADERSHIP');
    expect(await waitingKeys(finance, request.approvalKey)).toEqual([]);
    expect(await waitingKeys(lead1, request.approvalKey)).toHaveLength(1);

    // One of two approvals: the step stays current, but whoever acted is waited for no more.
    expect((await approve(lead1, request.approvalKey)).statusCode).toBe(200);
    expect(await waitingKeys(lead1, request.approvalKey)).toEqual([]);
    const all = await get(lead1, `/approval-center/log?view=all&approvalLogKeys=${request.approvalKey}`);
    expect(all.json()).toMatchObject({ content: [{ awaitingMe: false, currentStep: 'Finance lead / CEO' }] });
    expect(await waitingKeys(lead2, request.approvalKey)).toHaveLength(1);

    expect((await approve(lead2, request.approvalKey)).json().status).toBe('APPROVED');
    expect(await awaiting(request.approvalKey)).toEqual([]);
    expect(await waitingKeys(lead2, request.approvalKey)).toEqual([]);
  });

  it('a withdrawn request waits for nobody', async () => {
    const request = await raise(THRESHOLD_PAISE - 1n);
    expect(await awaiting(request.approvalKey)).not.toEqual([]);
    const res = await post(om, '/approval-center/cancel', {
      approvalKey: request.approvalKey,
      comment: 'Raised by mistake',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await awaiting(request.approvalKey)).toEqual([]);
    expect(await waitingKeys(finance, request.approvalKey)).toEqual([]);
  });

  it('counts up to 1,000 (totalIsCapped past it) and pages newest first', async () => {
    await t.database.executeSql(`
      INSERT INTO approval_requests (approval_key, subject_type, subject_key, summary, business_value_paise,
        requested_by, status, created_at, decided_at)
      SELECT 'APX' || lpad(g::text, 5, '0'), 'consignment/credit-exception', 'X' || g, 'Bulk ' || g, 100,
        (SELECT id FROM users WHERE username = 'om'), 'APPROVED',
        now() - interval '10 years' + g * interval '1 minute', now()
      FROM generate_series(1, 1100) g`);
    const page = (n: number) =>
      get(admin, `/approval-center/log?view=all&entityType=consignment/credit-exception&pageNumber=${n}`);
    type Listed = { content: { approvalKey: string; createdAt: string }[] };
    const first = (await page(0)).json<Listed>();
    expect(first).toMatchObject({ totalElements: 1000, totalIsCapped: true, totalPages: 50 });
    const dates = (p: { content: { createdAt: string }[] }) => p.content.map((r) => r.createdAt);
    // Past the capped count the pages go on: the last one ends with the oldest request.
    const [counted] = await rows<{ n: number }>(
      `SELECT count(*)::int AS n FROM approval_requests WHERE subject_type = 'consignment/credit-exception'`,
    );
    const last = (await page(Math.ceil(counted!.n / 20) - 1)).json<Listed>();
    expect(last.content.at(-1)).toMatchObject({ approvalKey: 'APX00001' });
    const seen = [...dates(first), ...dates(last)];
    expect(seen).toEqual([...seen].sort().reverse());
    const few = (
      await get(
        admin,
        '/approval-center/log?view=all&entityType=consignment/credit-exception&statuses=PENDING',
      )
    ).json();
    expect(few.totalIsCapped).toBe(false);
    expect(few.totalElements).toBe(few.content.length);
  });
});
