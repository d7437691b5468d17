import {
  BUYER_ONBOARDING_TRANSITIONS,
  type BuyerOnboardingStatus,
  type OnboardingAction,
  SELLER_ONBOARDING_TRANSITIONS,
  type SellerOnboardingStatus,
} from '@dom/domain';
import { buyers, sellers } from './parties.schema';
import type { Machine } from '../../platform/moves';
import type { OwnerScope } from '../identity';
import { findBuyer } from './buyers.repo';
import { findSeller } from './sellers.repo';

type BuyerRow = typeof buyers.$inferSelect;
type SellerRow = typeof sellers.$inferSelect;

/**
 * A buyer's onboarding (KYC steps, suspension) on `onboarding_status`. The buyers table has no
 * version column: the write is guarded by the status it was read in.
 */
export const BUYER_ONBOARDING_MACHINE: Machine<
  BuyerRow,
  BuyerOnboardingStatus,
  OnboardingAction,
  OwnerScope
> = {
  entity: 'buyer',
  label: 'Buyer',
  table: buyers,
  columns: { id: 'id', status: 'onboardingStatus', updatedAt: 'updatedAt' },
  transitions: BUYER_ONBOARDING_TRANSITIONS,
  find: async (db, scope, id, { forUpdate }) => {
    const found = await findBuyer(db, scope ?? {}, id, { forUpdate });
    return found ? { row: found.buyer, lines: [] } : undefined;
  },
  keyOf: (row) => row.id,
};

/** A seller's onboarding on `onboarding_status`, versioned. */
export const SELLER_ONBOARDING_MACHINE: Machine<
  SellerRow,
  SellerOnboardingStatus,
  OnboardingAction,
  OwnerScope
> = {
  entity: 'seller',
  label: 'Seller',
  table: sellers,
  columns: { id: 'id', status: 'onboardingStatus', version: 'version', updatedAt: 'updatedAt' },
  transitions: SELLER_ONBOARDING_TRANSITIONS,
  find: async (db, scope, id, { forUpdate }) => {
    const row = await findSeller(db, scope ?? {}, id, { forUpdate });
    return row ? { row, lines: [] } : undefined;
  },
  keyOf: (row) => row.id,
};
