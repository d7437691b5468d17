import { IDENTITY_ENDPOINTS as E } from '@dom/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../platform/http/route';
import type { Identity } from './identity.module';
import { clientOf } from './request-client';

const tags = ['identity'];

/** Doc 1 §7's login calls: OTP request, validation and resend; password reset and confirmation. */
export function loginRoutes(identity: Identity): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onSend', async (_request, reply) => {
      void reply.header('cache-control', 'no-store');
    });

    route(
      app,
      E.requestOtp,
      async (request) => identity.otp.requestLoginOtp(request.body, clientOf(request)),
      {
        tags,
      },
    );
    route(
      app,
      E.validateOtp,
      async (request) => identity.otp.validateLoginOtp(request.body, clientOf(request)),
      { tags },
    );
    route(app, E.resendOtp, async (request) => identity.otp.resendOtp(request.body, clientOf(request)), {
      tags,
    });
    route(
      app,
      E.resetPassword,
      async (request) => identity.passwordReset.requestPasswordReset(request.body, clientOf(request)),
      { tags },
    );
    route(
      app,
      E.confirmPassword,
      async (request) => identity.passwordReset.confirmPasswordReset(request.body, clientOf(request)),
      { tags },
    );
  };
}
