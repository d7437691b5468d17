import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@dom/contract';
import { badRequest } from '../../platform/errors';
import { COMMON_PASSWORDS } from './common-passwords';

const COMMON = new Set(COMMON_PASSWORDS.map((p) => p.toLowerCase()));

/**
 * The rules of ASVS 5.0 §6.2: length from 8 to 128 (no composition rules), not a common password,
 * not the user's own name or e-mail address. Answers the message, or null when acceptable.
 */
export function passwordProblem(
  password: string,
  context: { username?: string | null; email?: string | null } = {},
): string | null {
  const length = [...password.normalize('NFKC')].length;
  if (length < PASSWORD_MIN_LENGTH) return `Password must be at least ${PASSWORD_MIN_LENGTH} characters.`;
  if (length > PASSWORD_MAX_LENGTH) return `Password must be at most ${PASSWORD_MAX_LENGTH} characters.`;
  const lower = password.toLowerCase();
  if (COMMON.has(lower)) return 'This password is too common. Choose one that is harder to guess.';
  const username = context.username?.toLowerCase();
  const email = context.email?.toLowerCase();
  if ((username && username.length >= 4 && lower.includes(username)) || (email && lower.includes(email))) {
    return 'The password must not contain your username or e-mail address.';
  }
  return null;
}

export function assertPasswordAcceptable(
  password: string,
  context: { username?: string | null; email?: string | null },
  field = 'newPassword',
): void {
  const problem = passwordProblem(password, context);
  if (problem) throw badRequest([{ field, message: problem }]);
}
