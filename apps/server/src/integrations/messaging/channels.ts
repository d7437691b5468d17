import type { MessagingConfig } from '../../config';
import type { Db } from '../../platform/db/database';
import type { SmsSender } from '../sms/sms-sender';
import type { ChannelAdapter, Channels, OutgoingMessage } from './channel';
import { ChannelSimulator } from './channel-simulator';
import { SmtpEmail } from './smtp-email';
import { WhatsAppCloud } from './whatsapp-cloud';

/** The SMS channel is the existing SMS gateway adapter (or its simulator, `sms_messages`). */
export class SmsChannel implements ChannelAdapter {
  readonly channel = 'SMS' as const;
  constructor(private readonly sender: SmsSender) {}
  get name(): string {
    return this.sender.name;
  }
  send(message: OutgoingMessage, reference: string): Promise<void> {
    return this.sender.send({ to: message.to, body: message.body, template: message.template }, reference);
  }
}

/** The configured channels: SMTP and WhatsApp Cloud when configured, the simulator otherwise. */
export function channelsFor(cfg: MessagingConfig, sms: SmsSender, db: Db): Channels {
  return {
    EMAIL: cfg.smtpUrl ? new SmtpEmail(cfg.smtpUrl, cfg.mailFrom) : new ChannelSimulator('EMAIL', db),
    SMS: new SmsChannel(sms),
    WHATSAPP: cfg.whatsapp ? new WhatsAppCloud(cfg.whatsapp) : new ChannelSimulator('WHATSAPP', db),
  };
}
