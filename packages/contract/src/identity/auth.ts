import { z } from 'zod';

/** Doc 1 §2: username and password, employee login, corporate ID login — one call, three variants. */
export const LOGIN_TYPES = ['USERNAME', 'EMPLOYEE', 'CORPORATE_ID'] as const;
export const LoginTypeSchema = z.enum(LOGIN_TYPES);
export type LoginType = z.infer<typeof LoginTypeSchema>;

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const PASSWORD_RESET_REQUIRED = 'Password Reset Required';

/** A new password: length only (no composition rules); the server also refuses common passwords. */
export const NewPasswordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters.`)
  .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters.`);

const LoginName = z.string().trim().min(1, 'Enter your username').max(200);
const GivenPassword = z.string().min(1, 'Enter your password').max(1024);

export const LoginRequestSchema = z.object({
  username: LoginName,
  password: GivenPassword,
  loginType: LoginTypeSchema.default('USERNAME'),
});
export type LoginRequest = z.infer<typeof LoginRequestSchema>;

/** The token answer of every sign-in path and of the token endpoint (OAuth 2 field names). */
export const TokenSetSchema = z.object({
  access_token: z.string(),
  id_token: z.string(),
  refresh_token: z.string(),
  token_type: z.literal('Bearer'),
  expires_in: z.number().int(),
});
export type TokenSet = z.infer<typeof TokenSetSchema>;

/** First sign-in with a temporary password: the user must choose a new one. */
export const NewPasswordChallengeSchema = z.object({
  challengeName: z.literal('NEW_PASSWORD_REQUIRED'),
  message: z.literal(PASSWORD_RESET_REQUIRED),
  username: z.string(),
  session: z.string(),
});
export type NewPasswordChallenge = z.infer<typeof NewPasswordChallengeSchema>;

export const LoginResponseSchema = z.union([TokenSetSchema, NewPasswordChallengeSchema]);
export type LoginResponse = z.infer<typeof LoginResponseSchema>;

export const RespondToChallengeSchema = z.object({
  username: LoginName,
  session: z.string().min(1).max(500),
  newPassword: NewPasswordSchema,
});
export type RespondToChallenge = z.infer<typeof RespondToChallengeSchema>;

/** The token endpoint's form body (application/x-www-form-urlencoded), one shape per grant. */
export const TokenRequestSchema = z.discriminatedUnion('grant_type', [
  z.object({
    grant_type: z.literal('client_credentials'),
    client_id: z.string().min(1).max(200).optional(),
    client_secret: z.string().min(1).max(500).optional(),
  }),
  z.object({
    grant_type: z.literal('authorization_code'),
    code: z.string().min(1).max(2000),
    state: z.string().min(1).max(500),
    client_id: z.string().min(1).max(200),
    redirect_uri: z.url(),
    // RFC 9207: the issuer sends `iss` back with the code; the web passes it on with the code.
    iss: z.string().max(500).optional(),
  }),
  z.object({
    grant_type: z.literal('refresh_token'),
    refresh_token: z.string().min(1).max(500),
    client_id: z.string().min(1).max(200),
  }),
]);
export type TokenRequest = z.infer<typeof TokenRequestSchema>;

export const MessageSchema = z.object({ message: z.string() });
export type Message = z.infer<typeof MessageSchema>;

export const UserRefSchema = z.object({ id: z.uuid(), username: z.string(), displayName: z.string() });
export type UserRef = z.infer<typeof UserRefSchema>;

/** The signed-in user's attributes (while acting as someone, the one acted as, with `actor`). */
export const UserAttributesSchema = z.object({
  id: z.uuid(),
  username: z.string(),
  displayName: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  roles: z.array(z.string()),
  teamRole: z.string().nullable(),
  businessUnits: z.array(z.string()),
  sellerId: z.uuid().nullable(),
  corporate: z.boolean(),
  landingRoute: z.string(),
  isPivotUser: z.boolean(),
  actor: UserRefSchema.nullable(),
});
export type UserAttributes = z.infer<typeof UserAttributesSchema>;

export const SsoSettingsSchema = z.object({
  enabled: z.boolean(),
  providerName: z.string(),
  scopes: z.array(z.string()),
});
export type SsoSettings = z.infer<typeof SsoSettingsSchema>;

/** The single-sign-on link: the fixed provider name, the scopes and the return to `/login`. */
export const SsoAuthorizeQuerySchema = z.object({
  identity_provider: z.string().min(1).max(100),
  redirect_uri: z.url(),
  scope: z.string().max(200).optional(),
  response_type: z.literal('code').optional(),
  client_id: z.string().max(200).optional(),
});
export type SsoAuthorizeQuery = z.infer<typeof SsoAuthorizeQuerySchema>;

export const ActAsRequestSchema = z.object({ userId: z.uuid() });
export type ActAsRequest = z.infer<typeof ActAsRequestSchema>;
