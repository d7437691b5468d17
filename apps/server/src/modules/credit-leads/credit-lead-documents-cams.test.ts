import type { CamTagOwner, CreditLeadDetail, LeadDocument } from '@dom/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as } from '../../../test/auth';
import { multipartBody } from '../../../test/multipart';
import { type TestApp, createTestApp } from '../../../test/test-app';
import { tinyPdf } from '../../seed/tiny-pdf';

type Who = { headers: { authorization: string } };

let t: TestApp;
let credit: Who;
let rm: Who;
let seller: Who;
let readonly: Who;
let mineLead: string;
let theirsLead: string;
let mineEntity: { entity_key: string; buyer_id: string; pan: string; gstin: string };
let theirsEntityKey: string;

const rows = async <T>(q: string) => (await t.database.executeSql<T>(q)).rows;
const json = (method: 'GET' | 'POST', who: Who | undefined, url: string, payload?: unknown) =>
  t.app.inject({ method, url: `/api${url}`, ...(payload ? { payload } : {}), ...(who ?? {}) });
const upload = (who: Who | undefined, leadKey: string, fields: Record<string, string>, names: string[]) => {
  const m = multipartBody(
    fields,
    names.map((name) => ({ name, body: tinyPdf(name), type: 'application/pdf' })),
  );
  return t.app.inject({
    method: 'POST',
    url: `/api/credit/lead/${leadKey}/document`,
    payload: m.payload,
    headers: { ...(who?.headers ?? {}), 'content-type': m.contentType },
  });
};
const list = (who: Who, leadKey: string) => json('GET', who, `/credit/lead/${leadKey}/document`);
const fieldsOf = (res: { json: () => unknown }) =>
  (res.json() as { details: { fields: { field: string; message: string }[] } }).details.fields.map(
    (f) => `${f.field}: ${f.message}`,
  );

async function leadOn(entityKey: string, buyerId: string, pan: string, gstin: string, tagged: string[] = []) {
  const res = await json('POST', credit, '/credit/lead', {
    buyerEntityKey: entityKey,
    buyerId,
    companyName: 'Shree Ganesh Infra Pvt Ltd',
    registrationType: 'N/A',
    pan,
    gstins: [gstin],
    financials: [],
    requestedLimitPaise: '2500000000',
    requestedPeriodDays: 45,
    taggedEntityKeys: tagged,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<CreditLeadDetail>().leadKey;
}

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  [credit, rm, seller, readonly] = (await Promise.all(
    ['credit', 'rm', 'seller', 'readonly'].map((u) => as(t, u)),
  )) as [Who, Who, Who, Who];
  type E = { entity_key: string; buyer_id: string; pan: string; gstin: string };
  const pick = (mine: boolean) =>
    rows<E>(
      `SELECT e.entity_key, b.id AS buyer_id, b.pan, b.gstin FROM buyer_entities e
         JOIN buyer_entity_members x ON x.entity_id = e.id JOIN buyers b ON b.id = x.buyer_id
       WHERE ${mine ? '' : 'NOT'} EXISTS (SELECT 1 FROM buyer_entity_members y JOIN buyers c ON c.id = y.buyer_id
                     WHERE y.entity_id = e.id AND c.rm_email = 'rm@dom.example.in')
       ORDER BY e.entity_key LIMIT 1`,
    );
  const [m] = await pick(true);
  const [o] = await pick(false);
  mineEntity = m!;
  theirsEntityKey = o!.entity_key;
  mineLead = await leadOn(m!.entity_key, m!.buyer_id, m!.pan, m!.gstin);
  theirsLead = await leadOn(o!.entity_key, o!.buyer_id, o!.pan, o!.gstin);
}, 120_000);
afterAll(async () => t?.close());

describe('credit lead documents (putSignedUrl, document, document/delete)', () => {
  it('401 without a session; 403 to upload or delete without Allow_Credit_Lead_Enrich', async () => {
    expect((await upload(undefined, mineLead, { documentType: 'ITR' }, ['itr.pdf'])).statusCode).toBe(401);
    // The read-only role sees the credit screens but may not change a lead.
    expect((await list(readonly, mineLead)).statusCode).toBe(200);
    expect((await upload(readonly, mineLead, { documentType: 'ITR' }, ['itr.pdf'])).statusCode).toBe(403);
    expect((await list(seller, mineLead)).statusCode).toBe(403);
    const del = await json('POST', readonly, '/credit/lead/document/delete', {
      leadKey: mineLead,
      documentId: '00000000-0000-4000-8000-000000000000',
    });
    expect(del.statusCode).toBe(403);
  });

  it('uploads real files, lists them, downloads the bytes and deletes one (audited)', async () => {
    const res = await upload(credit, mineLead, { documentType: 'BANK_STATEMENT' }, [
      'bank-apr.pdf',
      'bank-may.pdf',
    ]);
    expect(res.statusCode, res.body).toBe(201);
    const stored = res.json<{ documents: LeadDocument[] }>().documents;
    expect(stored.map((d) => d.documentType)).toEqual(['BANK_STATEMENT', 'BANK_STATEMENT']);
    expect(stored[0]!.uploadedBy).not.toBeNull();

    const listed = (await list(credit, mineLead)).json<LeadDocument[]>();
    expect(listed.map((d) => d.documentId).sort()).toEqual(stored.map((d) => d.documentId).sort());

    const link = await json(
      'GET',
      credit,
      `/credit/lead/${mineLead}/document/${stored[0]!.documentId}/signedUrl`,
    );
    expect(link.statusCode, link.body).toBe(200);
    const bytes = (await t.app.inject({ method: 'GET', url: link.json<{ url: string }>().url })).rawPayload;
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');

    const gone = await json('POST', credit, '/credit/lead/document/delete', {
      leadKey: mineLead,
      documentId: stored[0]!.documentId,
    });
    expect(gone.statusCode, gone.body).toBe(200);
    expect((await list(credit, mineLead)).json<LeadDocument[]>().map((d) => d.documentId)).toEqual([
      stored[1]!.documentId,
    ]);
    // A deleted document is not downloadable and not deletable again.
    const after = await json(
      'GET',
      credit,
      `/credit/lead/${mineLead}/document/${stored[0]!.documentId}/signedUrl`,
    );
    expect(after.statusCode).toBe(404);
    expect(after.json<{ message: string }>().message).toBe('File not available to download');
    const again = await json('POST', credit, '/credit/lead/document/delete', {
      leadKey: mineLead,
      documentId: stored[0]!.documentId,
    });
    expect(again.statusCode).toBe(404);
    const audit = await rows<{ action: string }>(
      `SELECT action FROM audit_log WHERE entity_type = 'credit_lead' AND action LIKE 'credit-lead.document.%' ORDER BY at, id`,
    );
    expect(audit.map((a) => a.action)).toEqual([
      'credit-lead.document.upload',
      'credit-lead.document.delete',
    ]);
  });

  it("scopes to the caller: the relationship manager sees his lead's papers, another's lead is 404", async () => {
    await upload(credit, theirsLead, { documentType: 'KYC' }, ['kyc.pdf']);
    const own = await list(rm, mineLead);
    expect(own.statusCode).toBe(200);
    expect(own.json<LeadDocument[]>().length).toBe(1);
    expect((await list(rm, theirsLead)).statusCode).toBe(404);
    const [theirDoc] = (await list(credit, theirsLead)).json<LeadDocument[]>();
    // Another lead's document id under my lead is not found either.
    const cross = await json(
      'GET',
      credit,
      `/credit/lead/${mineLead}/document/${theirDoc!.documentId}/signedUrl`,
    );
    expect(cross.statusCode).toBe(404);
  });

  it('refuses bad input with 400 naming the field, and a closed lead with 409', async () => {
    const noType = await upload(credit, mineLead, {}, ['a.pdf']);
    expect(noType.statusCode).toBe(400);
    expect(fieldsOf(noType)).toEqual(['documentType: Select a document type']);
    const badType = await upload(credit, mineLead, { documentType: 'SELFIE' }, ['a.pdf']);
    expect(fieldsOf(badType)).toEqual(['documentType: Select a document type from the list']);
    const noFile = await upload(credit, mineLead, { documentType: 'ITR' }, []);
    expect(fieldsOf(noFile)).toEqual(['file: Choose a file']);
    const badId = await json('POST', credit, '/credit/lead/document/delete', {
      leadKey: mineLead,
      documentId: 'x',
    });
    expect(badId.statusCode).toBe(400);
    expect(fieldsOf(badId)[0]).toMatch(/^documentId: /);

    const archived = await json('POST', credit, '/credit/lead/archive', { leadKey: theirsLead });
    expect(archived.statusCode, archived.body).toBe(200);
    const closed = await upload(credit, theirsLead, { documentType: 'ITR' }, ['late.pdf']);
    expect(closed.statusCode).toBe(409);
    expect(closed.json<{ message: string }>().message).toBe(
      'The papers of a decided or archived lead cannot change',
    );
  });
});

describe('cams/tag-owners', () => {
  it("names the CAM owner of the lead's entity and of each tagged entity; out of scope is 404", async () => {
    // A lead on my entity that tags the other entity, whose own CAM is theirsLead (archived above,
    // so it has none left), then a fresh lead on the other entity becomes its CAM.
    const fresh = await json('POST', credit, '/credit/lead', {
      buyerEntityKey: theirsEntityKey,
      buyerId: (
        await rows<{ buyer_id: string }>(
          `SELECT x.buyer_id FROM buyer_entity_members x JOIN buyer_entities e ON e.id = x.entity_id
         WHERE e.entity_key = '${theirsEntityKey}' LIMIT 1`,
        )
      )[0]!.buyer_id,
      companyName: 'Tagged Group Co',
      registrationType: 'N/A',
      pan: (
        await rows<{ pan: string }>(`SELECT pan FROM buyer_entities WHERE entity_key = '${theirsEntityKey}'`)
      )[0]!.pan,
      gstins: [mineEntity.gstin],
      financials: [],
      requestedLimitPaise: '100000000',
      requestedPeriodDays: 30,
      taggedEntityKeys: [],
    });
    expect(fresh.statusCode, fresh.body).toBe(201);
    const theirCam = fresh.json<CreditLeadDetail>().leadKey;
    const tagging = await leadOn(
      mineEntity.entity_key,
      mineEntity.buyer_id,
      mineEntity.pan,
      mineEntity.gstin,
      [theirsEntityKey],
    );

    const res = await json('GET', credit, `/credit/lead/cams/tag-owners/${tagging}`);
    expect(res.statusCode, res.body).toBe(200);
    const owners = res.json<CamTagOwner[]>();
    expect(owners.map((o) => [o.entityKey, o.relation])).toEqual([
      [mineEntity.entity_key, 'SELF'],
      [theirsEntityKey, 'TAGGED'],
    ]);
    // My entity's CAM is the newest lead on it (this one), owned by its relationship manager.
    const [own] = await rows<{ rm_email: string }>(
      `SELECT b.rm_email FROM buyers b WHERE b.id = '${mineEntity.buyer_id}'`,
    );
    expect(own!.rm_email).toBeTruthy();
    expect(owners[0]).toMatchObject({
      camLeadKey: tagging,
      camStatus: 'SUBMITTED',
      ownerEmail: own!.rm_email,
    });
    // The tagged entity's CAM is its newest lead that is not archived.
    expect(owners[1]!.camLeadKey).toBe(theirCam);
    expect(owners[1]!.ownerEmail).not.toBeNull();

    // The relationship manager sees his lead's owners; another's lead is 404; no permission is 403.
    expect((await json('GET', rm, `/credit/lead/cams/tag-owners/${tagging}`)).statusCode).toBe(200);
    expect((await json('GET', rm, `/credit/lead/cams/tag-owners/${theirCam}`)).statusCode).toBe(404);
    expect((await json('GET', seller, `/credit/lead/cams/tag-owners/${tagging}`)).statusCode).toBe(403);
    const bad = await json('GET', credit, '/credit/lead/cams/tag-owners/nope');
    expect(bad.statusCode).toBe(400);
    expect(fieldsOf(bad)).toEqual(['leadKey: Not a credit lead key']);
  });
});
