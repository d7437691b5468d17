import { REQUIRED_FIELD_MESSAGE, TransitionError } from '@dom/domain';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, type FieldError, badRequest, errorBody } from '../errors';

function fieldName(context: string | undefined, instancePath: string): string {
  const pathPart = instancePath.replace(/^\//, '').replace(/\//g, '.');
  if (pathPart) return pathPart;
  return context ?? 'request';
}

/**
 * A field the body lacks is "Required" (in the reader's language on the web), not zod's own words
 * ("Invalid input: expected string, received undefined"). A schema's own message still wins.
 */
export function installRequiredFieldMessage(): void {
  z.config({
    customError: (issue) =>
      issue.code === 'invalid_type' && issue.input === undefined ? REQUIRED_FIELD_MESSAGE : undefined,
  });
}

/** Maps every thrown thing to the one error body. Unknown errors never leak a stack trace. */
export function installErrorHandling(app: FastifyInstance): void {
  installRequiredFieldMessage();
  app.setErrorHandler((error: FastifyError, request, reply) => {
    let appError: AppError;
    if (error instanceof AppError) {
      appError = error;
    } else if (error instanceof TransitionError) {
      // The domain's transition tables: a move the table lacks is a conflict with the record's
      // state (409); a move the user may not make is a permission matter (403).
      appError = new AppError(
        error.code,
        error.message,
        { from: error.from, action: error.action },
        error.code === 'TRANSITION_FORBIDDEN' ? 403 : 409,
      );
    } else if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: FieldError[] = error.validation.map((v) => ({
        field: fieldName(error.validationContext, v.instancePath),
        message: v.message ?? 'Invalid value',
      }));
      appError = badRequest(fields);
    } else if (error.validation) {
      appError = badRequest(
        error.validation.map((v) => ({
          field: fieldName(error.validationContext, v.instancePath),
          message: v.message ?? 'Invalid value',
        })),
      );
    } else if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      appError = new AppError('PAYLOAD_TOO_LARGE', 'The request body is too large.');
    } else if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
      appError = new AppError(
        'UNSUPPORTED_MEDIA_TYPE',
        'This content type is not supported.',
        undefined,
        415,
      );
    } else if (
      error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' ||
      error.code === 'FST_ERR_CTP_INVALID_JSON_BODY'
    ) {
      appError = badRequest([{ field: 'body', message: 'The body is not valid JSON' }]);
    } else if (error instanceof SyntaxError && error.statusCode === 400) {
      appError = badRequest([{ field: 'body', message: 'The body is not valid JSON' }]);
    } else if (error.statusCode === 429) {
      appError = new AppError('RATE_LIMITED', 'Too many requests. Please try again shortly.');
    } else if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      appError = new AppError(error.code ?? 'BAD_REQUEST', error.message, undefined, error.statusCode);
    } else {
      if (isResponseSerializationError(error)) {
        request.log.error({ err: error, issues: error.cause.issues }, 'response did not match its schema');
      } else {
        request.log.error({ err: error }, 'unexpected error');
      }
      appError = new AppError('INTERNAL', 'Something went wrong. Please try again.');
    }
    if (appError.status >= 500 && appError.code !== 'INTERNAL') {
      request.log.warn({ err: error }, appError.message);
    }
    // A refusal that says when to come back (sign-in lock-out, OTP sends) says it in the header too.
    const retryAfter = appError.details?.retryAfterSeconds;
    if (typeof retryAfter === 'number' && retryAfter > 0)
      void reply.header('retry-after', String(Math.ceil(retryAfter)));
    return reply.status(appError.status).send(errorBody(appError));
  });
}
