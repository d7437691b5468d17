import type { EventPayload, StatusChanged } from '@dom/contract';
import { buyerOnboardingStatusLabel, sellerOnboardingStatusLabel } from '@dom/domain';
import { eq } from 'drizzle-orm';
import type { Channels } from '../../integrations/messaging/channel';
import type { BackgroundRegistration } from '../../platform/background';
import type { Db, DbOrTx } from '../../platform/db/database';
import type { OutboxMessage } from '../../platform/outbox';
import { consignments } from '../consignments';
import { creditInvoices } from '../credit';
import { orders } from '../orders';
import { deliver, notify } from './notifications.service';
import { type Recipient, partyRecipients, permissionHolders, userRecipients } from './recipients';

export interface NotificationDeps {
  channels: Channels;
  now: () => Date;
  /** Wait before the second attempt (doubling after); 30 s unless a test shortens it. */
  retryBaseMs?: number;
}

async function orderParties(db: DbOrTx, orderKey: string) {
  const [order] = await db
    .select({ buyerId: orders.buyerId, sellerId: orders.sellerId })
    .from(orders)
    .where(eq(orders.orderKey, orderKey));
  return order;
}

async function buyerAndSeller(
  db: DbOrTx,
  orderKey: string,
  who: readonly ('BUYER' | 'SELLER')[],
): Promise<Recipient[]> {
  const order = await orderParties(db, orderKey);
  if (!order) return [];
  const lists = await Promise.all(
    who.map((type) =>
      type === 'BUYER'
        ? partyRecipients(db, 'BUYER', order.buyerId)
        : order.sellerId
          ? partyRecipients(db, 'SELLER', order.sellerId)
          : Promise.resolve([]),
    ),
  );
  return lists.flat();
}

/** The outbox message is the cause: a redelivered message notifies nobody twice. */
const causeOf = (m: OutboxMessage) => `outbox:${m.id}`;

/**
 * The events that notify someone, each a handler of its outbox topic: who receives it and with
 * which data its templates are filled. Status changes notify only for the moves listed here
 * (a consignment leaving for the buyer, a buyer's or seller's onboarding state).
 */
export function notificationsBackground(db: Db, deps: NotificationDeps): BackgroundRegistration {
  const send = (
    m: OutboxMessage,
    eventCode: string,
    sourceRef: string,
    recipients: Recipient[],
    data: Record<string, string>,
  ) =>
    // Kept (issue 28): an outbox handler runs outside any request; its notifications are its own.
    db.transaction((tx) => notify(tx, { eventCode, cause: causeOf(m), sourceRef, recipients, data }));

  return ({ outbox }) => {
    outbox.on('order.created', async (m) => {
      const { orderKey } = m.payload;
      await send(m, 'ORDER_CREATED', `order ${orderKey}`, await buyerAndSeller(db, orderKey, ['BUYER']), {
        orderKey,
      });
    });
    outbox.on('order.approved', async (m) => {
      const { orderKey } = m.payload;
      const to = await buyerAndSeller(db, orderKey, ['BUYER', 'SELLER']);
      await send(m, 'ORDER_APPROVED', `order ${orderKey}`, to, { orderKey });
    });
    outbox.on('order.cancelled', async (m) => {
      const { orderKey } = m.payload;
      const to = await buyerAndSeller(db, orderKey, ['BUYER', 'SELLER']);
      await send(m, 'ORDER_CANCELLED', `order ${orderKey}`, to, { orderKey });
    });
    outbox.on('order.acknowledged', async (m) => {
      const { orderKey } = m.payload;
      const to = await buyerAndSeller(db, orderKey, ['BUYER']);
      await send(m, 'ORDER_ACKNOWLEDGED', `order ${orderKey}`, to, { orderKey });
    });
    outbox.on('consignment.status-changed', async (m) => {
      // In transit from ready-for-shipment is the dispatch; a re-dispatch after a failed delivery is not news.
      if (m.payload.to !== 'INTRANSIT' || m.payload.from === 'DELIVERY_FAILED') return;
      const consignmentKey = m.payload.key;
      const [c] = await db
        .select({ orderKey: consignments.orderKey })
        .from(consignments)
        .where(eq(consignments.consignmentKey, consignmentKey));
      if (!c) return;
      const to = await buyerAndSeller(db, c.orderKey, ['BUYER']);
      await send(m, 'CONSIGNMENT_DISPATCHED', `consignment ${consignmentKey}`, to, {
        consignmentKey,
        orderKey: c.orderKey,
      });
    });
    outbox.on('notification.buyer-pod', async (m) => {
      const { consignmentKey, buyerId } = m.payload;
      const to = await partyRecipients(db, 'BUYER', buyerId);
      await send(m, 'POD_REQUESTED', `consignment ${consignmentKey}`, to, { consignmentKey });
    });
    outbox.on('invoice.posted', async (m) => {
      const { booksInvoiceId, orderKey } = m.payload;
      const [inv] = await db
        .select({ invoiceNumber: creditInvoices.invoiceNumber })
        .from(creditInvoices)
        .where(eq(creditInvoices.booksInvoiceId, booksInvoiceId));
      const to = await buyerAndSeller(db, orderKey, ['BUYER']);
      await send(m, 'INVOICE_RAISED', `invoice ${booksInvoiceId}`, to, {
        invoiceNumber: inv?.invoiceNumber ?? booksInvoiceId,
        orderKey,
      });
    });
    outbox.on('payment.recorded', async (m) => {
      const { booksPaymentId, buyerId } = m.payload;
      const to = await partyRecipients(db, 'BUYER', buyerId);
      await send(m, 'PAYMENT_RECEIVED', `payment ${booksPaymentId}`, to, { paymentId: booksPaymentId });
    });
    outbox.on('access-request.created', async (m) => {
      if (!m.payload.managerId) return;
      const to = await userRecipients(db, [m.payload.managerId]);
      await send(m, 'APPROVAL_WAITING', `access request ${m.payload.id}`, to, {
        subject: 'An access request',
      });
    });
    outbox.on('invoice-revision.requested', async (m) => {
      const to = await permissionHolders(db, 'Approve_Invoice_Revision');
      await send(m, 'APPROVAL_WAITING', `invoice revision ${m.payload.requestId}`, to, {
        subject: `Invoice revision of order ${m.payload.orderKey}`,
      });
    });
    const partyStatus = (type: 'BUYER' | 'SELLER') => async (m: OutboxMessage<StatusChanged>) => {
      const to = await partyRecipients(db, type, m.payload.key);
      const label =
        type === 'BUYER'
          ? buyerOnboardingStatusLabel(m.payload.to)
          : sellerOnboardingStatusLabel(m.payload.to);
      await send(m, 'ACCOUNT_STATUS_CHANGED', `${type.toLowerCase()} ${m.payload.key}`, to, {
        status: label ?? m.payload.to,
      });
    };
    outbox.on('buyer.status-changed', partyStatus('BUYER'));
    outbox.on('seller.status-changed', partyStatus('SELLER'));
    outbox.on('notification.deliver', (m: OutboxMessage<EventPayload<'notification.deliver'>>) =>
      deliver(db, m.payload.logId, String(m.id), {
        channels: deps.channels,
        now: deps.now,
        ...(deps.retryBaseMs !== undefined ? { retryBaseMs: deps.retryBaseMs } : {}),
      }),
    );
  };
}
