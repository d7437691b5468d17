import type { EventInput, EventTopic } from '@dom/contract';
import { eq, sql } from 'drizzle-orm';
import type { BackgroundRegistration } from '../../platform/background';
import type { Db, DbOrTx } from '../../platform/db/database';
import { outbox } from '../../platform/db/schema/index';
import { type OutboxDispatcher, enqueueOutbox } from '../../platform/outbox';

export interface SmsMessage {
  /** Ten-digit Indian mobile number, or +91 followed by it. */
  to: string;
  body: string;
  /** What kind of message (LOGIN_OTP, PASSWORD_RESET, ...), for the gateway's template and our reports. */
  template: string;
}

/** An SMS gateway. `reference` is the outbox message id: a resend of one message is one SMS. */
export interface SmsSender {
  readonly name: string;
  send(message: SmsMessage, reference: string): Promise<void>;
}

export const SMS_TOPIC = 'sms.send' satisfies EventTopic;

/** The message with its `sensitive` flag, as `EVENTS['sms.send']` (@dom/contract) declares it. */
type SmsPayload = EventInput<typeof SMS_TOPIC>;

/** Queues an SMS in the caller's transaction: it is sent after commit, never if the change rolls back. */
export function enqueueSms(
  tx: DbOrTx,
  message: SmsMessage,
  opts: { sensitive?: boolean } = {},
): Promise<number> {
  const payload: SmsPayload = { ...message, ...(opts.sensitive ? { sensitive: true } : {}) };
  return enqueueOutbox(tx, SMS_TOPIC, payload);
}

/** Delivers queued SMS through the sender; secrets do not stay in the outbox after delivery. */
export function registerSmsDelivery(dispatcher: OutboxDispatcher, sender: SmsSender, db: Db): void {
  dispatcher.on(SMS_TOPIC, async (message) => {
    // The dispatcher has parsed the payload with the topic's schema.
    const { sensitive, ...sms } = message.payload;
    await sender.send(sms, String(message.id));
    if (sensitive) {
      await db
        .update(outbox)
        .set({ payload: sql`jsonb_set(${outbox.payload}, '{body}', '"[delivered; code removed]"')` })
        .where(eq(outbox.id, message.id));
    }
  });
}

/** The SMS integration's background work: delivering queued messages. */
export function smsBackground(sender: SmsSender, db: Db): BackgroundRegistration {
  return ({ outbox }) => registerSmsDelivery(outbox, sender, db);
}
