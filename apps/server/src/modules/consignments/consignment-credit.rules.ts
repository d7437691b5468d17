import type { CreditEligibility } from '@dom/contract';
import {
  type BlockedReason,
  CONSIGNMENT_BLOCK_MESSAGES,
  blockedReasonLabel,
  blockedReasonMessage,
  gstinStateCode,
  isValidGstin,
} from '@dom/domain';
import { eq } from 'drizzle-orm';
import type { GstinRegistration } from '../../integrations/gst/gst-gateway';
import { type GstinStandingProblem, gstinStandingOn } from '../../integrations/gst/gstin-registry';
import { registrationOf } from '../../integrations/gst/gstin-registry.simulator';
import type { DbOrTx } from '../../platform/db/database';
import type { StoredAddress } from '../orders';
import { orders } from '../orders';
import { creditStateOf, drawableOf } from '../credit-limits';
import type { ConsignmentRow } from './consignments.repo';
import { buyerCreditProfiles } from './consignments.schema';

export const RELATED_PARTY_REASON = 'RELATED_PARTY_TRANSACTION' satisfies BlockedReason;

/**
 * The credit profile as the rules read it: the buyer's policy as stored (last shipment date, limit
 * expiry, ops block, closure, related party, shipping GSTIN, the overdue-interest limit — null for
 * none) and the facts derived on the day, never stored: overdue invoices and their interest from the
 * invoices' due dates, the anchor entity's and the documents' balances and whether an enhancer is in
 * force from the enhancers.
 */
export type CreditProfileFacts = typeof buyerCreditProfiles.$inferSelect & {
  overdueInvoicesPaise: bigint;
  overdueInterestPaise: bigint;
  anchorBalancePaise: bigint | null;
  documentBalancePaise: bigint | null;
  enhancerUploaded: boolean;
};

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
  /**
   * The buyer's credit position (credit-limits): `limitPaise` is what may be drawn in all — the
   * limit plus the enhancers and ad-hoc limits in force today — and `utilisedPaise` the ledger's
   * outstanding, the same figure the limits tab and the ledger show. Null without a credit account.
   */
  account: { limitPaise: bigint; utilisedPaise: bigint } | null;
  /**
   * The buyer's credit policy (stored) with the facts derived from the ledger and the enhancers;
   * its document balance is that of the documents this order draws on.
   */
  profile: CreditProfileFacts | null;
  /** Enhancer details of the order that name an enhancer no longer in force. */
  orderEnhancersInactive?: number;
  /** The types of the enhancers the order names through /enhancer-details (in force or not). */
  orderEnhancerTypes?: readonly string[];
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
    // What is still free (limit, enhancers and ad-hoc limits in force, less the ledger's
    // outstanding) must cover this consignment.
    isBlocked: ({ account, consignment }) =>
      account === null || account.limitPaise - account.utilisedPaise < consignment.totalPaise,
  },
  {
    reason: 'LAST_SHIPMENT_DATE_EXPIRED',
    block: 'PAYMENT_BLOCKED',
    isBlocked: ({ profile, today }) => profile?.lastShipmentDate != null && profile.lastShipmentDate < today,
  },
  {
    reason: 'ENHANCER_DETAILS_UNAVAILABLE',
    block: 'PAYMENT_BLOCKED',
    isBlocked: ({ order, profile, orderEnhancersInactive = 0 }) =>
      (order.enhancerType !== null && order.enhancerStatus !== 'APPROVED') ||
      (profile?.enhancerRequired === true && !profile.enhancerUploaded) ||
      orderEnhancersInactive > 0,
  },
  {
    reason: 'INSUFFICIENT_BALANCE_ANCHOR_ENTITY',
    block: 'PAYMENT_BLOCKED',
    // The order's anchor enhancer as /enhancer-details recorded it (or as an import set it).
    isBlocked: ({ order, orderEnhancerTypes = [], profile, consignment }) =>
      (order.enhancerType === 'ANCHOR' || orderEnhancerTypes.includes('ANCHOR')) &&
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
    // The balance of the documents this order draws on (null when it draws on none).
    isBlocked: ({ profile, consignment }) =>
      profile?.documentBalancePaise != null && profile.documentBalancePaise < consignment.totalPaise,
  },
  {
    reason: 'OVERDUE_INTEREST_EXCEEDS_LIMIT',
    block: 'PAYMENT_BLOCKED',
    creditOnly: true,
    isBlocked: ({ profile }) =>
      profile !== null &&
      profile.overdueInterestLimitPaise !== null &&
      profile.overdueInterestPaise > profile.overdueInterestLimitPaise,
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

export async function loadCreditFacts(
  db: DbOrTx,
  row: ConsignmentRow,
  today: string,
  lookup: GstinLookup = (gstin) => registrationOf(db, gstin),
): Promise<CreditFacts> {
  // At most 5 statements (bench/credit.ts counts them): the order with the buyer's policy, the
  // buyer's credit state (2), the GSTINs' standing (1 or 2).
  const [found] = await db
    .select({ order: orders, stored: buyerCreditProfiles })
    .from(orders)
    .leftJoin(buyerCreditProfiles, eq(buyerCreditProfiles.buyerId, row.buyerId))
    .where(eq(orders.id, row.orderId));
  if (!found) throw new Error(`order of ${row.consignmentKey} missing`);
  const { order, stored } = found;
  const state = await creditStateOf(db, row.buyerId, today, { orderId: order.id });
  const profile: CreditProfileFacts = {
    ...(stored ?? {
      buyerId: row.buyerId,
      lastShipmentDate: null,
      creditLimitExpiresOn: null,
      enhancerRequired: false,
      opsCreditBlocked: false,
      buyerClosed: false,
      overdueInterestLimitPaise: null,
      relatedParty: false,
      shippingGstin: null,
      updatedAt: new Date(0),
    }),
    overdueInvoicesPaise: state?.receivables.overduePaise ?? 0n,
    overdueInterestPaise: state?.overdueInterestPaise ?? 0n,
    anchorBalancePaise: state?.anchorBalancePaise ?? null,
    documentBalancePaise: state?.orderDocumentBalancePaise ?? null,
    enhancerUploaded: state?.hasActiveEnhancer ?? false,
  };
  const { billing, shipping } = buyerGstinsOf({ order, profile });
  // Registered on the invoice date: a GSTIN cancelled after it does not block an earlier invoice.
  const gstinStandings = await gstinStandingsOn([billing, shipping], row.invoiceDate ?? today, lookup);
  const drawable = drawableOf(state);
  return {
    consignment: row,
    order,
    account: drawable.hasAccount
      ? { limitPaise: drawable.limitPaise, utilisedPaise: drawable.utilisedPaise }
      : null,
    profile,
    orderEnhancersInactive: state?.orderEnhancersInactive ?? 0,
    orderEnhancerTypes: state?.orderEnhancerTypes ?? [],
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
