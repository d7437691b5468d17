import { sql } from 'drizzle-orm';
import type { Db } from '../platform/db/database';
import { buyers, sellers } from '../platform/db/schema/index';
import { notificationLogs } from '../modules/notifications/notifications.schema';

/**
 * A few past notifications for the demo's /notifications screen: sent e-mails and SMS to sellers
 * and buyers, and one WhatsApp the provider refused (a landline), ready to be retriggered.
 */
export async function seedNotifications(db: Db, asOf: Date = new Date()): Promise<void> {
  const [buyer] = await db
    .select({ name: buyers.name, email: buyers.email })
    .from(buyers)
    .orderBy(buyers.code)
    .limit(1);
  const [seller] = await db
    .select({ name: sellers.name, phone: sellers.phone })
    .from(sellers)
    .orderBy(sellers.code)
    .limit(1);
  if (!buyer || !seller) return;
  const day = (n: number) => sql`${asOf.toISOString()}::timestamptz - make_interval(days => ${n})`;
  await db
    .insert(notificationLogs)
    .values([
      {
        eventCode: 'ORDER_CREATED',
        channel: 'EMAIL',
        recipientType: 'BUYER',
        recipientName: buyer.name,
        recipient: buyer.email ?? 'accounts@example.in',
        language: 'en',
        subject: 'Order SO-DEMO-0001 received',
        body: `Dear ${buyer.name}, we have received your order SO-DEMO-0001. We will confirm it shortly.`,
        status: 'SENT',
        attempts: 1,
        sourceRef: 'order SO-DEMO-0001',
        dedupeKey: 'seed:1',
        createdAt: day(3),
        sentAt: day(3),
      },
      {
        eventCode: 'ORDER_APPROVED',
        channel: 'SMS',
        recipientType: 'SELLER',
        recipientName: seller.name,
        recipient: seller.phone ?? '9876543210',
        language: 'hi',
        subject: null,
        body: `प्रिय ${seller.name}, ऑर्डर SO-DEMO-0001 स्वीकृत हो गया है और इसे पूरा किया जाएगा।`,
        status: 'SENT',
        attempts: 1,
        sourceRef: 'order SO-DEMO-0001',
        dedupeKey: 'seed:2',
        createdAt: day(2),
        sentAt: day(2),
      },
      {
        eventCode: 'POD_REQUESTED',
        channel: 'WHATSAPP',
        recipientType: 'BUYER',
        recipientName: buyer.name,
        recipient: '02223456789',
        language: 'en',
        subject: null,
        body: `Dear ${buyer.name}, please share the signed proof of delivery for consignment CN-DEMO-0001.`,
        status: 'FAILED',
        attempts: 4,
        lastError: 'WhatsApp Cloud API answered 400: (#131026) Message undeliverable',
        sourceRef: 'consignment CN-DEMO-0001',
        dedupeKey: 'seed:3',
        createdAt: day(1),
      },
    ])
    .onConflictDoNothing();
}
