import {
  CONSIGNMENT_TRANSITIONS,
  type ConsignmentAction,
  type ConsignmentStatus,
  TRACKING_TRANSITIONS,
  type TrackingAction,
  type TrackingStatus,
} from '@dom/domain';
import type { Machine } from '../../platform/moves';
import type { OwnerScope } from '../identity';
import {
  type ConsignmentLineRow,
  type ConsignmentRow,
  consignmentScope,
  findConsignment,
  findConsignmentWithLines,
} from './consignments.repo';
import { consignments } from './consignments.schema';

/** A consignment's lifecycle: the `status` column moved by the domain's CONSIGNMENT_TRANSITIONS. */
export const CONSIGNMENT_MACHINE: Machine<
  ConsignmentRow,
  ConsignmentStatus,
  ConsignmentAction,
  OwnerScope,
  ConsignmentLineRow
> = {
  entity: 'consignment',
  label: 'Consignment',
  table: consignments,
  columns: { id: 'id', status: 'status', version: 'version', updatedAt: 'updatedAt', key: 'consignmentKey' },
  transitions: CONSIGNMENT_TRANSITIONS,
  find: async (db, scope, key, { forUpdate, withLines }) => {
    if (withLines) return findConsignmentWithLines(db, scope, key, { forUpdate });
    const row = await findConsignment(db, scope, key, { forUpdate });
    return row ? { row, lines: [] } : undefined;
  },
  keyOf: (row) => row.consignmentKey,
  audit: { facts: ['trackingStatus'] },
  scopeWhere: consignmentScope,
};

/**
 * The shipment's tracking (dispatch → delivery) on the same row: a second machine on the
 * `tracking_status` column, moved by TRACKING_TRANSITIONS, versioned with the consignment.
 */
export const TRACKING_MACHINE: Machine<ConsignmentRow, TrackingStatus, TrackingAction, OwnerScope> = {
  entity: 'consignment-tracking',
  label: 'Consignment',
  table: consignments,
  columns: {
    id: 'id',
    status: 'trackingStatus',
    version: 'version',
    updatedAt: 'updatedAt',
    key: 'consignmentKey',
  },
  transitions: TRACKING_TRANSITIONS,
  find: async (db, scope, key, { forUpdate }) => {
    const row = await findConsignment(db, scope, key, { forUpdate });
    return row ? { row, lines: [] } : undefined;
  },
  keyOf: (row) => row.consignmentKey,
  audit: { entityType: 'consignment', action: (action) => `consignment.${action}`, facts: ['status'] },
  scopeWhere: consignmentScope,
};
