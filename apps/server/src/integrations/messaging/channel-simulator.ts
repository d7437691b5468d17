import type { NotificationChannel } from '@dom/domain';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import type { ChannelAdapter, OutgoingMessage } from './channel';
import { simulatedMessages } from './messaging.schema';

/** Records each message in `simulated_messages` (once per reference): the default without a provider. */
export class ChannelSimulator implements ChannelAdapter {
  readonly name = 'simulator';
  constructor(
    readonly channel: NotificationChannel,
    private readonly db: Db,
  ) {}

  async send(message: OutgoingMessage, reference: string): Promise<void> {
    await this.db
      .insert(simulatedMessages)
      .values({
        channel: this.channel,
        reference,
        to: message.to,
        subject: message.subject,
        body: message.body,
      })
      .onConflictDoNothing();
  }
}

/** The simulator's inbox of one channel, newest first (tests and the demo). */
export async function listSimulatedMessages(db: Db, channel: NotificationChannel, to?: string, limit = 20) {
  const where = to
    ? and(eq(simulatedMessages.channel, channel), eq(simulatedMessages.to, to))
    : eq(simulatedMessages.channel, channel);
  return db.select().from(simulatedMessages).where(where).orderBy(desc(simulatedMessages.id)).limit(limit);
}
