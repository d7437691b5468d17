import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { addDays, istDateOf } from '@dom/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as } from '../../../test/auth';
import { multipartBody } from '../../../test/multipart';
import { type TestApp, createTestApp } from '../../../test/test-app';
import { tinyPdf } from '../../seed/tiny-pdf';
import { OPEN_ADDRESSES_PER_USER } from '../../platform/files/upload-addresses';
import { UNCLAIMED_GRACE_MS, UNCLAIMED_UPLOADS_JOB } from './files.background';

type Who = { headers: { authorization: string } };
type Upload = { fileName: string; url: string; headers: Record<string, string>; uploadKey: string };

let seq = 0;
const idem = () => `w13-upload-addresses-${seq++}`;
/** A Windows executable's first bytes: never a document. */
const EXE = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'), Buffer.alloc(2048, 7)]);
const MB = 1024 * 1024;

/**
 * Upload addresses (issue #30 item 5): single-use, bound to their kind, purpose, cap and caller,
 * expiring; what was saved cannot be rewritten through its address; what is never claimed is
 * deleted by a job. Time moves on the server's injected clock.
 */
describe('upload addresses', () => {
  let t: TestApp;
  let now = new Date();
  let credit: Who;
  let admin: Who;
  let enhancerId = '';

  const send = (who: Who | object, method: 'POST' | 'PUT', url: string, payload: object) =>
    t.app.inject({
      method,
      url: `/api${url}`,
      payload,
      headers: { ...('headers' in who ? who.headers : {}), 'idempotency-key': idem() },
    });
  const rowsOf = async <T extends Record<string, unknown>>(query: string, params: unknown[] = []) =>
    (await t.database.executeSql<T>(query, params)).rows;
  const addressesFor = async (who: Who, purpose: string, names: string[]) => {
    const res = await send(who, 'POST', `/credit/generate/signedUrl?purpose=${purpose}`, {
      fileNames: names,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ uploads: Upload[] }>().uploads;
  };
  const put = (u: { url: string; headers: Record<string, string> }, body: Buffer) =>
    t.app.inject({ method: 'PUT', url: u.url, headers: u.headers, payload: body });
  const saveDocument = (uploadKey: string, number: string) =>
    send(credit, 'POST', '/enhancer-documents', {
      enhancerId,
      documentType: 'LC',
      documentNumber: number,
      uploadKey,
    });
  const taskAddress = async (who: Who, purpose: string, fileName: string) => {
    const res = await send(who, 'POST', '/tasks/upload/signedUrl', { purpose, fileName });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ url: string }>().url;
  };
  /** Sends a file to a task upload address, signed in as `who` (the admin unless told). */
  const postFile = (url: string, name: string, bytes: Buffer, who: Who = admin) => {
    const body = multipartBody({}, [{ name, body: bytes, type: 'application/pdf' }]);
    return t.app.inject({
      method: 'POST',
      url,
      headers: { ...who.headers, 'content-type': body.contentType },
      payload: body.payload,
    });
  };
  async function folderBytes(dir: string): Promise<number> {
    let total = 0;
    for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
      if (entry.isFile()) total += (await stat(path.join(entry.parentPath, entry.name))).size;
    }
    return total;
  }

  beforeAll(async () => {
    t = await createTestApp({ seed: true, context: { clock: () => now }, config: { runJobs: true } });
    await t.ctx.jobs.start();
    [credit, admin] = (await Promise.all(['credit', 'admin'].map((u) => as(t, u)))) as [Who, Who];
    const [buyer] = await rowsOf<{ id: string }>(
      `SELECT b.id FROM buyers b JOIN buyer_credit_accounts a ON a.buyer_id = b.id ORDER BY b.code LIMIT 1`,
    );
    const made = await send(credit, 'POST', '/credit/enhancers', {
      buyerId: buyer!.id,
      enhancerType: 'LC',
      creditLimitPaise: '5000000',
      bankName: 'State Bank of India',
      bankAmountPaise: '5000000',
      validity: addDays(istDateOf(now), 30),
    });
    expect(made.statusCode, made.body).toBe(201);
    enhancerId = made.json<{ id: string }>().id;
  }, 120_000);
  afterAll(() => t?.close());

  it('writes once: a second PUT to a saved file’s address is refused and the saved document keeps its bytes', async () => {
    const pdf = tinyPdf('LC of record');
    const [u] = await addressesFor(credit, 'ENHANCER_DOCUMENTS', ['lc.pdf']);
    expect((await put(u!, pdf)).statusCode).toBe(200);
    // Before it is saved: the address is spent.
    const before = await put(u!, EXE);
    expect(before.statusCode, before.body).toBe(409);
    const saved = await saveDocument(u!.uploadKey, 'LC/ONCE/1');
    expect(saved.statusCode, saved.body).toBe(201);
    const doc = saved.json<{ id: string; fileId: string }>();
    // After it is saved: still refused, and nothing under the file's key changes.
    const after = await put(u!, EXE);
    expect(after.statusCode, after.body).toBe(409);
    const link = await t.app.inject({
      method: 'GET',
      url: `/api/enhancer-documents/${doc.id}/signedUrl`,
      ...credit,
    });
    expect(link.statusCode, link.body).toBe(200);
    const file = await t.app.inject({ method: 'GET', url: link.json<{ url: string }>().url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(Buffer.compare(file.rawPayload, pdf)).toBe(0);
    // The file lives under a key of its own that no address names.
    const [row] = await rowsOf<{ storage_key: string }>(`SELECT storage_key FROM files WHERE id = $1`, [
      doc.fileId,
    ]);
    expect(u!.url).not.toContain(encodeURIComponent(row!.storage_key));
    expect(u!.url).not.toContain(row!.storage_key);
  });

  it('caps an address at its purpose’s size, before anything is kept', async () => {
    const [u] = await addressesFor(credit, 'ENHANCER_DOCUMENTS', ['big.pdf']);
    const big = Buffer.concat([tinyPdf('big'), Buffer.alloc(5 * MB + 1, 32)]);
    const res = await put(u!, big);
    expect(res.statusCode, res.body).toBe(413);
    const key = new URL(u!.url, 'http://x').searchParams.get('key')!;
    expect(await t.ctx.storage.exists(key)).toBe(false);
  });

  it('expires: an address used after its time is refused, by the server’s clock', async () => {
    const [u] = await addressesFor(credit, 'ENHANCER_DOCUMENTS', ['late.pdf']);
    const started = now;
    now = new Date(started.getTime() + 16 * 60 * 1000);
    try {
      const res = await put(u!, tinyPdf('late'));
      expect(res.statusCode).toBe(403);
      expect(res.json<{ message: string }>().message).toContain('expired');
    } finally {
      now = started;
    }
  });

  it('a task upload address is used once, holds its purpose’s 5 MB cap, and its signature is not a file address (nor the reverse)', async () => {
    const url = await taskAddress(admin, 'ENHANCER_DOCUMENTS', 'six.pdf');
    const six = await postFile(url, 'six.pdf', Buffer.concat([tinyPdf('six'), Buffer.alloc(6 * MB, 32)]));
    expect(six.statusCode, six.body).toBe(413);
    expect(await rowsOf(`SELECT 1 FROM files WHERE name = 'six.pdf'`)).toHaveLength(0);

    const doc = await taskAddress(admin, 'ENHANCER_DOCUMENTS', 'proof.pdf');
    // The sender must be the user the address was issued to: anyone else holding it gets 403, and the
    // address stays unused for its owner.
    const stranger = await postFile(doc, 'proof.pdf', EXE, credit);
    expect(stranger.statusCode, stranger.body).toBe(403);
    const anonymous = await t.app.inject({ method: 'POST', url: doc, payload: {} });
    expect(anonymous.statusCode).toBe(401);
    const first = await postFile(doc, 'proof.pdf', tinyPdf('proof'));
    expect(first.statusCode, first.body).toBe(201);
    const second = await postFile(doc, 'proof.pdf', tinyPdf('proof again'));
    expect(second.statusCode, second.body).toBe(409);

    // A task signature sent to the file address: refused, and nothing written.
    const fresh = new URL(await taskAddress(admin, 'ENHANCER_DOCUMENTS', 'x.pdf'), 'http://x');
    const token = fresh.searchParams.get('token')!;
    const asFile = await t.app.inject({
      method: 'PUT',
      url: `/api/files/upload?key=${token}&expires=${fresh.searchParams.get('expires')}&signature=${fresh.searchParams.get('signature')}`,
      payload: EXE,
    });
    expect(asFile.statusCode, asFile.body).toBe(403);
    expect(await t.ctx.storage.exists(token)).toBe(false);

    // A file signature sent to the task address: refused, never a 500.
    const [f] = await addressesFor(credit, 'ENHANCER_DOCUMENTS', ['y.pdf']);
    const q = new URL(f!.url, 'http://x').searchParams;
    const asTask = await postFile(
      `/api/tasks/upload/signed?token=${encodeURIComponent(q.get('key')!)}&expires=${q.get('expires')}&signature=${q.get('signature')}`,
      'y.pdf',
      tinyPdf('y'),
    );
    expect(asTask.statusCode, asTask.body).toBe(403);
  });

  it('limits how many open addresses one user holds', async () => {
    const open = await rowsOf<{ n: number }>(
      `SELECT count(*)::int AS n FROM upload_addresses a JOIN users u ON u.id::text = a.issued_to
        WHERE u.email = 'admin@dom.example.in' AND a.used_at IS NULL AND a.expires_at > $1`,
      [now.toISOString()],
    );
    for (let i = Number(open[0]!.n); i < OPEN_ADDRESSES_PER_USER; i++)
      await taskAddress(admin, 'ENHANCER_DOCUMENTS', `n${i}.pdf`);
    const over = await send(admin, 'POST', '/tasks/upload/signedUrl', {
      purpose: 'ENHANCER_DOCUMENTS',
      fileName: 'one-more.pdf',
    });
    expect(over.statusCode, over.body).toBe(429);
  });

  it('a job deletes the bytes of uploads never claimed, once their address has expired, and keeps saved files', async () => {
    const dir = t.ctx.config.fileStorageDir;
    const [kept] = await addressesFor(credit, 'ENHANCER_DOCUMENTS', ['kept.pdf']);
    expect((await put(kept!, tinyPdf('kept'))).statusCode).toBe(200);
    const saved = await saveDocument(kept!.uploadKey, 'LC/KEPT/1');
    expect(saved.statusCode, saved.body).toBe(201);
    const before = await folderBytes(dir);
    const abandoned = await addressesFor(credit, 'ENHANCER_DOCUMENTS', ['a.pdf', 'b.pdf', 'c.pdf']);
    for (const u of abandoned) expect((await put(u, Buffer.alloc(MB, 66))).statusCode).toBe(200);
    expect(await folderBytes(dir)).toBe(before + 3 * MB);

    // Not yet: within its time (and the grace after it) an upload may still be saved.
    const early = await t.ctx.jobs.waitFor(await t.ctx.jobs.enqueue(UNCLAIMED_UPLOADS_JOB, {}));
    expect(early.status).toBe('COMPLETED');
    expect(await folderBytes(dir)).toBe(before + 3 * MB);

    const started = now;
    now = new Date(started.getTime() + 15 * 60 * 1000 + UNCLAIMED_GRACE_MS + 1000);
    try {
      const run = await t.ctx.jobs.waitFor(await t.ctx.jobs.enqueue(UNCLAIMED_UPLOADS_JOB, {}));
      expect(run.status).toBe('COMPLETED');
      expect((run.result as { removed: number }).removed).toBeGreaterThanOrEqual(3);
      expect(await folderBytes(dir)).toBe(before);
      for (const u of abandoned) {
        const key = new URL(u.url, 'http://x').searchParams.get('key')!;
        expect(await t.ctx.storage.exists(key)).toBe(false);
      }
      const doc = saved.json<{ id: string }>();
      const link = await t.app.inject({
        method: 'GET',
        url: `/api/enhancer-documents/${doc.id}/signedUrl`,
        ...credit,
      });
      const file = await t.app.inject({ method: 'GET', url: link.json<{ url: string }>().url });
      expect(Buffer.compare(file.rawPayload, tinyPdf('kept'))).toBe(0);
    } finally {
      now = started;
    }
  });
});
