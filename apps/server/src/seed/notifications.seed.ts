import { sql } from 'drizzle-orm';
import type { Channels } from '../integrations/messaging/channel';
import { ChannelSimulator } from '../integrations/messaging/channel-simulator';
import { WhatsAppCloud } from '../integrations/messaging/whatsapp-cloud';
import { deliver, ensureDefaultTemplates, notify } from '../modules/notifications/notifications.service';
import { type Recipient, partyRecipients } from '../modules/notifications/recipients';
import { rawRows } from '../modules/orders/raw-rows';
import type { Db } from '../platform/db/database';

interface Happening {
  eventCode: string;
  cause: string;
  sourceRef: string;
  recipients: Recipient[];
  data: Record<string, string>;
  channels?: ('EMAIL' | 'SMS' | 'WHATSAPP')[];
  at: Date;
}

/**
 * The demo's notification log, written by the notifications service itself (issue 29 §4): the
 * latest approved orders, dispatches and payments of the demo are told to their buyers and sellers
 * as the background tells them — the templates, the recipients' addresses and preferences decide
 * the rows — and delivered through the demo's simulated channels. One WhatsApp to a buyer's site
 * landline is refused by the WhatsApp Cloud adapter's own check and fails, ready to be retriggered.
 * Each row is then dated at its happening (never after the load), with its audit rows.
 */
export async function seedNotifications(db: Db, asOf: Date = new Date()): Promise<void> {
  await ensureDefaultTemplates(db);
  const at = (iso: string | Date, hours: number) =>
    new Date(Math.min(new Date(iso).getTime() + hours * 3_600_000, asOf.getTime() - 60_000));
  const happenings: Happening[] = [];

  const approved = await rawRows<{
    order_key: string;
    buyer_id: string;
    seller_id: string;
    day: string | Date;
  }>(
    db,
    sql`SELECT order_key, buyer_id, seller_id, order_date AS day FROM orders
         WHERE status IN ('ORDER_APPROVED', 'PLANNED') AND order_date <= ${asOf.toISOString()}::timestamptz
         ORDER BY order_date DESC, order_key LIMIT 3`,
  );
  for (const o of approved)
    happenings.push({
      eventCode: 'ORDER_APPROVED',
      cause: `seed:order.approved:${o.order_key}`,
      sourceRef: `order ${o.order_key}`,
      recipients: [
        ...(await partyRecipients(db, 'BUYER', o.buyer_id)),
        ...(await partyRecipients(db, 'SELLER', o.seller_id)),
      ],
      data: { orderKey: o.order_key },
      at: at(o.day, 6),
    });

  const dispatched = await rawRows<{ key: string; order_key: string; buyer_id: string; day: string }>(
    db,
    sql`SELECT consignment_key AS key, order_key, buyer_id, actual_dispatch_date::text AS day
          FROM consignments WHERE status = 'INTRANSIT' AND actual_dispatch_date IS NOT NULL
         ORDER BY actual_dispatch_date DESC, consignment_key LIMIT 2`,
  );
  for (const c of dispatched)
    happenings.push({
      eventCode: 'CONSIGNMENT_DISPATCHED',
      cause: `seed:consignment.dispatched:${c.key}`,
      sourceRef: `consignment ${c.key}`,
      recipients: await partyRecipients(db, 'BUYER', c.buyer_id),
      data: { consignmentKey: c.key, orderKey: c.order_key },
      at: at(`${c.day}T12:00:00+05:30`, 0),
    });

  const paid = await rawRows<{ books_payment_id: string; buyer_id: string; day: string }>(
    db,
    sql`SELECT books_payment_id, buyer_id, payment_date::text AS day FROM credit_payments
         ORDER BY payment_date DESC, books_payment_id LIMIT 2`,
  );
  for (const p of paid)
    happenings.push({
      eventCode: 'PAYMENT_RECEIVED',
      cause: `seed:payment.recorded:${p.books_payment_id}`,
      sourceRef: `payment ${p.books_payment_id}`,
      recipients: await partyRecipients(db, 'BUYER', p.buyer_id),
      data: { paymentId: p.books_payment_id },
      at: at(`${p.day}T15:00:00+05:30`, 0),
    });

  // A POD request on WhatsApp to a delivered consignment's site contact, whose number is a landline.
  const [delivered] = await rawRows<{ key: string; buyer_id: string; day: string | Date }>(
    db,
    sql`SELECT consignment_key AS key, buyer_id, coalesce(delivered_at, created_at) AS day
          FROM consignments WHERE status = 'DELIVERED' ORDER BY consignment_key LIMIT 1`,
  );
  const landline = '02223456789';
  if (delivered) {
    const [buyer] = await partyRecipients(db, 'BUYER', delivered.buyer_id);
    if (buyer)
      happenings.push({
        eventCode: 'POD_REQUESTED',
        cause: `seed:notification.buyer-pod:${delivered.key}`,
        sourceRef: `consignment ${delivered.key}`,
        recipients: [{ ...buyer, phone: landline, prefs: { email: false, sms: false, whatsapp: true } }],
        data: { consignmentKey: delivered.key },
        channels: ['WHATSAPP'],
        at: at(delivered.day, 2),
      });
  }

  const simulated: Channels = {
    EMAIL: new ChannelSimulator('EMAIL', db),
    SMS: new ChannelSimulator('SMS', db),
    WHATSAPP: new ChannelSimulator('WHATSAPP', db),
  };
  // The real adapter: it refuses a landline before any call leaves the machine.
  const whatsappCloud: Channels = {
    ...simulated,
    WHATSAPP: new WhatsAppCloud({ apiUrl: 'https://graph.invalid/v21.0', phoneNumberId: '0', token: '-' }),
  };
  for (const h of happenings) {
    const ids = await db.transaction((tx) =>
      notify(tx, {
        eventCode: h.eventCode,
        cause: h.cause,
        sourceRef: h.sourceRef,
        recipients: h.recipients,
        data: h.data,
        ...(h.channels ? { channels: h.channels } : {}),
      }),
    );
    for (const id of ids) {
      const toLandline = h.recipients.some((r) => r.phone === landline);
      await deliver(db, id, `seed-${id}`, {
        channels: toLandline ? whatsappCloud : simulated,
        now: () => h.at,
        ...(toLandline ? { maxAttempts: 1 } : {}),
      });
    }
    if (ids.length === 0) continue;
    const list = sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    );
    const when = h.at.toISOString();
    await db.execute(
      sql`UPDATE notification_logs SET created_at = ${when}::timestamptz, updated_at = ${when}::timestamptz
           WHERE id IN (${list})`,
    );
    await db.execute(
      sql`UPDATE audit_log SET at = ${when}::timestamptz
           WHERE entity_type = 'notification' AND entity_id IN (${sql.join(
             ids.map((id) => sql`${String(id)}`),
             sql`, `,
           )})`,
    );
  }
}
