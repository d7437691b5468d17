import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import type { SmsMessage, SmsSender } from './sms-sender';
import { smsMessages } from './sms.schema';

/** The local stand-in for a gateway: records each message in `sms_messages` (once per outbox id). */
export class SmsSimulator implements SmsSender {
  readonly name = 'simulator';

  constructor(private readonly db: Db) {}

  async send(message: SmsMessage, reference: string): Promise<void> {
    await this.db
      .insert(smsMessages)
      .values({ outboxId: Number(reference), to: message.to, body: message.body, template: message.template })
      .onConflictDoNothing();
  }
}

/** The simulator's inbox, newest first (tests, and the demo's stand-in for a phone). */
export async function listSimulatedSms(db: Db, to?: string, limit = 20) {
  const query = db.select().from(smsMessages);
  return (to ? query.where(eq(smsMessages.to, to)) : query).orderBy(desc(smsMessages.id)).limit(limit);
}
