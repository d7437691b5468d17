import nodemailer, { type Transporter } from 'nodemailer';
import type { ChannelAdapter, OutgoingMessage } from './channel';

/**
 * E-mail through an SMTP server (nodemailer). The reference becomes the Message-ID, so a resend of
 * one delivery is recognisable as the same message. A refusal throws (the caller retries).
 */
export class SmtpEmail implements ChannelAdapter {
  readonly channel = 'EMAIL' as const;
  readonly name = 'smtp';
  private readonly transport: Transporter;

  constructor(
    smtpUrl: string,
    private readonly from: string,
    opts: { allowSelfSigned?: boolean } = {},
  ) {
    const url = new URL(smtpUrl);
    const secure = url.protocol === 'smtps:';
    this.transport = nodemailer.createTransport({
      host: url.hostname,
      port: url.port ? Number(url.port) : secure ? 465 : 587,
      secure,
      ...(url.username
        ? { auth: { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } }
        : {}),
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
      ...(opts.allowSelfSigned ? { tls: { rejectUnauthorized: false } } : {}),
    });
  }

  async send(message: OutgoingMessage, reference: string): Promise<void> {
    await this.transport.sendMail({
      from: this.from,
      to: message.to,
      subject: message.subject ?? message.template,
      text: message.body,
      messageId: `<dom-notification-${reference}@dom.example.in>`,
      headers: { 'X-DOM-Template': message.template },
    });
  }

  close(): void {
    this.transport.close();
  }
}
