import type {
  BankChangeHistory,
  EarlyPaymentBank,
  EarlyPaymentBankUpdate,
  OrderPage,
  OrderSearchQuery,
  ProfileTab,
  SellerContactPage,
  SellerContactQuery,
  SellerPage,
  SellerProfile,
  SellerSearchQuery,
  SellerUpdate,
} from '@dom/contract';
import { type Permission, holdsPermission } from '@dom/domain';
import { type SQL, and, asc, count, eq, ilike, inArray, isNull } from 'drizzle-orm';
import { recordAudit } from '../../platform/audit';
import type { Db, Tx } from '../../platform/db/database';
import { toCount } from '../../platform/db/database';
import { files } from '../../platform/db/schema/index';
import { sellers, warehouses } from './parties.schema';
import { users } from '../identity';
import { AppError } from '../../platform/errors';
import { type OwnerScope, foundInScope } from '../identity';
import { OrdersQueries } from '../orders';
import { orders } from '../orders';
import type { Actor } from './buyer-contacts.service';
import { tenDigitPhone } from './buyers.repo';
import { sellerContacts } from './parties.schema';
import { COUNT_CAP, contains, nameCursorOf, pageFrom } from './party-paging';
import { sellerMoves } from './onboarding.service';
import { presentBank, presentSeller, presentSellerProfile } from './seller.present';
import { type SellerRow, findSeller, listSellerAudit, searchSellers, sellerScope } from './sellers.repo';

/** The seller profile's tabs (doc 2 §2) and the permission each needs; the tab calls declare the same. */
export const SELLER_TABS: readonly { id: string; label: string; permission: Permission }[] = [
  { id: 'orders', label: 'Orders', permission: 'Display_Seller_Profiles_Tab' },
  { id: 'warehouses', label: 'Warehouses', permission: 'Display_Warehouse_Tab' },
  { id: 'openPaymentRequests', label: 'Open Payment Requests', permission: 'Display_Seller_Profiles_Tab' },
  { id: 'clearedPayments', label: 'Cleared Payments', permission: 'Display_Seller_Profiles_Tab' },
  { id: 'bills', label: 'Bills', permission: 'Display_Seller_Profiles_Tab' },
  { id: 'creditDebitNotes', label: 'Credit/Debit Notes', permission: 'Display_Seller_Profiles_Tab' },
  { id: 'documents', label: 'Documents', permission: 'Display_Seller_Documents_Tab' },
];

export const BANK_CHANGE_ACTION = 'seller.earlyPaymentBank.update';

export class SellersQueries {
  private readonly orders: OrdersQueries;
  constructor(private readonly db: Db) {
    this.orders = new OrdersQueries(db);
  }

  async search(scope: OwnerScope, query: SellerSearchQuery): Promise<SellerPage> {
    const { rows, total, capped } = await searchSellers(this.db, scope, query);
    const last = rows[rows.length - 1];
    return {
      ...pageFrom(rows.map(presentSeller), query, { total, capped }),
      nextCursor: rows.length === query.pageSize && last ? nameCursorOf(last) : null,
    };
  }

  async get(scope: OwnerScope, id: string): Promise<SellerRow> {
    return foundInScope(await findSeller(this.db, scope, id), 'Seller');
  }

  async profile(scope: OwnerScope, permissions: ReadonlySet<string>, id: string): Promise<SellerProfile> {
    const seller = await this.get(scope, id);
    const [w] = await this.db.select({ n: count() }).from(warehouses).where(eq(warehouses.sellerId, id));
    const capped = this.db
      .select({ one: orders.id })
      .from(orders)
      .where(eq(orders.sellerId, id))
      .limit(COUNT_CAP)
      .as('o');
    const [o] = await this.db.select({ n: count() }).from(capped);
    const counts: Record<string, number> = { warehouses: toCount(w?.n), orders: toCount(o?.n) };
    if (holdsPermission(permissions, 'Display_Seller_Documents_Tab')) {
      const [d] = await this.db
        .select({ n: count() })
        .from(files)
        .where(and(eq(files.ownerType, 'seller'), eq(files.ownerId, id), isNull(files.deletedAt)));
      counts.documents = toCount(d?.n);
    }
    const tabs: ProfileTab[] = SELLER_TABS.filter((t) => permissions.has(t.permission)).map((t) => ({
      id: t.id,
      label: t.label,
      count: counts[t.id] ?? null,
    }));
    return presentSellerProfile(seller, tabs, sellerMoves(seller.id, seller.onboardingStatus, permissions));
  }

  async ordersOf(scope: OwnerScope, id: string, query: OrderSearchQuery): Promise<OrderPage> {
    await this.get(scope, id);
    return this.orders.search({ ...scope, sellerId: id }, query);
  }

  async bankHistory(scope: OwnerScope, id: string): Promise<BankChangeHistory> {
    await this.get(scope, id);
    const rows = await listSellerAudit(this.db, id, BANK_CHANGE_ACTION);
    const actorIds = [...new Set(rows.map((r) => r.actorId).filter((a): a is string => a !== null))];
    const names =
      actorIds.length === 0
        ? []
        : await this.db
            .select({ id: users.id, name: users.displayName })
            .from(users)
            .where(inArray(users.id, actorIds));
    const nameOf = new Map(names.map((n) => [n.id, n.name]));
    return {
      sellerId: id,
      changes: rows.map((r) => ({
        at: r.at.toISOString(),
        actorId: r.actorId,
        actorName: r.actorId ? (nameOf.get(r.actorId) ?? null) : null,
        before: r.before as EarlyPaymentBank,
        after: r.after as EarlyPaymentBank,
      })),
    };
  }

  async contacts(scope: OwnerScope, q: SellerContactQuery): Promise<SellerContactPage> {
    const parts: (SQL | undefined)[] = [sellerScope(scope)];
    if (q.sellerId) parts.push(eq(sellerContacts.sellerId, q.sellerId));
    if (q.name) parts.push(ilike(sellerContacts.name, contains(q.name)));
    if (q.email) parts.push(eq(sellerContacts.email, q.email.toLowerCase()));
    if (q.phoneNumber) parts.push(eq(sellerContacts.phoneNumber, tenDigitPhone(q.phoneNumber)));
    const where = and(...parts.filter((p): p is SQL => p !== undefined));
    const rows = await this.db
      .select({ c: sellerContacts, sellerName: sellers.name })
      .from(sellerContacts)
      .innerJoin(sellers, eq(sellers.id, sellerContacts.sellerId))
      .where(where)
      .orderBy(asc(sellerContacts.name), asc(sellerContacts.id))
      .limit(q.pageSize)
      .offset(q.pageNumber * q.pageSize);
    const [n] = await this.db
      .select({ n: count() })
      .from(sellerContacts)
      .innerJoin(sellers, eq(sellers.id, sellerContacts.sellerId))
      .where(where);
    const content = rows.map(({ c, sellerName }) => ({
      contactId: c.id,
      sellerId: c.sellerId,
      sellerName,
      userId: c.userId,
      name: c.name,
      email: c.email,
      phoneNumber: c.phoneNumber,
    }));
    return pageFrom(content, q, { total: toCount(n?.n), capped: false });
  }
}

function assertVersion(seller: SellerRow, version: number): void {
  if (seller.version !== version)
    throw new AppError('CONFLICT', 'This seller was changed by someone else. Reload and try again.', {
      currentVersion: seller.version,
    });
}

/** Seller update: the editable fields, under a row lock and a version check, audited. */
export async function updateSeller(
  tx: Tx,
  scope: OwnerScope,
  id: string,
  body: SellerUpdate,
  actor: Actor,
): Promise<void> {
  const seller = foundInScope(await findSeller(tx, scope, id, { forUpdate: true }), 'Seller');
  assertVersion(seller, body.version);
  const { version, mobile, ...rest } = body;
  const change = {
    ...Object.fromEntries(Object.entries(rest).filter(([, v]) => v !== undefined)),
    ...(mobile === undefined ? {} : { phone: mobile === null ? null : tenDigitPhone(mobile) }),
  };
  const [row] = await tx
    .update(sellers)
    .set({ ...change, version: version + 1, updatedAt: new Date() })
    .where(eq(sellers.id, id))
    .returning();
  if (!row) throw new AppError('INTERNAL', 'The seller was not saved');
  await recordAudit(tx, {
    ...actor,
    action: 'seller.update',
    entityType: 'seller',
    entityId: id,
    before: presentSeller(seller),
    after: presentSeller(row),
  });
}

/**
 * Early-payment bank details: every change is audited with the account masked on both sides, so
 * the history can be shown without exposing the numbers.
 */
export async function updateEarlyPaymentBank(
  tx: Tx,
  scope: OwnerScope,
  id: string,
  body: EarlyPaymentBankUpdate,
  actor: Actor,
): Promise<EarlyPaymentBank> {
  const seller = foundInScope(await findSeller(tx, scope, id, { forUpdate: true }), 'Seller');
  assertVersion(seller, body.version);
  const [row] = await tx
    .update(sellers)
    .set({
      bankAccountName: body.accountName,
      bankAccountNumber: body.accountNumber,
      bankIfsc: body.ifsc,
      bankName: body.bankName,
      bankBranch: body.bankBranch ?? null,
      version: seller.version + 1,
      updatedAt: new Date(),
    })
    .where(eq(sellers.id, id))
    .returning();
  if (!row) throw new AppError('INTERNAL', 'The bank details were not saved');
  await recordAudit(tx, {
    ...actor,
    action: BANK_CHANGE_ACTION,
    entityType: 'seller',
    entityId: id,
    before: presentBank(seller),
    after: presentBank(row),
  });
  return presentBank(row);
}
