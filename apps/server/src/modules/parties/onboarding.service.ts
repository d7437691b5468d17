import type { OnboardingMove, OnboardingMoveResult } from '@dom/contract';
import {
  BUYER_ONBOARDING_TRANSITIONS,
  type OnboardingAction,
  SELLER_ONBOARDING_TRANSITIONS,
  buyerOnboardingStatusLabel,
  sellerOnboardingStatusLabel,
} from '@dom/domain';
import { eq } from 'drizzle-orm';
import { recordAudit } from '../../platform/audit';
import type { Db } from '../../platform/db/database';
import { buyers, sellers } from '../../platform/db/schema/index';
import { enqueueOutbox } from '../../platform/outbox';
import { type OwnerScope, foundInScope } from '../identity';
import type { Actor } from './buyer-contacts.service';
import { findBuyer } from './buyers.repo';
import { findSeller } from './sellers.repo';

type BuyerState = Parameters<typeof BUYER_ONBOARDING_TRANSITIONS.nextActions>[0];
type SellerState = Parameters<typeof SELLER_ONBOARDING_TRANSITIONS.nextActions>[0];

export const buyerMoves = (status: string, permissions: ReadonlySet<string>): OnboardingAction[] =>
  BUYER_ONBOARDING_TRANSITIONS.nextActions(status as BuyerState, permissions).map((m) => m.action);
export const sellerMoves = (status: string, permissions: ReadonlySet<string>): OnboardingAction[] =>
  SELLER_ONBOARDING_TRANSITIONS.nextActions(status as SellerState, permissions).map((m) => m.action);

/**
 * A buyer's onboarding move (KYC steps, suspension) through the domain's table, under the row lock,
 * with an audit row and an outbox event in the same transaction. A move the table lacks is 409; one
 * the caller may not make is 403 (the error handler maps the domain's TransitionError).
 */
export async function moveBuyer(
  db: Db,
  scope: OwnerScope,
  permissions: ReadonlySet<string>,
  id: string,
  move: OnboardingMove,
  actor: Actor,
): Promise<OnboardingMoveResult> {
  return db.transaction(async (tx) => {
    const { buyer } = foundInScope(await findBuyer(tx, scope, id, { forUpdate: true }), 'Buyer');
    const from = buyer.onboardingStatus as BuyerState;
    const to = BUYER_ONBOARDING_TRANSITIONS.getTarget(from, move.action, permissions);
    await tx.update(buyers).set({ onboardingStatus: to, updatedAt: new Date() }).where(eq(buyers.id, id));
    await recordAudit(tx, {
      ...actor,
      action: `buyer.${move.action}`,
      entityType: 'buyer',
      entityId: id,
      before: { status: from },
      after: { status: to },
    });
    await enqueueOutbox(tx, 'buyer.status.changed', { buyerId: id, from, to });
    return {
      id,
      status: to,
      statusLabel: buyerOnboardingStatusLabel(to),
      allowedActions: buyerMoves(to, permissions),
    };
  });
}

export async function moveSeller(
  db: Db,
  scope: OwnerScope,
  permissions: ReadonlySet<string>,
  id: string,
  move: OnboardingMove,
  actor: Actor,
): Promise<OnboardingMoveResult> {
  return db.transaction(async (tx) => {
    const seller = foundInScope(await findSeller(tx, scope, id, { forUpdate: true }), 'Seller');
    const from = seller.onboardingStatus as SellerState;
    const to = SELLER_ONBOARDING_TRANSITIONS.getTarget(from, move.action, permissions);
    await tx
      .update(sellers)
      .set({ onboardingStatus: to, version: seller.version + 1, updatedAt: new Date() })
      .where(eq(sellers.id, id));
    await recordAudit(tx, {
      ...actor,
      action: `seller.${move.action}`,
      entityType: 'seller',
      entityId: id,
      before: { status: from },
      after: { status: to },
    });
    await enqueueOutbox(tx, 'seller.status.changed', { sellerId: id, from, to });
    return {
      id,
      status: to,
      statusLabel: sellerOnboardingStatusLabel(to),
      allowedActions: sellerMoves(to, permissions),
    };
  });
}
