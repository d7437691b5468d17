import type { TokenRequest, TokenSet } from '@dom/contract';
import type { AuthConfig } from '../../config';
import type { Db } from '../../platform/db/database';
import { invalidClient, invalidGrant } from './auth-errors';
import type { LoginTickets } from './login-tickets';
import type { ClientInfo, SessionService } from './sessions.service';
import { auditSignIn } from './sign-in-audit';
import type { SsoService } from './sso.service';

/** Client credentials from the form body or an HTTP Basic header (RFC 6749 §2.3.1). */
export function clientCredentialsOf(
  body: { client_id?: string | undefined; client_secret?: string | undefined },
  authorization: string | undefined,
): { id: string; secret: string } | null {
  if (body.client_id && body.client_secret) return { id: body.client_id, secret: body.client_secret };
  const basic = authorization?.match(/^Basic\s+([A-Za-z0-9+/=]+)$/i)?.[1];
  if (!basic) return null;
  const decoded = Buffer.from(basic, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon <= 0) return null;
  const id = formDecoded(decoded.slice(0, colon));
  const secret = formDecoded(decoded.slice(colon + 1));
  return id !== null && secret !== null ? { id, secret } : null;
}

/** RFC 6749 §2.3.1 form-encodes both halves; a malformed escape is a bad client, not a crash. */
function formDecoded(text: string): string | null {
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
}

/** The token endpoint: client credentials (OTP flow), authorization code (SSO), refresh token. */
export class TokenEndpointService {
  constructor(
    private readonly db: Db,
    private readonly cfg: AuthConfig,
    private readonly sessions: SessionService,
    private readonly tickets: LoginTickets,
    private readonly sso: SsoService,
  ) {}

  async grant(
    request: TokenRequest,
    authorization: string | undefined,
    client: ClientInfo,
  ): Promise<TokenSet> {
    switch (request.grant_type) {
      case 'client_credentials': {
        const credentials = clientCredentialsOf(request, authorization);
        const ticket = credentials
          ? await this.tickets.redeem(credentials.id, credentials.secret, 'OTP_LOGIN')
          : null;
        if (!ticket) {
          await auditSignIn(this.db, {
            action: 'SIGN_IN_FAILED',
            userId: null,
            method: 'OTP',
            client,
            reason: 'BAD_CLIENT_CREDENTIALS',
          });
          throw invalidClient();
        }
        const tokens = await this.sessions.start(ticket.userId, 'OTP', client, {
          corporate: ticket.corporate,
        });
        await auditSignIn(this.db, {
          action: 'SIGN_IN_SUCCEEDED',
          userId: ticket.userId,
          method: 'OTP',
          client,
        });
        return tokens;
      }
      case 'authorization_code':
        return this.sso.exchange(request, client);
      case 'refresh_token':
        if (request.client_id !== this.cfg.clientId) throw invalidClient();
        return this.sessions.refresh(request.refresh_token, client);
      default:
        throw invalidGrant('Unsupported grant type.');
    }
  }
}
