import type { SmsConfig } from '../../config';
import type { SmsMessage, SmsSender } from './sms-sender';

/**
 * A generic HTTP SMS gateway: POST JSON `{ to, message, senderId, template, reference }` with a bearer
 * token and the reference as Idempotency-Key. Any 2xx is delivered; anything else throws so the
 * outbox retries with backoff.
 */
export class HttpSmsGateway implements SmsSender {
  readonly name = 'http';

  constructor(
    private readonly cfg: SmsConfig & { gatewayUrl: string },
    private readonly fetchImpl: typeof fetch = fetch,
  ) {}

  async send(message: SmsMessage, reference: string): Promise<void> {
    const res = await this.fetchImpl(this.cfg.gatewayUrl, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'idempotency-key': `dom-sms-${reference}`,
        ...(this.cfg.gatewayToken ? { authorization: `Bearer ${this.cfg.gatewayToken}` } : {}),
      },
      body: JSON.stringify({
        to: message.to,
        message: message.body,
        senderId: this.cfg.senderId,
        template: message.template,
        reference,
      }),
      signal: AbortSignal.timeout(10_000),
    });
    if (!res.ok) {
      // The gateway's words, shortened, go to the outbox's last_error (never the message body).
      const detail = (await res.text().catch(() => '')).slice(0, 200);
      throw new Error(`SMS gateway answered ${res.status}${detail ? `: ${detail}` : ''}`);
    }
  }
}

export function smsSenderFor(cfg: SmsConfig, simulator: () => SmsSender): SmsSender {
  return cfg.gatewayUrl ? new HttpSmsGateway({ ...cfg, gatewayUrl: cfg.gatewayUrl }) : simulator();
}
