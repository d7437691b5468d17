import type { EventPayload, EventTopic } from '@dom/contract';
import { desc, eq } from 'drizzle-orm';
import type { BackgroundRegistration } from '../../platform/background';
import type { Db } from '../../platform/db/database';
import { booksSyncRecords } from './books.schema';

/** One change the books system must learn about. `reference` names the document (consignment, invoice…). */
export interface BooksRecord {
  kind: 'POD' | 'INVOICE_TAGS' | 'PAYMENT_MATCH' | 'LEDGER_ENTRY';
  reference: string;
  payload: Record<string, unknown>;
}

/** The books system (accounting). `messageId` is the outbox id: a resend of one message is one push. */
export interface BooksSync {
  readonly name: string;
  push(record: BooksRecord, messageId: number): Promise<void>;
}

/** The local stand-in: records each push in `books_sync_records` (once per outbox message). */
export class BooksSimulator implements BooksSync {
  readonly name = 'simulator';
  constructor(private readonly db: Db) {}

  async push(record: BooksRecord, messageId: number): Promise<void> {
    await this.db
      .insert(booksSyncRecords)
      .values({
        outboxId: messageId,
        kind: record.kind,
        reference: record.reference,
        payload: record.payload,
      })
      .onConflictDoNothing();
  }
}

export async function listBooksRecords(db: Db, kind?: BooksRecord['kind'], limit = 50) {
  const q = db.select().from(booksSyncRecords);
  return (kind ? q.where(eq(booksSyncRecords.kind, kind)) : q)
    .orderBy(desc(booksSyncRecords.id))
    .limit(limit);
}

/** The topics the books system consumes, and what each becomes. */
export const BOOKS_TOPICS = {
  'books.sync-pod': (p: EventPayload<'books.sync-pod'>): BooksRecord => ({
    kind: 'POD',
    reference: p.consignmentKey,
    payload: { documentIds: p.documentIds },
  }),
  'invoice.tagged': (p: EventPayload<'invoice.tagged'>): BooksRecord => ({
    kind: 'INVOICE_TAGS',
    reference: p.invoiceIds.join(','),
    payload: { invoiceIds: p.invoiceIds, tags: p.tags, mode: p.mode },
  }),
  'payment.matched': (p: EventPayload<'payment.matched'>): BooksRecord => ({
    kind: 'PAYMENT_MATCH',
    reference: p.booksInvoiceId,
    payload: { settlementId: p.settlementId, booksInvoiceId: p.booksInvoiceId },
  }),
  'ledger.entry-posted': (p: EventPayload<'ledger.entry-posted'>): BooksRecord => ({
    kind: 'LEDGER_ENTRY',
    reference: String(p.entryId),
    payload: { buyerId: p.buyerId, entryId: p.entryId, type: p.type },
  }),
} as const satisfies { [K in EventTopic]?: (p: EventPayload<K>) => BooksRecord };

/** The books integration's background work: one handler per topic of BOOKS_TOPICS. */
export function booksBackground(books: BooksSync): BackgroundRegistration {
  return ({ outbox }) => {
    outbox.on('books.sync-pod', (m) => books.push(BOOKS_TOPICS['books.sync-pod'](m.payload), m.id));
    outbox.on('invoice.tagged', (m) => books.push(BOOKS_TOPICS['invoice.tagged'](m.payload), m.id));
    outbox.on('payment.matched', (m) => books.push(BOOKS_TOPICS['payment.matched'](m.payload), m.id));
    outbox.on('ledger.entry-posted', (m) => books.push(BOOKS_TOPICS['ledger.entry-posted'](m.payload), m.id));
  };
}
