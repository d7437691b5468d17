import { AppError } from '../../platform/errors';

// One message for an unknown user and for a wrong password, so the answer tells an attacker nothing.
export const INVALID_CREDENTIALS_MESSAGE = 'Incorrect username or password.';
export const SESSION_EXPIRED_MESSAGE = 'Your session has expired. Please log in again.';
export const INVALID_OTP_MESSAGE = 'The OTP is incorrect or has expired. Please request a new one.';

export const invalidCredentials = (): AppError =>
  new AppError('INVALID_CREDENTIALS', INVALID_CREDENTIALS_MESSAGE, undefined, 400);

/** Token endpoint failures use the OAuth error names, in the API's error shape. */
export const invalidGrant = (message = SESSION_EXPIRED_MESSAGE): AppError =>
  new AppError('INVALID_GRANT', message, undefined, 400);

export const invalidClient = (): AppError =>
  new AppError('INVALID_CLIENT', 'The client is not known to this server.', undefined, 400);

/**
 * Too many failed attempts: 429, saying how long to wait (seconds under a minute, else minutes
 * rounded up) and carrying `retryAfterSeconds` for the client.
 */
export const lockedOut = (retryAfterSeconds: number): AppError => {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  const minutes = Math.ceil(seconds / 60);
  const wait =
    seconds < 60
      ? `${seconds} second${seconds === 1 ? '' : 's'}`
      : `${minutes} minute${minutes === 1 ? '' : 's'}`;
  return new AppError(
    'SIGN_IN_LOCKED',
    `Too many failed attempts. Sign-in is locked for ${wait}; please try again later.`,
    { retryAfterSeconds: seconds },
    429,
  );
};
