import type { AccessRequestAction } from '@dom/domain';
import { pageOf } from '../common/pagination';
import {
  LoginRequestSchema,
  LoginResponseSchema,
  MessageSchema,
  RespondToChallengeSchema,
  SsoAuthorizeQuerySchema,
  SsoSettingsSchema,
  TokenRequestSchema,
  TokenSetSchema,
  UserAttributesSchema,
  UserRefSchema,
} from './auth';
import {
  IdParamSchema,
  PermissionsQuerySchema,
  RolePermissionsSchema,
  RolesParamSchema,
  UserDisplayOptionsSchema,
  UserRolesPermissionsSchema,
} from './authorization';
import { ActAsCandidatesQuerySchema } from './delegations';
import {
  ConfirmPasswordSchema,
  OtpSentSchema,
  OtpValidatedSchema,
  RequestOtpSchema,
  ResendOtpSchema,
  ResetPasswordSchema,
  UpdatePasswordSchema,
  ValidateOtpSchema,
} from './otp';
import { IDENTITY_ADMIN_ENDPOINTS } from './identity-admin-endpoints';
import { define } from './identity-define';

export type { IdentityErrorCode } from './identity-define';

/** Sign-in, the session, and the caller's own roles, permissions and password. */
const SIGN_IN_ENDPOINTS = {
  // Sign-in and the token endpoint (doc 1 §7): no session yet, the credentials are the check.
  login: define({
    id: 'identity.auth.login',
    method: 'POST',
    path: '/auth/login',
    access: { public: 'signing in' },
    body: LoginRequestSchema,
    response: LoginResponseSchema,
    errors: ['INVALID_CREDENTIALS'],
    summary: 'Sign in with username and password (loginType: USERNAME, EMPLOYEE or CORPORATE_ID)',
  }),
  respondToChallenge: define({
    id: 'identity.auth.respond-to-challenge',
    method: 'POST',
    path: '/auth/respond-to-challenge',
    access: { public: 'the new-password challenge of a first sign-in' },
    body: RespondToChallengeSchema,
    response: TokenSetSchema,
    summary: "Answer 'Password Reset Required' with a new password",
  }),
  /** A form body (`application/x-www-form-urlencoded`), as OAuth 2 has it. */
  token: define({
    id: 'identity.auth.token',
    method: 'POST',
    path: '/oauth2/token',
    access: { public: 'the token endpoint authenticates by grant' },
    body: TokenRequestSchema,
    response: TokenSetSchema,
    summary: 'Token endpoint (form body): client_credentials, authorization_code, refresh_token',
  }),
  ssoSettings: define({
    id: 'identity.auth.sso',
    method: 'GET',
    path: '/auth/sso',
    access: { public: 'the sign-in page shows the single-sign-on link' },
    response: SsoSettingsSchema,
    summary: 'Single-sign-on settings',
  }),
  /** Answers a 302 to the identity provider (no JSON): the browser follows it. */
  ssoAuthorize: define({
    id: 'identity.auth.sso-authorize',
    method: 'GET',
    path: '/auth/sso/authorize',
    access: { public: 'the single-sign-on link starts here' },
    query: SsoAuthorizeQuerySchema,
    summary: 'Redirect to the corporate identity provider (PKCE, state, nonce)',
  }),
  // The one-time-code sign-in and the forgotten password (doc 1 §7's login calls).
  requestOtp: define({
    id: 'identity.login.request-otp',
    method: 'POST',
    path: '/login/request-otp',
    access: { public: 'signing in with a one-time code' },
    body: RequestOtpSchema,
    response: OtpSentSchema,
    summary: 'Send a sign-in OTP by SMS',
  }),
  validateOtp: define({
    id: 'identity.login.validate-otp',
    method: 'POST',
    path: '/login/validate-otp',
    access: { public: 'signing in with a one-time code' },
    body: ValidateOtpSchema,
    response: OtpValidatedSchema,
    summary: 'Check the OTP; answers one-time client credentials for the token endpoint',
  }),
  resendOtp: define({
    id: 'identity.login.resend-otp',
    method: 'POST',
    path: '/login/resend-otp',
    access: { public: 'signing in with a one-time code' },
    body: ResendOtpSchema,
    response: OtpSentSchema,
    summary: 'Send a new OTP (after the cooldown)',
  }),
  resetPassword: define({
    id: 'identity.login.reset-password',
    method: 'POST',
    path: '/login/reset-password',
    access: { public: 'a forgotten password' },
    body: ResetPasswordSchema,
    response: MessageSchema,
    summary: 'Send a password-reset code by SMS',
  }),
  confirmPassword: define({
    id: 'identity.login.confirm-password',
    method: 'POST',
    path: '/login/confirm-password',
    access: { public: 'a forgotten password' },
    body: ConfirmPasswordSchema,
    response: MessageSchema,
    summary: 'Set a new password with the reset code; ends every session',
  }),

  // The session: who I am, signing out, acting as another user.
  sessionUser: define({
    id: 'identity.auth.user',
    method: 'GET',
    path: '/auth/user',
    access: 'signed-in',
    response: UserAttributesSchema,
    summary: "The signed-in user's attributes",
  }),
  logout: define({
    id: 'identity.auth.logout',
    method: 'POST',
    path: '/auth/logout',
    access: 'signed-in',
    response: MessageSchema,
    summary: 'End this session',
  }),
  globalSignOut: define({
    id: 'identity.auth.global-sign-out',
    method: 'POST',
    path: '/auth/global-sign-out',
    access: 'signed-in',
    response: MessageSchema,
    summary: 'End every session of the signed-in user',
  }),
  actAsCandidates: define({
    id: 'identity.act-as.candidates',
    method: 'GET',
    path: '/auth/act-as/candidates',
    access: 'signed-in',
    query: ActAsCandidatesQuerySchema,
    response: pageOf(UserRefSchema),
    summary: 'Users the signed-in user may act as',
  }),
  stopActingAs: define({
    id: 'identity.act-as.stop',
    method: 'POST',
    path: '/auth/act-as/stop',
    access: 'signed-in',
    response: TokenSetSchema,
    summary: 'Switch back to yourself',
  }),

  // Doc 1 §7's authorization calls: any signed-in user (the service narrows to their own roles).
  displayOptions: define({
    id: 'identity.authorization.display-options',
    method: 'GET',
    path: '/authorization/userDisplayOptions/:roles',
    access: 'signed-in',
    params: RolesParamSchema,
    response: UserDisplayOptionsSchema,
    summary: 'Display permissions (menus, tabs) of roles, and the landing screen',
  }),
  rolePermissions: define({
    id: 'identity.authorization.permissions',
    method: 'GET',
    path: '/authorization/permissions/:roles',
    access: 'signed-in',
    params: RolesParamSchema,
    query: PermissionsQuerySchema,
    response: RolePermissionsSchema,
    summary: 'Permissions of roles, optionally scoped to a business unit',
  }),
  userRolesPermissions: define({
    id: 'identity.authorization.user-roles-permissions',
    method: 'GET',
    path: '/authorization/users/:id/user-roles-permissions',
    access: 'signed-in',
    params: IdParamSchema,
    response: UserRolesPermissionsSchema,
    errors: ['NOT_FOUND'],
    summary: "A user's roles and permissions (your own, or anyone's with the roles dashboard)",
  }),
  updatePassword: define({
    id: 'identity.authorization.update-password',
    method: 'POST',
    path: '/authorization/users/update-password-v1',
    access: 'signed-in',
    body: UpdatePasswordSchema,
    response: MessageSchema,
    summary: 'Change your password; your other sessions end',
  }),
} as const;

/**
 * Sign-in, the session, the roles and permissions calls, the HR portal, access requests, act-as
 * delegations and the control panel's catalogue.
 */
export const IDENTITY_ENDPOINTS = { ...SIGN_IN_ENDPOINTS, ...IDENTITY_ADMIN_ENDPOINTS } as const;

/** Each move of the access-request table has its own endpoint (the server's route per action). */
export const ACCESS_REQUEST_DECISIONS = {
  approveAsManager: IDENTITY_ENDPOINTS.approveAsManager,
  approveAsAdmin: IDENTITY_ENDPOINTS.approveAsAdmin,
  grant: IDENTITY_ENDPOINTS.grant,
  reject: IDENTITY_ENDPOINTS.reject,
} as const satisfies Record<AccessRequestAction, unknown>;
