import { CREDIT_LEAD_TRANSITIONS, type CreditLeadAction, type CreditLeadStatus } from '@dom/domain';
import type { Machine } from '../../platform/moves';
import type { OwnerScope } from '../identity';
import { type CreditLeadRow, findLead } from './credit-leads.repo';
import { creditLeads } from './credit-leads.schema';

/** A credit lead under CREDIT_LEAD_TRANSITIONS, found by its key in the caller's scope. */
export const CREDIT_LEAD_MACHINE: Machine<CreditLeadRow, CreditLeadStatus, CreditLeadAction, OwnerScope> = {
  entity: 'credit-lead',
  label: 'Credit lead',
  table: creditLeads,
  columns: { id: 'id', status: 'status', version: 'version', updatedAt: 'updatedAt', key: 'leadKey' },
  transitions: CREDIT_LEAD_TRANSITIONS,
  find: async (db, scope, key, { forUpdate }) => {
    const row = await findLead(db, scope, key, forUpdate);
    return row ? { row, lines: [] } : undefined;
  },
  keyOf: (row) => row.leadKey,
  audit: { entityType: 'credit_lead' },
  notAllowed: (from, action) => `A credit lead in ${from} cannot ${action}.`,
};
