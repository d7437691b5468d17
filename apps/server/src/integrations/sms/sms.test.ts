import { type IncomingHttpHeaders, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/test-db';
import type { Database } from '../../platform/db/database';
import { outbox } from '../../platform/db/schema/index';
import { OutboxDispatcher } from '../../platform/outbox';
import { HttpSmsGateway, smsSenderFor } from './http-sms-gateway';
import { enqueueSms, registerSmsDelivery } from './sms-sender';
import { SmsSimulator, listSimulatedSms } from './sms-simulator';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => database.close());

describe('SMS through the outbox', () => {
  it('records each message once in the simulator, and blanks secrets once delivered', async () => {
    const dispatcher = new OutboxDispatcher(database);
    registerSmsDelivery(dispatcher, new SmsSimulator(database.db), database.db);
    await database.db.transaction(async (tx) => {
      await enqueueSms(
        tx,
        { to: '9876543210', body: '482913 is your code', template: 'LOGIN_OTP' },
        { sensitive: true },
      );
      await enqueueSms(tx, { to: '9876543210', body: 'Your order shipped', template: 'ORDER' });
    });
    expect(await dispatcher.drainOnce()).toEqual({ sent: 2, retried: 0, failed: 0 });
    const inbox = await listSimulatedSms(database.db, '9876543210');
    expect(inbox.map((m) => m.body).sort()).toEqual(['482913 is your code', 'Your order shipped']);
    const rows = await database.db.select().from(outbox).where(eq(outbox.topic, 'sms.send'));
    const bodies = rows.map((r) => (r.payload as { body: string }).body).sort();
    expect(bodies).toEqual(['Your order shipped', '[delivered; code removed]']);
    // A redelivery (lapsed lease) is one SMS, not two.
    const sim = new SmsSimulator(database.db);
    await sim.send({ to: '9876543210', body: 'again', template: 'ORDER' }, String(rows[0]!.id));
    expect(await listSimulatedSms(database.db, '9876543210')).toHaveLength(2);
  });

  it('uses the simulator unless a gateway is configured', () => {
    const simulator = new SmsSimulator(database.db);
    expect(
      smsSenderFor({ gatewayUrl: undefined, gatewayToken: undefined, senderId: 'DOMAPP' }, () => simulator),
    ).toBe(simulator);
    expect(
      smsSenderFor(
        { gatewayUrl: 'http://127.0.0.1:1/sms', gatewayToken: 't', senderId: 'DOMAPP' },
        () => simulator,
      ).name,
    ).toBe('http');
  });
});

describe('the HTTP SMS gateway adapter', () => {
  const received: { headers: IncomingHttpHeaders; body: unknown }[] = [];
  let status = 202;
  const server = createServer((req, res) => {
    let text = '';
    req.on('data', (c: Buffer) => (text += c.toString()));
    req.on('end', () => {
      received.push({ headers: req.headers, body: JSON.parse(text) });
      res.statusCode = status;
      res.end(status >= 400 ? 'quota exceeded' : '{"id":"m-1"}');
    });
  });
  let url = '';
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1/sms`;
  });
  afterAll(async () => new Promise<void>((resolve) => server.close(() => resolve())));

  it('posts the message with the sender id, a bearer token and the reference as idempotency key', async () => {
    const gateway = new HttpSmsGateway({ gatewayUrl: url, gatewayToken: 'tok-123', senderId: 'DOMAPP' });
    await gateway.send({ to: '9876543210', body: 'hello', template: 'ORDER' }, '42');
    expect(received[0]!.body).toEqual({
      to: '9876543210',
      message: 'hello',
      senderId: 'DOMAPP',
      template: 'ORDER',
      reference: '42',
    });
    expect(received[0]!.headers.authorization).toBe('Bearer tok-123');
    expect(received[0]!.headers['idempotency-key']).toBe('dom-sms-42');
  });

  it('throws on a refusal so the outbox retries, naming the status but not the message', async () => {
    status = 429;
    const gateway = new HttpSmsGateway({ gatewayUrl: url, gatewayToken: undefined, senderId: 'DOMAPP' });
    await expect(
      gateway.send({ to: '9876543210', body: '123456 secret', template: 'LOGIN_OTP' }, '43'),
    ).rejects.toThrow('SMS gateway answered 429: quota exceeded');
    status = 202;
  });
});
