import type { NotificationLanguage, NotificationRecipientType } from '@dom/domain';
import { type SQL, and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database';
import { users } from '../identity';
import { buyers, sellers } from '../parties';
import { rolePermissions } from '../identity';
import { notificationPreferences } from './notifications.schema';

/** Someone a notification goes to, with their addresses, preferences and language. */
export interface Recipient {
  type: NotificationRecipientType;
  userId: string | null;
  /** The buyer or seller the recipient speaks for (campaign answers are per party). */
  partyId: string | null;
  name: string;
  email: string | null;
  phone: string | null;
  prefs: { email: boolean; sms: boolean; whatsapp: boolean };
  language: NotificationLanguage;
}

const ALL_ON = { email: true, sms: true, whatsapp: true };
const LANGS = new Set(['en', 'hi', 'mr']);

async function usersWith(
  db: DbOrTx,
  type: NotificationRecipientType,
  where: SQL,
  partyOf: (u: { buyerId: string | null; sellerId: string | null }) => string | null,
): Promise<Recipient[]> {
  const rows = await db
    .select({
      id: users.id,
      name: users.displayName,
      email: users.email,
      phone: users.phone,
      buyerId: users.buyerId,
      sellerId: users.sellerId,
      pEmail: notificationPreferences.email,
      pSms: notificationPreferences.sms,
      pWhatsapp: notificationPreferences.whatsapp,
      language: notificationPreferences.language,
    })
    .from(users)
    .leftJoin(notificationPreferences, eq(notificationPreferences.userId, users.id))
    .where(and(where, eq(users.isActive, true)))
    .orderBy(users.username);
  return rows.map((r) => ({
    type,
    userId: r.id,
    partyId: partyOf(r),
    name: r.name,
    email: r.email,
    phone: r.phone,
    prefs:
      r.pEmail === null ? ALL_ON : { email: r.pEmail, sms: r.pSms ?? true, whatsapp: r.pWhatsapp ?? true },
    language: (r.language && LANGS.has(r.language) ? r.language : 'en') as NotificationLanguage,
  }));
}

/**
 * A buyer's or seller's people: its active users (each with their own preferences), or the party's
 * own contact when it has no users yet.
 */
export async function partyRecipients(
  db: DbOrTx,
  type: 'BUYER' | 'SELLER',
  partyId: string,
): Promise<Recipient[]> {
  const people =
    type === 'BUYER'
      ? await usersWith(db, type, eq(users.buyerId, partyId), (u) => u.buyerId)
      : await usersWith(db, type, eq(users.sellerId, partyId), (u) => u.sellerId);
  if (people.length > 0) return people;
  const table = type === 'BUYER' ? buyers : sellers;
  const [party] = await db
    .select({ id: table.id, name: table.name, email: table.email, phone: table.phone })
    .from(table)
    .where(eq(table.id, partyId));
  if (!party) return [];
  return [
    {
      type,
      userId: null,
      partyId: party.id,
      name: party.name,
      email: party.email,
      phone: party.phone,
      prefs: ALL_ON,
      language: 'en',
    },
  ];
}

/** Internal users by id. */
export async function userRecipients(db: DbOrTx, userIds: readonly string[]): Promise<Recipient[]> {
  if (userIds.length === 0) return [];
  return usersWith(db, 'INTERNAL', inArray(users.id, [...userIds]), () => null);
}

/** Internal users whose roles grant a permission (who can act on what waits for approval). */
export async function permissionHolders(db: DbOrTx, permission: string): Promise<Recipient[]> {
  const roles = db
    .select({ role: rolePermissions.role })
    .from(rolePermissions)
    .where(eq(rolePermissions.permission, permission));
  return usersWith(
    db,
    'INTERNAL',
    sql`${users.roles} && ARRAY(${roles})::text[] AND ${users.buyerId} IS NULL AND ${users.sellerId} IS NULL`,
    () => null,
  );
}
