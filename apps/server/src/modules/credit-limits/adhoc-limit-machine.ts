import { ADHOC_LIMIT_TRANSITIONS, type AdhocLimitAction, type AdhocLimitStatus } from '@dom/domain';
import { and, eq } from 'drizzle-orm';
import type { Machine } from '../../platform/moves';
import type { OwnerScope } from '../identity';
import { buyers } from '../parties';
import { creditAdhocLimits } from './credit-limits.schema';
import { adhocKey, buyerScope } from './credit-limits.service';

export type AdhocLimitRow = typeof creditAdhocLimits.$inferSelect;

/** The serial of an ad-hoc key (`AH000042` → 42); null for anything else. */
export const serialOfAdhocKey = (key: string): number | null =>
  /^AH\d{6,}$/.test(key) ? Number(key.slice(2)) : null;

/**
 * An ad-hoc limit under ADHOC_LIMIT_TRANSITIONS, found by its key (`AH000042`) within the caller's
 * buyers (an RM's limits are their buyers'; another's answers 404). Audited on the limit's id as
 * `credit-adhoc-limit.<action>`, announced as `adhoc-limit.status-changed`.
 */
export const ADHOC_LIMIT_MACHINE: Machine<AdhocLimitRow, AdhocLimitStatus, AdhocLimitAction, OwnerScope> = {
  entity: 'adhoc-limit',
  label: 'Ad-hoc limit',
  table: creditAdhocLimits,
  columns: { id: 'id', status: 'status', version: 'version', updatedAt: 'updatedAt' },
  transitions: ADHOC_LIMIT_TRANSITIONS,
  find: async (db, scope, key, { forUpdate }) => {
    const serial = serialOfAdhocKey(key);
    if (serial === null) return undefined;
    const q = db
      .select({ a: creditAdhocLimits })
      .from(creditAdhocLimits)
      .innerJoin(buyers, eq(buyers.id, creditAdhocLimits.buyerId))
      .where(and(eq(creditAdhocLimits.serial, serial), scope ? buyerScope(scope) : undefined));
    const [row] = await (forUpdate ? q.for('update', { of: creditAdhocLimits }) : q);
    return row ? { row: row.a, lines: [] } : undefined;
  },
  keyOf: (row) => adhocKey(row.serial),
  audit: {
    entityType: 'credit_adhoc_limit',
    entityIdOf: (row) => row.id,
    action: (action) => `credit-adhoc-limit.${action}`,
  },
  notAllowed: (from, action) => `An ad-hoc limit in ${from} cannot ${action}.`,
};
