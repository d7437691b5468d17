import { EVENTS } from '@dom/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../test/test-app';
import { NO_CONSUMER_REASON } from './event-consumers';

/**
 * Every outbox topic the code can write (every key of EVENTS: enqueueOutbox is typed by it, and the
 * runner writes `<entity>.status-changed` and `consignment.<action>`) is read by a registered
 * handler, or is listed in NO_CONSUMER_REASON with its reason. Rows of a topic nobody reads would
 * pile up in the outbox unseen.
 */
describe('every outbox topic has a consumer', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('registers a handler for each topic of EVENTS, or gives the reason there is none', () => {
    const handled = new Set(t.ctx.outbox.topics());
    const missing = Object.keys(EVENTS).filter(
      (topic) => !handled.has(topic) && !(topic in NO_CONSUMER_REASON),
    );
    expect(missing, 'topics written without a consumer: add a handler or a NO_CONSUMER_REASON line').toEqual(
      [],
    );
  });

  it('lists only real topics that indeed have no handler, each with a reason', () => {
    const handled = new Set(t.ctx.outbox.topics());
    for (const [topic, reason] of Object.entries(NO_CONSUMER_REASON)) {
      expect(Object.hasOwn(EVENTS, topic), `${topic} is not a topic of EVENTS`).toBe(true);
      expect(handled.has(topic), `${topic} has a handler: drop its NO_CONSUMER_REASON line`).toBe(false);
      expect(reason?.length ?? 0, `${topic} gives a reason`).toBeGreaterThan(20);
    }
  });
});
