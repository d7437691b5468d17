import path from 'node:path';
import { z } from 'zod';

const ConfigSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z.string().url().optional(),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  DOM_DEMO: z
    .enum(['0', '1', 'true', 'false'])
    .default('1')
    .transform((v) => v === '1' || v === 'true'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  FILE_STORAGE_DIR: z.string().optional(),
  FILE_URL_SECRET: z.string().min(16).optional(),
  WEB_DIST_DIR: z.string().optional(),
  JOBS: z
    .enum(['0', '1', 'true', 'false'])
    .default('1')
    .transform((v) => v === '1' || v === 'true'),
  // The number of reverse proxies in front ('true' is one). The client address is the one the
  // nearest of them saw: entries further left in X-Forwarded-For are the client's to write.
  TRUST_PROXY: z
    .string()
    .regex(/^(true|false|\d{1,2})$/, 'Use 0, 1 (one proxy), a number of proxies, true or false.')
    .default('0')
    .transform((v) => (v === 'true' ? 1 : v === 'false' ? 0 : Number(v))),
  AUTH_ISSUER: z.string().min(1).default('dom'),
  AUTH_AUDIENCE: z.string().min(1).default('dom-api'),
  AUTH_CLIENT_ID: z.string().min(1).default('dom-web'),
  // ASVS: access tokens live at most ten minutes; refresh tokens keep the session going.
  AUTH_ACCESS_TOKEN_SECONDS: z.coerce.number().int().min(30).max(600).default(600),
  AUTH_SESSION_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 30)
    .default(12),
  AUTH_IDLE_MINUTES: z.coerce
    .number()
    .int()
    .min(5)
    .max(24 * 60)
    .default(60),
  AUTH_SIGNING_KEY: z.string().min(1).optional(),
  SSO_ISSUER: z.string().url().optional(),
  SSO_CLIENT_ID: z.string().min(1).optional(),
  SSO_CLIENT_SECRET: z.string().min(1).optional(),
  SSO_PROVIDER_NAME: z
    .string()
    .regex(/^[A-Za-z0-9-]{1,40}$/, 'use letters, digits and hyphens')
    .default('CorporateSSO'),
  SMS_GATEWAY_URL: z.string().url().optional(),
  SMS_GATEWAY_TOKEN: z.string().min(1).optional(),
  SMS_SENDER_ID: z.string().min(1).max(11).default('DOMAPP'),
  // Orders whose gross margin is below this need a reason and comments to be approved.
  ORDER_MIN_MARGIN_PERCENT: z.coerce.number().min(-100).max(100).default(2),
});

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  env: 'development' | 'production' | 'test';
  /** Demo mode: seed an empty database and show one-time codes in the log. */
  demo: boolean;
  logLevel: string;
  fileStorageDir: string;
  /** Secret for signed file URLs; generated per data folder when not configured. */
  fileUrlSecret: string | undefined;
  webDistDir: string | undefined;
  /** Whether this process runs background job workers. */
  runJobs: boolean;
  /**
   * Reverse proxies in front (0: none). The client address (sign-in throttling) is read from
   * X-Forwarded-For that many hops back, never further: a client cannot choose its own address.
   */
  trustProxy: number;
  auth: AuthConfig;
  /** Single sign-on against a corporate OpenID Connect issuer; null when not configured. */
  sso: SsoConfig | null;
  sms: SmsConfig;
  orders: OrdersConfig;
}

export interface OrdersConfig {
  /** Approval margin validation: below this gross margin (basis points) a reason and comments are needed. */
  minMarginBp: number;
}

export interface AuthConfig {
  issuer: string;
  audience: string;
  /** The web client's id: the audience of id tokens and the client_id of the token endpoint. */
  clientId: string;
  accessTokenSeconds: number;
  sessionHours: number;
  idleMinutes: number;
  /** A private JWK (JSON) to sign tokens with; generated once and kept in the database when absent. */
  signingKey: string | undefined;
  /** Login names of single-sign-on users start with `<name>_` and show as the generic pivot user. */
  ssoProviderName: string;
}

export interface SsoConfig {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** The fixed identity-provider name of the sign-in link; SSO login names start with `<name>_`. */
  providerName: string;
}

export interface SmsConfig {
  /** A real SMS gateway; without it the local simulator records messages in `sms_messages`. */
  gatewayUrl: string | undefined;
  gatewayToken: string | undefined;
  senderId: string;
}

function ssoConfig(c: z.infer<typeof ConfigSchema>): SsoConfig | null {
  const given = [c.SSO_ISSUER, c.SSO_CLIENT_ID, c.SSO_CLIENT_SECRET].filter((v) => v !== undefined).length;
  if (given === 0) return null;
  if (!c.SSO_ISSUER || !c.SSO_CLIENT_ID || !c.SSO_CLIENT_SECRET) {
    throw new Error('Invalid configuration:\n  SSO_ISSUER, SSO_CLIENT_ID and SSO_CLIENT_SECRET go together');
  }
  return {
    issuer: c.SSO_ISSUER,
    clientId: c.SSO_CLIENT_ID,
    clientSecret: c.SSO_CLIENT_SECRET,
    providerName: c.SSO_PROVIDER_NAME,
  };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = ConfigSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const c = parsed.data;
  const dataDir = path.resolve(c.DATA_DIR);
  return {
    port: c.PORT,
    host: c.HOST,
    dataDir,
    databaseUrl: c.DATABASE_URL,
    env: c.NODE_ENV,
    demo: c.DOM_DEMO,
    logLevel: c.LOG_LEVEL,
    fileStorageDir: path.resolve(c.FILE_STORAGE_DIR ?? path.join(dataDir, 'files')),
    fileUrlSecret: c.FILE_URL_SECRET,
    webDistDir: c.WEB_DIST_DIR,
    runJobs: c.JOBS,
    trustProxy: c.TRUST_PROXY,
    auth: {
      issuer: c.AUTH_ISSUER,
      audience: c.AUTH_AUDIENCE,
      clientId: c.AUTH_CLIENT_ID,
      accessTokenSeconds: c.AUTH_ACCESS_TOKEN_SECONDS,
      sessionHours: c.AUTH_SESSION_HOURS,
      idleMinutes: c.AUTH_IDLE_MINUTES,
      signingKey: c.AUTH_SIGNING_KEY,
      ssoProviderName: c.SSO_PROVIDER_NAME,
    },
    sso: ssoConfig(c),
    sms: { gatewayUrl: c.SMS_GATEWAY_URL, gatewayToken: c.SMS_GATEWAY_TOKEN, senderId: c.SMS_SENDER_ID },
    orders: { minMarginBp: Math.round(c.ORDER_MIN_MARGIN_PERCENT * 100) },
  };
}
