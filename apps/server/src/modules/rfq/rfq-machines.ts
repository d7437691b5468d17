import {
  type BusinessUnit,
  ENQUIRY_TRANSITIONS,
  type EnquiryAction,
  type EnquiryStatus,
  QUOTATION_TRANSITIONS,
  type QuotationAction,
  type QuotationStatus,
  byBusinessUnit,
  enquiryStatusLabel,
} from '@dom/domain';
import type { Machine } from '../../platform/moves';
import type { OwnerScope } from '../identity';
import { type QuotationRow, type RfqRow, findQuotation, findRfq, quotationScope, rfqScope } from './rfq.repo';
import { quotations, rfqs } from './rfq.schema';

export type EnquiryMachine = Machine<RfqRow, EnquiryStatus, EnquiryAction, OwnerScope>;
export type QuotationMachine = Machine<QuotationRow, QuotationStatus, QuotationAction, OwnerScope>;

/**
 * An enquiry's life cycle, one machine per business unit (approving and sending a quote need that
 * unit's permission): ENQUIRY_TRANSITIONS on `rfqs.status`. Audited on the RFQ (`rfq.<action>`).
 */
export const ENQUIRY_MACHINES: Readonly<Record<BusinessUnit, EnquiryMachine>> = byBusinessUnit((unit) => ({
  entity: 'rfq',
  label: 'RFQ',
  table: rfqs,
  columns: { id: 'id', status: 'status', version: 'version', updatedAt: 'updatedAt', key: 'rfqKey' },
  transitions: ENQUIRY_TRANSITIONS[unit],
  find: async (db, scope, key, { forUpdate }) => {
    const row = await findRfq(db, scope, key, { forUpdate });
    return row && row.businessUnit === unit ? { row, lines: [] } : undefined;
  },
  keyOf: (row) => row.rfqKey,
  scopeWhere: rfqScope,
  notAllowed: (from, action) => `Cannot ${action} an enquiry in ${enquiryStatusLabel(from)} (${from}).`,
}));

/**
 * A quotation's life cycle, one machine per business unit: QUOTATION_TRANSITIONS on
 * `quotations.status`. Audited on its RFQ (`rfq` / `quotation.<action>`), so the RFQ's activity log
 * shows it.
 */
export const QUOTATION_MACHINES: Readonly<Record<BusinessUnit, QuotationMachine>> = byBusinessUnit(
  (unit) => ({
    entity: 'quotation',
    label: 'Quotation',
    table: quotations,
    columns: { id: 'id', status: 'status', version: 'version', updatedAt: 'updatedAt', key: 'quotationKey' },
    transitions: QUOTATION_TRANSITIONS[unit],
    find: async (db, scope, key, { forUpdate }) => {
      const row = await findQuotation(db, scope, key, { forUpdate });
      return row && row.businessUnit === unit ? { row, lines: [] } : undefined;
    },
    keyOf: (row) => row.quotationKey,
    scopeWhere: quotationScope,
    audit: {
      entityType: 'rfq',
      entityIdOf: (row) => row.rfqKey,
      action: (action) => `quotation.${action}`,
    },
  }),
);
