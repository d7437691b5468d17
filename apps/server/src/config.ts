import path from 'node:path';
import { z } from 'zod';

const ConfigSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().min(1).default('0.0.0.0'),
  // The address people open the app at, for links in messages (a survey's answer link).
  PUBLIC_URL: z
    .string()
    .url({ protocol: /^https?$/, message: 'Give the http(s) address people open the app at.' })
    .optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z.string().url().optional(),
  // Named (prepared) statements on PostgreSQL; '0' behind a pooler that cannot keep them (PgBouncer
  // in transaction mode before 1.21).
  DATABASE_PREPARED_STATEMENTS: z
    .enum(['0', '1', 'true', 'false'])
    .default('1')
    .transform((v) => v === '1' || v === 'true'),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  DOM_DEMO: z
    .enum(['0', '1', 'true', 'false'])
    .default('1')
    .transform((v) => v === '1' || v === 'true'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  FILE_STORAGE_DIR: z.string().optional(),
  FILE_URL_SECRET: z.string().min(16).optional(),
  FILE_STORAGE: z.enum(['local', 's3'], { message: 'Use local (the default) or s3.' }).default('local'),
  S3_ENDPOINT: z
    .url({
      protocol: /^https?$/,
      message: 'Give the http(s) URL of the S3-compatible endpoint, e.g. http://minio:9000.',
    })
    .optional(),
  S3_PUBLIC_ENDPOINT: z
    .url({ protocol: /^https?$/, message: 'Give the http(s) URL browsers reach the store at.' })
    .optional(),
  S3_BUCKET: z
    .string()
    .regex(
      /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
      'A bucket name is 3 to 63 lower-case letters, digits, dots and hyphens.',
    )
    .optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: z.enum(['0', '1', 'true', 'false'], { message: 'Use true or false.' }).optional(),
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
  // E-mail through SMTP (smtp://user:pass@host:587 or smtps://…); without it the local simulator.
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().min(3).default('DOM <no-reply@dom.example.in>'),
  // WhatsApp Business Cloud API: the phone number id and a token; without them the simulator.
  WHATSAPP_PHONE_NUMBER_ID: z.string().min(1).optional(),
  WHATSAPP_TOKEN: z.string().min(1).optional(),
  WHATSAPP_API_URL: z.string().url().default('https://graph.facebook.com/v21.0'),
  // Orders whose gross margin is below this need a reason and comments to be approved.
  ORDER_MIN_MARGIN_PERCENT: z.coerce.number().min(-100).max(100).default(2),
  // Approvals (issue 17): above this a money approval adds the finance-lead / CEO step (two approvers).
  APPROVAL_MONEY_THRESHOLD_RUPEES: z.coerce.number().int().min(0).max(1e12).default(500_000),
  // Above this a credit lead needs the CEO step.
  APPROVAL_CEO_LIMIT_RUPEES: z.coerce.number().int().min(0).max(1e12).default(10_000_000),
  // How many days a survey's answer link works after the campaign is sent.
  SURVEY_LINK_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  // How many hours after a first answer its recipient may still correct it (with the key it handed back).
  SURVEY_CORRECTION_HOURS: z.coerce.number().int().min(0).max(720).default(24),
});

export interface Config {
  port: number;
  host: string;
  /** Where people open the app (PUBLIC_URL, default http://localhost:PORT), without a final slash. */
  publicUrl: string;
  /** Days a survey's answer link works after its campaign is sent (SURVEY_LINK_DAYS, default 30). */
  surveyLinkDays: number;
  /** Hours after a first answer its recipient may correct it (SURVEY_CORRECTION_HOURS, default 24; 0: never). */
  surveyCorrectionHours: number;
  dataDir: string;
  databaseUrl: string | undefined;
  /** Prepared statements on PostgreSQL (DATABASE_PREPARED_STATEMENTS, default on). */
  databasePreparedStatements: boolean;
  env: 'development' | 'production' | 'test';
  /** Demo mode: seed an empty database and show one-time codes in the log. */
  demo: boolean;
  logLevel: string;
  fileStorageDir: string;
  /** Where file bytes live: local disk (the default, under fileStorageDir) or an S3-compatible store. */
  fileStorage: FileStorageConfig;
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
  messaging: MessagingConfig;
  orders: OrdersConfig;
  approvals: ApprovalsConfig;
}

/** The approvals engine's amount bands (paise). */
export interface ApprovalsConfig {
  moneyThresholdPaise: bigint;
  ceoLimitPaise: bigint;
}

/** E-mail and WhatsApp channels of notifications; an absent one records to the local simulator. */
export interface MessagingConfig {
  smtpUrl: string | undefined;
  mailFrom: string;
  whatsapp: { phoneNumberId: string; token: string; apiUrl: string } | undefined;
}

export type FileStorageConfig = { kind: 'local' } | ({ kind: 's3' } & S3Config);

export interface S3Config {
  /** An S3-compatible endpoint (MinIO, Ceph); AWS S3 itself when absent. */
  endpoint: string | undefined;
  /** The endpoint browsers reach, when not the server's (signed addresses are made for it). */
  publicEndpoint: string | undefined;
  bucket: string;
  region: string;
  /** Both or neither; without them the AWS default chain (environment, instance role) is used. */
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  /** The bucket in the path (MinIO, Ceph) rather than the host name; defaults to true with an endpoint. */
  forcePathStyle: boolean;
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

function fileStorageConfig(c: z.infer<typeof ConfigSchema>): FileStorageConfig {
  const s3Given = (
    [
      'S3_ENDPOINT',
      'S3_PUBLIC_ENDPOINT',
      'S3_BUCKET',
      'S3_ACCESS_KEY_ID',
      'S3_SECRET_ACCESS_KEY',
      'S3_FORCE_PATH_STYLE',
    ] as const
  ).filter((k) => c[k] !== undefined);
  const problems: string[] = [];
  if (c.FILE_STORAGE === 'local') {
    if (s3Given.length > 0)
      problems.push(
        `${s3Given.join(', ')} ${s3Given.length === 1 ? 'is' : 'are'} set but FILE_STORAGE is local: set FILE_STORAGE=s3 to use S3, or remove ${s3Given.length === 1 ? 'it' : 'them'}`,
      );
  } else {
    if (!c.S3_BUCKET) problems.push('S3_BUCKET: FILE_STORAGE=s3 needs the bucket the files go to');
    if ((c.S3_ACCESS_KEY_ID === undefined) !== (c.S3_SECRET_ACCESS_KEY === undefined))
      problems.push(
        'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together (or give neither, to use the AWS default credentials)',
      );
  }
  if (problems.length > 0) throw new Error(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  if (c.FILE_STORAGE === 'local') return { kind: 'local' };
  const pathStyle = c.S3_FORCE_PATH_STYLE;
  return {
    kind: 's3',
    endpoint: c.S3_ENDPOINT,
    publicEndpoint: c.S3_PUBLIC_ENDPOINT,
    bucket: c.S3_BUCKET ?? '',
    region: c.S3_REGION,
    accessKeyId: c.S3_ACCESS_KEY_ID,
    secretAccessKey: c.S3_SECRET_ACCESS_KEY,
    forcePathStyle:
      pathStyle === undefined ? c.S3_ENDPOINT !== undefined : pathStyle === '1' || pathStyle === 'true',
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
    publicUrl: (c.PUBLIC_URL ?? `http://localhost:${c.PORT}`).replace(/\/+$/, ''),
    surveyLinkDays: c.SURVEY_LINK_DAYS,
    surveyCorrectionHours: c.SURVEY_CORRECTION_HOURS,
    dataDir,
    databaseUrl: c.DATABASE_URL,
    databasePreparedStatements: c.DATABASE_PREPARED_STATEMENTS,
    env: c.NODE_ENV,
    demo: c.DOM_DEMO,
    logLevel: c.LOG_LEVEL,
    fileStorageDir: path.resolve(c.FILE_STORAGE_DIR ?? path.join(dataDir, 'files')),
    fileStorage: fileStorageConfig(c),
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
    messaging: {
      smtpUrl: c.SMTP_URL,
      mailFrom: c.MAIL_FROM,
      whatsapp:
        c.WHATSAPP_PHONE_NUMBER_ID && c.WHATSAPP_TOKEN
          ? { phoneNumberId: c.WHATSAPP_PHONE_NUMBER_ID, token: c.WHATSAPP_TOKEN, apiUrl: c.WHATSAPP_API_URL }
          : undefined,
    },
    orders: { minMarginBp: Math.round(c.ORDER_MIN_MARGIN_PERCENT * 100) },
    approvals: {
      moneyThresholdPaise: BigInt(c.APPROVAL_MONEY_THRESHOLD_RUPEES) * 100n,
      ceoLimitPaise: BigInt(c.APPROVAL_CEO_LIMIT_RUPEES) * 100n,
    },
  };
}
