import type { Option } from './option';

export const NOTIFICATION_CHANNELS = [
  { value: 'EMAIL', label: 'Email' },
  { value: 'SMS', label: 'SMS' },
  { value: 'WHATSAPP', label: 'WhatsApp' },
] as const satisfies readonly Option[];
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number]['value'];

export const NOTIFICATION_RECIPIENT_TYPES = [
  { value: 'BUYER', label: 'Buyer' },
  { value: 'SELLER', label: 'Seller' },
  { value: 'INTERNAL', label: 'Internal' },
  { value: 'DRIVER', label: 'Driver' },
] as const satisfies readonly Option[];
export type NotificationRecipientType = (typeof NOTIFICATION_RECIPIENT_TYPES)[number]['value'];
