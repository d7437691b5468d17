import type { ApprovalDetail, BuyerEntityDetail, CreditLeadDetail, CreditLeadPage } from '@dom/contract';
import { APPROVAL_MESSAGES, CREDIT_LEAD_MESSAGES } from '@dom/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, grantToRole } from '../../../test/auth';
import { failInserts } from '../../../test/fail-inserts';
import { type TestApp, createTestApp } from '../../../test/test-app';
import { pdfTexts } from '../../platform/pdf/pdf-read';

type Who = { headers: { authorization: string } };

let t: TestApp;
let credit: Who;
let credit2: Who;
let sales: Who;
let finance: Who;
let ceo: Who;
let coOption: Who;
let rm: Who;
let seller: Who;

/** An entity with one of the relationship manager's buyers, and one with none of them. */
let mine: { entityKey: string; buyerId: string; pan: string; gstin: string };
let theirs: { entityKey: string; buyerId: string };

const call = (method: 'GET' | 'POST' | 'PUT', who: Who | undefined, url: string, payload?: unknown) =>
  t.app.inject({
    method,
    url: `/api${url}`,
    ...(payload ? { payload: payload } : {}),
    ...(who ?? {}),
  });
const rows = async <T>(q: string) => (await t.database.executeSql<T>(q)).rows;

let cinSeq = 100;
/** A CIN whose last digit picks the registry's answer in the simulator (8 Strike Off, 0 Active…). */
const cinEnding = (digit: number) => `U45200MH2015PTC${String(cinSeq++ * 10 + digit).padStart(6, '0')}`;

const leadBody = (over: Record<string, unknown> = {}) => ({
  buyerEntityKey: mine.entityKey,
  buyerId: mine.buyerId,
  companyName: 'Shree Ganesh Infra Pvt Ltd',
  registrationType: 'CIN',
  registrationNumber: cinEnding(0),
  pan: mine.pan,
  gstins: [mine.gstin],
  financials: [
    { year: 2024, revenuePaise: '4000000000', profitPaise: '200000000', netWorthPaise: '1200000000' },
    { year: 2025, revenuePaise: '5000000000', profitPaise: '300000000', netWorthPaise: '1500000000' },
  ],
  requestedLimitPaise: '2500000000',
  requestedPeriodDays: 45,
  taggedEntityKeys: [],
  ...over,
});

async function newLead(over: Record<string, unknown> = {}): Promise<CreditLeadDetail> {
  const res = await call('POST', credit, '/credit/lead', leadBody(over));
  expect(res.statusCode, res.body).toBe(201);
  return res.json<CreditLeadDetail>();
}
const check = async (leadKey: string, name: string, who: Who = credit) => {
  const res = await call('POST', who, `/credit/lead/${leadKey}/check/${name}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<CreditLeadDetail>();
};
const limitOf = async (buyerId: string) =>
  (
    await rows<{ l: string }>(
      `SELECT limit_paise::text AS l FROM buyer_credit_accounts WHERE buyer_id = '${buyerId}'`,
    )
  )[0]?.l ?? '0';
const decide = (who: Who, kind: 'approve' | 'reject', approvalKey: string) =>
  call('POST', who, `/approval-center/${kind}`, { approvalKey, comment: 'Seen the memo' });

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  // The chain's authorities are the demo logins that hold them (seed/approval-chain-users.seed.ts):
  // sales lead, finance lead, a second credit desk user, the CEO, co-option.
  const admin = await as(t, 'admin');
  await grantToRole(t, admin, 'RELATIONSHIP_MANAGER', ['Display_Buyer_Entity_Tab']);
  const who = await Promise.all(
    ['credit', 'creditlead', 'saleslead', 'financelead', 'ceo', 'cooption', 'rm', 'seller'].map((u) =>
      as(t, u),
    ),
  );
  [credit, credit2, sales, finance, ceo, coOption, rm, seller] = who as [
    Who,
    Who,
    Who,
    Who,
    Who,
    Who,
    Who,
    Who,
  ];
  const [m] = await rows<{ entity_key: string; buyer_id: string; pan: string; gstin: string }>(
    `SELECT e.entity_key, b.id AS buyer_id, b.pan, b.gstin FROM buyer_entities e
       JOIN buyer_entity_members x ON x.entity_id = e.id JOIN buyers b ON b.id = x.buyer_id
     WHERE b.rm_email = 'rm@dom.example.in' AND b.business_unit = 'DIRECT' ORDER BY e.entity_key DESC LIMIT 1`,
  );
  const [o] = await rows<{ entity_key: string; buyer_id: string }>(
    `SELECT e.entity_key, x.buyer_id FROM buyer_entities e JOIN buyer_entity_members x ON x.entity_id = e.id
     WHERE NOT EXISTS (SELECT 1 FROM buyer_entity_members y JOIN buyers b ON b.id = y.buyer_id
                       WHERE y.entity_id = e.id AND b.rm_email = 'rm@dom.example.in')
     ORDER BY e.entity_key LIMIT 1`,
  );
  mine = { entityKey: m!.entity_key, buyerId: m!.buyer_id, pan: m!.pan, gstin: m!.gstin };
  theirs = { entityKey: o!.entity_key, buyerId: o!.buyer_id };
  await t.ctx.gst.registry.register({ gstin: mine.gstin, status: 'ACTIVE' });
}, 120_000);
afterAll(async () => t?.close());

describe('credit leads: security first', () => {
  it('answers 401 without a session and 403 without the permission', async () => {
    expect((await call('GET', undefined, '/credit/lead')).statusCode).toBe(401);
    expect((await call('GET', seller, '/credit/buyer-entity')).statusCode).toBe(403);
    expect((await call('POST', seller, '/credit/lead', leadBody())).statusCode).toBe(403);
    const lead = await newLead();
    expect((await call('POST', rm, '/credit/lead/archive', { leadKey: lead.leadKey })).statusCode).toBe(403);
  });

  it("scopes entities and leads to the relationship manager's buyers (another's answers 404)", async () => {
    const list = await call('GET', rm, '/credit/buyer-entity?pageSize=100');
    expect(list.statusCode).toBe(200);
    const keys = list.json<{ content: { entityKey: string }[] }>().content.map((e) => e.entityKey);
    expect(keys).toContain(mine.entityKey);
    expect(keys).not.toContain(theirs.entityKey);
    const all = (await call('GET', credit, '/credit/buyer-entity?pageSize=100')).json<{
      totalElements: number;
    }>();
    expect(all.totalElements).toBeGreaterThan(keys.length);
    expect((await call('GET', rm, `/credit/buyer-entity/${theirs.entityKey}`)).statusCode).toBe(404);
    const entity = await call('GET', rm, `/credit/buyer-entity/${mine.entityKey}`);
    expect(entity.statusCode).toBe(200);
    expect(entity.json<BuyerEntityDetail>().buyers.map((b) => b.buyerId)).toContain(mine.buyerId);

    // A lead on another's entity, raised by the credit desk, is not the relationship manager's.
    const [other] = await rows<{ pan: string; gstin: string }>(
      `SELECT pan, gstin FROM buyers WHERE id = '${theirs.buyerId}'`,
    );
    const lead = await newLead({
      buyerEntityKey: theirs.entityKey,
      buyerId: theirs.buyerId,
      pan: other!.pan,
      gstins: [other!.gstin],
    });
    expect((await call('GET', rm, `/credit/lead/details/${lead.leadKey}`)).statusCode).toBe(404);
    const rmLeads = (await call('GET', rm, '/credit/lead?pageSize=100')).json<CreditLeadPage>();
    expect(rmLeads.content.map((l) => l.leadKey)).not.toContain(lead.leadKey);
    expect(rmLeads.content.every((l) => l.buyerEntityKey !== theirs.entityKey)).toBe(true);
    // The relationship manager raises leads on their own entities only.
    const raised = await call(
      'POST',
      rm,
      '/credit/lead',
      leadBody({ buyerEntityKey: theirs.entityKey, buyerId: theirs.buyerId }),
    );
    expect(raised.statusCode).toBe(400);
    expect(raised.body).toContain('buyerEntityKey');
  });

  it("shows the entity's and the lead's Discounting Program only with the tab's permission", async () => {
    const made = await call('POST', credit, '/credit/enhancers', {
      buyerId: mine.buyerId,
      enhancerType: 'FINANCING_PARTNER',
      creditLimitPaise: '1500000000',
      financier: 'SIDBI',
      financingType: 'Invoice discounting',
      rateOfInterestBp: 1125,
      creditPeriod: 60,
      validity: '2099-03-31',
    });
    expect(made.statusCode, made.body).toBe(201);
    const { id } = made.json<{ id: string }>();
    const entity = (
      await call('GET', credit, `/credit/buyer-entity/${mine.entityKey}`)
    ).json<BuyerEntityDetail>();
    const line = entity.discountingProgram.find((l) => l.enhancerId === id);
    expect(line).toMatchObject({
      buyerId: mine.buyerId,
      financier: 'SIDBI',
      financingType: 'Invoice discounting',
      creditLimitPaise: '1500000000',
      rateOfInterestBp: 1125,
      creditPeriod: 60,
      validUntil: '2099-03-31',
      active: true,
    });
    // Only financing partners make the programme (other enhancers are limits, not programmes).
    expect(entity.discountingProgram.every((l) => l.financier !== null)).toBe(true);
    const lead = await newLead();
    expect(lead.discountingProgram.map((l) => l.enhancerId)).toContain(id);
    // The relationship manager sees the entity but not the tab: the server leaves it empty.
    const seen = (await call('GET', rm, `/credit/buyer-entity/${mine.entityKey}`)).json<BuyerEntityDetail>();
    expect(seen.discountingProgram).toEqual([]);
  });

  it('refuses bad fields with 400 naming the field', async () => {
    const badCin = await call('POST', credit, '/credit/lead', leadBody({ registrationNumber: 'U123' }));
    expect(badCin.statusCode).toBe(400);
    expect(badCin.body).toContain('registrationNumber');
    const notMember = await call('POST', credit, '/credit/lead', leadBody({ buyerId: theirs.buyerId }));
    expect(notMember.statusCode).toBe(400);
    expect(notMember.body).toContain('buyerId');
    const zero = await call('POST', credit, '/credit/lead', leadBody({ requestedLimitPaise: '0' }));
    expect(zero.statusCode).toBe(400);
    expect(zero.body).toContain(CREDIT_LEAD_MESSAGES.needsAmount);
    expect((await call('GET', credit, '/credit/lead/details/CL99999999')).statusCode).toBe(404);
  });
});

describe('verification checks: each simulator answer reaches the lead', () => {
  it('MCA: the registry status, coloured success, warning or error', async () => {
    const cases = [
      [0, 'Active', 'SUCCESS'],
      [6, 'Amalgamated', 'WARNING'],
      [7, 'Under CIRP', 'WARNING'],
      [8, 'Strike Off', 'ERROR'],
      [9, 'Dissolved', 'ERROR'],
    ] as const;
    for (const [digit, status, outcome] of cases) {
      const lead = await newLead({ registrationNumber: cinEnding(digit) });
      const after = await check(lead.leadKey, 'mca');
      expect(after.validations.mca).toBe(outcome);
      expect(after.checks.find((c) => c.check === 'mca')).toMatchObject({
        outcome,
        summary: `Company status: ${status}`,
      });
      expect(after.status).toBe('IN_PROGRESS');
    }
    const none = await newLead({ registrationType: 'N/A', registrationNumber: undefined });
    expect((await check(none.leadKey, 'mca')).validations.mca).toBe('WARNING');
  });

  it('GST: the register of the GST portal (a cancelled GSTIN is an error)', async () => {
    const lead = await newLead();
    expect((await check(lead.leadKey, 'gst')).validations.gst).toBe('SUCCESS');
    await t.ctx.gst.registry.register({ gstin: mine.gstin, status: 'CANCELLED', cancelledOn: '2026-10-01' });
    const after = await check(lead.leadKey, 'gst');
    expect(after.validations.gst).toBe('ERROR');
    expect(after.checks.find((c) => c.check === 'gst')?.summary).toBe(`${mine.gstin} CANCELLED`);
    await t.ctx.gst.registry.register({ gstin: mine.gstin, status: 'ACTIVE' });
  });

  it('negative check, EPFO and C360 by PAN; spread and PDF scan by the financials', async () => {
    // PAN sequence 1230: a wilful defaulter (ends in 0); 1230 % 4 = 2, so EPFO finds an establishment.
    const a = await newLead({ pan: 'AABCN1230Q' });
    let d = await check(a.leadKey, 'negativeCheck');
    expect(d.checks.find((c) => c.check === 'negativeCheck')).toMatchObject({
      outcome: 'ERROR',
      summary: 'Listed as a wilful defaulter',
    });
    d = await check(a.leadKey, 'epfo');
    expect(d.validations.epfo).toBe('SUCCESS');
    const b = await newLead({ pan: 'AABCN1232Q' });
    expect((await check(b.leadKey, 'epfo')).checks.find((c) => c.check === 'epfo')).toMatchObject({
      outcome: 'WARNING',
      summary: 'No EPFO establishment found',
    });
    // Digit sum of AABCN1232Q is 8: 8 % 5 = 3, the fourth band, Avoid (score 2), an error.
    const c360 = await check(b.leadKey, 'C360Report');
    expect(c360.ratingBand).toBe('AVOID');
    expect(c360.validations.C360Report).toBe('ERROR');
    const lossy = await newLead({
      financials: [
        { year: 2024, revenuePaise: '1000', profitPaise: '2000', netWorthPaise: '-5' },
        { year: 2025, revenuePaise: '1000', profitPaise: '100', netWorthPaise: '-10' },
      ],
    });
    let f = await check(lossy.leadKey, 'mcaSpread');
    expect(f.checks.find((c) => c.check === 'mcaSpread')).toMatchObject({
      outcome: 'ERROR',
      summary: 'Negative net worth in 2025',
    });
    f = await check(lossy.leadKey, 'financialPDFScan');
    expect(f.checks.find((c) => c.check === 'financialPDFScan')).toMatchObject({
      outcome: 'ERROR',
      summary: 'Profit above revenue in 2024',
    });
    expect(f.outlook).toBe('DEVELOPING_IMPLICATIONS');
  });

  it('keeps the vault score history, one entry per run, and the modification log', async () => {
    const lead = await newLead();
    await check(lead.leadKey, 'gst');
    const all = await call('POST', credit, `/credit/lead/${lead.leadKey}/checks`);
    expect(all.statusCode).toBe(200);
    const d = all.json<CreditLeadDetail>();
    expect(Object.values(d.validations).every((v) => v !== null)).toBe(true);
    expect(d.vaultScores.map((s) => s.score)).toEqual([10, d.vaultScore]);
    const put = await call('PUT', credit, `/credit/lead/${lead.leadKey}`, {
      ...leadBody(),
      requestedPeriodDays: 60,
    });
    expect(put.statusCode, put.body).toBe(200);
    const history = (await call('GET', credit, `/credit/lead/history/${lead.leadKey}`)).json<
      { action: string; before: unknown; after: unknown }[]
    >();
    const modify = history.find((h) => h.action === 'credit-lead.modify');
    expect(modify).toMatchObject({ before: { requestedPeriodDays: 45 }, after: { requestedPeriodDays: 60 } });
    expect(history.map((h) => h.action)).toEqual(
      expect.arrayContaining(['credit-lead.create', 'credit-lead.startReview', 'credit-lead.checks']),
    );
  });
});

describe('the approval chain', () => {
  async function submitted(limitPaise: string) {
    const lead = await newLead({ requestedLimitPaise: limitPaise });
    expect((await call('POST', credit, '/credit/lead/submit', { leadKey: lead.leadKey })).statusCode).toBe(
      409,
    );
    await check(lead.leadKey, 'epfo');
    const early = await call('POST', credit, '/credit/lead/submit', { leadKey: lead.leadKey });
    expect(early.statusCode).toBe(409);
    expect(early.json<{ message: string }>().message).toBe(CREDIT_LEAD_MESSAGES.needsChecks);
    await call('POST', credit, `/credit/lead/${lead.leadKey}/checks`);
    const res = await call('POST', credit, '/credit/lead/submit', {
      leadKey: lead.leadKey,
      comment: 'Checks clear',
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<CreditLeadDetail>();
  }
  const approval = async (key: string) =>
    (await call('GET', credit2, `/approval-center/request/${key}`)).json<ApprovalDetail>();

  it('submits in one transaction: when the approval request cannot be written, nothing of the submit is kept', async () => {
    const lead = await newLead({ requestedLimitPaise: '600000000' });
    expect((await call('POST', credit, `/credit/lead/${lead.leadKey}/checks`)).statusCode).toBe(200);
    const history = async () =>
      (await call('GET', credit, `/credit/lead/history/${lead.leadKey}`))
        .json<{ action: string }[]>()
        .map((h) => h.action);
    const events = async () =>
      (
        await rows<{ n: number }>(
          `SELECT count(*)::int AS n FROM outbox WHERE topic = 'credit-lead.status-changed' AND payload::text LIKE '%${lead.leadKey}%'`,
        )
      )[0]?.n;
    const before = { history: await history(), events: await events() };
    // The lead's move (row, audit row, event) is written first; the approval request after it fails.
    const heal = await failInserts(t, 'approval_requests', 'true');
    let failed;
    try {
      failed = await call('POST', credit, '/credit/lead/submit', { leadKey: lead.leadKey });
    } finally {
      await heal();
    }
    expect(failed.statusCode).toBe(500);
    const after = (
      await call('GET', credit, `/credit/lead/details/${lead.leadKey}`)
    ).json<CreditLeadDetail>();
    expect(after).toMatchObject({ status: 'IN_PROGRESS', approvalKey: null });
    expect({ history: await history(), events: await events() }).toEqual(before);
    expect(await rows(`SELECT 1 FROM approval_requests WHERE subject_key = '${lead.leadKey}'`)).toEqual([]);
    // Nothing was left half-done: the same submit goes through once the database takes it.
    const done = await call('POST', credit, '/credit/lead/submit', { leadKey: lead.leadKey });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json<CreditLeadDetail>()).toMatchObject({
      status: 'PENDING',
      approvalKey: expect.stringMatching(/^AP/),
    });
  });

  it('goes PENDING under the limit and sets the buyer limit on the last approval', async () => {
    const lead = await submitted('500000000'); // ₹50,00,000
    expect(lead.status).toBe('PENDING');
    expect(lead.approvalKey).toMatch(/^AP\d+$/);
    const key = lead.approvalKey!;
    const request = await approval(key);
    expect(request.steps.map((s) => s.code)).toEqual(['SALES', 'FINANCE', 'CREDIT', 'CO_OPTION']);
    const own = await decide(credit, 'approve', key);
    expect(own.statusCode).toBe(403);
    expect(own.json<{ message: string }>().message).toBe(APPROVAL_MESSAGES.ownRequest);
    expect((await decide(finance, 'approve', key)).statusCode).toBe(403); // not the sales step's
    const before = await limitOf(mine.buyerId);
    for (const who of [sales, finance, credit2])
      expect((await decide(who, 'approve', key)).statusCode).toBe(200);
    expect(
      (await call('GET', credit, `/credit/lead/details/${lead.leadKey}`)).json<CreditLeadDetail>().status,
    ).toBe('PENDING');
    expect(await limitOf(mine.buyerId)).toBe(before);
    expect((await decide(coOption, 'approve', key)).statusCode).toBe(200);
    const done = (await call('GET', credit, `/credit/lead/details/${lead.leadKey}`)).json<CreditLeadDetail>();
    expect(done.status).toBe('APPROVED');
    expect(await limitOf(mine.buyerId)).toBe('500000000');
    const [audit] = await rows<{ source: string; reason: string }>(
      `SELECT after->>'source' AS source, after->>'reason' AS reason FROM audit_log
        WHERE entity_type = 'buyer_credit_account' AND entity_id = '${mine.buyerId}' ORDER BY id DESC LIMIT 1`,
    );
    expect(audit).toEqual({
      source: 'CREDIT_LEAD',
      reason: `Credit lead ${lead.leadKey} approved in ${key}`,
    });
    expect((await decide(coOption, 'approve', key)).statusCode).toBe(409);
  });

  it('a lead under approval is frozen: every change is refused and the request decides what was asked', async () => {
    const lead = await submitted('400000000'); // ₹40,00,000
    const card = await approval(lead.approvalKey!);
    const raised = await call('PUT', credit, `/credit/lead/${lead.leadKey}`, {
      ...leadBody(),
      requestedLimitPaise: '9000000000',
    });
    expect(raised.statusCode, raised.body).toBe(409);
    expect((await call('POST', credit, `/credit/lead/${lead.leadKey}/checks`)).statusCode).toBe(409);
    expect(
      (await call('POST', credit, '/credit/lead/submit', { leadKey: lead.leadKey, comment: 'Again' }))
        .statusCode,
    ).toBe(409);
    const after = (
      await call('GET', credit, `/credit/lead/details/${lead.leadKey}`)
    ).json<CreditLeadDetail>();
    expect(after.requestedLimitPaise).toBe('400000000');
    expect(after.status).toBe('PENDING');
    expect(await approval(lead.approvalKey!)).toEqual(card);
  });

  it('needs the CEO above the configured limit', async () => {
    const lead = await submitted('2000000000'); // ₹2 crore, above ₹1 crore
    expect(lead.status).toBe('NEED_CEO_APPROVAL');
    const request = await approval(lead.approvalKey!);
    expect(request.steps.map((s) => s.code)).toEqual(['SALES', 'FINANCE', 'CREDIT', 'CEO', 'CO_OPTION']);
    for (const who of [sales, finance, credit2])
      expect((await decide(who, 'approve', lead.approvalKey!)).statusCode).toBe(200);
    expect((await decide(coOption, 'approve', lead.approvalKey!)).statusCode).toBe(403);
    expect((await decide(ceo, 'approve', lead.approvalKey!)).statusCode).toBe(200);
    expect((await decide(coOption, 'approve', lead.approvalKey!)).statusCode).toBe(200);
    expect(await limitOf(mine.buyerId)).toBe('2000000000');
  });

  it('ends on a rejection: the lead is REJECTED and the limit stays', async () => {
    const lead = await submitted('300000000');
    const before = await limitOf(mine.buyerId);
    expect((await decide(sales, 'reject', lead.approvalKey!)).statusCode).toBe(200);
    const d = (await call('GET', credit, `/credit/lead/details/${lead.leadKey}`)).json<CreditLeadDetail>();
    expect(d.status).toBe('REJECTED');
    expect(await limitOf(mine.buyerId)).toBe(before);
    expect((await decide(finance, 'approve', lead.approvalKey!)).statusCode).toBe(409);
    // No longer worked: no checks, no changes (409); archiving is allowed.
    expect((await call('POST', credit, `/credit/lead/${lead.leadKey}/checks`)).statusCode).toBe(409);
    expect((await call('POST', credit, '/credit/lead/archive', { leadKey: lead.leadKey })).statusCode).toBe(
      200,
    );
  });
});

describe('credit memo', () => {
  it('downloads the CAM as a PDF, and answers "File not available to download" when there is none', async () => {
    const lead = await newLead();
    const none = await call(
      'GET',
      credit,
      `/credit/credit-memo/document?leadKey=${lead.leadKey}&entityKey=${mine.entityKey}`,
    );
    expect(none.statusCode).toBe(404);
    expect(none.json<{ message: string }>().message).toBe(CREDIT_LEAD_MESSAGES.fileNotAvailable);
    await call('POST', credit, `/credit/lead/${lead.leadKey}/checks`);
    const wrongEntity = await call(
      'GET',
      credit,
      `/credit/credit-memo/document?leadKey=${lead.leadKey}&entityKey=${theirs.entityKey}`,
    );
    expect(wrongEntity.statusCode).toBe(404);
    const pdf = await call(
      'GET',
      credit,
      `/credit/credit-memo/document?leadKey=${lead.leadKey}&entityKey=${mine.entityKey}`,
    );
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const { PDFDocument } = await import('pdf-lib');
    const doc = await PDFDocument.load(pdf.rawPayload);
    expect(doc.getTitle()).toBe(`Credit memo ${lead.leadKey}`);
    // Read as people read it: labels, not codes; amounts in Rs., never a lost rupee sign ("?65").
    const text = (await pdfTexts(new Uint8Array(pdf.rawPayload))).flat().join('\n');
    expect(text).toMatch(/: (Passed|Warning|Failed) - /);
    for (const code of [
      'SUCCESS',
      'WARNING',
      'ERROR',
      'STABLE',
      'POSITIVE',
      'DEVELOPING_IMPLICATIONS',
      'IN_PROGRESS',
    ])
      expect(text).not.toMatch(new RegExp(`\\b${code}\\b`));
    expect(text).not.toMatch(/\?\s?\d/);
    expect(text).toMatch(/Status (In Progress|Pending)/);
    const memos = (await call('GET', credit, '/credit/credit-memo?pageSize=100')).json<CreditLeadPage>();
    expect(memos.content.map((m) => m.leadKey)).toContain(lead.leadKey);
  });
});
