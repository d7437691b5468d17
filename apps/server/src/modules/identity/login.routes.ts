import {
  ConfirmPasswordSchema,
  MessageSchema,
  OtpSentSchema,
  OtpValidatedSchema,
  RequestOtpSchema,
  ResendOtpSchema,
  ResetPasswordSchema,
  ValidateOtpSchema,
} from '@dom/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { publicRoute } from '../../platform/http/access';
import type { Identity } from './identity.module';
import { clientOf } from './request-client';

/** Doc 1 §7's login calls: OTP request, validation and resend; password reset and confirmation. */
export function loginRoutes(identity: Identity): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onSend', async (_request, reply) => {
      void reply.header('cache-control', 'no-store');
    });

    app.post(
      '/login/request-otp',
      {
        config: publicRoute('signing in with a one-time code'),
        schema: {
          tags: ['identity'],
          summary: 'Send a sign-in OTP by SMS',
          body: RequestOtpSchema,
          response: { 200: OtpSentSchema },
        },
      },
      async (request) => identity.otp.requestLoginOtp(request.body, clientOf(request)),
    );

    app.post(
      '/login/validate-otp',
      {
        config: publicRoute('signing in with a one-time code'),
        schema: {
          tags: ['identity'],
          summary: 'Check the OTP; answers one-time client credentials for the token endpoint',
          body: ValidateOtpSchema,
          response: { 200: OtpValidatedSchema },
        },
      },
      async (request) => identity.otp.validateLoginOtp(request.body, clientOf(request)),
    );

    app.post(
      '/login/resend-otp',
      {
        config: publicRoute('signing in with a one-time code'),
        schema: {
          tags: ['identity'],
          summary: 'Send a new OTP (after the cooldown)',
          body: ResendOtpSchema,
          response: { 200: OtpSentSchema },
        },
      },
      async (request) => identity.otp.resendOtp(request.body, clientOf(request)),
    );

    app.post(
      '/login/reset-password',
      {
        config: publicRoute('a forgotten password'),
        schema: {
          tags: ['identity'],
          summary: 'Send a password-reset code by SMS',
          body: ResetPasswordSchema,
          response: { 200: MessageSchema },
        },
      },
      async (request) => identity.passwordReset.requestPasswordReset(request.body, clientOf(request)),
    );

    app.post(
      '/login/confirm-password',
      {
        config: publicRoute('a forgotten password'),
        schema: {
          tags: ['identity'],
          summary: 'Set a new password with the reset code; ends every session',
          body: ConfirmPasswordSchema,
          response: { 200: MessageSchema },
        },
      },
      async (request) => identity.passwordReset.confirmPasswordReset(request.body, clientOf(request)),
    );
  };
}
