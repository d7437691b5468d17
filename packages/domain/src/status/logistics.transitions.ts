import type { Permission } from '../access/permissions';
import type { LogisticsRfqStatus, TransportLegStatus, TransportRequisitionStatus } from './transport.states';
import { defineTransitions } from './transitions';

export type LogisticsRfqAction =
  | 'publish'
  | 'startSourcing'
  | 'respond'
  | 'sendForApproval'
  | 'approve'
  | 'reject'
  | 'negotiate'
  | 'decline'
  | 'expire';

const OPEN_LOGISTICS_RFQ = [
  'READY_FOR_SOURCING',
  'SOURCING_IN_PROGRESS',
  'QUOTE_RECEIVED',
  'SOURCING_FINALIZED',
] as const satisfies readonly LogisticsRfqStatus[];

// "respond" covers both the transporter's answer and one registered on its behalf (source OFFLINE).
export const LOGISTICS_RFQ_TRANSITIONS = defineTransitions<
  LogisticsRfqStatus,
  LogisticsRfqAction,
  Permission
>([
  { from: 'DRAFT', to: 'READY_FOR_SOURCING', action: 'publish', permission: 'Allow_Logistics_Rfq_Publish' },
  {
    from: 'READY_FOR_SOURCING',
    to: 'SOURCING_IN_PROGRESS',
    action: 'startSourcing',
    permission: 'Allow_Logistics_Rfq_Publish',
  },
  {
    from: ['READY_FOR_SOURCING', 'SOURCING_IN_PROGRESS', 'QUOTE_RECEIVED'],
    to: 'QUOTE_RECEIVED',
    action: 'respond',
    permission: 'Allow_Logistics_Rfq_Respond',
  },
  {
    from: 'QUOTE_RECEIVED',
    to: 'SOURCING_FINALIZED',
    action: 'sendForApproval',
    permission: 'Allow_Logistics_Rfq_Create',
  },
  {
    from: 'SOURCING_FINALIZED',
    to: 'ACCEPTED',
    action: 'approve',
    permission: 'Allow_Logistics_Rfq_Approve',
  },
  { from: 'SOURCING_FINALIZED', to: 'DECLINED', action: 'reject', permission: 'Allow_Logistics_Rfq_Approve' },
  {
    from: ['QUOTE_RECEIVED', 'SOURCING_FINALIZED'],
    to: 'SOURCING_IN_PROGRESS',
    action: 'negotiate',
    permission: 'Allow_Logistics_Rfq_Negotiate',
  },
  {
    from: ['DRAFT', ...OPEN_LOGISTICS_RFQ],
    to: 'DECLINED',
    action: 'decline',
    permission: 'Allow_Logistics_Rfq_Create',
  },
  { from: OPEN_LOGISTICS_RFQ, to: 'EXPIRED', action: 'expire', permission: 'Allow_System_Transition' },
]);

export type TransportRequisitionAction =
  | 'submit'
  | 'receiveResponse'
  | 'acceptResponse'
  | 'rejectResponse'
  | 'finalizeTransporter'
  | 'decline'
  | 'expire';

export const TRANSPORT_REQUISITION_TRANSITIONS = defineTransitions<
  TransportRequisitionStatus,
  TransportRequisitionAction,
  Permission
>([
  { from: 'DRAFT', to: 'REQUEST_SUBMITTED', action: 'submit', permission: 'Allow_Transport_Request_Create' },
  {
    from: ['REQUEST_SUBMITTED', 'RESPONSE_REJECTED'],
    to: 'RESPONSE_RECEIVED',
    action: 'receiveResponse',
    permission: 'Allow_Logistics_Rfq_Respond',
  },
  {
    from: 'RESPONSE_RECEIVED',
    to: 'RESPONSE_ACCEPTED',
    action: 'acceptResponse',
    permission: 'Allow_Transport_Request_Finalize',
  },
  {
    from: 'RESPONSE_RECEIVED',
    to: 'RESPONSE_REJECTED',
    action: 'rejectResponse',
    permission: 'Allow_Transport_Request_Finalize',
  },
  {
    from: 'RESPONSE_ACCEPTED',
    to: 'TRANSPORTER_FINALIZED',
    action: 'finalizeTransporter',
    permission: 'Allow_Transport_Request_Finalize',
  },
  {
    from: ['DRAFT', 'REQUEST_SUBMITTED', 'RESPONSE_RECEIVED'],
    to: 'DECLINED',
    action: 'decline',
    permission: 'Allow_Transport_Request_Create',
  },
  {
    from: ['REQUEST_SUBMITTED', 'RESPONSE_RECEIVED'],
    to: 'EXPIRED',
    action: 'expire',
    permission: 'Allow_System_Transition',
  },
]);

export type TransportLegAction = 'plan' | 'allocateVehicle' | 'dispatch' | 'deliver';

export const TRANSPORT_LEG_TRANSITIONS = defineTransitions<
  TransportLegStatus,
  TransportLegAction,
  Permission
>([
  { from: 'CREATED', to: 'PLANNED', action: 'plan', permission: 'Allow_Transport_Load_Manage' },
  { from: 'PLANNED', to: 'ALLOCATED', action: 'allocateVehicle', permission: 'Allow_Vehicle_Allocation' },
  { from: 'ALLOCATED', to: 'INTRANSIT', action: 'dispatch', permission: 'Allow_Transport_Dispatch' },
  { from: 'INTRANSIT', to: 'DELIVERED', action: 'deliver', permission: 'Allow_Shipment_Status_Update' },
]);
