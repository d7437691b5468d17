import type { NotificationChannel } from '@dom/domain';

/** What one channel delivers: the address, the words (a subject for e-mail only). */
export interface OutgoingMessage {
  to: string;
  subject: string | null;
  body: string;
  /** The event or template name, for the provider's reports. */
  template: string;
}

/**
 * One delivery channel (e-mail, SMS, WhatsApp) behind one interface. `reference` identifies the
 * delivery attempt (the outbox message id): a resend of the same attempt is one message. A
 * failure throws; the caller retries with back-off.
 */
export interface ChannelAdapter {
  readonly channel: NotificationChannel;
  /** 'smtp', 'whatsapp-cloud', 'http', 'simulator'… */
  readonly name: string;
  send(message: OutgoingMessage, reference: string): Promise<void>;
}

export type Channels = Readonly<Record<NotificationChannel, ChannelAdapter>>;

/** A ten-digit Indian mobile number (or +91 / 91 followed by one) as E.164 digits without '+'. */
export function indianMsisdn(phone: string): string | null {
  const digits = phone.replace(/[\s-]/g, '').replace(/^\+/, '');
  if (/^[6-9]\d{9}$/.test(digits)) return `91${digits}`;
  if (/^91[6-9]\d{9}$/.test(digits)) return digits;
  return null;
}
