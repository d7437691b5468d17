import { type ChannelAdapter, type OutgoingMessage, indianMsisdn } from './channel';

export interface WhatsAppCloudConfig {
  /** e.g. https://graph.facebook.com/v21.0 */
  apiUrl: string;
  phoneNumberId: string;
  token: string;
}

/**
 * The WhatsApp Business Cloud API: `POST {apiUrl}/{phone-number-id}/messages` with a bearer token
 * and `{ messaging_product: 'whatsapp', to, type: 'text', text: { body } }`. Any 2xx is accepted
 * (the answer carries `messages[0].id`); anything else throws so the send is retried.
 */
export class WhatsAppCloud implements ChannelAdapter {
  readonly channel = 'WHATSAPP' as const;
  readonly name = 'whatsapp-cloud';

  constructor(
    private readonly cfg: WhatsAppCloudConfig,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {}

  async send(message: OutgoingMessage, reference: string): Promise<void> {
    const to = indianMsisdn(message.to);
    if (!to) throw new Error(`Not a mobile number for WhatsApp: ${message.to}`);
    const res = await this.fetchImpl(
      `${this.cfg.apiUrl.replace(/\/$/, '')}/${this.cfg.phoneNumberId}/messages`,
      {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${this.cfg.token}`,
          'x-dom-reference': reference,
        },
        body: JSON.stringify({
          messaging_product: 'whatsapp',
          recipient_type: 'individual',
          to,
          type: 'text',
          text: { preview_url: false, body: message.body },
        }),
        signal: AbortSignal.timeout(10_000),
      },
    );
    if (!res.ok) {
      const detail = (await res.text().catch(() => '')).slice(0, 200);
      throw new Error(`WhatsApp Cloud API answered ${res.status}${detail ? `: ${detail}` : ''}`);
    }
  }
}
