import type { AddressInfo } from 'node:net';
import type { Campaign, NotificationLog, NotificationLogPage, Task, TaskPreview } from '@dom/contract';
import ExcelJS from 'exceljs';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as } from '../../../test/auth';
import { failInserts } from '../../../test/fail-inserts';
import { multipartBody } from '../../../test/multipart';
import { type TestApp, createTestApp } from '../../../test/test-app';
import type { ChannelAdapter, OutgoingMessage } from '../../integrations/messaging/channel';
import { SmtpEmail } from '../../integrations/messaging/smtp-email';
import { enqueueOutbox } from '../../platform/outbox';

type Who = { headers: { authorization: string } };

/** A WhatsApp channel that fails while `failing` is set. */
class FlakyChannel implements ChannelAdapter {
  readonly channel = 'WHATSAPP' as const;
  readonly name = 'flaky';
  failing = true;
  sent: OutgoingMessage[] = [];
  async send(message: OutgoingMessage): Promise<void> {
    if (this.failing) throw new Error('provider answered 503: try later');
    this.sent.push(message);
  }
}

describe('notifications', () => {
  let t: TestApp;
  let sink: SMTPServer;
  let smtp: SmtpEmail;
  const mails: ParsedMail[] = [];
  const whatsapp = new FlakyChannel();
  let admin: Who;
  let readonly: Who;
  let seller: Who;
  let sellerUser: { id: string; email: string; phone: string; sellerId: string };
  let orderKey: string;

  beforeAll(async () => {
    sink = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      onData(stream, _session, callback) {
        simpleParser(stream)
          .then((mail) => {
            mails.push(mail);
            callback();
          })
          .catch(callback);
      },
    });
    await new Promise<void>((resolve) => sink.listen(0, '127.0.0.1', resolve));
    const { port } = sink.server.address() as AddressInfo;
    smtp = new SmtpEmail(`smtp://127.0.0.1:${port}`, 'DOM <no-reply@dom.example.in>');
    t = await createTestApp({ seed: true, context: { channels: { EMAIL: smtp, WHATSAPP: whatsapp } } });
    admin = await as(t, 'admin');
    readonly = await as(t, 'readonly');
    seller = await as(t, 'seller');
    const u = await t.database.executeSql<{ id: string; email: string; phone: string; seller_id: string }>(
      "SELECT id, email, phone, seller_id FROM users WHERE username = 'seller'",
    );
    const row = u.rows[0];
    if (!row) throw new Error('no seller user');
    sellerUser = { id: row.id, email: row.email, phone: row.phone, sellerId: row.seller_id };
    const o = await t.database.executeSql<{ order_key: string }>(
      `SELECT order_key FROM orders WHERE seller_id = '${sellerUser.sellerId}' ORDER BY order_key LIMIT 1`,
    );
    orderKey = o.rows[0]?.order_key ?? '';
    expect(orderKey).not.toBe('');
    // What the seed left in the outbox is delivered first, so the tests below see only their own sends.
    await drain();
  }, 120_000);
  afterAll(async () => {
    await t.close();
    smtp.close();
    await new Promise<void>((resolve) => sink.close(() => resolve()));
  });

  async function drain(): Promise<void> {
    for (let i = 0; i < 50; i++) {
      const r = await t.ctx.outbox.drainOnce();
      if (r.sent + r.retried + r.failed === 0) return;
    }
  }

  const logsFor = async (source: string) =>
    (
      await t.database.executeSql<{
        id: string;
        channel: string;
        status: string;
        attempts: number;
        recipient: string;
        next_attempt_at: string | null;
        recipient_type: string;
      }>(
        `SELECT id, channel, status, attempts, recipient, next_attempt_at, recipient_type FROM notification_logs WHERE source_ref = '${source}' ORDER BY id`,
      )
    ).rows;

  const emit = (topic: 'order.approved', payload: { orderKey: string }) =>
    t.database.db.transaction((tx) => enqueueOutbox(tx, topic, payload));

  it('answers 401 without a session and 403 without the permission', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/notification/logs' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/notification/logs', ...seller })).statusCode).toBe(
      403,
    );
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/notification/logs/1/retrigger', ...readonly }))
        .statusCode,
    ).toBe(403);
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: '/api/notification/templates/1',
          payload: { body: 'x' },
          ...readonly,
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/campaign',
          payload: { name: 'Q1', audience: 'BUYERS', channel: 'SMS' },
          ...readonly,
        })
      ).statusCode,
    ).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/campaign', ...seller })).statusCode).toBe(403);
  });

  it("respects the recipient's preferences and delivers the e-mail to the SMTP server", async () => {
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/notification/preferences',
      payload: { email: true, sms: true, whatsapp: false, language: 'en' },
      ...seller,
    });
    expect(put.statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/notification/preferences', ...seller })).json(),
    ).toMatchObject({
      whatsapp: false,
    });
    await emit('order.approved', { orderKey });
    await drain();
    const mine = (await logsFor(`order ${orderKey}`)).filter((l) => l.recipient_type === 'SELLER');
    const channels = mine.filter((l) => l.recipient === sellerUser.email || l.recipient === sellerUser.phone);
    expect(channels.map((l) => l.channel).sort()).toEqual(['EMAIL', 'SMS']);
    expect(channels.every((l) => l.status === 'SENT')).toBe(true);
    const toOf = (m: ParsedMail) => (m.to && !Array.isArray(m.to) ? m.to.text : '');
    const mail = mails.find(
      (m) => m.subject === `Order ${orderKey} approved` && toOf(m).includes(sellerUser.email),
    );
    expect(mail, 'the SMTP server received the e-mail').toBeDefined();
    expect(mail?.text).toContain(`order ${orderKey} has been approved`);
    // The SMS went through the SMS gateway adapter (its simulator here).
    const sms = await t.database.executeSql<{ body: string }>(
      `SELECT body FROM sms_messages WHERE "to" = '${sellerUser.phone}' AND body LIKE '%${orderKey}%'`,
    );
    expect(sms.rows.length).toBe(1);
    // The same outbox message delivered again (a lapsed lease) notifies nobody twice.
    const count = (await logsFor(`order ${orderKey}`)).length;
    await t.database.executeSql(
      `UPDATE outbox SET processed_at = NULL, available_at = now() - interval '1 second' WHERE topic = 'order.approved' AND payload->>'orderKey' = '${orderKey}'`,
    );
    await drain();
    expect((await logsFor(`order ${orderKey}`)).length).toBe(count);
  });

  it('retries a failed send with back-off, fails it after the last attempt, and retriggers it once', async () => {
    await t.database.executeSql(`DELETE FROM notification_preferences WHERE user_id = '${sellerUser.id}'`);
    const o = await t.database.executeSql<{ order_key: string }>(
      `SELECT order_key FROM orders WHERE seller_id = '${sellerUser.sellerId}' ORDER BY order_key OFFSET 1 LIMIT 1`,
    );
    const key = o.rows[0]?.order_key ?? '';
    whatsapp.failing = true;
    await emit('order.approved', { orderKey: key });
    const started = Date.now();
    await drain();
    const wa = () =>
      logsFor(`order ${key}`).then((ls) =>
        ls.find((l) => l.channel === 'WHATSAPP' && l.recipient === sellerUser.phone),
      );
    let log = await wa();
    expect(log).toMatchObject({ status: 'IN_PROGRESS', attempts: 1 });
    const wait1 = new Date(log?.next_attempt_at ?? 0).getTime() - started;
    expect(wait1).toBeGreaterThan(25_000);
    expect(wait1).toBeLessThan(40_000);
    const due = () =>
      t.database.executeSql(
        "UPDATE outbox SET available_at = now() - interval '1 second' WHERE topic = 'notification.deliver' AND processed_at IS NULL AND failed_at IS NULL",
      );
    await due();
    const before2 = Date.now();
    await drain();
    log = await wa();
    expect(log).toMatchObject({ status: 'IN_PROGRESS', attempts: 2 });
    // The wait doubles.
    const wait2 = new Date(log?.next_attempt_at ?? 0).getTime() - before2;
    expect(wait2).toBeGreaterThan(55_000);
    await due();
    await drain();
    await due();
    await drain();
    log = await wa();
    expect(log).toMatchObject({ status: 'FAILED', attempts: 4 });

    // The log shows it, filterable, with the retrigger action.
    const failed = await t.app.inject({
      method: 'GET',
      url: `/api/notification/logs?status=FAILED&channel=WHATSAPP&recipient=${sellerUser.phone}`,
      ...admin,
    });
    expect(failed.statusCode).toBe(200);
    const page = failed.json<NotificationLogPage>();
    const row = page.content.find((l) => l.id === Number(log?.id));
    expect(row?.allowedActions).toEqual([
      { action: 'retrigger', endpoint: 'notifications.retrigger', params: { id: String(row?.id) } },
    ]);
    expect(row?.lastError).toContain('503');
    expect(page.content.every((l) => l.status === 'FAILED' && l.channel === 'WHATSAPP')).toBe(true);

    whatsapp.failing = false;
    const url = `/api/notification/logs/${log?.id}/retrigger`;
    const first = await t.app.inject({ method: 'POST', url, ...admin });
    expect(first.statusCode).toBe(200);
    expect(first.json<NotificationLog>()).toMatchObject({ status: 'IN_PROGRESS', attempts: 0 });
    const second = await t.app.inject({ method: 'POST', url, ...admin });
    expect(second.statusCode).toBe(200);
    const queued = await t.database.executeSql<{ n: string }>(
      `SELECT count(*) AS n FROM outbox WHERE topic = 'notification.deliver' AND processed_at IS NULL AND payload->>'logId' = '${log?.id}'`,
    );
    expect(Number(queued.rows[0]?.n)).toBe(1);
    await drain();
    expect(await wa()).toMatchObject({ status: 'SENT', attempts: 1 });
    expect(whatsapp.sent.filter((m) => m.body.includes(key))).toHaveLength(1);
    const again = await t.app.inject({ method: 'POST', url, ...admin });
    expect(again.statusCode).toBe(409);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/notification/logs/999999999/retrigger', ...admin }))
        .statusCode,
    ).toBe(404);
  });

  it('filters logs by event, channel, status and date', async () => {
    const get = (q: string) =>
      t.app
        .inject({ method: 'GET', url: `/api/notification/logs?${q}`, ...admin })
        .then((r) => r.json<NotificationLogPage>());
    const email = await get('channel=EMAIL&eventCode=ORDER_APPROVED&pageSize=100');
    expect(email.content.length).toBeGreaterThan(0);
    expect(email.content.every((l) => l.channel === 'EMAIL' && l.eventCode === 'ORDER_APPROVED')).toBe(true);
    const sent = await get('status=SENT&status=FAILED');
    expect(sent.content.every((l) => l.status === 'SENT' || l.status === 'FAILED')).toBe(true);
    expect((await get('fromDate=2001-01-01&toDate=2001-01-02')).totalElements).toBe(0);
    const bad = await t.app.inject({ method: 'GET', url: '/api/notification/logs?status=LOST', ...admin });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('status');
  });

  it('edits a template with a preview; unknown placeholders are refused naming them', async () => {
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/notification/templates?eventCode=ORDER_APPROVED&channel=EMAIL&language=en',
      ...admin,
    });
    expect(list.statusCode).toBe(200);
    const template = list
      .json<{ templates: { id: number; recipientType: string }[] }>()
      .templates.find((x) => x.recipientType === 'SELLER');
    expect(template).toBeDefined();
    const preview = await t.app.inject({
      method: 'POST',
      url: '/api/notification/templates/preview',
      payload: {
        eventCode: 'ORDER_APPROVED',
        channel: 'EMAIL',
        subject: 'Approved: {{orderKey}}',
        body: 'Hello {{name}}, {{orderKey}} is approved.',
      },
      ...admin,
    });
    expect(preview.json()).toEqual({
      subject: 'Approved: SO-240501-0001',
      body: 'Hello Ramesh Patil, SO-240501-0001 is approved.',
    });
    const refused = await t.app.inject({
      method: 'PUT',
      url: `/api/notification/templates/${template?.id}`,
      payload: { subject: 'Approved', body: 'Pay {{amount}} for {{orderKey}} by {{dueDate}}' },
      ...admin,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('{{amount}}');
    expect(refused.body).toContain('{{dueDate}}');
    const saved = await t.app.inject({
      method: 'PUT',
      url: `/api/notification/templates/${template?.id}`,
      payload: {
        subject: 'Approved: {{orderKey}}',
        body: 'Hello {{name}}, {{orderKey}} is approved. Start packing.',
      },
      ...admin,
    });
    expect(saved.statusCode).toBe(200);
    const o = await t.database.executeSql<{ order_key: string }>(
      `SELECT order_key FROM orders WHERE seller_id = '${sellerUser.sellerId}' ORDER BY order_key OFFSET 2 LIMIT 1`,
    );
    const key = o.rows[0]?.order_key ?? '';
    await emit('order.approved', { orderKey: key });
    await drain();
    expect(mails.find((m) => m.subject === `Approved: ${key}`)?.text).toContain('Start packing.');
  });

  it('sends a campaign in one transaction: a failure after its first recipient leaves it unsent, nothing written', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/campaign',
      payload: { name: 'Buyer feedback (rollback)', audience: 'BUYERS', channel: 'EMAIL' },
      ...admin,
    });
    expect(created.statusCode).toBe(201);
    const id = created.json<Campaign>().id;
    const written = async () =>
      (
        await t.database.executeSql<{ sent: boolean; recipients: number; logs: number }>(
          `SELECT (SELECT sent_at IS NOT NULL FROM campaigns WHERE id = ${id}) AS sent,
                  (SELECT count(*)::int FROM campaign_recipients WHERE campaign_id = ${id}) AS recipients,
                  (SELECT count(*)::int FROM notification_logs WHERE source_ref = 'campaign ${id}') AS logs`,
        )
      ).rows[0];
    // The claim, the first recipient and its notifications are written; the second recipient fails.
    const heal = await failInserts(
      t,
      'campaign_recipients',
      'EXISTS (SELECT 1 FROM campaign_recipients c WHERE c.campaign_id = NEW.campaign_id)',
    );
    let failed;
    try {
      failed = await t.app.inject({ method: 'POST', url: `/api/campaign/${id}/send`, ...admin });
    } finally {
      await heal();
    }
    expect(failed.statusCode).toBe(500);
    expect(await written()).toEqual({ sent: false, recipients: 0, logs: 0 });
    // Not left claimed: the campaign sends once the database takes it.
    const sent = await t.app.inject({ method: 'POST', url: `/api/campaign/${id}/send`, ...admin });
    expect(sent.statusCode, sent.body).toBe(200);
    const recipients = sent.json<Campaign>().recipients;
    expect(recipients).toBeGreaterThan(1);
    expect(await written()).toMatchObject({ sent: true, recipients });
  });

  it('sends a campaign once, collects scores and computes the NPS', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/campaign',
      payload: { name: 'Seller feedback Q1', audience: 'SELLERS', channel: 'EMAIL' },
      ...admin,
    });
    expect(created.statusCode).toBe(201);
    const id = created.json<Campaign>().id;
    // Before sending, the draft says whom a send reaches (the confirmation's "Send to n sellers?").
    const draft = (await t.app.inject({ method: 'GET', url: `/api/campaign/${id}`, ...admin })).json<
      Campaign & { audienceSize: number | null }
    >();
    const [sellerCount] = (
      await t.database.executeSql<{ n: number }>('SELECT count(*)::int AS n FROM sellers')
    ).rows;
    expect(draft).toMatchObject({ recipients: 0, audienceSize: sellerCount?.n });
    const sent = await t.app.inject({ method: 'POST', url: `/api/campaign/${id}/send`, ...admin });
    expect(sent.statusCode).toBe(200);
    const recipients = sent.json<Campaign>().recipients;
    expect(recipients).toBeGreaterThan(2);
    expect(recipients).toBe(draft.audienceSize);
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/campaign/${id}/send`, ...admin })).statusCode,
    ).toBe(409);
    const tokens = (
      await t.database.executeSql<{ token: string }>(
        `SELECT token FROM campaign_recipients WHERE campaign_id = ${id} ORDER BY id LIMIT 3`,
      )
    ).rows.map((r) => r.token);
    const scores = [10, 8, 3];
    for (const [i, token] of tokens.entries()) {
      const r = await t.app.inject({
        method: 'POST',
        url: `/api/campaign/feedback/${token}`,
        payload: { score: scores[i] },
      });
      expect(r.statusCode).toBe(200);
    }
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/campaign/feedback/${'x'.repeat(24)}`,
          payload: { score: 5 },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/campaign/feedback/${tokens[0]}`,
          payload: { score: 11 },
        })
      ).statusCode,
    ).toBe(400);
    const detail = await t.app.inject({ method: 'GET', url: `/api/campaign/${id}`, ...admin });
    expect(detail.json<{ audienceSize: number | null }>().audienceSize).toBeNull();
    expect(detail.json<Campaign>().nps).toEqual({
      score: 0,
      promoters: 1,
      passives: 1,
      detractors: 1,
      responses: 3,
    });
    await drain();
    expect(
      mails.some(
        // A whole address: the link leaves the app in an e-mail (PUBLIC_URL, here the default).
        (m) =>
          m.subject === 'How likely are you to recommend us?' &&
          /https?:\/\/[^\s/]+\/feedback\/[\w-]{16,}/.test(m.text ?? ''),
      ),
    ).toBe(true);
  });

  it('imports NPS scores as a task (/nps-imports): unknown recipients fail their row, the NPS counts the rest', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/campaign',
      payload: { name: 'Buyer NPS by phone', audience: 'BUYERS', channel: 'EMAIL' },
      ...admin,
    });
    const id = created.json<Campaign>().id;
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/campaign/${id}/send`, ...admin })).statusCode,
    ).toBe(200);
    const codes = (
      await t.database.executeSql<{ code: string }>(
        `SELECT b.code FROM campaign_recipients c JOIN buyers b ON b.id = c.party_id WHERE c.campaign_id = ${id} ORDER BY c.id LIMIT 3`,
      )
    ).rows.map((r) => r.code);
    expect(codes).toHaveLength(3);
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('NPS Scores');
    sheet.addRow(['Campaign ID', 'Party Code', 'Score', 'Comment']);
    sheet.addRow([id, codes[0], 10, 'Quick delivery']);
    sheet.addRow([id, codes[1], 9, '']);
    sheet.addRow([id, codes[2], 2, 'Late twice']);
    sheet.addRow([id, 'NOBODY', 7, '']);
    sheet.addRow([id, codes[0], 11, '']);
    const body = multipartBody({}, [
      {
        name: 'nps.xlsx',
        body: Buffer.from(await book.xlsx.writeBuffer()),
        type: 'application/octet-stream',
      },
    ]);
    const uploaded = await t.app.inject({
      method: 'POST',
      url: '/api/tasks/NPS_IMPORT/upload',
      headers: { ...admin.headers, 'content-type': body.contentType },
      payload: body.payload,
    });
    expect(uploaded.statusCode).toBe(201);
    const preview = uploaded.json<TaskPreview>();
    expect(preview.validRows).toBe(3);
    expect(preview.errors.map((e) => [e.row, e.column])).toEqual([
      [5, 'Party Code'],
      [6, 'Score'],
    ]);
    await t.app.inject({
      method: 'POST',
      url: '/api/extraction/initiate',
      ...admin,
      payload: { taskId: preview.task.taskId },
    });
    let task = preview.task;
    for (let i = 0; i < 200 && !task.finishedOn; i++) {
      await new Promise((r) => setTimeout(r, 50));
      task = (await t.app.inject({ method: 'GET', url: `/api/tasks/${task.taskId}`, ...admin })).json<Task>();
    }
    expect(task).toMatchObject({ status: 'PARTIAL_COMPLETED', writtenRows: 3, errorCount: 2 });
    const detail = await t.app.inject({ method: 'GET', url: `/api/campaign/${id}`, ...admin });
    // 2 promoters, 1 detractor of 3: 66.7 % − 33.3 % = 33.3.
    expect(detail.json<Campaign>().nps).toMatchObject({
      promoters: 2,
      passives: 0,
      detractors: 1,
      responses: 3,
    });
    expect(detail.json<Campaign>().nps.score).toBe(33.3);
  });

  it('hands POD, payment matches and ledger entries to the books system (its simulator)', async () => {
    await t.database.db.transaction((tx) =>
      enqueueOutbox(tx, 'books.sync-pod', { consignmentKey: 'CN-TEST-1', documentIds: ['d1'] }),
    );
    await drain();
    const rows = await t.database.executeSql<{ kind: string; reference: string }>(
      "SELECT kind, reference FROM books_sync_records WHERE reference = 'CN-TEST-1'",
    );
    expect(rows.rows).toEqual([{ kind: 'POD', reference: 'CN-TEST-1' }]);
  });
});
