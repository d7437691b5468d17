import { holdsPermission } from '@dom/domain';
import type {
  BuyerBankDetails,
  BuyerInvoicePage,
  BuyerInvoiceQuery,
  BuyerLimits,
  BuyerPage,
  BuyerPaymentList,
  BuyerPaymentQuery,
  BuyerProfile,
  BuyerSearchQuery,
  OrderPage,
  OrderSearchQuery,
} from '@dom/contract';
import { count, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { toCount } from '../../platform/db/database';
import { type OwnerScope, foundInScope } from '../identity';
import { OrdersQueries } from '../orders';
import { presentBuyer, presentBuyerProfile } from './buyer.present';
import { visibleBuyerTabs } from './buyer-tabs';
import { buyerMoves } from './onboarding.service';
import { type BuyerRow, findBuyer, searchBuyers } from './buyers.repo';
import { buyerAddresses, buyerContacts } from './parties.schema';
import { PartyCreditTabs } from './party-credit-tabs';
import type { PartyPorts } from './party-ports';
import { maskAccount, nameCursorOf } from './party-paging';
import { OrderSearchQuerySchema } from '@dom/contract';

/** Reads of the buyer screens: the list, the profile and its tabs. */
export class BuyersQueries {
  private readonly orders: OrdersQueries;
  private readonly credit: PartyCreditTabs;
  /** `now` is the clock invoices are aged by (the app's, so tests can pin it). */
  constructor(
    private readonly db: Db,
    now: () => Date = () => new Date(),
  ) {
    this.orders = new OrdersQueries(db);
    this.credit = new PartyCreditTabs(db, now);
  }

  async search(scope: OwnerScope, query: BuyerSearchQuery): Promise<BuyerPage> {
    const { rows, total, capped } = await searchBuyers(this.db, scope, query);
    const last = rows[rows.length - 1];
    return {
      content: rows.map(presentBuyer),
      pageNumber: query.pageNumber,
      pageSize: query.pageSize,
      totalElements: total,
      totalPages: Math.ceil(total / query.pageSize),
      totalIsCapped: capped,
      nextCursor: rows.length === query.pageSize && last ? nameCursorOf(last) : null,
    };
  }

  /** The buyer in scope, else 404 (another owner's buyer is answered as missing). */
  async get(scope: OwnerScope, id: string): Promise<BuyerRow> {
    return foundInScope(await findBuyer(this.db, scope, id), 'Buyer').buyer;
  }

  async profile(scope: OwnerScope, permissions: ReadonlySet<string>, id: string): Promise<BuyerProfile> {
    const { buyer, credit } = foundInScope(await findBuyer(this.db, scope, id), 'Buyer');
    const [contacts] = await this.db
      .select({ n: count() })
      .from(buyerContacts)
      .where(eq(buyerContacts.buyerId, id));
    const [addresses] = await this.db
      .select({ n: count() })
      .from(buyerAddresses)
      .where(eq(buyerAddresses.buyerId, id));
    const orders = holdsPermission(permissions, 'Adm_Order_View')
      ? (await this.ordersOf(scope, id, OrderSearchQuerySchema.parse({}))).totalElements
      : undefined;
    const tabs = visibleBuyerTabs(permissions, {
      contacts: toCount(contacts?.n),
      addresses: toCount(addresses?.n),
      ...(orders === undefined ? {} : { orders }),
    });
    return presentBuyerProfile(
      buyer,
      credit,
      tabs,
      buyerMoves(buyer.id, buyer.onboardingStatus, permissions),
    );
  }

  /** The limits tab: the credit position as the credit-limits area derives it (port). */
  async limits(scope: OwnerScope, id: string, ports: PartyPorts, now: Date): Promise<BuyerLimits> {
    const { buyer } = foundInScope(await findBuyer(this.db, scope, id), 'Buyer');
    return ports.buyerLimits(this.db, buyer.id, now);
  }

  /** The orders tab is the order search narrowed to the buyer, within the caller's own scope. */
  async ordersOf(scope: OwnerScope, id: string, query: OrderSearchQuery): Promise<OrderPage> {
    await this.get(scope, id);
    return this.orders.search({ ...scope, buyerId: id }, query);
  }

  /** The credit area's invoices of the buyer (open ones unless narrowed), within the caller's scope. */
  async invoices(scope: OwnerScope, id: string, query: BuyerInvoiceQuery): Promise<BuyerInvoicePage> {
    await this.get(scope, id);
    return this.credit.buyerInvoices(scope, id, query);
  }

  /** The credit area's payments of the buyer with their matched and unmatched parts, pending first. */
  async payments(scope: OwnerScope, id: string, query: BuyerPaymentQuery): Promise<BuyerPaymentList> {
    await this.get(scope, id);
    return this.credit.buyerPayments(scope, id, query);
  }

  async bankDetails(scope: OwnerScope, id: string): Promise<BuyerBankDetails> {
    const b = await this.get(scope, id);
    return {
      accountName: b.bankAccountName,
      accountNumberMasked: maskAccount(b.bankAccountNumber),
      ifsc: b.bankIfsc,
      bankName: b.bankName,
    };
  }
}
