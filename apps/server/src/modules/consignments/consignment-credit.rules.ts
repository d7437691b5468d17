import type { CreditEligibility } from '@dom/contract';
import {
  type BlockedReason,
  CONSIGNMENT_BLOCK_MESSAGES,
  CONSIGNMENT_FAILURE_STATUSES,
  type ConsignmentStatus,
  blockedReasonLabel,
  blockedReasonMessage,
  gstinStateCode,
  isValidGstin,
} from '@dom/domain';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { GstinRegistration } from '../../integrations/gst/gst-gateway';
import { type GstinStandingProblem, gstinStandingOn } from '../../integrations/gst/gstin-registry';
import { registrationOf } from '../../integrations/gst/gstin-registry.simulator';
import type { DbOrTx } from '../../platform/db/database';
import type { StoredAddress } from '../orders';
import { buyerCreditAccounts, orders } from '../orders';
import type { ConsignmentRow } from './consignments.repo';
import { buyerCreditProfiles, consignments } from './consignments.schema';

export const RELATED_PARTY_REASON = 'RELATED_PARTY_TRANSACTION' satisfies BlockedReason;

/** Everything a rule may read; loaded once per check. */
export interface CreditFacts {
  consignment: Pick<ConsignmentRow, 'totalPaise' | 'buyerGstin'>;
  order: {
    creditDays: number;
    enhancerType: string | null;
    enhancerStatus: string | null;
    billingAddress: StoredAddress;
    shippingAddress: StoredAddress;
  };
  account: { limitPaise: bigint; utilisedPaise: bigint } | null;
  /**
   * The part of the buyer's utilised credit that approval reserved for this very order and that
   * the order's other invoiced consignments have not yet taken: this consignment may draw on it.
   * Zero when approval reserved nothing (an advance order, or one not approved through DOM).
   */
  orderHeadroomPaise?: bigint;
  profile: typeof buyerCreditProfiles.$inferSelect | null;
  /**
   * The buyer's billing and shipping GSTINs as the GSTIN register stands on the invoice date (or
   * today before there is one): null for an active registration, else the problem. A GSTIN not
   * in the map was not looked up (only its format is checked).
   */
  gstinStandings?: Readonly<Record<string, GstinStandingProblem | null>>;
  /** Today in IST, YYYY-MM-DD. */
  today: string;
}

/**
 * One reason a consignment may not be invoiced. Rules are plain objects in a list, so the credit
 * area can add its own (a new enhancer type, a GSTIN registry check) without touching packing.
 * `block` says which state a hit leads to: payment blocks can be excepted by a permitted user,
 * related-party blocks need an exceptional approval.
 */
export interface CreditRule {
  reason: string;
  block: 'PAYMENT_BLOCKED' | 'RPT_BLOCKED';
  /** Only on credit orders (credit days > 0): balance and limit checks mean nothing on advance. */
  creditOnly?: boolean;
  isBlocked(facts: CreditFacts): boolean;
}

const gstinProblem = (
  gstin: string | null | undefined,
  address: StoredAddress,
  standings: CreditFacts['gstinStandings'],
): boolean =>
  !gstin ||
  !isValidGstin(gstin) ||
  gstinStateCode(gstin) !== address.stateCode.padStart(2, '0') ||
  (standings?.[gstin] ?? null) !== null;

/** The GSTINs the GSTIN rule reads: billing, then shipping (the credit profile's when it has one). */
const buyerGstinsOf = (facts: Pick<CreditFacts, 'order' | 'profile'>) => ({
  billing: facts.order.billingAddress.gstNum,
  shipping: facts.profile?.shippingGstin ?? facts.order.shippingAddress.gstNum,
});

export const DEFAULT_CREDIT_RULES: readonly CreditRule[] = [
  {
    reason: 'INSUFFICIENT_BALANCE',
    block: 'PAYMENT_BLOCKED',
    creditOnly: true,
    // What is still free on the limit (limit less utilised) must cover this consignment, counting
    // back what approval already reserved for this order (else the order's value counts twice).
    isBlocked: ({ account, consignment, orderHeadroomPaise = 0n }) =>
      account === null ||
      account.limitPaise - account.utilisedPaise + orderHeadroomPaise < consignment.totalPaise,
  },
  {
    reason: 'LAST_SHIPMENT_DATE_EXPIRED',
    block: 'PAYMENT_BLOCKED',
    isBlocked: ({ profile, today }) => profile?.lastShipmentDate != null && profile.lastShipmentDate < today,
  },
  {
    reason: 'ENHANCER_DETAILS_UNAVAILABLE',
    block: 'PAYMENT_BLOCKED',
    isBlocked: ({ order, profile }) =>
      (order.enhancerType !== null && order.enhancerStatus !== 'APPROVED') ||
      (profile?.enhancerRequired === true && !profile.enhancerUploaded),
  },
  {
    reason: 'INSUFFICIENT_BALANCE_ANCHOR_ENTITY',
    block: 'PAYMENT_BLOCKED',
    isBlocked: ({ order, profile, consignment }) =>
      order.enhancerType === 'ANCHOR' &&
      profile?.anchorBalancePaise != null &&
      profile.anchorBalancePaise < consignment.totalPaise,
  },
  {
    reason: 'OVERDUE_INVOICES',
    block: 'PAYMENT_BLOCKED',
    creditOnly: true,
    isBlocked: ({ profile }) => (profile?.overdueInvoicesPaise ?? 0n) > 0n,
  },
  {
    reason: 'CREDIT_LIMIT_ELAPSED',
    block: 'PAYMENT_BLOCKED',
    creditOnly: true,
    isBlocked: ({ profile, today }) =>
      profile?.creditLimitExpiresOn != null && profile.creditLimitExpiresOn < today,
  },
  {
    reason: 'OPS_CREDIT_BLOCKED',
    block: 'PAYMENT_BLOCKED',
    isBlocked: ({ profile }) => profile?.opsCreditBlocked === true,
  },
  {
    reason: 'BUYER_CLOSED',
    block: 'PAYMENT_BLOCKED',
    isBlocked: ({ profile }) => profile?.buyerClosed === true,
  },
  {
    reason: 'BUYER_GST_INACTIVE_OR_INVALID',
    block: 'PAYMENT_BLOCKED',
    isBlocked: (facts) => {
      const { billing, shipping } = buyerGstinsOf(facts);
      return (
        gstinProblem(billing, facts.order.billingAddress, facts.gstinStandings) ||
        gstinProblem(shipping, facts.order.shippingAddress, facts.gstinStandings)
      );
    },
  },
  {
    reason: 'INSUFFICIENT_DOCUMENT_BALANCE',
    block: 'PAYMENT_BLOCKED',
    isBlocked: ({ profile, consignment }) =>
      profile?.documentBalancePaise != null && profile.documentBalancePaise < consignment.totalPaise,
  },
  {
    reason: 'OVERDUE_INTEREST_EXCEEDS_LIMIT',
    block: 'PAYMENT_BLOCKED',
    creditOnly: true,
    isBlocked: ({ profile }) =>
      profile !== null && profile.overdueInterestPaise > profile.overdueInterestLimitPaise,
  },
  {
    reason: RELATED_PARTY_REASON,
    block: 'RPT_BLOCKED',
    isBlocked: ({ profile }) => profile?.relatedParty === true,
  },
];

export function reasonLabel(reason: string): { label: string; message: string } {
  return { label: blockedReasonLabel(reason), message: blockedReasonMessage(reason) };
}

/**
 * Runs the rules. `excepted` reasons (a recorded credit exception or a related-party release) are
 * skipped. A related-party hit wins over payment hits: it needs an approval before anything else.
 */
export function evaluateRules(
  facts: CreditFacts,
  rules: readonly CreditRule[] = DEFAULT_CREDIT_RULES,
  excepted: readonly string[] = [],
): CreditEligibility {
  const onCredit = facts.order.creditDays > 0;
  const hits = rules.filter(
    (r) => !excepted.includes(r.reason) && (!r.creditOnly || onCredit) && r.isBlocked(facts),
  );
  const blockStatus = hits.some((r) => r.block === 'RPT_BLOCKED')
    ? 'RPT_BLOCKED'
    : hits.length > 0
      ? 'PAYMENT_BLOCKED'
      : null;
  return {
    eligible: hits.length === 0,
    blockStatus,
    blockMessage: blockStatus ? (CONSIGNMENT_BLOCK_MESSAGES[blockStatus] ?? null) : null,
    reasons: hits.map((r) => ({ reason: r.reason, ...reasonLabel(r.reason) })),
  };
}

/** How a GSTIN's registration is read: the GST simulator's register, through the caller's handle. */
export type GstinLookup = (gstin: string) => Promise<GstinRegistration | null>;

/**
 * The GSTIN register's standing of each GSTIN on `day` (gstinStandingOn). Read one after the other
 * through the given handle — on PGlite a parallel query or a second handle inside a transaction
 * would wait forever on the single connection.
 */
export async function gstinStandingsOn(
  gstins: readonly (string | null | undefined)[],
  day: string,
  lookup: GstinLookup,
): Promise<Record<string, GstinStandingProblem | null>> {
  const standings: Record<string, GstinStandingProblem | null> = {};
  for (const gstin of new Set(gstins)) {
    if (!gstin || !isValidGstin(gstin) || gstin in standings) continue;
    standings[gstin] = gstinStandingOn(await lookup(gstin), day);
  }
  return standings;
}

// Order states in which approval's reservation of a credit order's value is still held in utilised.
const RESERVATION_HELD: readonly string[] = ['ORDER_APPROVED', 'PLANNED', 'IN_PROGRESS'];
// A consignment in one of these has passed its credit check: it has drawn on the order's reservation.
const DRAWN_ON_CREDIT: readonly ConsignmentStatus[] = [
  'PACKING_IN_PROGRESS',
  'PACKED',
  'READY_FOR_SHIPMENT',
  'INTRANSIT',
  'DELIVERED',
  'DELIVERY_FAILED',
  'COMPLETED',
  ...CONSIGNMENT_FAILURE_STATUSES.filter((s) => s !== 'PAYMENT_BLOCKED' && s !== 'RPT_BLOCKED'),
];

/** The order's reservation less the totals of its other consignments that already drew on it. */
async function orderHeadroomOf(
  db: DbOrTx,
  row: ConsignmentRow,
  order: { creditDays: number; status: string; totalPaise: bigint },
): Promise<bigint> {
  if (order.creditDays <= 0 || !RESERVATION_HELD.includes(order.status)) return 0n;
  const [drawn] = await db
    .select({ paise: sql<string>`coalesce(sum(${consignments.totalPaise}), 0)::text` })
    .from(consignments)
    .where(
      and(
        eq(consignments.orderId, row.orderId),
        ne(consignments.id, row.id),
        inArray(consignments.status, [...DRAWN_ON_CREDIT]),
      ),
    );
  const left = order.totalPaise - BigInt(drawn?.paise ?? '0');
  return left > 0n ? left : 0n;
}

export async function loadCreditFacts(
  db: DbOrTx,
  row: ConsignmentRow,
  today: string,
  lookup: GstinLookup = (gstin) => registrationOf(db, gstin),
): Promise<CreditFacts> {
  const [order] = await db.select().from(orders).where(eq(orders.id, row.orderId));
  if (!order) throw new Error(`order of ${row.consignmentKey} missing`);
  const [account] = await db
    .select()
    .from(buyerCreditAccounts)
    .where(eq(buyerCreditAccounts.buyerId, row.buyerId));
  const [profile] = await db
    .select()
    .from(buyerCreditProfiles)
    .where(eq(buyerCreditProfiles.buyerId, row.buyerId));
  const orderHeadroomPaise = await orderHeadroomOf(db, row, order);
  const { billing, shipping } = buyerGstinsOf({ order, profile: profile ?? null });
  // Registered on the invoice date: a GSTIN cancelled after it does not block an earlier invoice.
  const gstinStandings = await gstinStandingsOn([billing, shipping], row.invoiceDate ?? today, lookup);
  return {
    consignment: row,
    order,
    account: account ?? null,
    orderHeadroomPaise,
    profile: profile ?? null,
    gstinStandings,
    today,
  };
}

export async function evaluateCredit(
  db: DbOrTx,
  row: ConsignmentRow,
  today: string,
  rules: readonly CreditRule[] = DEFAULT_CREDIT_RULES,
): Promise<CreditEligibility> {
  return evaluateRules(await loadCreditFacts(db, row, today), rules, row.creditException?.reasons ?? []);
}
