export * from './platform';
export * from './parties';
export * from '../../../modules/identity/identity.schema';
export * from '../../../modules/identity/authorization.schema';
export * from '../../../integrations/sms/sms.schema';
export * from '../../../modules/orders/orders.schema';
export * from '../../../integrations/gst/gst.schema';
export * from '../../../modules/consignments/consignments.schema';
