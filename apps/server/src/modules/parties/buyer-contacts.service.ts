import type {
  BuyerContact,
  BuyerContactList,
  ContactInput,
  CreateContact,
  SaveContact,
  UpsertContacts,
} from '@dom/contract';
import { and, asc, eq, ne } from 'drizzle-orm';
import { recordAudit } from '../../platform/audit';
import type { Db, Tx } from '../../platform/db/database';
import { AppError, badRequest } from '../../platform/errors';
import { type OwnerScope, foundInScope } from '../identity';
import { presentContact } from './buyer.present';
import { findBuyer, tenDigitPhone } from './buyers.repo';
import { buyerContacts } from './parties.schema';

export interface Actor {
  actorId: string | null;
  actingAsId: string | null;
  requestId: string;
}

type ContactRow = typeof buyerContacts.$inferSelect;

const values = (c: ContactInput) => ({
  name: c.name,
  email: c.email ?? null,
  phoneNumber: tenDigitPhone(c.phoneNumber),
  designation: c.designation ?? null,
  department: c.department ?? null,
  roles: [...new Set(c.roles)],
  channels: [...new Set(c.channels)],
  communicationPreferences: [...new Set(c.communicationPreferences)],
  isPrimary: c.isPrimary,
  updatedAt: new Date(),
});

export async function listContacts(db: Db, scope: OwnerScope, buyerId: string): Promise<BuyerContactList> {
  foundInScope(await findBuyer(db, scope, buyerId), 'Buyer');
  const rows = await db
    .select()
    .from(buyerContacts)
    .where(eq(buyerContacts.buyerId, buyerId))
    .orderBy(asc(buyerContacts.createdAt), asc(buyerContacts.id));
  return { buyerId, contacts: rows.map(presentContact) };
}

/** One primary contact a buyer: marking one primary clears the others. */
async function keepOnePrimary(tx: Tx, buyerId: string, primary: ContactRow | undefined): Promise<void> {
  if (!primary?.isPrimary) return;
  await tx
    .update(buyerContacts)
    .set({ isPrimary: false })
    .where(and(eq(buyerContacts.buyerId, buyerId), ne(buyerContacts.id, primary.id)));
}

/**
 * Writes contacts in one transaction under the buyer's row lock, so a refusal of any of them
 * leaves none written. `mode` decides how an input finds its row.
 */
async function writeContacts(
  tx: Tx,
  scope: OwnerScope,
  buyerId: string,
  inputs: readonly ContactInput[],
  mode: 'save' | 'upsert' | 'create',
  actor: Actor,
  field: (i: number) => string,
): Promise<BuyerContact[]> {
  foundInScope(await findBuyer(tx, scope, buyerId, { forUpdate: true }), 'Buyer');
  const existing = await tx.select().from(buyerContacts).where(eq(buyerContacts.buyerId, buyerId));
  const byPhone = new Map(existing.map((c) => [c.phoneNumber, c]));
  const written: ContactRow[] = [];
  for (const [i, input] of inputs.entries()) {
    const phone = tenDigitPhone(input.phoneNumber);
    const target = input.contactId
      ? existing.find((c) => c.id === input.contactId)
      : mode === 'upsert'
        ? byPhone.get(phone)
        : undefined;
    if (input.contactId && !target)
      throw badRequest([{ field: `${field(i)}.contactId`, message: 'No such contact of this buyer' }]);
    const clash = byPhone.get(phone);
    if (clash && clash.id !== target?.id)
      throw new AppError(
        'CONFLICT',
        `${field(i)}.phoneNumber: this buyer already has a contact with this phone number`,
        {
          fields: [
            {
              field: `${field(i)}.phoneNumber`,
              message: 'This buyer already has a contact with this phone number',
            },
          ],
        },
      );
    const [row] = target
      ? await tx.update(buyerContacts).set(values(input)).where(eq(buyerContacts.id, target.id)).returning()
      : await tx
          .insert(buyerContacts)
          .values({ buyerId, ...values(input) })
          .returning();
    if (!row) throw new AppError('INTERNAL', 'The contact was not saved');
    if (target) byPhone.delete(target.phoneNumber);
    byPhone.set(row.phoneNumber, row);
    written.push(row);
    await recordAudit(tx, {
      ...actor,
      action: target ? 'buyer.contact.update' : 'buyer.contact.create',
      entityType: 'buyer',
      entityId: buyerId,
      before: target ? presentContact(target) : null,
      after: presentContact(row),
    });
  }
  await keepOnePrimary(tx, buyerId, written.filter((c) => c.isPrimary).at(-1));
  const ids = new Set(written.map((c) => c.id));
  const fresh = await tx.select().from(buyerContacts).where(eq(buyerContacts.buyerId, buyerId));
  return fresh.filter((c) => ids.has(c.id)).map(presentContact);
}

export async function saveContact(
  tx: Tx,
  scope: OwnerScope,
  body: SaveContact,
  actor: Actor,
): Promise<BuyerContact> {
  const [c] = await writeContacts(tx, scope, body.buyerId, [body.contact], 'save', actor, () => 'contact');
  if (!c) throw new AppError('INTERNAL', 'The contact was not saved');
  return c;
}

export async function upsertContacts(
  tx: Tx,
  scope: OwnerScope,
  body: UpsertContacts,
  actor: Actor,
): Promise<BuyerContactList> {
  const contacts = await writeContacts(
    tx,
    scope,
    body.buyerId,
    body.contacts,
    'upsert',
    actor,
    (i) => `contacts.${i}`,
  );
  return { buyerId: body.buyerId, contacts };
}

export async function createContact(
  tx: Tx,
  scope: OwnerScope,
  body: CreateContact,
  actor: Actor,
): Promise<BuyerContact> {
  const [c] = await writeContacts(tx, scope, body.buyerId, [body.contact], 'create', actor, () => 'contact');
  if (!c) throw new AppError('INTERNAL', 'The contact was not saved');
  return c;
}
